import type { Updateable } from 'kysely';
import { romeDateOf, romeTimeOf, type TSiteType } from '../../../shared/attendance';
import { formatDate } from '../../../shared/dates';
import { checkAttendancePeriod, type TAttendanceCreateInput, type TAttendancePatch } from '../../../shared/schemas/attendance';
import { assertBodyCompanyInScope, assertRecordInScope, inScope } from '../../access';
import { type Db, type DbOrTx, isUniqueViolation, nowIso } from '../../db/database';
import type { AttendanceTable } from '../../db/schema';
import { AppError, invalidField } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { auditSnapshot, toAttendance } from './output';
import * as repo from './repository';
import { missedCutoffs } from './settings';
import { findSite } from './sites';

/** A small allowance for the clocks of the back office's computers. */
const FUTURE_SKEW_MS = 60_000;

const assertNotFuture = (field: string, value: string | null | undefined) => {
  if (value && Date.parse(value) > Date.now() + FUTURE_SKEW_MS) throw invalidField(field, 'validation.futureTime');
};

const label = (iso: string) => `${formatDate(romeDateOf(iso))} ${romeTimeOf(iso)}`;

/** Two records of a worker never share time: payroll would count it twice. */
const assertNoOverlap = async (db: DbOrTx, userId: number, checkIn: string, checkOut: string | null, exceptId?: number) => {
  const clash = await repo.findOverlapping(db, userId, checkIn, checkOut, exceptId);
  if (clash) {
    throw new AppError('CONFLICT', 'attendance.overlap', { params: { from: label(clash.checkIn), to: clash.checkOut ? label(clash.checkOut) : '…' } });
  }
};

/** The site a record names, which must belong to the record's company. */
const resolveSite = async (db: DbOrTx, type: TSiteType | null | undefined, id: number | null | undefined, companyId: number | null) => {
  if (!type || !id) return null;
  const site = await findSite(db, type, id);
  if (!site) throw invalidField('siteId', 'validation.notFound');
  if (companyId !== null && site.companyId !== companyId) throw invalidField('siteId', 'validation.siteNotInCompany');
  return site;
};

const openExists = (error: unknown) => (isUniqueViolation(error) ? new AppError('CONFLICT', 'attendance.openExists') : error);

const readBack = async (db: DbOrTx, id: number) => toAttendance(await repo.getAttendanceRecord(db, id), await missedCutoffs(db, new Date()));

/** A record entered by admin or moderator for a worker of their companies (source MANUAL), with a reason. */
export const createManualAttendance = async (db: Db, actor: SessionUser, input: TAttendanceCreateInput) => {
  const companies = await repo.findActiveUserCompanies(db, input.userId);
  if (!companies) throw invalidField('userId', 'validation.notFound');
  const inScopeCompanies = companies.filter((companyId) => inScope(actor, companyId));
  if (!inScopeCompanies.length) throw new AppError('FORBIDDEN', 'error.forbidden', { fields: { userId: 'validation.userOutOfScope' } });
  const site = await resolveSite(db, input.siteType, input.siteId, null);
  const companyId = site ? site.companyId : inScopeCompanies[0];
  if (!companies.includes(companyId)) throw invalidField('siteId', 'validation.siteNotInCompany');
  assertBodyCompanyInScope(actor, companyId, 'siteId');
  assertNotFuture('checkIn', input.checkIn);
  assertNotFuture('checkOut', input.checkOut);
  try {
    return await db.transaction().execute(async (tx) => {
      await repo.lockWorker(tx, input.userId);
      await assertNoOverlap(tx, input.userId, input.checkIn, input.checkOut);
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
      const before = toAttendance(stored, await missedCutoffs(tx, new Date()));
      const merged = { ...before, ...changes };
      checkAttendancePeriod(merged, (field, key) => {
        throw invalidField(field, key);
      });
      assertNotFuture('checkIn', changes.checkIn);
      assertNotFuture('checkOut', changes.checkOut);
      const values: Updateable<AttendanceTable> = { note: merged.note, checkIn: merged.checkIn, checkOut: merged.checkOut };
      if (changes.siteType !== undefined || changes.siteId !== undefined) {
        const site = await resolveSite(tx, merged.siteType, merged.siteId, stored.companyId);
        Object.assign(values, { siteType: site?.type ?? null, siteId: site?.id ?? null, siteName: site?.name ?? null });
      }
      if (changes.reviewFlag !== undefined) values.reviewFlag = changes.reviewFlag ? 1 : 0;
      // Closing by hand records no position; reopening clears what the clock-out recorded.
      if (merged.checkOut === null) Object.assign(values, { checkOutInside: null, checkOutLat: null, checkOutLng: null, checkOutAccuracy: null, checkOutDistance: null });
      else if (before.checkOut === null) values.checkOutInside = 'UNKNOWN';
      if (changes.checkIn !== undefined || changes.checkOut !== undefined) {
        await repo.lockWorker(tx, stored.userId);
        await assertNoOverlap(tx, stored.userId, merged.checkIn, merged.checkOut, id);
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
