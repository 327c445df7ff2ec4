import type { Updateable } from 'kysely';
import { ATTENDANCE_RETENTION_YEARS, romeDateOf, romeTimeOf, type TSiteType } from '../../../shared/attendance';
import { formatDate } from '../../../shared/dates';
import { hasAnyRole } from '../../../shared/roles';
import { checkAttendancePeriod, MAX_SHIFT_HOURS, type TAttendanceCreateInput, type TAttendancePatch } from '../../../shared/schemas/attendance';
import { assertBodyCompanyInScope, assertRecordInScope, inScope, isAdmin, mayDescribe } from '../../access';
import { type Db, type DbOrTx, isUniqueViolation, nowIso } from '../../db/database';
import type { AttendanceTable } from '../../db/schema';
import { AppError, invalidField } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { auditSnapshot, toAttendance } from './output';
import * as repo from './repository';
import { CLOCKERS } from './roles';
import { missedCutoffs } from './settings';
import { findSite } from './sites';
import { assertMonthsOpen, attendancePeriod } from '../attendance-months/guard';

/** A small allowance for the clocks of the back office's computers. */
const FUTURE_SKEW_MS = 60_000;

const assertNotFuture = (field: string, value: string | null | undefined) => {
  if (value && Date.parse(value) > Date.now() + FUTURE_SKEW_MS) throw invalidField(field, 'validation.futureTime');
};

/** Attendance is kept this long (Libro Unico del Lavoro): a check-in before it is a typing slip. */
const assertNotBeforeRetention = (checkIn: string) => {
  const oldest = new Date();
  oldest.setUTCFullYear(oldest.getUTCFullYear() - ATTENDANCE_RETENTION_YEARS);
  if (Date.parse(checkIn) < oldest.getTime()) throw invalidField('checkIn', 'attendance.checkInTooOld');
};

/** A record left open by hand runs until someone closes it: it must not start longer ago than a shift may last. */
const startedWithinShift = (checkIn: string) => Date.parse(checkIn) >= Date.now() - MAX_SHIFT_HOURS * 3_600_000;

/** Back-office users enter and correct others' attendance; their own is for an administrator to fix. */
const assertNotOwnRecord = (actor: SessionUser, userId: number) => {
  if (userId === actor.id && !isAdmin(actor)) throw new AppError('FORBIDDEN', 'attendance.ownRecord');
};

/** The person a manual record is for, deactivated or not, with their companies and roles. */
const findRecordUser = async (db: DbOrTx, userId: number) => {
  const user = await db.selectFrom('user').select(['id', 'active']).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const [companies, roles] = await Promise.all([
    db.selectFrom('userCompany').select('companyId').where('userId', '=', userId).orderBy('companyId').execute(),
    db.selectFrom('userRole').select('role').where('userId', '=', userId).execute(),
  ]);
  return { active: user.active === 1, companyIds: companies.map((row) => row.companyId), roles: roles.map((row) => row.role) };
};

const isActiveUser = async (db: DbOrTx, userId: number) =>
  (await db.selectFrom('user').select('active').where('id', '=', userId).executeTakeFirst())?.active === 1;

const label = (iso: string) => `${formatDate(romeDateOf(iso))} ${romeTimeOf(iso)}`;

/** Two records of a worker never share time: payroll would count it twice. */
/** 409 on a clash with another record of the worker; one of a company the caller does not manage is not described to them. */
const assertNoOverlap = async (db: DbOrTx, actor: SessionUser, userId: number, checkIn: string, checkOut: string | null, exceptId?: number) => {
  const clash = await repo.findOverlapping(db, userId, checkIn, checkOut, exceptId);
  if (!clash) return;
  if (!mayDescribe(actor, { userId, companyId: clash.companyId })) throw new AppError('CONFLICT', 'attendance.overlapElsewhere');
  throw new AppError('CONFLICT', 'attendance.overlap', { params: { from: label(clash.checkIn), to: clash.checkOut ? label(clash.checkOut) : '…' } });
};

/** The site a record names, which must belong to the record's company; another company's is answered as missing. */
const resolveSite = async (
  db: DbOrTx,
  actor: SessionUser,
  type: TSiteType | null | undefined,
  id: number | null | undefined,
  companyId: number | null,
) => {
  if (!type || !id) return null;
  const site = await findSite(db, type, id);
  if (!site || !inScope(actor, site.companyId)) throw invalidField('siteId', 'validation.notFound');
  if (companyId !== null && site.companyId !== companyId) throw invalidField('siteId', 'validation.siteNotInCompany');
  return site;
};

const openExists = (error: unknown) => (isUniqueViolation(error) ? new AppError('CONFLICT', 'attendance.openExists') : error);

const readBack = async (db: DbOrTx, id: number) => toAttendance(await repo.getAttendanceRecord(db, id), await missedCutoffs(db, new Date()));

/** A record entered by admin or moderator for a worker of their companies (source MANUAL), with a reason. */
export const createManualAttendance = async (db: Db, actor: SessionUser, input: TAttendanceCreateInput) => {
  assertNotFuture('checkIn', input.checkIn);
  assertNotFuture('checkOut', input.checkOut);
  assertNotBeforeRetention(input.checkIn);
  if (input.checkOut === null && !startedWithinShift(input.checkIn)) throw invalidField('checkIn', 'attendance.openTooOld');
  assertNotOwnRecord(actor, input.userId);
  const user = await findRecordUser(db, input.userId);
  const inScopeCompanies = user?.companyIds.filter((companyId) => inScope(actor, companyId)) ?? [];
  // Whether someone exists in another company is not the caller's to learn.
  if (!user || (!inScopeCompanies.length && !isAdmin(actor))) throw invalidField('userId', 'validation.notFound');
  if (!hasAnyRole(user.roles, CLOCKERS)) throw invalidField('userId', 'attendance.notClocker');
  if (!inScopeCompanies.length) throw invalidField('userId', 'validation.noCompany');
  // A forgotten shift of someone who has left is payroll's to fix; an open one would never close.
  if (!user.active && input.checkOut === null) throw invalidField('checkOut', 'attendance.inactiveOpen');
  const site = await resolveSite(db, actor, input.siteType, input.siteId, null);
  const companyId = site ? site.companyId : inScopeCompanies[0];
  if (!user.companyIds.includes(companyId)) throw invalidField('siteId', 'validation.siteNotInCompany');
  assertBodyCompanyInScope(actor, companyId, 'siteId');
  try {
    return await db.transaction().execute(async (tx) => {
      await repo.lockWorker(tx, input.userId);
      await assertMonthsOpen(tx, companyId, [attendancePeriod(input)]);
      if (site && !(await repo.lockSites(tx, site.type, [site.id], 'share')).length) throw invalidField('siteId', 'validation.notFound');
      await assertNoOverlap(tx, actor, input.userId, input.checkIn, input.checkOut);
      const now = nowIso();
      const { id } = await repo.insertAttendance(tx, {
        userId: input.userId,
        companyId,
        siteType: site?.type ?? null,
        siteId: site?.id ?? null,
        siteName: site?.name ?? null,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        checkInInside: 'UNKNOWN',
        checkOutInside: input.checkOut ? 'UNKNOWN' : null,
        source: 'MANUAL',
        note: input.note,
        editedBy: actor.id,
        editedAt: now,
        editReason: input.reason,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      });
      const record = await readBack(tx, id);
      await writeAudit(tx, { actorId: actor.id, action: 'CREATE', entity: 'attendance', entityId: id, after: auditSnapshot(record) });
      return record;
    });
  } catch (error) {
    throw openExists(error);
  }
};

/** A correction by admin or moderator of the record's company: the reason is stored and audited. */
export const patchAttendance = async (db: Db, actor: SessionUser, id: number, input: TAttendancePatch) => {
  const { reason, ...changes } = input;
  try {
    return await db.transaction().execute(async (tx) => {
      const stored = await repo.getAttendanceRecord(tx, id);
      assertRecordInScope(actor, stored.companyId);
      assertNotOwnRecord(actor, stored.userId);
      const before = toAttendance(stored, await missedCutoffs(tx, new Date()));
      const merged = { ...before, ...changes };
      checkAttendancePeriod(merged, (field, key) => {
        throw invalidField(field, key);
      });
      assertNotFuture('checkIn', changes.checkIn);
      assertNotFuture('checkOut', changes.checkOut);
      await assertMonthsOpen(tx, stored.companyId, [attendancePeriod(before), attendancePeriod(merged)]);
      // A form that sends a time unchanged changes nothing: only what moves is checked.
      const movesIn = changes.checkIn !== undefined && changes.checkIn !== before.checkIn;
      const movesOut = changes.checkOut !== undefined && changes.checkOut !== before.checkOut;
      if (movesIn) assertNotBeforeRetention(merged.checkIn);
      if (merged.checkOut === null && (movesIn || movesOut)) {
        const reopened = before.checkOut !== null;
        if (!startedWithinShift(merged.checkIn)) throw invalidField(reopened ? 'checkOut' : 'checkIn', reopened ? 'attendance.reopenTooOld' : 'attendance.openTooOld');
        if (!(await isActiveUser(tx, stored.userId))) throw invalidField('checkOut', 'attendance.inactiveOpen');
      }
      const values: Updateable<AttendanceTable> = { note: merged.note, checkIn: merged.checkIn, checkOut: merged.checkOut };
      let movesSite = false;
      if (changes.siteType !== undefined || changes.siteId !== undefined) {
        const site = await resolveSite(tx, actor, merged.siteType, merged.siteId, stored.companyId);
        if (site && !(await repo.lockSites(tx, site.type, [site.id], 'share')).length) throw invalidField('siteId', 'validation.notFound');
        Object.assign(values, { siteType: site?.type ?? null, siteId: site?.id ?? null, siteName: site?.name ?? null });
        movesSite = values.siteType !== before.siteType || values.siteId !== before.siteId;
      }
      // The month sheet's '*': times or place changed by hand. Marking a record reviewed, or a form
      // sent back unchanged, is not that.
      if (movesIn || movesOut || movesSite) values.timesCorrected = 1;
      if (changes.reviewFlag !== undefined) values.reviewFlag = changes.reviewFlag ? 1 : 0;
      // A missed clock-out counts again once its times are corrected or its review is cleared.
      if (movesIn || movesOut || changes.reviewFlag === false) values.missedClockOut = 0;
      // Closing by hand records no position; reopening clears what the clock-out recorded.
      if (merged.checkOut === null) Object.assign(values, { checkOutInside: null, checkOutLat: null, checkOutLng: null, checkOutAccuracy: null, checkOutDistance: null });
      else if (before.checkOut === null) values.checkOutInside = 'UNKNOWN';
      if (changes.checkIn !== undefined || changes.checkOut !== undefined) {
        await repo.lockWorker(tx, stored.userId);
        await assertNoOverlap(tx, actor, stored.userId, merged.checkIn, merged.checkOut, id);
      }
      const now = nowIso();
      await repo.updateAttendance(tx, id, { ...values, editedBy: actor.id, editedAt: now, editReason: reason, updatedAt: now });
      const after = await readBack(tx, id);
      await writeAudit(tx, { actorId: actor.id, action: 'UPDATE', entity: 'attendance', entityId: id, before: auditSnapshot(before), after: auditSnapshot(after) });
      return after;
    });
  } catch (error) {
    throw openExists(error);
  }
};
