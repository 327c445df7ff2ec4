import { endOfMonth, formatDate, minutesOf } from '../../../shared/dates';
import { isRestDay, leaveDays, leaveDaysByMonth, leaveDaysWithin, OPEN_END } from '../../../shared/leave';
import type { TPermission } from '../../../shared/schemas/permission';
import type { DbOrTx } from '../../db/database';
import { mayDescribe } from '../../access';
import { AppError, invalidField } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { findPatronDay } from '../company/repository';
import { getLeaveSettings } from './allowance-repository';
import { findActiveInRange } from './repository';

/** The period of a request, as the rules compare it. */
export type Period = Pick<TPermission, 'type' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'hours'>;

/**
 * A clash with the worker's other leave (409): its message says what clashes, and the form shows it
 * beside the dates too, where it stays after the toast has gone.
 */
const conflict = (message: string, field: string, params?: Record<string, string | number>) =>
  new AppError('CONFLICT', message, { params, fields: { startDate: field } });

/**
 * Leave is taken on working days (the company's calendar: no Sunday, national holiday or patron
 * day): whole days must hold at least one, hours must fall on one and last no longer than the
 * company's working day. Sick leave counts every calendar day.
 */
export const assertWorkingTime = async (db: DbOrTx, companyId: number, period: Period) => {
  if (period.type === 'MALATTIA') return;
  const [{ hoursPerDay }, patronDay] = await Promise.all([getLeaveSettings(db, companyId), findPatronDay(db, companyId)]);
  if (period.startTime === null) {
    if (leaveDays(period.startDate, period.endDate ?? period.startDate, period.type, patronDay) === 0) throw invalidField('startDate', 'permission.noWorkingDays');
    return;
  }
  if (isRestDay(period.startDate, patronDay)) throw invalidField('startDate', 'permission.restDay');
  if ((period.hours ?? 0) > hoursPerDay) {
    throw new AppError('VALIDATION', 'permission.longerThanDay', { params: { hours: hoursPerDay }, fields: { endTime: 'permission.longerThanDayField' } });
  }
};

/** Two periods share time: overlapping days, and overlapping hours when both are hourly on one day. */
export const periodsOverlap = (a: Period, b: Period): boolean => {
  if (a.startDate > (b.endDate ?? OPEN_END) || b.startDate > (a.endDate ?? OPEN_END)) return false;
  if (a.startTime && a.endTime && b.startTime && b.endTime) {
    return minutesOf(a.startTime) < minutesOf(b.endTime) && minutesOf(b.startTime) < minutesOf(a.endTime);
  }
  return true;
};

/**
 * No two PENDING or APPROVED requests of a worker overlap. Sick leave is the exception against
 * other leave: sickness suspends ferie by law, so it is recorded anyway and the back office sees
 * it among the warnings; two sick leaves never overlap.
 */
export const assertNoOverlap = async (db: DbOrTx, actor: SessionUser, userId: number, period: Period, exceptId?: number) => {
  const sick = period.type === 'MALATTIA';
  const others = await findActiveInRange(db, {
    userId,
    from: period.startDate,
    to: period.endDate ?? OPEN_END,
    types: sick ? ['MALATTIA'] : undefined,
  });
  const clash = others.find((other) => other.id !== exceptId && periodsOverlap(period, other));
  if (clash && !mayDescribe(actor, clash)) throw conflict('permission.overlapElsewhere', 'permission.overlapElsewhere');
  if (!clash) return;
  const from = formatDate(clash.startDate);
  const clashing = clash.endDate === clash.startDate ? from : `${from} – ${clash.endDate ? formatDate(clash.endDate) : '…'}`;
  // The worker reads of their own request; the office of the worker's. Leave over sick leave says
  // that sickness comes first and how to end a certificate still open.
  const own = actor.id === userId;
  if (clash.type === 'MALATTIA' && !sick) {
    throw conflict(own ? 'permission.overlapSickOwn' : 'permission.overlapSick', own ? 'permission.overlapSickOwnField' : 'permission.overlapSickField', { period: clashing });
  }
  if (own) throw conflict('permission.overlapOwn', 'permission.overlapOwnField', { period: clashing });
  throw conflict('permission.overlap', 'permission.overlapField', { period: clashing });
};

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/**
 * L.104 leave: at most the company's monthly days (3 by default), or their equivalent in hours
 * (days × the company's hours per day); a month holds days or hours, never both. Days are counted
 * on the company's calendar: its patron saint's day is not one.
 */
export const assertL104WithinCap = async (db: DbOrTx, actor: SessionUser, userId: number, companyId: number, period: Period) => {
  if (period.type !== 'L104') return;
  const [{ l104MonthlyDays, hoursPerDay }, patronDay] = await Promise.all([getLeaveSettings(db, companyId), findPatronDay(db, companyId)]);
  const hourly = period.startTime !== null;
  const months = hourly ? [{ month: period.startDate.slice(0, 7), days: 0 }] : leaveDaysByMonth(period.startDate, period.endDate ?? period.startDate, period.type, patronDay);
  for (const { month, days } of months) {
    const from = `${month}-01`;
    const to = endOfMonth(from);
    const existing = await findActiveInRange(db, { userId, from, to, types: ['L104'] });
    // The cap is the person's, whichever company granted the leave; what another company granted
    // is not described to a back office that does not manage it (mayDescribe).
    const elsewhere = existing.some((other) => !mayDescribe(actor, other));
    const refuse = (key: string, field: string, params: Record<string, string | number>) =>
      elsewhere ? conflict('permission.l104Elsewhere', 'permission.l104CapField', { month: monthLabel(month) }) : conflict(key, field, params);
    if (existing.some((other) => (other.startTime !== null) !== hourly)) {
      throw refuse('permission.l104Mixed', 'permission.l104MixedField', { month: monthLabel(month) });
    }
    if (hourly) {
      const limit = l104MonthlyDays * hoursPerDay;
      const taken = existing.reduce((sum, other) => sum + (other.hours ?? 0), 0);
      if (taken + (period.hours ?? 0) > limit) {
        throw refuse('permission.l104CapHours', 'permission.l104CapField', { limit, month: monthLabel(month), left: Math.max(0, limit - taken) });
      }
    } else {
      const taken = existing.reduce((sum, other) => sum + leaveDaysWithin(other.startDate, other.endDate ?? to, from, to, other.type, other.patronDay), 0);
      if (taken + days > l104MonthlyDays) {
        throw refuse('permission.l104CapDays', 'permission.l104CapField', { limit: l104MonthlyDays, month: monthLabel(month), left: Math.max(0, l104MonthlyDays - taken) });
      }
    }
  }
};
