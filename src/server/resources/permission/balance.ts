import { todayInRome } from '../../../shared/dates';
import { ALLOWANCE_TYPES, ALLOWANCE_UNITS, leaveDaysWithin } from '../../../shared/leave';
import type { TBalance, TPermission } from '../../../shared/schemas/permission';
import { assertRecordInScope, inScope } from '../../access';
import type { DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { findPatronDay } from '../company/repository';
import { findWorkerAllowances, getLeaveSettings } from './allowance-repository';
import { findActiveInRange, findActiveUserCompanies } from './repository';
import { readsLeave } from './service';

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * How much of the period from..to a request takes, in the allowance's unit; its days on its
 * company's calendar. Hours are taken on their one day.
 */
const amountOf = (p: TPermission, unit: 'DAYS' | 'HOURS', from: string, to: string, hoursPerDay: number) => {
  if (from > to) return 0;
  if (p.hours !== null) {
    if (p.startDate < from || p.startDate > to) return 0;
    return unit === 'HOURS' ? p.hours : p.hours / hoursPerDay;
  }
  const days = leaveDaysWithin(p.startDate, p.endDate ?? p.startDate, from, to, p.type, p.patronDay);
  return unit === 'DAYS' ? days : days * hoursPerDay;
};

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Each type with an allowance: the allowance, what approved requests used up to today and planned
 * after it, what pending ones ask, what remains (allowance − used − planned) and what may still be
 * asked (remaining − pending). Approved leave next month is planned, not used: payroll counts it
 * when it is taken.
 */
export const computeBalance = async (
  db: DbOrTx,
  userId: number,
  companyId: number | undefined,
  year: number,
  today = todayInRome(),
): Promise<TBalance> => {
  if (companyId === undefined) return { userId, year, patronDay: null, items: [] };
  const [{ hoursPerDay }, patronDay, allowances, requests] = await Promise.all([
    getLeaveSettings(db, companyId),
    findPatronDay(db, companyId),
    findWorkerAllowances(db, companyId, userId, year),
    findActiveInRange(db, { userId, from: `${year}-01-01`, to: `${year}-12-31`, types: ALLOWANCE_TYPES }),
  ]);
  const items = ALLOWANCE_TYPES.filter((type) => allowances[type] !== undefined).map((type) => {
    const unit = ALLOWANCE_UNITS[type];
    const [first, last] = [`${year}-01-01`, `${year}-12-31`];
    const sum = (status: string, from: string, to: string) =>
      round(requests.filter((p) => p.type === type && p.status === status).reduce((total, p) => total + amountOf(p, unit, from, to, hoursPerDay), 0));
    const allowance = allowances[type] as number;
    const used = sum('APPROVED', first, today < last ? today : last);
    const planned = sum('APPROVED', today < first ? first : dayAfter(today), last);
    const pending = sum('PENDING', first, last);
    const remaining = round(allowance - used - planned);
    return { type, unit, allowance, used, planned, pending, remaining, available: round(remaining - pending) };
  });
  return { userId, year, patronDay, items };
};

/** The balance the caller asked for: their own, or a worker's of their companies when they read leave. */
export const getBalance = async (db: DbOrTx, actor: SessionUser, query: { year?: number; userId?: number }) => {
  const year = query.year ?? Number(todayInRome().slice(0, 4));
  const userId = query.userId ?? actor.id;
  if (userId !== actor.id && !readsLeave(actor)) throw new AppError('FORBIDDEN', 'error.forbidden');
  const companies = await findActiveUserCompanies(db, userId);
  if (!companies) throw notFound();
  const visible = userId === actor.id ? companies : companies.filter((companyId) => inScope(actor, companyId));
  if (userId !== actor.id) assertRecordInScope(actor, visible[0]);
  return computeBalance(db, userId, visible[0], year);
};
