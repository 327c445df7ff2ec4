import type { TPersonChoice } from '../api';
import type { TCarriedShift } from './drag';
import { personTargetAt, targetAt, type TDropTarget } from './target';

/**
 * What a drag carries: a person from the palette onto the posts grid's open shifts, or a shift of
 * the people grid (open, or someone's) onto another person's row of its day. `label` names a shift
 * on the finger's ghost and to a screen reader.
 */
export type TCarried = { kind: 'person'; person: TPersonChoice } | { kind: 'shift'; shift: TCarriedShift; label: string };

/** The target under an element for what is carried: the two grids take different things. */
export const locateFor = (carried: TCarried | null, element: Element | null): TDropTarget | null => {
  if (!carried) return null;
  return carried.kind === 'person' ? targetAt(element) : personTargetAt(element, carried.shift);
};

/** The shift and the person the server is asked about: the target's person, else the one carried. */
export const pairOf = (carried: TCarried | null, target: TDropTarget | null): { shiftId: number; person: TPersonChoice } | null => {
  if (!carried || !target) return null;
  const person = target.person ?? (carried.kind === 'person' ? carried.person : undefined);
  if (!person) return null;
  // A shift is carried only onto its own id: a stale target from another drag is no pair.
  if (carried.kind === 'shift' && target.shiftId !== carried.shift.id) return null;
  return { shiftId: target.shiftId, person };
};

/** The name of what is carried: the person, or the shift's label. */
export const carriedName = (carried: TCarried) => (carried.kind === 'person' ? carried.person.name : carried.label);
