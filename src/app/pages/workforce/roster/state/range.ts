import { addDays, endOfMonth, formatDate } from '../../../../../shared/dates';
import { mondayOf } from '../../../../../shared/workforce/shift-time';

/** What the roster shows at once: a week (Monday to Sunday) or a calendar month. */
export type TSpan = 'week' | 'month';
export const SPANS: readonly TSpan[] = ['week', 'month'];

export interface TRange {
  from: string;
  to: string;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The range of the span holding a day: its Monday-to-Sunday week, or its month. */
export const rangeOf = (span: TSpan, day: string): TRange =>
  span === 'week' ? { from: mondayOf(day), to: addDays(mondayOf(day), 6) } : { from: firstOfMonth(day), to: endOfMonth(day) };

/** The first day of the previous (-1) or next (+1) range: a week is 7 days, a month a calendar month. */
export const stepRange = (span: TSpan, day: string, direction: -1 | 1): string => {
  const { from, to } = rangeOf(span, day);
  if (span === 'week') return addDays(from, 7 * direction);
  return direction === 1 ? addDays(to, 1) : firstOfMonth(addDays(from, -1));
};

/** Every day of a range, in order: the grid's columns. */
export const daysOf = ({ from, to }: TRange): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** The Mondays of the weeks a range touches: the keys of a person's planned minutes. */
export const weeksOf = ({ from, to }: TRange): string[] => {
  const weeks: string[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
};

/** 'dd/MM/yyyy – dd/MM/yyyy', as the toolbar shows the range. */
export const formatRange = ({ from, to }: TRange): string => `${formatDate(from)} – ${formatDate(to)}`;

/** A column's heading: the short weekday in the user's language and the day as dd/MM. */
export const dayHeading = (day: string, locale: string): { weekday: string; date: string } => ({
  weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
  date: `${day.slice(8, 10)}/${day.slice(5, 7)}`,
});

/** A day as the dialogs write it: the long weekday, then dd/MM/yyyy. */
export const longDay = (day: string, locale: string): string =>
  `${new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))} ${formatDate(day)}`;
