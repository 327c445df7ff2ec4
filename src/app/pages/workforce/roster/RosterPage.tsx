import { useMemo, useState } from 'react';
import { Alert, Box, LinearProgress, TablePagination, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ROSTER_PAGE_SIZE, type TRosterShift } from '../../../../shared/schemas/workforce-roster';
import { useAppState } from '../../../state/useAppState';
import { downloadRosterPdf, type TPersonChoice } from './api';
import { AssignDialog } from './assign/AssignDialog';
import { CopyWeekDialog, PublishDialog } from './toolbar/ConfirmDialogs';
import { GenerateDialog } from './toolbar/GenerateDialog';
import { Legend } from './grids/Legend';
import { personOf, rosterNames } from './grids/names';
import { PeopleGrid } from './grids/PeopleGrid';
import { RosterDragProvider } from './drag/DragProvider';
import { PeoplePalette } from './drag/PeoplePalette';
import { PostsGrid } from './grids/PostsGrid';
import { daysOf } from './state/range';
import { RosterToolbar, type TToolbarAction } from './toolbar/RosterToolbar';
import { siteLabel, useSiteOptions } from './state/useChoices';
import { useOpenShifts } from './state/useOpenShifts';
import { useNotifyFailure, useRoster } from './state/useRoster';
import { useRosterState } from './state/useRosterState';

type TDialog = { kind: 'assign'; shiftId: number; shift: TRosterShift; dropped?: TPersonChoice } | { kind: Exclude<TToolbarAction, 'pdf'> } | null;

/**
 * /workforce (alias /workforce/table): the office's roster. Posts × days shows coverage and takes
 * assignments (picked in a shift's dialog or a person dragged onto an open shift); people × days
 * shows who works when, their hours against the contract and their leave, the range's open shifts
 * first, and takes a shift (open, or someone's) dragged onto a person's day. Generating, copying a week and
 * publishing act on the range and site shown.
 */
export const RosterPage = () => {
  const translate = useTranslate();
  const failed = useNotifyFailure();
  const companyId = useAppState((s) => s.company.id);
  const [state, update] = useRosterState();
  const sites = useSiteOptions();
  const [dialog, setDialog] = useState<TDialog>(null);
  const { data, error, isPending, isFetching } = useRoster({ ...state.range, view: state.view, siteId: state.siteId, companyId, page: state.page });
  const days = useMemo(() => daysOf(state.range), [state.range]);
  const people = useMemo(() => (data?.people ?? []).map((person) => ({ id: person.id, name: person.name })), [data?.people]);
  const open = useOpenShifts({ ...state.range, siteId: state.siteId, companyId, enabled: state.view === 'people' });
  // The open shifts' posts join the page's: the people view sends only those its rows work at.
  const names = useMemo(() => rosterNames(data && { people: data.people, posts: [...(open?.posts ?? []), ...data.posts] }), [data, open]);
  const shiftOf = (shiftId: number) => data?.shifts.find((shift) => shift.id === shiftId) ?? open?.shifts.find((shift) => shift.id === shiftId);
  const site = sites.options.find((option) => option.id === state.siteId);
  const siteName = site ? siteLabel(site) : undefined;
  // The dialog follows the shift as the grid reads it again (its status, version and person).
  const openShift = dialog?.kind === 'assign' ? (shiftOf(dialog.shiftId) ?? dialog.shift) : undefined;

  const act = (action: TToolbarAction) => {
    if (action !== 'pdf') setDialog({ kind: action });
    else if (state.siteId) downloadRosterPdf(state.siteId, state.range.from).catch(failed);
  };
  const openDialog = (shift: TRosterShift) => setDialog({ kind: 'assign', shiftId: shift.id, shift });
  const dropOn = (shift: TRosterShift, person: TPersonChoice) => setDialog({ kind: 'assign', shiftId: shift.id, shift, dropped: person });
  const dropOnId = (shiftId: number, person: TPersonChoice) => {
    const shift = shiftOf(shiftId);
    if (shift) dropOn(shift, person);
  };
  const rows = data ? (state.view === 'posts' ? data.posts.length : data.people.length) : 0;

  return (
    <RosterDragProvider onDrop={dropOnId}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', py: 1 }}>
        <Title title="roster.title" />
        <RosterToolbar state={state} update={update} sites={sites.options} onAction={act} />
        {state.view === 'posts' && <Legend />}
        {state.view === 'posts' && <PeoplePalette people={people} />}
        {state.view === 'people' && <Typography variant="body2" color="text.secondary" data-testid="roster-people-hint">{translate('roster.grid.peopleHint')}</Typography>}
        {(isPending || isFetching) && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {error && <Alert severity="error">{(error as Error).message || translate('roster.grid.error')}</Alert>}
        {data && rows === 0 && <Alert severity="info">{translate(state.view === 'posts' ? 'roster.grid.empty' : 'roster.grid.emptyPeople')}</Alert>}
        {data && rows > 0 && (
          <Box>
            {state.view === 'posts' ? (
              <PostsGrid roster={data} names={names} range={state.range} days={days} onOpen={openDialog} onDropPerson={dropOn} />
            ) : (
              <PeopleGrid roster={data} names={names} range={state.range} days={days} onOpen={openDialog} open={open && { shifts: open.shifts, more: open.more }} />
            )}
            {data.total > ROSTER_PAGE_SIZE && (
              <TablePagination
                component="div"
                count={data.total}
                page={state.page - 1}
                rowsPerPage={ROSTER_PAGE_SIZE}
                rowsPerPageOptions={[]}
                onPageChange={(_event, page) => update({ page: page + 1 })}
              />
            )}
          </Box>
        )}
        {dialog?.kind === 'assign' && openShift && <AssignDialog key={dialog.shiftId} shift={openShift} post={names.posts.get(openShift.postId)} userName={personOf(names, openShift.userId)} people={people} dropped={dialog.dropped} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'generate' && <GenerateDialog range={state.range} sites={sites.options} siteId={state.siteId} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'copy' && <CopyWeekDialog range={state.range} siteId={state.siteId} siteName={siteName} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'publish' && <PublishDialog range={state.range} siteId={state.siteId} siteName={siteName} companyId={companyId} onClose={() => setDialog(null)} />}
      </Box>
    </RosterDragProvider>
  );
};
