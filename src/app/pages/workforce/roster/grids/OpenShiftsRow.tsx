import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { CarriedShift } from './CarriedShift';
import { RowHead } from './GridFrame';
import { postTitle, type TRosterNames } from './names';
import { isMovable } from './PersonDay';
import { ShiftButton } from './ShiftButton';

/** Each day's open shifts of every post, earliest first. */
const byDay = (shifts: TRosterShift[]) => {
  const days = new Map<string, TRosterShift[]>();
  for (const shift of shifts) days.set(shift.date, [...(days.get(shift.date) ?? []), shift]);
  days.forEach((list) => list.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id));
  return days;
};

/**
 * The first row of the people grid: the range's open shifts, day by day, to carry onto a person's
 * row of the same day (or to open and pick someone). `more` counts those the page could not list.
 */
export const OpenShiftsRow = ({ shifts, more, days, names, onOpen }: { shifts: TRosterShift[]; more: number; days: string[]; names: TRosterNames; onOpen: (shift: TRosterShift) => void }) => {
  const translate = useTranslate();
  const perDay = byDay(shifts);
  return (
    <tr data-testid="roster-open-row">
      <RowHead>
        <Box component="span" sx={{ display: 'block', fontWeight: 700, color: 'error.dark' }}>{translate('roster.grid.openShifts')}</Box>
        <Box component="span" data-testid="roster-open-count" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.78rem' }}>
          {translate('roster.grid.openCount', { smart_count: shifts.length + more })}
        </Box>
        {more > 0 && <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.78rem' }}>{translate('roster.grid.openMore', { count: more })}</Box>}
      </RowHead>
      {days.map((day) => (
        <Box component="td" key={day} data-testid="roster-open-cell" data-day={day} sx={{ p: 0.75, verticalAlign: 'top', borderBottom: 2, borderColor: 'divider', bgcolor: 'background.default' }}>
          {/* A busy day scrolls inside its cell: the people's rows, where shifts are dropped, stay near.
              On a phone about one shift shows: the row is as tall as its busiest day, and the days on
              screen may have none. */}
          <Stack spacing={0.5} data-testid="roster-open-list" sx={{ maxHeight: { xs: 104, md: 232 }, overflowY: 'auto', overscrollBehavior: 'contain', '& > *': { flexShrink: 0 } }}>
            {(perDay.get(day) ?? []).map((shift) => {
              const place = postTitle(names.posts.get(shift.postId));
              return isMovable(shift) ? <CarriedShift key={shift.id} shift={shift} place={place} onOpen={onOpen} /> : <ShiftButton key={shift.id} shift={shift} show="post" name={place} onOpen={onOpen} />;
            })}
          </Stack>
        </Box>
      ))}
    </tr>
  );
};
