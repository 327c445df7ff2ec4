import type { Insertable } from 'kysely';
import { NOTICE_VERSION } from '../../../shared/attendance';
import { checkGeofence } from '../../../shared/geo';
import { auditSnapshot, toAttendance } from '../../resources/attendance/output';
import type { AttendanceTable } from '../schema';
import { between, near, randomFrom } from './attendance-shifts';
import type { SeedContext } from './demo';

const DEMO_WORKER = 'VRDGPP90C10F839E';

type Worker = { id: number; firstName: string | null; lastName: string | null; companyId: number };

/** The published, assigned shifts that began before now, with their site, oldest first. */
const pastShifts = (ctx: SeedContext) =>
  ctx.tx
    .selectFrom('shift')
    .innerJoin('clientSite', 'clientSite.id', 'shift.clientSiteId')
    .select(['shift.id', 'shift.userId', 'shift.companyId', 'shift.startsAt', 'shift.endsAt', 'clientSite.id as siteId', 'clientSite.name as siteName', 'clientSite.lat', 'clientSite.lng', 'clientSite.radiusMeters'])
    .where('shift.status', '=', 'PUBLISHED')
    .where('shift.userId', 'is not', null)
    .where('shift.startsAt', '<', ctx.now)
    .orderBy('shift.startsAt')
    .orderBy('shift.id')
    .execute();

/**
 * Attendance that follows the roster: each published shift begun before now has its clock-in a
 * few minutes either side of the start, linked to it, and its clock-out after the end (still at
 * work when the shift is not over), inside the site with a phone's accuracy — except today's late
 * and no-show guards and the demo worker's shift of today, which nobody clocked in for yet. The
 * demo worker has one clock-in outside (flagged) and one forgotten clock-out corrected by the
 * moderator, on his 5th and 7th shifts back; a colleague never clocked out of yesterday's shift.
 * Company 2 lets workers clock without a position (flagged), company 3 refuses clock-ins outside
 * the geofence. The demo worker has not accepted the notice yet, so the app shows it; colleagues have.
 */
export const seedAttendance = async (ctx: SeedContext) => {
  const { tx, now } = ctx;
  const nowMs = Date.parse(now);
  const [first, second, third] = ctx.companyIds;
  await tx.insertInto('attendanceSetting').values([
    { companyId: second, geolocation: 'OPTIONAL', outsidePolicy: 'FLAG', retentionDays: 30, missedClockOutHours: 14, updatedAt: now },
    { companyId: third, geolocation: 'REQUIRED', outsidePolicy: 'REFUSE', retentionDays: 30, missedClockOutHours: 12, updatedAt: now },
  ]).execute();
  const workers: Worker[] = await tx
    .selectFrom('user')
    .innerJoin('userRole', 'userRole.userId', 'user.id')
    .innerJoin('userCompany', 'userCompany.userId', 'user.id')
    .select(['user.id', 'user.firstName', 'user.lastName', 'userCompany.companyId'])
    .where('userRole.role', '=', 'ROLE_WORKER')
    .orderBy('user.id')
    .execute();
  const demo = ctx.userIds[DEMO_WORKER];
  const colleagues = workers.filter((w) => w.id !== demo);
  const accepted = colleagues.map((w) => ({ userId: w.id, noticeVersion: NOTICE_VERSION, acceptedAt: new Date(nowMs - 40 * 86_400_000).toISOString() }));
  if (accepted.length) await tx.insertInto('attendanceNotice').values(accepted).execute();

  const missing = new Set(ctx.missingShiftIds ?? []);
  const shifts = (await pastShifts(ctx)).filter((s) => !missing.has(s.id));
  // The demo worker's flagged clock-in and forgotten clock-out: his 5th and 7th shifts back that are over.
  const own = shifts.filter((s) => s.userId === demo && Date.parse(s.endsAt) + 30 * 60_000 < nowMs).reverse();
  const [outsideId, forgotId] = [own[4]?.id, own[6]?.id];
  // A colleague's last shift, begun at least 16 hours ago, never clocked out: the office's missed clock-out.
  const lastOf = new Map(shifts.map((s) => [s.userId, s]));
  const missed = [...lastOf.values()]
    .filter((s) => s.userId !== demo && s.companyId === first && nowMs - Date.parse(s.startsAt) >= 16 * 3_600_000)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0]?.id;

  const moderator = ctx.userIds.BNCLRA85M55F205Q;
  const rows: Array<Insertable<AttendanceTable> & { corrected?: boolean }> = [];
  for (const shift of shifts) {
    if (shift.lat === null || shift.lng === null) continue;
    const fence = { lat: shift.lat, lng: shift.lng, radiusMeters: shift.radiusMeters };
    const random = randomFrom(shift.id * 7919);
    const clocking = (at: string, meters: number) => {
      const position = { ...near(random, fence, meters), accuracy: between(random, 6, 40) };
      return { at, position, ...checkGeofence(fence, position) };
    };
    const checkIn = new Date(Date.parse(shift.startsAt) + between(random, -12, 3) * 60_000).toISOString();
    const leftAt = new Date(Date.parse(shift.endsAt) + between(random, 0, 20) * 60_000).toISOString();
    const open = shift.id === missed || Date.parse(leftAt) > nowMs;
    const checkOut = open ? null : leftAt;
    const outside = shift.id === outsideId;
    const forgot = shift.id === forgotId;
    const inn = clocking(checkIn, outside ? 420 : between(random, 5, Math.round(shift.radiusMeters / 2)));
    const out = clocking(leftAt, between(random, 5, Math.round(shift.radiusMeters / 2)));
    const closed = checkOut !== null && !forgot;
    rows.push({
      userId: shift.userId!, companyId: shift.companyId, siteType: 'CLIENT_SITE', siteId: shift.siteId, siteName: shift.siteName, shiftId: shift.id, unplanned: 0,
      checkIn, checkOut, checkInInside: inn.inside, checkInLat: inn.position.lat, checkInLng: inn.position.lng,
      checkInAccuracy: inn.position.accuracy, checkInDistance: inn.distance,
      checkOutInside: checkOut === null ? null : closed ? out.inside : 'UNKNOWN', checkOutLat: closed ? out.position.lat : null, checkOutLng: closed ? out.position.lng : null,
      checkOutAccuracy: closed ? out.position.accuracy : null, checkOutDistance: closed ? out.distance : null,
      source: 'APP', reviewFlag: outside ? 1 : 0, createdBy: shift.userId!, createdAt: checkIn, updatedAt: checkOut ?? checkIn,
      ...(forgot && checkOut ? { corrected: true, editedBy: moderator, editedAt: new Date(Math.min(Date.parse(checkOut) + 10 * 3_600_000, nowMs)).toISOString(), editReason: 'Uscita dimenticata: orario confermato dal capoturno' } : {}),
    });
  }
  await recordWithHistory(ctx, rows, workers);
};

/** Inserts the records with the audit trail the app would have written: clock-in, clock-out or correction. */
const recordWithHistory = async (ctx: SeedContext, rows: Array<Insertable<AttendanceTable> & { corrected?: boolean }>, workers: Worker[]) => {
  const names = new Map(workers.map((w) => [w.id, { userFirstName: w.firstName, userLastName: w.lastName }]));
  const cutoffs = { byCompany: new Map<number, string>(), otherwise: ctx.now };
  const audit = [];
  const corrected = new Set(rows.filter((r) => r.corrected).map((r) => r.shiftId));
  const values = rows.map(({ corrected: fixed, ...row }) => ({ editedBy: null, editedAt: null, editReason: null, ...row, timesCorrected: fixed ? 1 : 0 }));
  for (let i = 0; i < values.length; i += 100) {
    // The correction closed the forgotten shift by hand: its times were changed.
    const stored = await ctx.tx.insertInto('attendance').values(values.slice(i, i + 100)).returningAll().execute();
    for (const record of stored) {
      const after = auditSnapshot(toAttendance({ ...record, ...names.get(record.userId)! }, cutoffs));
      const opened = { ...after, checkOut: null, checkOutInside: null, checkOutAccuracy: null, checkOutDistance: null, minutes: null, editedBy: null, editedAt: null, editReason: null };
      const entry = (action: string, at: string, actorId: number, before: unknown, state: unknown) =>
        ({ actorId, action, entity: 'attendance', entityId: record.id, before: before ? JSON.stringify(before) : null, after: JSON.stringify(state), at });
      audit.push(entry('CLOCK_IN', record.checkIn, record.userId, null, opened));
      if (corrected.has(record.shiftId)) audit.push(entry('UPDATE', record.editedAt!, record.editedBy!, opened, after));
      else if (record.checkOut) audit.push(entry('CLOCK_OUT', record.checkOut, record.userId, opened, after));
    }
  }
  for (let i = 0; i < audit.length; i += 200) await ctx.tx.insertInto('auditEntry').values(audit.slice(i, i + 200)).execute();
};
