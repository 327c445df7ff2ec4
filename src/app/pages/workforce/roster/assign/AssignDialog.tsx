import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { TRosterPost, TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import type { TPersonChoice } from '../api';
import { CancelPanel } from './CancelPanel';
import { CandidateList } from './CandidateList';
import { PersonSearch } from './PersonSearch';
import { longDay } from '../state/range';
import { RefusalNotice } from './RefusalNotice';
import { ShiftHistory } from './ShiftHistory';
import { useAssign } from './useAssign';
import { DropStatus } from '../drag/DropStatus';
import { useAssignCheck } from '../drag/useAssignCheck';

const Fact = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <>
    <Box component="dt" sx={{ color: 'text.secondary' }}>{label}</Box>
    <Box component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>{value}</Box>
  </>
);

/**
 * A shift opened from a grid: what it is, who works it, a person to pick (or those who can cover
 * it), why the server refused, cancelling it and its history. A person dropped on the shift comes
 * as `dropped` and is sent at once, through the same refusals.
 */
type TProps = {
  shift: TRosterShift;
  /** The shift's post and who works it, from the page's posts and people (the grid's shift carries no names). */
  post: TRosterPost | undefined;
  userName: string | null;
  people: TPersonChoice[];
  dropped?: TPersonChoice;
  onClose: () => void;
};

export const AssignDialog = ({ shift, post, userName, people, dropped, onClose }: TProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { busy, refusal, reasonError, submit, clear } = useAssign(shift, onClose);
  const [picked, setPicked] = useState<TPersonChoice | null>(dropped ?? null);
  const sent = useRef(false);
  useEffect(() => {
    if (dropped && !sent.current) {
      sent.current = true;
      void submit(dropped.id);
    }
  }, [dropped, submit]);
  const known = useMemo(() => people, [people]);
  const cancelled = shift.status === 'CANCELLED';
  // The picked person checked before 'Assegna': the server's answer shown, the button still the one that decides.
  const pickedVerdict = useAssignCheck(picked && !cancelled && picked.id !== shift.userId ? shift.id : undefined, picked?.id);
  const date = longDay(shift.date, locale);

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="roster-assign-title" fullWidth maxWidth="sm" fullScreen={phone} data-testid="roster-assign-dialog">
      <DialogTitle id="roster-assign-title">{translate('roster.assign.title', { date })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Fact label={translate('roster.shift.post')} value={post?.name ?? ''} />
          <Fact label={translate('roster.shift.site')} value={post ? `${post.siteName} · ${post.clientName}` : ''} />
          <Fact label={translate('roster.shift.date')} value={date} />
          <Fact label={translate('roster.shift.time')} value={translate('roster.shift.times', { start: shift.start, end: shift.end })} />
          <Fact label={translate('roster.shift.status')} value={translate(`roster.status.${shift.status}`)} testId="roster-assign-status" />
          <Fact label={translate('roster.shift.version')} value={String(shift.version)} />
          <Fact label={translate('roster.shift.assignee')} value={userName ?? translate('roster.shift.open')} testId="roster-assign-user" />
        </Box>
        {busy && <LinearProgress aria-label={translate('roster.assign.working')} />}
        {refusal && <RefusalNotice refusal={refusal.refusal} busy={busy} reasonError={reasonError} onOverride={(reason) => void submit(refusal.userId, reason)} />}
        {!cancelled && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 220px' }}>
                <PersonSearch
                  known={known}
                  value={picked}
                  onChange={(person) => {
                    setPicked(person);
                    clear();
                  }}
                  label={translate('roster.assign.person')}
                  testId="roster-assign-person"
                  disabled={busy}
                  checkShiftId={cancelled ? undefined : shift.id}
                />
              </Box>
              <Button variant="contained" onClick={() => picked && void submit(picked.id)} disabled={busy || !picked || picked.id === shift.userId} sx={{ minHeight: 44 }} data-testid="roster-assign-submit">
                {translate('roster.assign.submit')}
              </Button>
              {shift.userId !== null && (
                <Button variant="outlined" onClick={() => void submit(null)} disabled={busy} sx={{ minHeight: 44 }} data-testid="roster-unassign">
                  {translate('roster.assign.unassign')}
                </Button>
              )}
            </Box>
            {picked && !refusal && !busy && picked.id !== shift.userId && <DropStatus verdict={pickedVerdict} name={picked.name} live />}
            {shift.userId === null && <CandidateList shift={shift} busy={busy} onPick={(userId) => void submit(userId)} />}
            <Divider />
            <CancelPanel shift={shift} onDone={onClose} />
          </>
        )}
        <ShiftHistory shiftId={shift.id} version={shift.version} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{translate('roster.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
