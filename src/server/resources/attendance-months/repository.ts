import { monthBounds } from '../../../shared/attendance';
import { type DbOrTx, dialectOf } from '../../db/database';
import type { MonthCloseTable } from '../../db/schema';
import type { Insertable } from 'kysely';

/** 'Rossi Mario': surname first, as the attendance list names people. */
const surnameFirst = (first: string | null, last: string | null) => [last, first].filter(Boolean).join(' ') || null;
/** 'Mario Rossi': as a sentence names who closed a month. */
const nameFirst = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/**
 * On PostgreSQL, locks the company's row until the transaction ends: `share` for a write of its
 * attendance or leave (many at once), `update` to close or reopen one of its months, so a write
 * never slips in between the check of a month and its closing. SQLite runs one transaction at a time.
 */
export const lockCompany = async (db: DbOrTx, companyId: number, mode: 'share' | 'update') => {
  if (dialectOf(db) !== 'postgres') return;
  const query = db.selectFrom('company').select('id').where('id', '=', companyId);
  await (mode === 'update' ? query.forUpdate() : query.forShare()).execute();
};

const selectClosures = (db: DbOrTx) =>
  db
    .selectFrom('monthClose')
    .leftJoin('user as closer', 'closer.id', 'monthClose.closedBy')
    .leftJoin('user as opener', 'opener.id', 'monthClose.reopenedBy')
    .selectAll('monthClose')
    .select(['closer.firstName as closerFirst', 'closer.lastName as closerLast', 'opener.firstName as openerFirst', 'opener.lastName as openerLast']);

type ClosureRow = Awaited<ReturnType<ReturnType<typeof selectClosures>['execute']>>[number];

export interface Closure {
  id: number;
  companyId: number;
  month: string;
  closedAt: string;
  closedBy: number | null;
  closedByName: string | null;
  reopenedAt: string | null;
  reopenedByName: string | null;
  reopenReason: string | null;
}

const toClosure = (row: ClosureRow): Closure => ({
  id: row.id,
  companyId: row.companyId,
  month: row.month,
  closedAt: row.closedAt,
  closedBy: row.closedBy,
  closedByName: nameFirst(row.closerFirst, row.closerLast),
  reopenedAt: row.reopenedAt,
  reopenedByName: nameFirst(row.openerFirst, row.openerLast),
  reopenReason: row.reopenReason,
});

/** The first closed month (in force) of a company among month ranges ('yyyy-MM', both included). */
export const findClosedAmong = async (db: DbOrTx, companyId: number, ranges: ReadonlyArray<{ from: string; to: string }>) => {
  if (!ranges.length) return undefined;
  const row = await selectClosures(db)
    .where('monthClose.companyId', '=', companyId)
    .where('monthClose.reopenedAt', 'is', null)
    .where((eb) => eb.or(ranges.map(({ from, to }) => eb.and([eb('monthClose.month', '>=', from), eb('monthClose.month', '<=', to)]))))
    .orderBy('monthClose.month')
    .executeTakeFirst();
  return row && toClosure(row);
};

/** Every closing (in force or reopened since) of the companies' months in [from, to], newest first. */
export const findClosures = async (db: DbOrTx, companyIds: readonly number[], from: string, to: string): Promise<Closure[]> => {
  if (!companyIds.length) return [];
  const rows = await selectClosures(db)
    .where('monthClose.companyId', 'in', [...companyIds])
    .where('monthClose.month', '>=', from)
    .where('monthClose.month', '<=', to)
    .orderBy('monthClose.closedAt', 'desc')
    .orderBy('monthClose.id', 'desc')
    .execute();
  return rows.map(toClosure);
};

export const insertClosure = async (db: DbOrTx, values: Insertable<MonthCloseTable>) =>
  (await db.insertInto('monthClose').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** Marks the closing in force as reopened; false when there was none (closed meanwhile by nobody). */
export const markReopened = async (db: DbOrTx, id: number, values: { reopenedAt: string; reopenedBy: number; reopenReason: string }) => {
  const result = await db.updateTable('monthClose').set(values).where('id', '=', id).where('reopenedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const getClosure = async (db: DbOrTx, id: number) => toClosure(await selectClosures(db).where('monthClose.id', '=', id).executeTakeFirstOrThrow());

/**
 * The attendance of the companies checked in between the first and the last month (Europe/Rome)
 * that is not complete: open, a missed clock-out or flagged for review.
 */
export const findIncomplete = async (db: DbOrTx, companyIds: readonly number[], firstMonth: string, lastMonth: string) => {
  if (!companyIds.length) return [];
  const rows = await db
    .selectFrom('attendance')
    .innerJoin('user', 'user.id', 'attendance.userId')
    .select([
      'attendance.id',
      'attendance.userId',
      'attendance.companyId',
      'attendance.checkIn',
      'attendance.checkOut',
      'attendance.reviewFlag',
      'attendance.missedClockOut',
      'user.firstName',
      'user.lastName',
    ])
    .where('attendance.companyId', 'in', [...companyIds])
    .where('attendance.checkIn', '>=', monthBounds(firstMonth).from)
    .where('attendance.checkIn', '<', monthBounds(lastMonth).to)
    .where((eb) => eb.or([eb('attendance.checkOut', 'is', null), eb('attendance.reviewFlag', '=', 1), eb('attendance.missedClockOut', '=', 1)]))
    .orderBy('attendance.checkIn')
    .orderBy('attendance.id')
    .execute();
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, userName: surnameFirst(firstName, lastName) }));
};

export const findCompanies = (db: DbOrTx, companyIds: readonly number[] | undefined) =>
  db
    .selectFrom('company')
    .select(['id', 'name'])
    .$if(companyIds !== undefined, (q) => q.where('id', 'in', companyIds!.length ? [...companyIds!] : [-1]))
    .orderBy('name')
    .orderBy('id')
    .execute();
