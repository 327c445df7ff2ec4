import { mondayOf } from '../../../shared/workforce/shift-time';
import { byStart, type TMyShift } from './shifts';

/** The shifts by week, Monday first, each week's shifts soonest first. */
export const byWeek = <T extends TMyShift>(shifts: T[]): Array<{ monday: string; shifts: T[] }> => {
  const weeks = new Map<string, T[]>();
  for (const shift of [...shifts].sort(byStart)) {
    const monday = mondayOf(shift.date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), shift]);
  }
  return [...weeks.entries()].map(([monday, list]) => ({ monday, shifts: list }));
};
