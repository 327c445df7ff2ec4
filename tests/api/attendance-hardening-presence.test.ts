import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { freshCompany, insertRecord, newClocker } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';

// GET /api/attendance/users at a fixed moment: Friday 20 November 2026, 10:30 in Rome (09:30 UTC).
const NOW = new Date('2026-11-20T09:30:00.000Z');
const TODAY = '2026-11-20';

let t: TestApp;
let c1: number;
let c3: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [c1, , c3] = await demoCompanyIds(t);
  // Only Date: the database driver's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  for (const who of ['admin', 'moderator'] as const) tokens[who] = await t.login(who);
});
afterAll(async () => {
  vi.useRealTimers();
  expectNoPasswordHash(t);
  await t.close();
});

type Presence = { userId: number; companyId: number; state: string; attendanceId: number | null; since: string | null; todayMinutes: number; missed: boolean };

const presence = async (query: string, who: 'admin' | 'moderator' = 'moderator') => {
  const response = await t.call({ method: 'GET', url: `/api/attendance/users${query}`, token: tokens[who] });
  expect(response.statusCode, response.body).toBe(200);
  return new Map((response.json() as Array<Record<string, unknown> & Presence>).map((p) => [p.userId, p]));
};

describe('a worker moved from another company', () => {
  it("shows neither the other company's open attendance nor its leave", async () => {
    const mover = await newClocker(t, c3);
    const foreign = await insertRecord(t, mover, '2026-11-20T08:00:00.000Z', null);
    const onLeave = await newWorker(t, c3);
    await t.app.db
      .insertInto('permission')
      .values({ userId: onLeave.id, companyId: c3, type: 'FERIE', startDate: TODAY, endDate: TODAY, startTime: null, endTime: null, hours: null, reason: null, status: 'APPROVED', decidedBy: null, decidedAt: null, decisionNote: null, protocolNumber: null, kind: null, availabilityAddress: null, parentId: null, createdBy: onLeave.id, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() })
      .execute();
    for (const id of [mover.id, onLeave.id]) {
      const moved = await t.call({ method: 'PATCH', url: `/api/user/${id}`, token: tokens.admin, payload: { companyIds: [c1] } });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    const absent = { companyId: c1, state: 'ABSENT', attendanceId: null, since: null, lastCheckOut: null, siteType: null, siteId: null, siteName: null, missed: false, todayMinutes: 0, leaveType: null };
    for (const [query, who] of [[`?companyId=${c1}`, 'moderator'], ['', 'moderator'], ['', 'admin']] as const) {
      const people = await presence(query, who);
      expect(people.get(mover.id), `${who} ${query}`).toMatchObject(absent);
      expect(people.get(onLeave.id), `${who} ${query}`).toMatchObject(absent);
    }
    // The record itself is another company's, which the moderator cannot open.
    expect((await t.call({ method: 'GET', url: `/api/attendance/${foreign}`, token: tokens.moderator })).statusCode).toBe(404);
  });
});

describe("today's minutes", () => {
  it('count a shift on the day it started: a night shift begun yesterday counts nothing today', async () => {
    const closedNight = await newClocker(t, c1);
    await insertRecord(t, closedNight, '2026-11-19T21:00:00.000Z', '2026-11-20T05:00:00.000Z');
    const openNight = await newClocker(t, c1);
    await insertRecord(t, openNight, '2026-11-19T21:00:00.000Z', null);
    const day = await newClocker(t, c1);
    await insertRecord(t, day, '2026-11-20T05:00:00.000Z', '2026-11-20T07:00:00.000Z');
    await insertRecord(t, day, '2026-11-20T08:00:00.000Z', null);

    const people = await presence(`?companyId=${c1}`);
    expect(people.get(closedNight.id)).toMatchObject({ state: 'LEFT', todayMinutes: 0, lastCheckOut: '2026-11-20T05:00:00.000Z' });
    expect(people.get(openNight.id)).toMatchObject({ state: 'PRESENT', since: '2026-11-19T21:00:00.000Z', missed: false, todayMinutes: 0 });
    // 06:00–08:00 closed and 09:00–10:30 still open.
    expect(people.get(day.id)).toMatchObject({ state: 'PRESENT', since: '2026-11-20T08:00:00.000Z', todayMinutes: 210 });
  });

  it('leave out a missed clock-out, open past the limit or flagged when closed', async () => {
    const strict = await freshCompany(t, { missedClockOutHours: 2 });
    const stale = await newClocker(t, strict);
    await insertRecord(t, stale, '2026-11-20T00:00:00.000Z', '2026-11-20T02:00:00.000Z');
    await insertRecord(t, stale, '2026-11-20T06:00:00.000Z', null);
    const flagged = await newClocker(t, c1);
    await insertRecord(t, flagged, '2026-11-20T06:00:00.000Z', '2026-11-20T08:30:00.000Z', { missedClockOut: 1 });

    const people = await presence(`?companyId=${strict}`, 'admin');
    // The closed 01:00–03:00 shift counts; the one open since 07:00, past the 2-hour limit, does not.
    expect(people.get(stale.id)).toMatchObject({ state: 'PRESENT', missed: true, todayMinutes: 120 });
    expect((await presence(`?companyId=${c1}`)).get(flagged.id)).toMatchObject({ state: 'LEFT', todayMinutes: 0 });
  });
});
