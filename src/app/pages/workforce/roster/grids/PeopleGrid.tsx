import { Box, Stack } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { TRoster, TRosterPerson, TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { formatDate } from '../../../../../shared/dates';
import { absencesByPersonDay, cellKey, shiftsByPersonDay, type TAbsence } from './cells';
import { GridFrame, RowHead } from './GridFrame';
import { weekHours } from '../hours';
import { postTitle, type TRosterNames } from './names';
import { weeksOf, type TRange } from '../state/range';
import { ShiftButton } from './ShiftButton';

/** Leave or sick leave on a day: a grey cell named by its type, with its hours when it is hourly. */
const AbsenceMark = ({ absence }: { absence: TAbsence }) => {
  const translate = useTranslate();
  const type = translate(`resources.permission.types.${absence.type}`, { _: translate('roster.grid.absence') });
  return (
    <Box data-testid="roster-absence" data-type={absence.type} sx={{ px: 0.75, py: 0.5, borderRadius: 1, bgcolor: 'action.selected', color: 'text.primary', fontSize: '0.8rem' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>{type}</Box>
      {absence.startTime && absence.endTime && <Box component="span" sx={{ display: 'block' }}>{translate('roster.shift.times', { start: absence.startTime, end: absence.endTime })}</Box>}
    </Box>
  );
};

/** The planned hours of each week of the range against the contract's, red past it. */
const PersonHours = ({ person, weeks }: { person: TRosterPerson; weeks: string[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <>
      {weeks.map((monday) => {
        const { text, over } = weekHours(person.weekMinutes?.[monday] ?? 0, person.contractMinutes ?? 0, locale);
        return (
          <Box component="span" key={monday} data-testid="roster-hours" data-over={over} sx={{ display: 'block', fontSize: '0.78rem', fontWeight: over ? 700 : 400, color: over ? 'error.main' : 'text.secondary' }}>
            {weeks.length > 1 && `${translate('roster.grid.weekOf', { date: formatDate(monday).slice(0, 5) })}: `}
            {text}
            {over && ` · ${translate('roster.grid.over')}`}
          </Box>
        );
      })}
    </>
  );
};

/** People × days: a row per person of the page with their hours, their shifts and their absences. */
export const PeopleGrid = ({ roster, names, range, days, onOpen }: { roster: TRoster; names: TRosterNames; range: TRange; days: string[]; onOpen: (shift: TRosterShift) => void }) => {
  const translate = useTranslate();
  const shifts = shiftsByPersonDay(roster.shifts);
  const absences = absencesByPersonDay(roster.absences);
  const weeks = weeksOf(range);
  return (
    <GridFrame range={range} days={days} corner={translate('roster.grid.person')} testId="roster-people-grid">
      {roster.people.map((person) => (
        <tr key={person.id} data-testid="roster-person-row" data-user={person.id}>
          <RowHead>
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>{person.name}</Box>
            {person.qualification && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.78rem' }}>
                {translate(`deadlinesOffice.compliance.qualification.${person.qualification}`, { _: person.qualification })}
              </Box>
            )}
            <PersonHours person={person} weeks={weeks} />
          </RowHead>
          {days.map((day) => {
            const away = absences.get(cellKey(person.id, day)) ?? [];
            // A whole day away greys the whole cell; hourly leave only marks its hours.
            const wholeDay = away.some((absence) => !absence.startTime);
            return (
            <Box component="td" key={day} data-testid="roster-person-cell" data-day={day} sx={{ p: 0.75, verticalAlign: 'top', borderBottom: 1, borderColor: 'divider', bgcolor: wholeDay ? 'action.hover' : 'transparent' }}>
              <Stack spacing={0.5}>
                {away.map((absence, index) => (
                  <AbsenceMark key={index} absence={absence} />
                ))}
                {(shifts.get(cellKey(person.id, day)) ?? []).map((shift) => (
                  <ShiftButton key={shift.id} shift={shift} show="post" name={postTitle(names.posts.get(shift.postId))} onOpen={onOpen} />
                ))}
              </Stack>
            </Box>
            );
          })}
        </tr>
      ))}
    </GridFrame>
  );
};
