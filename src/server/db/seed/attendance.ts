import type { Insertable } from 'kysely';
import { NOTICE_VERSION } from '../../../shared/attendance';
import { addDays, todayInRome, weekday } from '../../../shared/dates';
import { checkGeofence } from '../../../shared/geo';
import { auditSnapshot, toAttendance } from '../../resources/attendance/output';
import type { AttendanceTable } from '../schema';
import { between, near, randomFrom, romeInstant, SHIFT_HOURS, SHIFTS } from './attendance-shifts';
import type { SeedContext } from './demo';

const DAYS_BACK = 35;
const DEMO_WORKER = 'VRDGPP90C10F839E';
const ROME_RECEPTION = 'Reception Via Nazionale';

type Site = { id: number; name: string; companyId: number; lat: number | null; lng: number | null; radiusMeters: number };
type Worker = { id: number; firstName: string | null; lastName: string | null; companyId: number };

/** Assigns every worker a client site of their company (the demo worker the Rome reception). */
const assignSites = async (ctx: SeedContext, workers: Worker[]) => {
  const sites: Site[] = await ctx.tx
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select(['clientSite.id', 'clientSite.name', 'client.companyId', 'clientSite.lat', 'clientSite.lng', 'clientSite.radiusMeters'])
    .orderBy('clientSite.id')
    .execute();
  const assigned = new Map<number, Site>();
  workers.forEach((worker, index) => {
    const own = sites.filter((site) => site.companyId === worker.companyId && site.lat !== null);
    const site = worker.id === ctx.userIds[DEMO_WORKER] ? own.find((s) => s.name === ROME_RECEPTION) : own[index % own.length];
    if (site) assigned.set(worker.id, site);
  });
  const rows = [...assigned].map(([userId, site]) => ({ userId, clientSiteId: site.id, createdAt: ctx.now }));
  if (rows.length) await ctx.tx.insertInto('siteAssignment').values(rows).execute();
  return assigned;
};

/** Full days of approved leave of a worker, which have no attendance. */
const leaveDays = async (ctx: SeedContext, userId: number, from: string, to: string) => {
  const rows = await ctx.tx
    .selectFrom('permission')
    .select(['startDate', 'endDate'])
    .where('userId', '=', userId)
    .where('status', '=', 'APPROVED')
    .where('startTime', 'is', null)
    .where('startDate', '<=', to)
    .execute();
  const days = new Set<string>();
  for (const row of rows) for (let d = row.startDate; d <= (row.endDate ?? to) && d <= to; d = addDays(d, 1)) if (d >= from) days.add(d);
  return days;
};

/**
 * A few weeks of attendance: weekday shifts rotating weekly through 06–14, 14–22 and 22–06 with a
 * few minutes of variation, clocked inside the assigned site with a phone's accuracy. The demo
 * worker has one clock-in outside (flagged) and one forgotten clock-out corrected by the
 * moderator; a colleague has a missed clock-out and two are at work now. Company 2 lets workers
 * clock without a position (flagged), company 3 refuses clock-ins outside the geofence. The
 * demo worker has not accepted the notice yet, so the app shows it; colleagues have.
 */
export const seedAttendance = async (ctx: SeedContext) => {
  const { tx, now } = ctx;
  const nowMs = Date.parse(now);
  const today = todayInRome(new Date(now));
  const [, second, third] = ctx.companyIds;
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
  const sites = await assignSites(ctx, workers);
  const demo = ctx.userIds[DEMO_WORKER];
  const colleagues = workers.filter((w) => w.id !== demo);
  const accepted = colleagues.map((w) => ({ userId: w.id, noticeVersion: NOTICE_VERSION, acceptedAt: new Date(nowMs - 40 * 86_400_000).toISOString() }));
  if (accepted.length) await tx.insertInto('attendanceNotice').values(accepted).execute();

  // Open now: a missed clock-out (20 hours ago) and two at work since this morning.
  const openSince = new Map<number, number>();
  if (colleagues[0]) openSince.set(colleagues[0].id, 20);
  if (colleagues[1]) openSince.set(colleagues[1].id, 2);
  const milan = colleagues.find((w) => w.companyId === second);
  if (milan) openSince.set(milan.id, 3);

  const moderator = ctx.userIds.BNCLRA85M55F205Q;
  const rows: Array<Insertable<AttendanceTable> & { corrected?: boolean }> = [];
  for (const [index, worker] of workers.entries()) {
    const site = sites.get(worker.id);
    if (!site || site.lat === null || site.lng === null) continue;
    const fence = { lat: site.lat, lng: site.lng, radiusMeters: site.radiusMeters };
    const random = randomFrom(worker.id * 7919);
    const skip = await leaveDays(ctx, worker.id, addDays(today, -DAYS_BACK), today);
    const openHours = openSince.get(worker.id);
    const openAt = openHours === undefined ? undefined : new Date(Math.floor((nowMs - openHours * 3_600_000) / 300_000) * 300_000).toISOString();
    // The demo worker's clock-in outside and forgotten clock-out fall on their 5th and 7th working
    // days back, whatever today's weekday (fixed offsets landed on a weekend on some days).
    const working = Array.from({ length: DAYS_BACK }, (_, k) => k + 1).filter((back) => {
      const date = addDays(today, -back);
      return ![0, 6].includes(weekday(date)) && !skip.has(date);
    });
    const [outsideBack, forgotBack] = worker.id === demo ? [working[4], working[6]] : [undefined, undefined];
    const clocking = (at: string, meters: number) => {
      const position = { ...near(random, fence, meters), accuracy: between(random, 6, 40) };
      return { at, position, ...checkGeofence(fence, position) };
    };
    for (let back = DAYS_BACK; back >= 1; back -= 1) {
      const date = addDays(today, -back);
      if ([0, 6].includes(weekday(date)) || skip.has(date)) continue;
      const start = SHIFTS[(index + Math.floor(back / 7)) % SHIFTS.length] * 60;
      const checkIn = romeInstant(date, start + between(random, -12, 5));
      const checkOut = romeInstant(date, start + SHIFT_HOURS * 60 + between(random, 0, 20));
      if (Date.parse(checkOut) > nowMs || (openAt && checkOut > openAt)) continue;
      const outside = back === outsideBack;
      const forgot = back === forgotBack;
      const inn = clocking(checkIn, outside ? 420 : between(random, 5, Math.round(site.radiusMeters / 2)));
      const out = clocking(checkOut, between(random, 5, Math.round(site.radiusMeters / 2)));
      rows.push({
        userId: worker.id, companyId: site.companyId, siteType: 'CLIENT_SITE', siteId: site.id, siteName: site.name,
        checkIn, checkOut, checkInInside: inn.inside, checkInLat: inn.position.lat, checkInLng: inn.position.lng,
        checkInAccuracy: inn.position.accuracy, checkInDistance: inn.distance,
        checkOutInside: forgot ? 'UNKNOWN' : out.inside, checkOutLat: forgot ? null : out.position.lat, checkOutLng: forgot ? null : out.position.lng,
        checkOutAccuracy: forgot ? null : out.position.accuracy, checkOutDistance: forgot ? null : out.distance,
        source: 'APP', reviewFlag: outside ? 1 : 0, createdBy: worker.id, createdAt: checkIn, updatedAt: checkOut,
        ...(forgot ? { corrected: true, editedBy: moderator, editedAt: romeInstant(addDays(date, 1), 9 * 60), editReason: 'Uscita dimenticata: orario confermato dal capoturno' } : {}),
      });
    }
    if (openAt) {
      const inn = clocking(openAt, between(random, 5, Math.round(site.radiusMeters / 2)));
      rows.push({
        userId: worker.id, companyId: site.companyId, siteType: 'CLIENT_SITE', siteId: site.id, siteName: site.name, checkIn: openAt,
        checkInInside: inn.inside, checkInLat: inn.position.lat, checkInLng: inn.position.lng, checkInAccuracy: inn.position.accuracy,
        checkInDistance: inn.distance, source: 'APP', reviewFlag: 0, createdBy: worker.id, createdAt: openAt, updatedAt: openAt,
      });
    }
  }
  await recordWithHistory(ctx, rows, workers);
};

/** Inserts the records with the audit trail the app would have written: clock-in, clock-out or correction. */
const recordWithHistory = async (ctx: SeedContext, rows: Array<Insertable<AttendanceTable> & { corrected?: boolean }>, workers: Worker[]) => {
  const names = new Map(workers.map((w) => [w.id, { userFirstName: w.firstName, userLastName: w.lastName }]));
  const cutoffs = { byCompany: new Map<number, string>(), otherwise: ctx.now };
  const audit = [];
  for (const { corrected, ...values } of rows) {
    // The correction closed the forgotten shift by hand: its times were changed.
    const { id } = await ctx.tx.insertInto('attendance').values({ ...values, timesCorrected: corrected ? 1 : 0 }).returning('id').executeTakeFirstOrThrow();
    const stored = await ctx.tx.selectFrom('attendance').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const after = auditSnapshot(toAttendance({ ...stored, ...names.get(stored.userId)! }, cutoffs));
    const opened = { ...after, checkOut: null, checkOutInside: null, checkOutAccuracy: null, checkOutDistance: null, minutes: null, editedBy: null, editedAt: null, editReason: null };
    const entry = (action: string, at: string, actorId: number, before: unknown, state: unknown) =>
      ({ actorId, action, entity: 'attendance', entityId: id, before: before ? JSON.stringify(before) : null, after: JSON.stringify(state), at });
    audit.push(entry('CLOCK_IN', stored.checkIn, stored.userId, null, opened));
    if (corrected) audit.push(entry('UPDATE', stored.editedAt!, stored.editedBy!, opened, after));
    else if (stored.checkOut) audit.push(entry('CLOCK_OUT', stored.checkOut, stored.userId, opened, after));
  }
  for (let i = 0; i < audit.length; i += 200) await ctx.tx.insertInto('auditEntry').values(audit.slice(i, i + 200)).execute();
};
