import type { DragEvent } from 'react';
import { Box, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { TRosterPerson, TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { todayInRome } from '../../../../../shared/dates';
import { carriesShift, readShift } from '../drag/drag';
import { useRosterDrag } from '../drag/DragProvider';
import { DropStatus } from '../drag/DropStatus';
import { CARRIED_LOOK, stripesOf } from '../drag/look';
import { personCell, personTargetAt } from '../drag/target';
import { blocksDrop } from '../drag/verdict';
import { CarriedShift } from './CarriedShift';
import type { TAbsence } from './cells';
import { postTitle, type TRosterNames } from './names';
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

/** Whether a shift of the grid may still be carried: a past day's roster is kept, not changed. */
export const isMovable = (shift: TRosterShift, today = todayInRome()) => shift.status !== 'CANCELLED' && shift.date >= today;

/**
 * A person's day: their leave, their shifts (each may be carried to someone else's row of the same
 * day) and, while a shift of this day is carried, a place it can go. Over it, the server checks this
 * person on that shift and the cell shows the answer; dropped, the shift is theirs unless refused.
 * Cells of other days, and the row of who works it now, take nothing.
 */
export const PersonDay = ({ person, day, away, shifts, names, onOpen }: { person: TRosterPerson; day: string; away: TAbsence[]; shifts: TRosterShift[]; names: TRosterNames; onOpen: (shift: TRosterShift) => void }) => {
  const drag = useRosterDrag();
  const key = personCell(person.id, day);
  const carried = drag?.carry?.kind === 'shift' ? drag.carry.shift : null;
  const takes = !!carried && carried.date === day && carried.userId !== person.id;
  const here = takes && drag?.over?.cell === key ? drag.over : null;
  const look = here ? CARRIED_LOOK[drag!.verdict.kind] : null;
  // A whole day away greys the whole cell; hourly leave only marks its hours.
  const wholeDay = away.some((absence) => !absence.startTime);

  const dragOver = (event: DragEvent) => {
    if (!carried || !carriesShift(event.dataTransfer)) return;
    const target = personTargetAt(event.target as Element, carried);
    // Not prevented: the browser shows that nothing can be dropped here.
    if (!target) return;
    event.preventDefault();
    drag?.hover(target);
    event.dataTransfer.dropEffect = here && blocksDrop(drag!.verdict) ? 'none' : 'move';
  };
  const dragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) drag?.leave(key);
  };
  const drop = (event: DragEvent) => {
    const shift = readShift(event.dataTransfer);
    const target = shift && personTargetAt(event.target as Element, shift);
    if (!drag || !shift || !target) return;
    event.preventDefault();
    drag.drop(target, { kind: 'shift', shift, label: '' });
  };

  return (
    <Box
      component="td"
      data-testid="roster-person-cell"
      data-day={day}
      data-drop-person={person.id}
      data-drop-name={person.name}
      data-takes={carried ? String(takes) : undefined}
      data-verdict={here ? drag!.verdict.kind : undefined}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
      sx={{
        p: 0.75,
        verticalAlign: 'top',
        borderBottom: 1,
        borderColor: 'divider',
        // While a shift is carried, its day's cells are outlined: the places it can go.
        outline: look ? 2 : takes ? 1 : 0,
        outlineStyle: look ? 'solid' : 'dashed',
        outlineColor: look ? `${look.colour}.main` : takes ? 'primary.main' : 'transparent',
        outlineOffset: -2,
        bgcolor: (theme) => (look ? alpha(theme.palette[look.colour].main, 0.16) : wholeDay ? theme.palette.action.hover : 'transparent'),
        backgroundImage: (theme) => stripesOf(theme, look),
        cursor: look?.stripes ? 'no-drop' : undefined,
      }}
    >
      <Stack spacing={0.5}>
        {away.map((absence, index) => (
          <AbsenceMark key={index} absence={absence} />
        ))}
        {shifts.map((shift) => {
          const place = postTitle(names.posts.get(shift.postId));
          return isMovable(shift) ? <CarriedShift key={shift.id} shift={shift} place={place} onOpen={onOpen} /> : <ShiftButton key={shift.id} shift={shift} show="post" name={place} onOpen={onOpen} />;
        })}
      </Stack>
      {here && <DropStatus verdict={drag!.verdict} name={person.name} />}
    </Box>
  );
};
