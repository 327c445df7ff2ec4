import { romeDateOf, romeTimeOf } from '../../../shared/attendance';
import { addDays, formatDate } from '../../../shared/dates';
import { checkGeofence, type GeofencePosition } from '../../../shared/geo';
import type { TAttendanceWithPositions, TClockIn, TClockOut } from '../../../shared/schemas/attendance';
import type { TAttendanceSettings } from '../../../shared/schemas/attendance-views';
import { type Db, type DbOrTx, isUniqueViolation } from '../../db/database';
import type { AttendanceRow } from '../../db/schema';
import { AppError, invalidField } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { type Answer, once } from './idempotency';
import { assertAfterCheckIn, assertNoOverlap, assertRecentEnough, sameTap, tapTimeOf } from './offline';
import { auditSnapshot, toAttendance } from './output';
import * as repo from './repository';
import type { MissedCutoffs } from './repository';
import { findNoticeAcceptance, getAttendanceSettings, isMissed, missedCutoffs } from './settings';
import { findSite, findUserSites } from './sites';
import { tellUnplanned } from '../workforce/coverage/link';
import { assertMonthsOpen, attendancePeriod } from '../attendance-months/guard';
import { changeSickLeave, findRunningSickLeave } from '../permission/service';

/** Builds the answer of a clocking from the stored record (the route's message and shape). */
export type Respond = (record: TAttendanceWithPositions) => Answer;

const alreadyClockedIn = async (db: DbOrTx, userId: number) => {
  const open = await repo.findOpenAttendance(db, userId);
  return new AppError('CONFLICT', 'attendance.alreadyClockedIn', { params: { time: open ? romeTimeOf(open.checkIn) : '–' } });
};

const notClockedIn = () => new AppError('CONFLICT', 'attendance.notClockedIn');

/**
 * Clocking in is for the days of the employment (the user's hireDate–endDate, Europe/Rome):
 * someone whose employment ended, or has not begun, is told when it did or will. Clocking out is
 * never refused, so a shift open at the end still closes.
 */
const assertEmployed = async (db: DbOrTx, userId: number, today: string) => {
  const { hireDate, endDate } = await repo.findEmployment(db, userId);
  if (endDate && today > endDate) throw new AppError('CONFLICT', 'attendance.employmentEnded', { params: { date: formatDate(endDate) } });
  if (hireDate && today < hireDate) throw new AppError('CONFLICT', 'attendance.employmentNotStarted', { params: { date: formatDate(hireDate) } });
};

/**
 * A clock-in on a day of the worker's own sick leave asks first whether they are back at work: the
 * certificate then ends the day before (the day itself when it began today), audited as
 * CLOSED_AT_CLOCK_IN. The office sees it on the sick leave's history and is notified of the change.
 */
const sickLeaveToClose = async (db: DbOrTx, userId: number, back: boolean, today: string) => {
  const sick = await findRunningSickLeave(db, userId, today);
  if (!sick) return undefined;
  const endDate = sick.startDate < today ? addDays(today, -1) : today;
  if (!back) throw new AppError('SICK_LEAVE_OPEN', 'attendance.onSickLeave', { params: { since: formatDate(sick.startDate), end: formatDate(endDate) } });
  return { sick, endDate };
};

/**
 * The position to record, by the company's setting: none when geolocation is OFF (never stored,
 * whatever the phone sends); a position only after the notice was accepted.
 */
const positionToRecord = async (db: DbOrTx, userId: number, settings: TAttendanceSettings, input: TClockOut): Promise<GeofencePosition | null> => {
  if (settings.geolocation === 'OFF' || input.lat === null || input.lng === null) return null;
  if (!(await findNoticeAcceptance(db, userId))) throw new AppError('NOTICE_REQUIRED', 'attendance.noticeRequired');
  return { lat: input.lat, lng: input.lng, accuracy: input.accuracy };
};

/** A clocking needs review when the site has a geofence and the worker was not surely inside it. */
const needsReview = (settings: TAttendanceSettings, site: { lat: number | null } | undefined, inside: string) =>
  settings.geolocation !== 'OFF' && site?.lat != null && inside !== 'YES';

/** The clocking user's own record as the API shapes it, from the row the database answered. */
const recordOf = (actor: SessionUser, row: AttendanceRow, cutoffs: MissedCutoffs) =>
  toAttendance({ ...row, userFirstName: actor.firstName, userLastName: actor.lastName }, cutoffs);

/**
 * Opens the worker's attendance at one of their sites, stamped with the server's time, or with the
 * phone's for an offline tap sent late (checked, flagged OFFLINE for review, see offline.ts). The checks
 * read before the transaction, which holds only the insert, its audit entry and the stored answer.
 * The database holds at most one open attendance per user: a double tap, a retry or a second
 * device gets 409, or the first answer when it carries the same Idempotency-Key.
 */
export const clockIn = async (db: Db, actor: SessionUser, input: TClockIn, key: string | undefined, respond: Respond) => {
  try {
    return await once(db, { userId: actor.id, route: 'clock-in', key, request: sameTap(input) }, async (save) => {
      const now = new Date();
      const tap = tapTimeOf(input, now);
      const day = romeDateOf(tap.at);
      if (await repo.findOpenAttendance(db, actor.id)) throw await alreadyClockedIn(db, actor.id);
      // Too old is the reason to give before any other: whatever else, the tap can no longer be recorded.
      const asked = tap.offline ? await findSite(db, input.siteType, input.siteId) : undefined;
      if (asked && actor.companyIds.includes(asked.companyId)) assertRecentEnough(tap, await getAttendanceSettings(db, asked.companyId));
      const site = (await findUserSites(db, actor, new Date(tap.at))).find((s) => s.type === input.siteType && s.id === input.siteId);
      if (!site) throw invalidField('siteId', 'validation.siteNotAssigned');
      const settings = await getAttendanceSettings(db, site.companyId);
      await assertNoOverlap(db, actor.id, tap);
      await assertEmployed(db, actor.id, day);
      const back = await sickLeaveToClose(db, actor.id, input.backFromSickLeave, day);
      const position = await positionToRecord(db, actor.id, settings, input);
      if (!position && settings.geolocation === 'REQUIRED') throw new AppError('POSITION_REQUIRED', 'attendance.positionRequired');
      const { inside, distance } = checkGeofence(site, position);
      if (inside === 'NO' && settings.outsidePolicy === 'REFUSE') {
        throw new AppError('CONFLICT', 'attendance.outsideRefused', { params: { distance: distance ?? 0, site: site.name, radius: site.radiusMeters } });
      }
      // Where outside is refused, a fix too coarse to tell is no way around it (YES within 100 m always).
      if (inside === 'UNKNOWN' && position && settings.outsidePolicy === 'REFUSE') {
        throw new AppError('CONFLICT', 'attendance.positionTooCoarse', { params: { accuracy: Math.round(position.accuracy ?? 0), site: site.name } });
      }
      const cutoffs = await missedCutoffs(db, now);
      // At a client site the clock-in answers the shift of the roster the site carries (see findUserSites),
      // or is unplanned; a company place never is.
      const unplanned = site.type === 'CLIENT_SITE' && !site.shift;
      return db.transaction().execute(async (tx) => {
        // The site may have been deleted since it was read: then there is nowhere to clock in.
        if (!(await repo.lockSites(tx, site.type, [site.id], 'share')).length) throw invalidField('siteId', 'validation.siteNotAssigned');
        await assertMonthsOpen(tx, site.companyId, [{ from: day, to: null }]);
        if (back) await changeSickLeave(tx, actor, back.sick, { endDate: back.endDate }, 'CLOSED_AT_CLOCK_IN');
        const stamp = now.toISOString();
        const row = await repo.insertAttendance(tx, {
          userId: actor.id,
          companyId: site.companyId,
          siteType: site.type,
          siteId: site.id,
          siteName: site.name,
          checkIn: tap.at,
          checkInReceivedAt: tap.receivedAt,
          offline: tap.offline ? 1 : 0,
          checkInInside: inside,
          checkInLat: position?.lat ?? null,
          checkInLng: position?.lng ?? null,
          checkInAccuracy: position?.accuracy ?? null,
          checkInDistance: distance,
          source: 'APP',
          reviewFlag: unplanned || tap.offline || needsReview(settings, site, inside) ? 1 : 0,
          shiftId: site.shift?.id ?? null,
          unplanned: unplanned ? 1 : 0,
          createdBy: actor.id,
          createdAt: stamp,
          updatedAt: stamp,
        });
        const record = recordOf(actor, row, cutoffs);
        await writeAudit(tx, { actorId: actor.id, action: tap.offline ? 'CLOCK_IN_OFFLINE' : 'CLOCK_IN', entity: 'attendance', entityId: row.id, after: auditSnapshot(record) });
        if (unplanned) await tellUnplanned(tx, record, actor.fiscalCode ?? actor.username ?? actor.email);
        const answer = respond(record);
        await save(tx, answer);
        return answer;
      });
    });
  } catch (error) {
    // PostgreSQL: a concurrent clock-in of the same user committed first.
    if (isUniqueViolation(error)) throw await alreadyClockedIn(db, actor.id);
    throw error;
  }
};

/**
 * Closes the worker's open attendance, at the server's time or at an offline tap's (see clockIn);
 * an offline tap too old, or before the check-in, is refused. Never refused for the position: a refused clock-out would
 * leave the hours running; outside or without a position, it is recorded and flagged for review.
 * Past the missed clock-out limit it is recorded too, as a missed clock-out that counts no hours
 * until the back office corrects its times.
 */
export const clockOut = (db: Db, actor: SessionUser, input: TClockOut, key: string | undefined, respond: Respond) =>
  once(db, { userId: actor.id, route: 'clock-out', key, request: sameTap(input) }, async (save) => {
    const now = new Date();
    const tap = tapTimeOf(input, now);
    const open = await repo.findOpenAttendance(db, actor.id);
    if (!open) throw notClockedIn();
    const settings = await getAttendanceSettings(db, open.companyId);
    assertRecentEnough(tap, settings);
    assertAfterCheckIn(tap, open);
    const site = open.siteType && open.siteId ? await findSite(db, open.siteType as 'CLIENT_SITE' | 'PLACE', open.siteId) : undefined;
    const position = await positionToRecord(db, actor.id, settings, input);
    const { inside, distance } = site ? checkGeofence(site, position) : { inside: 'UNKNOWN' as const, distance: null };
    // Missed when the tap came after the limit: for an offline tap, by its own time.
    const cutoffs = await missedCutoffs(db, new Date(tap.at));
    const missed = isMissed(open, cutoffs);
    const reviewFlag = open.reviewFlag === 1 || missed || tap.offline || needsReview(settings, site, inside) ? 1 : 0;
    return db.transaction().execute(async (tx) => {
      await assertMonthsOpen(tx, open.companyId, [attendancePeriod({ checkIn: open.checkIn, checkOut: tap.at })]);
      const row = await repo.closeAttendance(tx, open.id, {
        checkOut: tap.at,
        checkOutReceivedAt: tap.receivedAt,
        offline: open.offline === 1 || tap.offline ? 1 : 0,
        checkOutInside: inside,
        checkOutLat: position?.lat ?? null,
        checkOutLng: position?.lng ?? null,
        checkOutAccuracy: position?.accuracy ?? null,
        checkOutDistance: distance,
        // A position taken now restarts the retention of a record already purged.
        ...(position ? { positionsPurgedAt: null } : {}),
        reviewFlag,
        // Past the limit the hours are not the shift's: nothing counts until the back office corrects them.
        missedClockOut: missed ? 1 : 0,
        updatedAt: now.toISOString(),
      });
      // A twin request closed it meanwhile.
      if (!row) throw notClockedIn();
      const record = recordOf(actor, row, cutoffs);
      const before = auditSnapshot(toAttendance(open, cutoffs));
      await writeAudit(tx, { actorId: actor.id, action: tap.offline ? 'CLOCK_OUT_OFFLINE' : 'CLOCK_OUT', entity: 'attendance', entityId: open.id, before, after: auditSnapshot(record) });
      const answer = respond(record);
      await save(tx, answer);
      return answer;
    });
  });
