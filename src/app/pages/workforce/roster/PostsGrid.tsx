import { useState, type DragEvent } from 'react';
import { Box, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { TRoster, TRosterPost, TRosterShift } from '../../../../shared/schemas/workforce-roster';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { TPersonChoice } from './api';
import { cellKey, shiftsByPostDay } from './cells';
import { COVERAGE_COLOUR, coverageOf, isOpen } from './coverage';
import { carriesPerson, readPerson } from './drag';
import { GridFrame, RowHead } from './GridFrame';
import { personOf, postTitle, type TRosterNames } from './names';
import type { TRange } from './range';
import { ShiftButton } from './ShiftButton';

type TActions = { onOpen: (shift: TRosterShift) => void; onDropPerson: (shift: TRosterShift, person: TPersonChoice) => void };

/** A post's day: tinted by coverage, named in words too; a person dropped on it takes its first open shift. */
const PostDay = ({ post, day, shifts, names, onOpen, onDropPerson }: { post: TRosterPost; day: string; shifts: TRosterShift[]; names: TRosterNames } & TActions) => {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const coverage = coverageOf(shifts);
  const firstOpen = shifts.find(isOpen);
  const dragOver = (event: DragEvent) => {
    if (!firstOpen || !carriesPerson(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    setOver(false);
    const person = firstOpen ? readPerson(event.dataTransfer) : null;
    if (!person || !firstOpen) return;
    event.preventDefault();
    onDropPerson(firstOpen, person);
  };
  return (
    <Box
      component="td"
      data-testid="roster-cell"
      data-post={post.id}
      data-day={day}
      data-coverage={coverage ?? 'NONE'}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        // Holds the hidden coverage word: positioned elsewhere, it would widen the page past the scroll box.
        position: 'relative',
        p: 0.75,
        verticalAlign: 'top',
        borderBottom: 1,
        borderLeft: 4,
        borderColor: 'divider',
        borderLeftColor: coverage ? `${COVERAGE_COLOUR[coverage]}.main` : 'transparent',
        bgcolor: (theme) => (over ? alpha(theme.palette.primary.main, 0.2) : coverage ? alpha(theme.palette[COVERAGE_COLOUR[coverage]].main, 0.12) : 'transparent'),
      }}
    >
      {coverage && <VisuallyHidden>{translate(`roster.coverage.${coverage}`)}</VisuallyHidden>}
      <Stack spacing={0.5}>
        {shifts.map((shift) => (
          <ShiftButton key={shift.id} shift={shift} show="person" name={personOf(names, shift.userId)} onOpen={onOpen} onDropPerson={onDropPerson} />
        ))}
      </Stack>
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
