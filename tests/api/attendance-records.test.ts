import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { purgeExpiredPositions } from '../../src/server/resources/attendance/retention';
import { addDays, formatDate, todayInRome } from '../../src/shared/dates';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody, demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { type Clocker, freshCompany, insertRecord, newClocker, rowsOf, setSettings } from '../helpers/attendance';
import { createLeave, newWorker, workWeeks } from '../helpers/leave';
import { created } from '../helpers/people';

let t: TestApp;
let c1: number;

beforeAll(async () => {
  t = await createTestApp();
  [c1] = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const DAY = 86_400_000;
const daysAgo = (now: Date, days: number, hours = 0) => new Date(now.getTime() - days * DAY + hours * 3_600_000).toISOString();

describe('GET /api/attendance/my', () => {
  it("answers the worker's own records of a month with daily and monthly hours", async () => {
    const c = await newClocker(t, c1);
    const other = await newClocker(t, c1);
    // Night shift 22–06 from Friday 30 January (Rome) counts on the 30th; then two shifts on Monday 2 February.
    await insertRecord(t, c, '2026-01-30T21:00:00.000Z', '2026-01-31T05:00:00.000Z');
    await insertRecord(t, c, '2026-02-02T05:00:00.000Z', '2026-02-02T09:30:00.000Z');
    await insertRecord(t, c, '2026-02-02T10:00:00.000Z', '2026-02-02T13:15:00.000Z');
    await insertRecord(t, c, '2026-02-27T21:00:00.000Z', '2026-02-28T05:00:00.000Z');
    await insertRecord(t, other, '2026-02-03T05:00:00.000Z', '2026-02-03T13:00:00.000Z');
    const response = await t.call({ method: 'GET', url: '/api/attendance/my?month=2026-02', token: c.token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.days).toEqual([
      { date: '2026-02-02', minutes: 465, hours: 7.75, records: 2 },
      { date: '2026-02-27', minutes: 480, hours: 8, records: 1 },
    ]);
    // The night shift of Friday 27 is 8 hours at night; no Sunday or holiday in it.
    expect(body).toMatchObject({ month: '2026-02', totalMinutes: 945, totalHours: 15.75, nightMinutes: 480, holidayMinutes: 0 });
    expect(body.records.map((r: { userId: number }) => r.userId)).toEqual([c.id, c.id, c.id]);
    expect(body.records[0]).not.toHaveProperty('checkInLat');
    const january = (await t.call({ method: 'GET', url: '/api/attendance/my?month=2026-01', token: c.token })).json();
    expect(january.days).toEqual([{ date: '2026-01-30', minutes: 480, hours: 8, records: 1 }]);
  });

  it("counts the month's night and holiday hours as the sheet does: Sundays, national holidays and the company's patron day", async () => {
    const rome = await freshCompany(t);
    await t.app.db.updateTable('company').set({ patronDay: '06-29' }).where('id', '=', rome).execute();
    const c = await newClocker(t, rome);
    // Sunday 28 June 2026 22:00 to Monday 29 06:00 (Rome, UTC+2): all night, and all holiday (a Sunday, then Rome's patron day).
    await insertRecord(t, c, '2026-06-28T20:00:00.000Z', '2026-06-29T04:00:00.000Z');
    // Monday 29 08:00–16:00: holiday, not night. Tuesday 30 08:00–16:00: neither.
    await insertRecord(t, c, '2026-06-29T06:00:00.000Z', '2026-06-29T14:00:00.000Z');
    await insertRecord(t, c, '2026-06-30T06:00:00.000Z', '2026-06-30T14:00:00.000Z');
    // A clock-out never made counts nothing, as on the sheet.
    await insertRecord(t, c, '2026-06-21T20:00:00.000Z', null);
    const june = await t.call({ method: 'GET', url: '/api/attendance/my?month=2026-06', token: c.token });
    expect(june.statusCode, june.body).toBe(200);
    expect(june.json()).toMatchObject({ totalMinutes: 24 * 60, nightMinutes: 8 * 60, holidayMinutes: 16 * 60 });
    // The same shifts for a company with no patron day: Monday 29 is a working day.
    await t.app.db.updateTable('company').set({ patronDay: null }).where('id', '=', rome).execute();
    const plain = (await t.call({ method: 'GET', url: '/api/attendance/my?month=2026-06', token: c.token })).json();
    expect(plain).toMatchObject({ totalMinutes: 24 * 60, nightMinutes: 8 * 60, holidayMinutes: 2 * 60 });
  });

  it('defaults to the current month and refuses a malformed one', async () => {
    const token = await t.login('worker');
    expect((await t.call({ method: 'GET', url: '/api/attendance/my', token })).json().month).toBe(todayInRome().slice(0, 7));
    const bad = await t.call({ method: 'GET', url: '/api/attendance/my?month=2026-13', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('month');
  });

  it('shows the demo worker a few weeks of past attendance', async () => {
    const token = await t.login('worker');
    const current = (await t.call({ method: 'GET', url: '/api/attendance/current', token })).json();
    expect(current.open).toBeNull();
    expect(current.recent).toHaveLength(5);
    const worker = await userIdOf(t, 'worker');
    const rows = await rowsOf(t, worker);
    // As many as the roster's shifts begun so far (15 to 21 by the day of the week): each has its
    // clock-in, except at most the one of today nobody clocked in for yet; weeks of them.
    const begun = await t.app.db.selectFrom('shift').select('id').where('userId', '=', worker).where('status', '=', 'PUBLISHED').where('startsAt', '<', new Date().toISOString()).execute();
    const linked = new Set(rows.map((r) => r.shiftId));
    expect(rows.every((r) => begun.some((shift) => shift.id === r.shiftId))).toBe(true);
    expect(begun.filter((shift) => !linked.has(shift.id)).length).toBeLessThanOrEqual(1);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(Date.now() - Date.parse(rows[0].checkIn)).toBeGreaterThan(21 * 86_400_000);
    expect(rows.filter((r) => r.checkInInside === 'NO' && r.reviewFlag === 1)).toHaveLength(1);
    expect(rows.filter((r) => r.editReason !== null)).toHaveLength(1);
  });
});

describe('the retention job', () => {
  let c: Clocker;
  const now = new Date();

  beforeAll(async () => {
    const company = await created(t, '/api/company/createCompany', companyBody());
    await setSettings(t, company.id, { retentionDays: 10 });
    c = await newClocker(t, company.id);
  });

  it("erases coordinates past each company's retention and keeps inside/outside, accuracy and times", async () => {
    const old = await insertRecord(t, c, daysAgo(now, 11), daysAgo(now, 11, 8), { checkInInside: 'NO', checkInDistance: 420, reviewFlag: 1 });
    const recent = await insertRecord(t, c, daysAgo(now, 9), daysAgo(now, 9, 8));
    const demoWorker = await userIdOf(t, 'worker');
    const before = await t.app.db.selectFrom('attendance').selectAll().where('id', '=', old).executeTakeFirstOrThrow();

    const result = await purgeExpiredPositions(t.app.db, now);
    expect(result.records).toBeGreaterThan(0);

    const after = await t.app.db.selectFrom('attendance').selectAll().where('id', '=', old).executeTakeFirstOrThrow();
    expect([after.checkInLat, after.checkInLng, after.checkOutLat, after.checkOutLng]).toEqual([null, null, null, null]);
    expect(after).toMatchObject({
      checkIn: before.checkIn,
      checkOut: before.checkOut,
      checkInInside: 'NO',
      checkOutInside: 'YES',
      checkInAccuracy: 12,
      checkOutAccuracy: 15,
      checkInDistance: 420,
      reviewFlag: 1,
      positionsPurgedAt: now.toISOString(),
    });
    const kept = await t.app.db.selectFrom('attendance').selectAll().where('id', '=', recent).executeTakeFirstOrThrow();
    expect([kept.checkInLat, kept.positionsPurgedAt]).toEqual([before.checkInLat, null]);
    // The demo company keeps 30 days: a demo record 31 days old is purged, one 29 days old is not.
    const demoRows = await rowsOf(t, demoWorker);
    const age = (row: { checkIn: string }) => (now.getTime() - Date.parse(row.checkIn)) / DAY;
    expect(demoRows.filter((r) => age(r) > 30.5).every((r) => r.checkInLat === null && r.positionsPurgedAt !== null)).toBe(true);
    expect(demoRows.filter((r) => age(r) < 29.5).every((r) => r.checkInLat !== null && r.positionsPurgedAt === null)).toBe(true);
  });

  it('shows the record without coordinates and with the purge date to the back office', async () => {
    const id = await insertRecord(t, c, daysAgo(now, 12), daysAgo(now, 12, 7));
    await purgeExpiredPositions(t.app.db, now);
    const record = (await t.call({ method: 'GET', url: `/api/attendance/${id}`, token: await t.login('admin') })).json();
    expect(record).toMatchObject({ checkInLat: null, checkInLng: null, checkInInside: 'YES', minutes: 420, positionsPurgedAt: now.toISOString() });
  });

  it('never deletes attendance, even years old', async () => {
    const ancient = await insertRecord(t, c, daysAgo(now, 6 * 365), daysAgo(now, 6 * 365, 8));
    const total = async () => Number((await t.app.db.selectFrom('attendance').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await total();
    await purgeExpiredPositions(t.app.db, new Date(now.getTime() + 400 * DAY));
    expect(await total()).toBe(before);
    expect((await rowsOf(t, c.id)).some((r) => r.id === ancient && r.checkInLat === null)).toBe(true);
  });

  it('runs inside the server when enabled, and is off in tests unless asked for', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).retentionJob).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).retentionJob).toBe(true);
    expect(loadConfig({ RETENTION_JOB: 'off' }).retentionJob).toBe(false);
    const withJob = await createTestApp({ RETENTION_JOB: 'on' });
    try {
      const stale = () =>
        withJob.app.db.selectFrom('attendance').select('id').where('positionsPurgedAt', 'is', null).where('checkIn', '<', daysAgo(new Date(), 31)).execute();
      for (let i = 0; i < 50 && (await stale()).length; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await stale()).toEqual([]);
      const purged = await withJob.app.db.selectFrom('attendance').select('id').where('positionsPurgedAt', 'is not', null).execute();
      expect(purged.length).toBeGreaterThan(0);
    } finally {
      await withJob.close();
    }
  });
});

describe('leave warnings', () => {
  it('warns of attendance recorded during a requested period', async () => {
    const worker = await newWorker(t, c1);
    const c = { ...worker, site: { id: 1, name: 'Sede', companyId: c1 } };
    // A working week of July of next year: the request is Wednesday and Thursday.
    const monday = workWeeks(7);
    const [tuesday, wednesday, thursday] = [1, 2, 3].map((n) => addDays(monday, n));
    await insertRecord(t, c, `${tuesday}T05:00:00.000Z`, `${tuesday}T13:00:00.000Z`);
    // 23:30 UTC on Tuesday is 01:30 on Wednesday in Rome (summer time): a day of the period.
    await insertRecord(t, c, `${tuesday}T23:30:00.000Z`, `${wednesday}T06:00:00.000Z`);
    const request = await createLeave(t, worker.token, { type: 'FERIE', startDate: wednesday, endDate: thursday });
    const response = await t.call({ method: 'GET', url: `/api/permission/${request.id}/warnings`, token: await t.login('moderator') });
    expect(response.json()).toEqual([{ code: 'ATTENDANCE', message: `Presenza registrata il ${formatDate(wednesday)} durante il periodo richiesto` }]);
  });
});
