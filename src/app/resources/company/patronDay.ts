import { endOfMonth } from '../../../shared/dates';

/**
 * The patron saint's day as the form edits it: a day and a month picked apart ('29', '06'; '' not
 * chosen yet). The record holds 'MM-dd' or null.
 */
export interface TPatronDayParts {
  day: string;
  month: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A leap year, so that 29 February is offered: a patron day may fall on it. */
const ANY_LEAP_YEAR = 2000;

export const patronDayParts = (value: unknown): TPatronDayParts => {
  if (typeof value !== 'string' || !value) return { day: '', month: '' };
  const [month = '', day = ''] = value.split('-');
  return { day, month };
};

/** The record's value: null for none; with one part missing, an incomplete 'MM-dd' that the schema refuses with its message. */
export const patronDayValue = ({ day, month }: TPatronDayParts): string | null => (day || month ? `${month}-${day}` : null);

/** The days a month offers (29 for February); 31 until a month is chosen. */
export const daysInMonth = (month: string): number => (month ? Number(endOfMonth(`${ANY_LEAP_YEAR}-${month}-01`).slice(8)) : 31);

/**
 * The value after the user picks a day or a month: picking no day or no month clears the setting;
 * a day the new month lacks (31 when April is picked) is dropped, for the user to pick again.
 */
export const choosePatronDay = (current: TPatronDayParts, change: Partial<TPatronDayParts>): string | null => {
  if (change.day === '' || change.month === '') return null;
  const next = { ...current, ...change };
  if (next.day && Number(next.day) > daysInMonth(next.month)) next.day = '';
  return patronDayValue(next);
};

export const dayChoices = (month: string) => Array.from({ length: daysInMonth(month) }, (_, i) => pad(i + 1));

/** The twelve months, '01' to '12', with their names in the reader's language. */
export const monthChoices = (locale: string) => {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({ id: pad(i + 1), name: name.format(Date.UTC(ANY_LEAP_YEAR, i, 1)) }));
};

/** '29 giugno', 'June 29', '29 de junio'; '' for none. */
export const formatPatronDay = (value: string | null | undefined, locale: string): string => {
  const { day, month } = patronDayParts(value);
  if (!day || !month) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(ANY_LEAP_YEAR, Number(month) - 1, Number(day)));
};

/** '29/06' for a spreadsheet cell, as an Italian office writes it; empty for none. */
export const patronDayCell = (value: string | null | undefined): string => {
  const { day, month } = patronDayParts(value);
  return day && month ? `${day}/${month}` : '';
};
