import type { DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { formatDate } from '../../../../../shared/dates';
import { writeShift } from '../drag/drag';
import { useRosterDrag } from '../drag/DragProvider';
import { useTouchCarry } from '../drag/useTouchCarry';
import { ShiftButton } from './ShiftButton';

/**
 * A shift of the people grid that may be carried to another person's row of its day: the browser's
 * drag and drop with a mouse, a long press then a drag with a finger; a click (or Enter) still opens
 * it, where the person is picked from a list, the way for a keyboard.
 */
export const CarriedShift = ({ shift, place, onOpen }: { shift: TRosterShift; place: string; onOpen: (shift: TRosterShift) => void }) => {
  const translate = useTranslate();
  const drag = useRosterDrag();
  const carried = { id: shift.id, date: shift.date, userId: shift.userId };
  const label = [translate('roster.shift.times', { start: shift.start, end: shift.end }), place, formatDate(shift.date).slice(0, 5)].filter(Boolean).join(' · ');
  const touch = useTouchCarry({ kind: 'shift', shift: carried, label });
  const dragProps = drag
    ? {
        draggable: true,
        onDragStart: (event: DragEvent<HTMLElement>) => {
          writeShift(event.dataTransfer, carried, label);
          drag.begin({ kind: 'shift', shift: carried, label }, 'mouse');
        },
        onDragEnd: () => drag.end(),
        ...touch,
      }
    : undefined;
  const now = drag?.carry?.kind === 'shift' && drag.carry.shift.id === shift.id;
  return <ShiftButton shift={shift} show="post" name={place} onOpen={onOpen} dragProps={dragProps} carried={now} />;
};
