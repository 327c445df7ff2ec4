import { addDays } from '../../../shared/dates';
import type { TShift } from '../../../shared/schemas/workforce';
import { formatDay, weekdayName } from '../attendance/format';

type TTranslate = (key: string, options?: object) => string;

/** The fields of a shift these screens read: the card and the list need no more. */
export type TMyShift = Pick<TShift, 'id' | 'postId' | 'postName' | 'siteName' | 'clientName' | 'date' | 'start' | 'end' | 'startsAt' | 'endsAt' | 'status' | 'ordersAcknowledged'>;

/** '07:00–19:00'; a shift ending at or before its start ends the next day: '22:00–06:00 (+1)'. */
export const timeRange = (start: string, end: string): string => `${start}–${end}${end <= start ? ' (+1)' : ''}`;

/** 'Oggi', 'Domani', else the weekday and 'dd/MM': 'lunedì 23/11'. */
export const dayLabel = (date: string, today: string, locale: string, translate: TTranslate): string => {
  if (date === today) return translate('workforce.day.today');
  if (date === addDays(today, 1)) return translate('workforce.day.tomorrow');
  return `${weekdayName(date, locale)} ${formatDay(date).slice(0, 5)}`;
};

/** Whether the guard still has to read the post's orders (a cancelled shift asks nothing). */
export const ordersToRead = (shift: Pick<TShift, 'ordersAcknowledged' | 'status'>): boolean =>
  shift.ordersAcknowledged === false && shift.status !== 'CANCELLED';

export const byStart = (a: TMyShift, b: TMyShift) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id;

/** The shifts not yet over, soonest first (the one under way first of all): the card shows `count`. */
export const upcoming = <T extends TMyShift>(shifts: T[], now: Date = new Date(), count = Number.POSITIVE_INFINITY): T[] =>
  shifts
    .filter((shift) => Date.parse(shift.endsAt) > now.getTime())
    .sort(byStart)
    .slice(0, count);
