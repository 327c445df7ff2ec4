/** Calendar dates as 'yyyy-MM-dd' strings, compared as strings; "today" is today in Europe/Rome. */

export const TIME_ZONE = 'Europe/Rome';

const pad = (n: number) => String(n).padStart(2, '0');

const toIso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const fromIso = (value: string) => new Date(`${value}T00:00:00Z`);

// Made once: building an Intl.DateTimeFormat costs far more than using one.
const ROME_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export const todayInRome = (now: Date = new Date()): string => ROME_DATE.format(now);

export const isRealDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && toIso(fromIso(value)) === value;

export const addDays = (value: string, days: number): string => {
  const date = fromIso(value);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
};

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (value: string): number => fromIso(value).getUTCDay();

export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);

/** The last day of the month of a date. */
export const endOfMonth = (value: string): string => {
  const date = fromIso(`${value.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return toIso(date);
};

/** dd/MM/yyyy, as Italian users read dates. */
export const formatDate = (value: string): string => `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;

/** Minutes since midnight of an 'HH:mm' time. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
