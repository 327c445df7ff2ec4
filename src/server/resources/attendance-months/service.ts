import { MONTHS_SHOWN, type TCompanyMonths, type TMissingRecord, type TMonthStatus } from '../../../shared/schemas/attendance-months';
import { romeDateOf } from '../../../shared/attendance';
import { todayInRome } from '../../../shared/dates';
import { assertRecordInScope, companyScope } from '../../access';
import { type Db, type DbOrTx, isUniqueViolation, nowIso } from '../../db/database';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { isMissed, missedCutoffs } from '../attendance/settings';
import { companyExists } from '../company/repository';
import { type Closure, findClosures, findCompanies, findIncomplete, getClosure, insertClosure, lockCompany, markReopened } from './repository';

/** At most this many records are listed per month (the count says how many more): the first to sort out. */
export const MISSING_LISTED = 50;

/** 'yyyy-MM' moved by whole months. */
export const shiftMonth = (month: string, by: number) => {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

const currentMonth = () => todayInRome().slice(0, 7);

type Incomplete = Awaited<ReturnType<typeof findIncomplete>>[number];

const missingOf = (rows: Incomplete[], cutoffs: Awaited<ReturnType<typeof missedCutoffs>>): TMissingRecord[] =>
  rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    reason: isMissed(row, cutoffs) ? 'MISSED' : row.checkOut === null ? 'OPEN' : 'REVIEW',
  }));

const statusOf = (month: string, closures: Closure[], missing: TMissingRecord[]): TMonthStatus => {
  const current = month >= currentMonth();
  const inForce = closures.find((c) => c.reopenedAt === null);
  const lastReopened = closures.find((c) => c.reopenedAt !== null);
  const state = inForce ? 'CLOSED' : current || missing.length ? 'OPEN' : 'READY';
  return {
    month,
    state,
    current,
    closure: inForce ? { closedAt: inForce.closedAt, closedBy: inForce.closedBy, closedByName: inForce.closedByName } : null,
    reopened: !inForce && lastReopened ? { reopenedAt: lastReopened.reopenedAt!, reopenedByName: lastReopened.reopenedByName, reason: lastReopened.reopenReason ?? '' } : null,
    missing: missing.slice(0, MISSING_LISTED),
    missingCount: missing.length,
  };
};

/** The state of months first…last (newest first) of each company, from its closings and its incomplete attendance. */
const statusesOf = async (db: DbOrTx, companies: ReadonlyArray<{ id: number; name: string }>, first: string, last: string): Promise<TCompanyMonths[]> => {
  const ids = companies.map((c) => c.id);
  const [closures, incomplete, cutoffs] = await Promise.all([findClosures(db, ids, first, last), findIncomplete(db, ids, first, last), missedCutoffs(db, new Date())]);
  const months: string[] = [];
  for (let month = last; month >= first; month = shiftMonth(month, -1)) months.push(month);
  return companies.map((company) => ({
    companyId: company.id,
    companyName: company.name,
    months: months.map((month) =>
      statusOf(
        month,
        closures.filter((c) => c.companyId === company.id && c.month === month),
        // A record belongs to the month of its check-in (Europe/Rome), as on the month sheet.
        missingOf(incomplete.filter((r) => r.companyId === company.id && romeDateOf(r.checkIn).slice(0, 7) === month), cutoffs),
      ),
    ),
  }));
};

/** GET api/attendance/months: the last MONTHS_SHOWN months of the caller's companies, or of the one asked (404 outside scope). */
export const findMonths = async (db: Db, actor: SessionUser, companyId: number | undefined) => {
  if (companyId !== undefined) assertRecordInScope(actor, companyId);
  const companies = await findCompanies(db, companyId !== undefined ? [companyId] : companyScope(actor));
  if (companyId !== undefined && !companies.length) throw notFound();
  const last = currentMonth();
  return statusesOf(db, companies, shiftMonth(last, -(MONTHS_SHOWN - 1)), last);
};

const monthOf = async (db: DbOrTx, companyId: number, month: string) => {
  const [company] = await findCompanies(db, [companyId]);
  return (await statusesOf(db, [company], month, month))[0].months[0];
};

/** The company of a close or a reopen: in the caller's scope and existing, else 404; its row locked for the change. */
const lockedCompany = async (db: DbOrTx, actor: SessionUser, companyId: number) => {
  assertRecordInScope(actor, companyId);
  if (!(await companyExists(db, companyId))) throw notFound();
  await lockCompany(db, companyId, 'update');
};

const closedError = (closure: Closure) => new AppError('CONFLICT', 'attendanceMonths.alreadyClosed', { params: { name: closure.closedByName ?? '–' } });

/**
 * Closes a past month of a company whose attendance is complete. Answers the month's status, or
 * `missing`: the records that stop it (nothing is written then).
 */
export const closeMonth = async (db: Db, actor: SessionUser, companyId: number, month: string) => {
  try {
    return await db.transaction().execute(async (tx) => {
      await lockedCompany(tx, actor, companyId);
      if (month >= currentMonth()) throw new AppError('CONFLICT', 'attendanceMonths.notPast');
      const before = await monthOf(tx, companyId, month);
      const inForce = (await findClosures(tx, [companyId], month, month)).find((c) => c.reopenedAt === null);
      if (inForce) throw closedError(inForce);
      if (before.missingCount) return { closed: false as const, status: before };
      const id = await insertClosure(tx, { companyId, month, closedAt: nowIso(), closedBy: actor.id });
      await writeAudit(tx, { actorId: actor.id, action: 'CLOSE', entity: 'monthClose', entityId: id, after: await getClosure(tx, id) });
      return { closed: true as const, status: await monthOf(tx, companyId, month) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'attendanceMonths.alreadyClosed', { params: { name: '–' } });
    throw error;
  }
};

/** Opens a closed month again, with the reason: the closing row keeps who reopened it, when and why, and the audit has both. */
export const reopenMonth = (db: Db, actor: SessionUser, companyId: number, month: string, reason: string) =>
  db.transaction().execute(async (tx) => {
    await lockedCompany(tx, actor, companyId);
    const inForce = (await findClosures(tx, [companyId], month, month)).find((c) => c.reopenedAt === null);
    if (!inForce || !(await markReopened(tx, inForce.id, { reopenedAt: nowIso(), reopenedBy: actor.id, reopenReason: reason }))) {
      throw new AppError('CONFLICT', 'attendanceMonths.notClosed');
    }
    await writeAudit(tx, { actorId: actor.id, action: 'REOPEN', entity: 'monthClose', entityId: inForce.id, before: inForce, after: await getClosure(tx, inForce.id) });
    return monthOf(tx, companyId, month);
  });
