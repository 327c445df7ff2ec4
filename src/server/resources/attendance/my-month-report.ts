import { monthBounds, romeDateOf } from '../../../shared/attendance';
import { endOfMonth, maxDate } from '../../../shared/dates';
import { OPEN_END } from '../../../shared/leave';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../errors';
import { findMonthReport, type MonthReport } from './month-report';

/**
 * The companies of a worker's own month: those where they have records or approved leave in it,
 * in the order they first appear (who moved mid-month reads the old company first), else their
 * current one, so that a month with nothing shows its empty sheet.
 */
const findMonthCompanies = async (db: DbOrTx, userId: number, month: string, current: number) => {
  const { from, to } = monthBounds(month);
  const first = `${month}-01`;
  const last = endOfMonth(first);
  const [records, leave] = await Promise.all([
    db
      .selectFrom('attendance')
      .select((eb) => ['companyId', eb.fn.min<string>('checkIn').as('since')])
      .where('userId', '=', userId)
      .where('checkIn', '>=', from)
      .where('checkIn', '<', to)
      .groupBy('companyId')
      .execute(),
    db
      .selectFrom('permission')
      .select((eb) => ['companyId', eb.fn.min<string>('startDate').as('since')])
      .where('userId', '=', userId)
      .where('status', '=', 'APPROVED')
      .where('startDate', '<=', last)
      .where((eb) => eb(eb.fn.coalesce('endDate', eb.val(OPEN_END)), '>=', first))
      .groupBy('companyId')
      .execute(),
  ]);
  const since = new Map<number, string>();
  const seen = (companyId: number, date: string) => {
    const earlier = since.get(companyId);
    if (earlier === undefined || date < earlier) since.set(companyId, date);
  };
  for (const r of records) seen(r.companyId, romeDateOf(r.since));
  for (const l of leave) seen(l.companyId, maxDate(l.since, first));
  if (!since.size) return [current];
  return [...since.entries()].sort(([a, x], [b, y]) => x.localeCompare(y) || a - b).map(([companyId]) => companyId);
};

/**
 * A worker's own month sheet: one report per company they worked for or had leave from that month
 * (a worker who changed company mid-month has both); 404 for someone of no company.
 */
export const findMyMonthReports = async (db: DbOrTx, user: { id: number; companyIds: readonly number[] }, month: string, now: Date): Promise<MonthReport[]> => {
  const [current] = user.companyIds;
  if (current === undefined) throw notFound();
  const companies = await findMonthCompanies(db, user.id, month, current);
  return Promise.all(companies.map((companyId) => findMonthReport(db, { companyId, month, userId: user.id }, now)));
};
