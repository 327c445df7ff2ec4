import type { TPersonChoice } from '../api';
import type { TCarriedShift } from './drag';

/**
 * Where a drag would land, read from the element under the pointer (the same for a mouse's drag
 * events and a finger's pointer events). A person carried onto the posts grid lands on a cell
 * marked `data-drop-cell`: the open shift under the pointer, or else the cell's first open shift.
 * A shift carried in the people grid lands on a person's cell of its own day (`data-drop-person`).
 */
export interface TDropTarget {
  /** The cell: 'postId|day' in the posts grid, 'person:userId|day' in the people grid. */
  cell: string;
  shiftId: number;
  /** The row's person, when the target is a person's day (the people grid). */
  person?: TPersonChoice;
}

export const targetAt = (element: Element | null): TDropTarget | null => {
  const cell = element?.closest<HTMLElement>('[data-drop-cell]');
  if (!element || !cell) return null;
  const button = element.closest<HTMLElement>('[data-shift]');
  const own = button && cell.contains(button) && button.dataset.open === 'true' ? Number(button.dataset.shift) : NaN;
  const shiftId = Number.isInteger(own) && own > 0 ? own : Number(cell.dataset.firstOpen);
  return Number.isInteger(shiftId) && shiftId > 0 ? { cell: cell.dataset.dropCell!, shiftId } : null;
};

/** The people grid's key of a person's day, apart from the posts grid's. */
export const personCell = (userId: number, day: string) => `person:${userId}|${day}`;

/**
 * The person's day a carried shift would land on: only a day of the shift's own (a shift does not
 * change day by a drag), and not the row of who already works it.
 */
export const personTargetAt = (element: Element | null, shift: TCarriedShift): TDropTarget | null => {
  const cell = element?.closest<HTMLElement>('[data-drop-person]');
  if (!cell) return null;
  const userId = Number(cell.dataset.dropPerson);
  if (!Number.isInteger(userId) || userId <= 0 || userId === shift.userId || cell.dataset.day !== shift.date) return null;
  return { cell: personCell(userId, shift.date), shiftId: shift.id, person: { id: userId, name: cell.dataset.dropName ?? '' } };
};

export const sameTarget = (a: TDropTarget | null, b: TDropTarget | null) => a?.cell === b?.cell && a?.shiftId === b?.shiftId;
