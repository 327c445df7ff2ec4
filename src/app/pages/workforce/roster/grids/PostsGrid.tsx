import type { DragEvent } from 'react';
import { Box, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { TRoster, TRosterPost, TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import type { TPersonChoice } from '../api';
import { cellKey, shiftsByPostDay } from './cells';
import { COVERAGE_COLOUR, coverageOf, isOpen } from './coverage';
import { carriesPerson, readPerson } from '../drag/drag';
import { useRosterDrag } from '../drag/DragProvider';
import { DropStatus } from '../drag/DropStatus';
import { targetAt } from '../drag/target';
import { CARRIED_LOOK, stripesOf } from '../drag/look';
import { blocksDrop } from '../drag/verdict';
import { GridFrame, RowHead } from './GridFrame';
import { personOf, postTitle, type TRosterNames } from './names';
import type { TRange } from '../state/range';
import { ShiftButton } from './ShiftButton';

type TActions = { onOpen: (shift: TRosterShift) => void; onDropPerson: (shift: TRosterShift, person: TPersonChoice) => void };

/**
 * A post's day: tinted by coverage, named in words too. A person carried over it is checked on the
 * server for the open shift under them (or the day's first open one), the answer shown in the cell;
 * dropped, they take that shift unless the check refuses.
 */
const PostDay = ({ post, day, shifts, names, onOpen, onDropPerson }: { post: TRosterPost; day: string; shifts: TRosterShift[]; names: TRosterNames } & TActions) => {
  const translate = useTranslate();
  const drag = useRosterDrag();
  const key = cellKey(post.id, day);
  const coverage = coverageOf(shifts);
  const firstOpen = shifts.find(isOpen);
  const here = drag?.carry?.kind === 'person' && drag.over?.cell === key ? drag.over : null;
  const look = here ? CARRIED_LOOK[drag!.verdict.kind] : null;
  const dragOver = (event: DragEvent) => {
    if (!carriesPerson(event.dataTransfer)) return;
    const target = targetAt(event.target as Element);
    if (!target) return;
    event.preventDefault();
    drag?.hover(target);
    event.dataTransfer.dropEffect = here && blocksDrop(drag!.verdict) ? 'none' : 'copy';
  };
  const dragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) drag?.leave(key);
  };
  const drop = (event: DragEvent) => {
    const person = readPerson(event.dataTransfer);
    const target = targetAt(event.target as Element);
    if (!person || !target) return;
    event.preventDefault();
    const shift = shifts.find((one) => one.id === target.shiftId);
    if (drag) drag.drop(target, { kind: 'person', person });
    else if (shift) onDropPerson(shift, person);
  };
  return (
    <Box
      component="td"
      data-testid="roster-cell"
      data-post={post.id}
      data-day={day}
      data-coverage={coverage ?? 'NONE'}
      data-drop-cell={key}
      data-first-open={firstOpen?.id}
      data-verdict={here ? drag!.verdict.kind : undefined}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
      sx={{
        // Holds the hidden coverage word: positioned elsewhere, it would widen the page past the scroll box.
        position: 'relative',
        p: 0.75,
        verticalAlign: 'top',
        borderBottom: 1,
        borderLeft: 4,
        borderColor: 'divider',
        borderLeftColor: look ? `${look.colour}.main` : coverage ? `${COVERAGE_COLOUR[coverage]}.main` : 'transparent',
        outline: look ? 2 : 0,
        outlineStyle: 'solid',
        outlineColor: look ? `${look.colour}.main` : 'transparent',
        outlineOffset: -2,
        bgcolor: (theme) => (look ? alpha(theme.palette[look.colour].main, 0.16) : coverage ? alpha(theme.palette[COVERAGE_COLOUR[coverage]].main, 0.12) : 'transparent'),
        backgroundImage: (theme) => stripesOf(theme, look),
        cursor: look?.stripes ? 'no-drop' : undefined,
      }}
    >
      {coverage && <VisuallyHidden>{translate(`roster.coverage.${coverage}`)}</VisuallyHidden>}
      <Stack spacing={0.5}>
        {shifts.map((shift) => (
          <ShiftButton key={shift.id} shift={shift} show="person" name={personOf(names, shift.userId)} onOpen={onOpen} />
        ))}
      </Stack>
      {here && drag?.carry?.kind === 'person' && <DropStatus verdict={drag.verdict} name={drag.carry.person.name} />}
    </Box>
  );
};

/** Posts × days: a row per post of the page, each day's shifts and whether they are covered. */
export const PostsGrid = ({ roster, names, range, days, ...actions }: { roster: TRoster; names: TRosterNames; range: TRange; days: string[] } & TActions) => {
  const translate = useTranslate();
  const cells = shiftsByPostDay(roster.shifts);
  return (
    <GridFrame range={range} days={days} corner={translate('roster.grid.post')} testId="roster-posts-grid">
      {roster.posts.map((post) => (
        <tr key={post.id} data-testid="roster-post-row" data-post={post.id}>
          <RowHead>
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>{postTitle(post)}</Box>
            <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary', fontSize: '0.78rem' }}>
              {[post.clientName, translate('roster.grid.headcount', { count: post.headcount })].join(' · ')}
            </Box>
          </RowHead>
          {days.map((day) => (
            <PostDay key={day} post={post} day={day} shifts={cells.get(cellKey(post.id, day)) ?? []} names={names} {...actions} />
          ))}
        </tr>
      ))}
    </GridFrame>
  );
};
