import { addDays, endOfMonth, isRealDate, maxDate, minDate, minutesOf, weekday } from './dates';

export const PERMISSION_TYPES = ['FERIE', 'ROL', 'EX_FESTIVITA', 'L104', 'MALATTIA', 'OTHER'] as const;
export type TPermissionType = (typeof PERMISSION_TYPES)[number];

export const PERMISSION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type TPermissionStatus = (typeof PERMISSION_STATUSES)[number];

/** Requests that hold their days: they count in balances and block overlapping requests. */
export const ACTIVE_STATUSES: readonly TPermissionStatus[] = ['PENDING', 'APPROVED'];

export const SICK_LEAVE_KINDS = ['FIRST', 'CONTINUATION', 'RELAPSE'] as const;
export type TSickLeaveKind = (typeof SICK_LEAVE_KINDS)[number];

/** Types with a yearly allowance and the unit it is counted in. */
export const ALLOWANCE_TYPES = ['FERIE', 'ROL', 'EX_FESTIVITA'] as const;
export type TAllowanceType = (typeof ALLOWANCE_TYPES)[number];
export const ALLOWANCE_UNITS: Record<TAllowanceType, 'DAYS' | 'HOURS'> = { FERIE: 'DAYS', ROL: 'HOURS', EX_FESTIVITA: 'HOURS' };

export const DEFAULT_L104_MONTHLY_DAYS = 3;
export const DEFAULT_HOURS_PER_DAY = 8;

/** The end of an open-ended sick leave, for comparisons. */
export const OPEN_END = '9999-12-31';

const easterSunday = (year: number): string => {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const FIXED_HOLIDAYS = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];

/** Italian national public holidays of a year (a company's patron saint's day is local: holidaysOf adds it). */
export const nationalHolidays = (year: number): Set<string> => {
  const days = FIXED_HOLIDAYS.map((md) => `${year}-${md}`);
  days.push(addDays(easterSunday(year), 1));
  // Law 151/2025 made 4 October (St Francis) a national holiday again from 2026.
  if (year >= 2026) days.push(`${year}-10-04`);
  return new Set(days);
};

/**
 * A patron saint's day as a company stores it, 'MM-dd' (e.g. '06-29' for Rome): a day that some
 * year has, so 29 February is one and 30 February is not.
 */
export const isPatronDay = (value: string): boolean => /^\d{2}-\d{2}$/.test(value) && isRealDate(`2000-${value}`);

/**
 * A company's holidays in a year: the national ones and its seat's patron saint's day ('MM-dd'),
 * when it keeps one. A patron day on 29 February is a holiday in leap years only.
 */
export const holidaysOf = (year: number, patronDay?: string | null): Set<string> => {
  const days = nationalHolidays(year);
  const patron = `${year}-${patronDay}`;
  if (patronDay && isRealDate(patron)) days.add(patron);
  return days;
};

/** A rest day of a company under the security CCNL: a Sunday, a national holiday or its patron saint's day. */
export const isRestDay = (date: string, patronDay?: string | null): boolean =>
  weekday(date) === 0 || holidaysOf(Number(date.slice(0, 4)), patronDay).has(date);

/**
 * Whether whole-day leave of a type counts on a day: sick leave every calendar day, as INPS counts
 * it; every other type only on the working days of the security CCNL's six-day week (its 26 days
 * of ferie), so not on a rest day (`rest`, see isRestDay). No type: a working-day type.
 */
export const countsAsLeaveDay = (type: TPermissionType | undefined, rest: boolean) => type === 'MALATTIA' || !rest;

/**
 * Leave days of a type between two dates, both included, as `countsAsLeaveDay` counts them on the
 * calendar of a company with that patron saint's day ('MM-dd', none when null).
 */
export const leaveDays = (start: string, end: string, type?: TPermissionType, patronDay?: string | null): number => {
  let count = 0;
  // The year's holidays once per year of the period, not once per day.
  let year = '';
  let holidays = new Set<string>();
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (day.slice(0, 4) !== year) {
      year = day.slice(0, 4);
      holidays = holidaysOf(Number(year), patronDay);
    }
    if (countsAsLeaveDay(type, weekday(day) === 0 || holidays.has(day))) count += 1;
  }
  return count;
};

/** Leave days of a type in a period that fall inside [from, to], on the calendar of a company with that patron day. */
export const leaveDaysWithin = (start: string, end: string, from: string, to: string, type?: TPermissionType, patronDay?: string | null): number => {
  const first = maxDate(start, from);
  const last = minDate(end, to);
  return first > last ? 0 : leaveDays(first, last, type, patronDay);
};

/** The months ('yyyy-MM') a period touches, with the leave days of a type in each, on the calendar of a company with that patron day. */
export const leaveDaysByMonth = (start: string, end: string, type?: TPermissionType, patronDay?: string | null): Array<{ month: string; days: number }> => {
  const months: Array<{ month: string; days: number }> = [];
  for (let first = start; first <= end; first = addDays(endOfMonth(first), 1)) {
    months.push({ month: first.slice(0, 7), days: leaveDays(first, minDate(endOfMonth(first), end), type, patronDay) });
  }
  return months;
};

/** Hours between two 'HH:mm' times, to the hundredth. */
export const hoursBetween = (startTime: string, endTime: string): number =>
  Math.round(((minutesOf(endTime) - minutesOf(startTime)) / 60) * 100) / 100;

/**
 * The days leave may be asked for, given today ('yyyy-MM-dd', Europe/Rome): from 1 January of last
 * year to 31 December of next year. Further out is a typing slip (1900, 2099), not a plan.
 */
export const leaveDateBounds = (today: string): { first: string; last: string } => {
  const year = Number(today.slice(0, 4));
  return { first: `${year - 1}-01-01`, last: `${year + 1}-12-31` };
};

/**
 * The latest day a sick leave may start: today, or for a continuation or relapse the day after the
 * certificate it follows ends, since the doctor issues the next certificate on that last day.
 */
export const latestSickLeaveStart = (today: string, parentEnd?: string | null): string =>
  parentEnd ? maxDate(today, addDays(parentEnd, 1)) : today;
