import { romeInstant } from '../attendance';
import { addDays } from '../dates';

export interface ShiftSpan {
  startsAt: string;
  endsAt: string;
  minutes: number;
}

/**
 * The instants of a shift on a Rome day: an end at or before the start is on the next day (a night
 * shift belongs to the day it starts; 00:00–00:00 is a whole day). Counted between instants, so a
 * 22:00–06:00 night is 7 hours when the clocks go forward and 9 when they go back.
 */
export const shiftSpan = (date: string, start: string, end: string): ShiftSpan => {
  const startsAt = romeInstant(date, start);
  const endsAt = romeInstant(end > start ? date : addDays(date, 1), end);
  return { startsAt, endsAt, minutes: Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000) };
};

/** ISO weekday of a 'yyyy-MM-dd' day: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** The Monday of the week of a day (weeks start on Monday). */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));
