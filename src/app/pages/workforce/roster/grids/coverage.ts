import type { TShift } from '../../../../../shared/schemas/workforce';

/** How a post's day is covered: every slot assigned, some, or none. */
export type TCoverage = 'FULL' | 'PARTIAL' | 'EMPTY';
export const COVERAGES: readonly TCoverage[] = ['FULL', 'PARTIAL', 'EMPTY'];

/**
 * The coverage of a cell of the posts grid. Each shift is one slot (a post of headcount 2 has two
 * shifts per time slot), so the slots are the shifts; cancelled ones no longer need anybody.
 * Null when nothing is planned: the cell has no colour to show.
 */
export const coverageOf = (shifts: ReadonlyArray<Pick<TShift, 'userId' | 'status'>>): TCoverage | null => {
  const live = shifts.filter((shift) => shift.status !== 'CANCELLED');
  if (live.length === 0) return null;
  const assigned = live.filter((shift) => shift.userId !== null).length;
  if (assigned === live.length) return 'FULL';
  return assigned === 0 ? 'EMPTY' : 'PARTIAL';
};

/** The palette colour of each level: the cell's tint and border come from it. */
export const COVERAGE_COLOUR: Record<TCoverage, 'success' | 'warning' | 'error'> = { FULL: 'success', PARTIAL: 'warning', EMPTY: 'error' };

/** A shift nobody works yet, that somebody may still be assigned to. */
export const isOpen = (shift: Pick<TShift, 'userId' | 'status'>): boolean => shift.userId === null && shift.status !== 'CANCELLED';
