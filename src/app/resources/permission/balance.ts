import { ALLOWANCE_TYPES, hoursBetween, leaveDaysWithin, type TPermissionType } from '../../../shared/leave';
import type { TBalance } from '../../../shared/schemas/permission';
import type { TRequest, TUnit } from './leaveFormat';

export type TBalanceItem = TBalance['items'][number];

const round = (n: number) => Math.round(n * 100) / 100;

/** Shares of the allowance for the bar: used, planned, then pending, each clamped so the bar never overflows. */
export const balanceShares = (item: TBalanceItem) => {
  if (item.allowance <= 0) return { used: item.used > 0 ? 100 : 0, planned: item.used <= 0 && item.planned > 0 ? 100 : 0, pending: 0 };
  const used = Math.min(100, (item.used / item.allowance) * 100);
  const planned = Math.min(100 - used, (item.planned / item.allowance) * 100);
  const pending = Math.min(100 - used - planned, (item.pending / item.allowance) * 100);
  return { used, planned, pending };
};

/** FERIE, ROL and ex-festività draw on a yearly allowance; L.104, other leave and sick leave do not. */
export const hasAllowance = (type: TPermissionType) => (ALLOWANCE_TYPES as readonly string[]).includes(type);

/** The balance item a request of this type draws on, if that type has an allowance. */
export const balanceItemFor = (balance: TBalance | undefined, type: string) => balance?.items.find((item) => item.type === type);

/** The years api/permission/balance answers for. */
const isBalanceYear = (year: number) => Number.isInteger(year) && year >= 2000 && year <= 2100;

/**
 * The years whose balance a request draws on: one for hours or days inside a year, each year of a
 * period across the new year; none while its dates are incomplete or out of order.
 */
export const yearsOf = (p: Pick<TRequest, 'startDate' | 'endDate' | 'startTime' | 'endTime'>): number[] => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.startDate ?? '')) return [];
  const first = Number(p.startDate.slice(0, 4));
  const hourly = !!(p.startTime && p.endTime);
  const end = hourly ? p.startDate : p.endDate;
  if (!end || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < p.startDate) return [];
  const last = Number(end.slice(0, 4));
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) if (isBalanceYear(year)) years.push(year);
  return years;
};

/**
 * What a request takes from one year's allowance, as the server counts it: its hours when its day
 * falls in that year, otherwise its leave days inside that year (0 for a year it does not touch).
 */
export const requestAmountIn = (p: TRequest, year: number): { value: number; unit: TUnit } | null => {
  if (p.startTime && p.endTime) {
    if (Number(p.startDate.slice(0, 4)) !== year) return { value: 0, unit: 'HOURS' };
    return { value: p.hours ?? hoursBetween(p.startTime, p.endTime), unit: 'HOURS' };
  }
  if (!p.endDate || p.endDate < p.startDate) return null;
  return { value: leaveDaysWithin(p.startDate, p.endDate, `${year}-01-01`, `${year}-12-31`, p.type, p.patronDay), unit: 'DAYS' };
};

/**
 * A request's share of a year beside that year's balance of its type. `share` is null when the
 * request is counted in another unit than the allowance (whole days of ROL, hours of FERIE): the
 * server converts with the company's working hours, which this screen does not know.
 */
export interface TYearShare {
  year: number;
  item: TBalanceItem;
  share: number | null;
}

export const yearShare = (balance: TBalance, p: TRequest): TYearShare | undefined => {
  const item = balanceItemFor(balance, p.type);
  if (!item) return undefined;
  const amount = requestAmountIn({ ...p, patronDay: p.patronDay ?? balance.patronDay }, balance.year);
  return { year: balance.year, item, share: amount && amount.unit === item.unit ? amount.value : null };
};

/** What remains once a PENDING request is approved: it moves from pending to used. */
export const remainingAfterApproval = (item: TBalanceItem, share: number) => round(item.remaining - share);

/** What may still be asked once a new request is sent: it joins the pending ones. */
export const availableAfterRequest = (item: TBalanceItem, share: number) => round(item.available - share);
