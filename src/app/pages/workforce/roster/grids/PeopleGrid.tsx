import { Box } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { TRoster, TRosterPerson, TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { formatDate } from '../../../../../shared/dates';
import { absencesByPersonDay, cellKey, shiftsByPersonDay } from './cells';
import { GridFrame, RowHead } from './GridFrame';
import { weekHours } from '../hours';
import type { TRosterNames } from './names';
import { OpenShiftsRow } from './OpenShiftsRow';
import { PersonDay } from './PersonDay';
import { weeksOf, type TRange } from '../state/range';

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

type TProps = {
  roster: TRoster;
  names: TRosterNames;
  range: TRange;
  days: string[];
  onOpen: (shift: TRosterShift) => void;
  /** The range's open shifts for the first row (absent: no such row), and how many more there are. */
  open?: { shifts: TRosterShift[]; more: number };
};

/**
 * People × days: the range's open shifts first, then a row per person of the page with their hours,
 * their shifts and their absences. A shift, open or someone's, is carried onto a person's day.
 */
export const PeopleGrid = ({ roster, names, range, days, onOpen, open }: TProps) => {
  const translate = useTranslate();
  const shifts = shiftsByPersonDay(roster.shifts);
  const absences = absencesByPersonDay(roster.absences);
  const weeks = weeksOf(range);
  return (
    <GridFrame range={range} days={days} corner={translate('roster.grid.person')} testId="roster-people-grid">
      {open && <OpenShiftsRow shifts={open.shifts} more={open.more} days={days} names={names} onOpen={onOpen} />}
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
          {days.map((day) => (
            <PersonDay key={day} person={person} day={day} away={absences.get(cellKey(person.id, day)) ?? []} shifts={shifts.get(cellKey(person.id, day)) ?? []} names={names} onOpen={onOpen} />
          ))}
        </tr>
      ))}
    </GridFrame>
  );
};
