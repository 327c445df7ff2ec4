import type { Insertable, Updateable } from 'kysely';
import { dayBounds, romeDateOf, type TSiteType } from '../../../shared/attendance';
import { type DbOrTx, dialectOf, pageLimit } from '../../db/database';
import type { AttendanceRow, AttendanceTable } from '../../db/schema';
import { notFound } from '../../errors';

/** An attendance row with its worker's name. */
export type AttendanceRecord = AttendanceRow & { userFirstName: string | null; userLastName: string | null };

/** The cutoff before which an open attendance of a company is a missed clock-out. */
export interface MissedCutoffs {
  byCompany: Map<number, string>;
  otherwise: string;
}

const selectRecords = (db: DbOrTx) =>
  db
    .selectFrom('attendance')
    .innerJoin('user', 'user.id', 'attendance.userId')
    .selectAll('attendance')
    .select(['user.firstName as userFirstName', 'user.lastName as userLastName']);

export const getAttendanceRecord = async (db: DbOrTx, id: number): Promise<AttendanceRecord> => {
  const row = await selectRecords(db).where('attendance.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

export const findOpenAttendance = (db: DbOrTx, userId: number) =>
  selectRecords(db).where('attendance.userId', '=', userId).where('attendance.checkOut', 'is', null).executeTakeFirst();

/** A worker's records with a check-in in [from, to), oldest first. */
export const findUserRecords = (db: DbOrTx, userId: number, from: string, to: string) =>
  selectRecords(db)
    .where('attendance.userId', '=', userId)
    .where('attendance.checkIn', '>=', from)
    .where('attendance.checkIn', '<', to)
    .orderBy('attendance.checkIn')
    .execute();

export const findRecentClosed = (db: DbOrTx, userId: number, limit: number) =>
  selectRecords(db).where('attendance.userId', '=', userId).where('attendance.checkOut', 'is not', null).orderBy('attendance.checkIn', 'desc').limit(pageLimit(db, limit)).execute();

/** Another record of the worker sharing time with [checkIn, checkOut); an open one runs until now. */
export const findOverlapping = (db: DbOrTx, userId: number, checkIn: string, checkOut: string | null, exceptId?: number) =>
  db
    .selectFrom('attendance')
    .select(['id', 'companyId', 'checkIn', 'checkOut'])
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('checkOut', 'is', null), eb('checkOut', '>', checkIn)]))
    .$if(checkOut !== null, (q) => q.where('checkIn', '<', checkOut as string))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as number))
    .orderBy('checkIn')
    .executeTakeFirst();

/**
 * Attendance recorded at client sites or company places: payroll evidence kept 5 years, which
 * keeps the sites and places it names from being deleted.
 */
export const countAttendanceAt = async (db: DbOrTx, siteType: TSiteType, siteIds: readonly number[]): Promise<number> => {
  if (!siteIds.length) return 0;
  const row = await db
    .selectFrom('attendance')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('siteType', '=', siteType)
    .where('siteId', 'in', [...siteIds])
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const SITE_TABLES = { CLIENT_SITE: 'clientSite', PLACE: 'place' } as const;

/**
 * On PostgreSQL, locks site or place rows until the transaction ends: `update` before deleting
 * them (so no clocking lands on them meanwhile), `share` before recording attendance at one (so it
 * is not deleted meanwhile). Answers the ids still there; SQLite runs one transaction at a time.
 */
export const lockSites = async (db: DbOrTx, siteType: TSiteType, ids: readonly number[], mode: 'update' | 'share'): Promise<number[]> => {
  if (dialectOf(db) !== 'postgres' || !ids.length) return [...ids];
  const query = db.selectFrom(SITE_TABLES[siteType]).select('id').where('id', 'in', [...ids]);
  return (await (mode === 'update' ? query.forUpdate() : query.forShare()).execute()).map((row) => row.id);
};

/**
 * Before deleting sites or places: locks them (PostgreSQL) and answers how much attendance names
 * them, so that no clocking lands on them between the count and the deletion.
 */
export const lockForDeletion = async (db: DbOrTx, siteType: TSiteType, ids: readonly number[]): Promise<number> =>
  countAttendanceAt(db, siteType, await lockSites(db, siteType, ids, 'update'));

/** A user's employment dates (yyyy-MM-dd, either may be unknown). */
export const findEmployment = (db: DbOrTx, userId: number) =>
  db.selectFrom('user').select(['hireDate', 'endDate']).where('id', '=', userId).executeTakeFirstOrThrow();

export const insertAttendance = (db: DbOrTx, values: Insertable<AttendanceTable>): Promise<AttendanceRow> =>
  db.insertInto('attendance').values(values).returningAll().executeTakeFirstOrThrow();

export const updateAttendance = (db: DbOrTx, id: number, values: Updateable<AttendanceTable>) =>
  db.updateTable('attendance').set(values).where('id', '=', id).execute();

/** Closes a record while it is still open; undefined when it no longer was. */
export const closeAttendance = (db: DbOrTx, id: number, values: Updateable<AttendanceTable>): Promise<AttendanceRow | undefined> =>
  db.updateTable('attendance').set(values).where('id', '=', id).where('checkOut', 'is', null).returningAll().executeTakeFirst();

/** The Rome days with a check-in of a worker between two dates (both included). */
export const findAttendanceDays = async (db: DbOrTx, userId: number, companyId: number, from: string, to: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('attendance')
    .select('checkIn')
    .where('userId', '=', userId)
    .where('companyId', '=', companyId)
    .where('checkIn', '>=', dayBounds(from).from)
    .where('checkIn', '<', dayBounds(to).to)
    .orderBy('checkIn')
    .execute();
  return [...new Set(rows.map((row) => romeDateOf(row.checkIn)))];
};

/** An active user's companies, or undefined when there is no such user. */
export const findActiveUserCompanies = async (db: DbOrTx, userId: number): Promise<number[] | undefined> => {
  const user = await db.selectFrom('user').select('id').where('id', '=', userId).where('active', '=', 1).executeTakeFirst();
  if (!user) return undefined;
  return (await db.selectFrom('userCompany').select('companyId').where('userId', '=', userId).orderBy('companyId').execute()).map((row) => row.companyId);
};

/** Serializes changes to a worker's records on PostgreSQL (the overlap check); SQLite transactions are serialized already. */
export const lockWorker = async (db: DbOrTx, userId: number) => {
  if (dialectOf(db) === 'postgres') await db.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
};
