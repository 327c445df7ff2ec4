import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDayStart, romeInstant, workedMinutes } from '../../src/shared/attendance';
import { todayInRome } from '../../src/shared/dates';
import type { TDashboard } from '../../src/shared/schemas/dashboard';
import type { TMonthSummary } from '../../src/shared/schemas/attendance-views';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoPasswordHash } from '../helpers/api';
import { freshCompany } from '../helpers/attendance';
import { createLeave, decide, newWorker } from '../helpers/leave';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const HOUR = 3_600_000;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

const insert = async (userId: number, companyId: number, checkIn: string, checkOut: string | null, missedClockOut = 0) =>
  (
    await t.app.db
      .insertInto('attendance')
      .values({ userId, companyId, siteType: null, siteId: null, siteName: null, checkIn, checkOut, missedClockOut })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const storedMinutes = async (id: number) => (await t.app.db.selectFrom('attendance').select('workedMinutes').where('id', '=', id).executeTakeFirstOrThrow()).workedMinutes;

describe('attendance.worked_minutes (migration 0017)', () => {
  it("is each record's minutes as the month sheet counts them, and follows a correction", async () => {
    const company = await freshCompany(t);
    const [anna, bruno] = await Promise.all([newWorker(t, company), newWorker(t, company)]);
    // October 2026: summer time ends in the night of Saturday 24th to Sunday 25th.
    const cases = [
      // Seconds dropped: 05:58:40–14:01:10 is 8 h 03 min on the clock.
      { userId: anna.id, checkIn: romeInstant('2026-10-05', '05:58').replace(':00.000Z', ':40.000Z'), checkOut: romeInstant('2026-10-05', '14:01').replace(':00.000Z', ':10.000Z'), expected: 483 },
      // A night shift, counted whole on the evening's day.
      { userId: anna.id, checkIn: romeInstant('2026-10-10', '22:00'), checkOut: romeInstant('2026-10-11', '06:00'), expected: 480 },
      // The night the clocks go back: 22:00–06:00 is nine hours worked.
      { userId: anna.id, checkIn: romeInstant('2026-10-24', '22:00'), checkOut: romeInstant('2026-10-25', '06:00'), expected: 540 },
      // A missed clock-out counts nothing until corrected.
      { userId: bruno.id, checkIn: romeInstant('2026-10-12', '08:00'), checkOut: romeInstant('2026-10-13', '09:00'), missed: 1, expected: 0 },
      // Left open (past the company's limit: missed on the sheet): nothing.
      { userId: bruno.id, checkIn: romeInstant('2026-10-20', '08:00'), checkOut: null, expected: 0 },
    ];
    const ids: number[] = [];
    for (const c of cases) ids.push(await insert(c.userId, company, c.checkIn, c.checkOut, c.missed ?? 0));
    for (const [i, c] of cases.entries()) {
      expect(await storedMinutes(ids[i]), c.checkIn).toBe(c.expected);
      if (c.checkOut && !c.missed) expect(c.expected).toBe(workedMinutes(c.checkIn, c.checkOut));
    }

    const summary = async () => {
      const response = await t.call({ method: 'GET', url: `/api/attendance/month-summary?companyId=${company}&month=2026-10`, token: admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as TMonthSummary;
    };
    const stored = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('attendance')
            .select((eb) => eb.fn.sum<number>('workedMinutes').as('minutes'))
            .where('companyId', '=', company)
            .where('checkIn', '>=', romeDayStart('2026-10-01'))
            .where('checkIn', '<', romeDayStart('2026-11-01'))
            .executeTakeFirstOrThrow()
        ).minutes,
      );
    const sheetMinutes = (s: TMonthSummary) => s.rows.reduce((sum, row) => sum + row.totals.minutes, 0);
    expect(sheetMinutes(await summary())).toBe(483 + 480 + 540);
    expect(await stored()).toBe(sheetMinutes(await summary()));

    // Corrected: the missed clock-out cleared and its time moved; the open one closed. The column follows, as the sheet does.
    await t.app.db.updateTable('attendance').set({ missedClockOut: 0, checkOut: romeInstant('2026-10-12', '16:30') }).where('id', '=', ids[3]).execute();
    await t.app.db.updateTable('attendance').set({ checkOut: romeInstant('2026-10-20', '12:15') }).where('id', '=', ids[4]).execute();
    expect(await storedMinutes(ids[3])).toBe(510);
    expect(await storedMinutes(ids[4])).toBe(255);
    expect(sheetMinutes(await summary())).toBe(483 + 480 + 540 + 510 + 255);
    expect(await stored()).toBe(sheetMinutes(await summary()));
  });
});

describe('GET /api/dashboard: the month kept, and not after a write', () => {
  it('shows a record written behind its back only after a change answered by the server, which shows at once', async () => {
    const company = await freshCompany(t);
    const worker = await newWorker(t, company);
    const dashboard = async () => {
      const response = await t.call({ method: 'GET', url: `/api/dashboard?companyId=${company}`, token: admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as TDashboard;
    };
    const before = await dashboard();
    expect(before.month.hours[0].minutes).toBe(0);
    expect(before.todo.pendingLeave.value).toBe(0);

    // Written straight into the database (as another server would): the month's figures are kept a few seconds.
    // At midnight itself: a clock-in at 00:01 would still be ahead of the clock until then, and not counted yet.
    const begun = romeDayStart(todayInRome());
    await insert(worker.id, company, begun, plus(begun, 2 * HOUR));
    expect((await dashboard()).month.hours[0].minutes).toBe(0);

    // A leave asked and then approved through the API: each answer makes what was kept stale.
    const leave = await createLeave(t, worker.token, { type: 'FERIE', startDate: '2027-03-01', endDate: '2027-03-02' });
    const asked = await dashboard();
    expect(asked.todo.pendingLeave.value).toBe(1);
    expect(asked.month.hours[0].minutes).toBe(120);
    const approved = await decide(t, admin, leave.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await dashboard()).todo.pendingLeave.value).toBe(0);
  });
});
