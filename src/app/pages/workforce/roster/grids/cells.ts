import type { TRoster, TRosterShift } from '../../../../../shared/schemas/workforce-roster';

export type TAbsence = TRoster['absences'][number];

/** The key of a row's day: a post's or a person's id and the day. */
export const cellKey = (id: number, day: string) => `${id}|${day}`;

const byStart = (a: TRosterShift, b: TRosterShift) => a.start.localeCompare(b.start) || a.id - b.id;

const group = <T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

/** The shifts of each post's day, earliest first. */
export const shiftsByPostDay = <T extends TRosterShift>(shifts: readonly T[]): Map<string, T[]> => {
  const groups = group(shifts, (shift) => cellKey(shift.postId, shift.date));
  groups.forEach((list) => list.sort(byStart));
  return groups;
};

/** The shifts each person works on each day (cancelled ones left out: nobody works them), earliest first. */
export const shiftsByPersonDay = <T extends TRosterShift>(shifts: readonly T[]): Map<string, T[]> => {
  const groups = group(shifts, (shift) => (shift.userId === null || shift.status === 'CANCELLED' ? null : cellKey(shift.userId, shift.date)));
  groups.forEach((list) => list.sort(byStart));
  return groups;
};

/** Each person's leave and sick leave by day. */
export const absencesByPersonDay = (absences: readonly TAbsence[]): Map<string, TAbsence[]> => group(absences, (absence) => cellKey(absence.userId, absence.date));
