import { formatDate } from '../../../shared/dates';
import { hoursBetween, leaveDays } from '../../../shared/leave';
import type { TPermission } from '../../../shared/schemas/permission';

export type TTranslate = (key: string, options?: Record<string, unknown>) => string;
export type TUnit = 'DAYS' | 'HOURS';
export type TPeriod = Pick<TPermission, 'startDate' | 'endDate' | 'startTime' | 'endTime'>;

/** 1.5 → '1,5' in Italian; whole numbers stay whole. */
export const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/** '2 giorni', '1 ora', '1,5 ore': days for FERIE, hours for ROL and EX_FESTIVITA. */
/** '1 giorno', '2 giorni', '-1 giorno': the word agrees with the size, whatever the sign. */
export const formatAmount = (translate: TTranslate, locale: string, value: number, unit: TUnit) =>
  translate(unit === 'DAYS' ? 'leave.units.days' : 'leave.units.hours', { smart_count: Math.abs(value), value: formatNumber(value, locale) });

/** 'dal 02/03/2026 al 05/03/2026', '04/03/2026, 09:00–11:00', 'dal 02/03/2026, fine da definire'. */
export const formatPeriod = (translate: TTranslate, p: TPeriod) => {
  const from = formatDate(p.startDate);
  if (p.startTime && p.endTime) return translate('leave.period.hours', { from, startTime: p.startTime, endTime: p.endTime });
  if (!p.endDate) return translate('leave.period.open', { from });
  if (p.endDate === p.startDate) return translate('leave.period.oneDay', { from });
  return translate('leave.period.days', { from, to: formatDate(p.endDate) });
};

/**
 * A request as its amount is counted: its type decides which days count, and its company's patron
 * saint's day ('MM-dd', as the server sends it with a request or a balance) is not one of them.
 */
export type TRequest = TPeriod & Pick<TPermission, 'type'> & { hours?: number | null; patronDay?: string | null };

/**
 * What a request takes: its hours, or its leave days as the server counts them (sick leave every
 * calendar day, other leave not on Sundays, national holidays and the company's patron saint's
 * day); nothing for an open-ended sick leave.
 */
export const requestAmount = (p: TRequest): { value: number; unit: TUnit } | null => {
  if (p.startTime && p.endTime) return { value: p.hours ?? hoursBetween(p.startTime, p.endTime), unit: 'HOURS' };
  if (!p.endDate || p.endDate < p.startDate) return null;
  return { value: leaveDays(p.startDate, p.endDate, p.type, p.patronDay), unit: 'DAYS' };
};

/** '2 giorni' or '3 ore' for a request, '' when it cannot be counted yet. */
export const formatRequestAmount = (translate: TTranslate, locale: string, p: TRequest) => {
  const amount = requestAmount(p);
  return amount ? formatAmount(translate, locale, amount.value, amount.unit) : '';
};

/** The same period for a table cell: '02/03/2026 – 05/03/2026', '04/03/2026 09:00–11:00', '02/03/2026 – …'. */
export const formatPeriodShort = (p: TPeriod) => {
  const from = formatDate(p.startDate);
  if (p.startTime && p.endTime) return `${from} ${p.startTime}–${p.endTime}`;
  if (!p.endDate) return `${from} – …`;
  return p.endDate === p.startDate ? from : `${from} – ${formatDate(p.endDate)}`;
};
