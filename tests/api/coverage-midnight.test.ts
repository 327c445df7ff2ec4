import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDashboard } from '../../src/shared/schemas/dashboard';
import type { TCoverage } from '../../src/shared/schemas/workforce';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoPasswordHash } from '../helpers/api';
import { freshCompany } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';
import { clientBody, created, siteBody } from '../helpers/people';
import { insertPost, insertShift } from '../helpers/workforce';

// Half past midnight in Rome: Friday 4 December 2026, 00:30 (23:30 UTC on the 3rd). A night shift
// begun yesterday is still running; the coverage panel and the dashboard's "now" state it today.
const NOW = new Date('2026-12-03T23:30:00.000Z');
const TODAY = '2026-12-04';
const YESTERDAY = '2026-12-03';

let t: TestApp;
let admin: string;
let company: number;
const names: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  // Only Date: the database driver's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  admin = await t.login('admin');
  company = await freshCompany(t);
  const client = await created(t, '/api/client', clientBody(company));
  const site = await created(t, '/api/client-site', siteBody(client.id));
  const post = await insertPost(t, { clientSiteId: site.id, name: 'Varco notte' });
  for (const name of ['anna', 'bruno', 'carla', 'dario', 'eva', 'franco', 'giulia']) names[name] = (await newWorker(t, company)).id;
  const shift = (userId: number, date: string, start: string, end: string) => insertShift(t, { postId: post.id, userId, date, start, end });
  const clock = (userId: number, checkIn: string, checkOut: string | null, extra: { shiftId?: number; unplanned?: number } = {}) =>
    t.app.db
      .insertInto('attendance')
      .values({ userId, companyId: company, siteType: 'CLIENT_SITE', siteId: site.id, siteName: site.name, checkIn, checkOut, shiftId: extra.shiftId ?? null, unplanned: extra.unplanned ?? 0 })
      .execute();

  // Anna: 22:00–06:00 begun yesterday, clocked in at 21:58, at work.
  const anna = await shift(names.anna, YESTERDAY, '22:00', '06:00');
  await clock(names.anna, '2026-12-03T20:58:00.000Z', null, { shiftId: anna.id });
  // Bruno: 23:30–07:30 begun yesterday, nobody clocked in an hour on: a no-show.
  await shift(names.bruno, YESTERDAY, '23:30', '07:30');
  // Carla: yesterday's 14:00–22:00, nobody came: yesterday's no-show, over before midnight.
  await shift(names.carla, YESTERDAY, '14:00', '22:00');
  // Dario: today's 00:10–08:10, twenty minutes late.
  await shift(names.dario, TODAY, '00:10', '08:10');
  // Eva clocked in without a shift at 23:00 and is still there; Franco came and went 20:00–22:00.
  await clock(names.eva, '2026-12-03T22:00:00.000Z', null, { unplanned: 1 });
  await clock(names.franco, '2026-12-03T19:00:00.000Z', '2026-12-03T21:00:00.000Z', { unplanned: 1 });
  // Giulia: the day before yesterday's 22:00–06:00, over yesterday morning.
  await shift(names.giulia, '2026-12-02', '22:00', '06:00');
});
afterAll(async () => {
  vi.useRealTimers();
  expectNoPasswordHash(t);
  await t.close();
});

const coverage = async (date?: string) => {
  const response = await t.call({ method: 'GET', url: `/api/workforce/coverage?companyId=${company}${date ? `&date=${date}` : ''}`, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TCoverage;
};
const who = (rows: TCoverage['rows']) => Object.fromEntries(rows.map((row) => [Object.keys(names).find((name) => names[name] === row.userId), row.state]));

describe('after midnight', () => {
  it("today's panel states last night's shifts still running and the unplanned clock-in still open, not yesterday's finished ones", async () => {
    const today = await coverage();
    expect(today.date).toBe(TODAY);
    expect(who(today.rows)).toEqual({ anna: 'ON_TIME', bruno: 'NO_SHOW', dario: 'LATE', eva: 'UNPLANNED' });
    // Sorted by start: yesterday's 22:00 first.
    expect(today.rows.map((row) => row.userId)).toEqual([names.anna, names.eva, names.bruno, names.dario]);
    expect(await coverage(TODAY)).toEqual(today);
  });

  it("yesterday's panel keeps its own shifts and clock-ins, and a day before it only its own", async () => {
    expect(who((await coverage(YESTERDAY)).rows)).toEqual({ anna: 'ON_TIME', bruno: 'NO_SHOW', carla: 'NO_SHOW', eva: 'UNPLANNED', franco: 'UNPLANNED' });
    expect(who((await coverage('2026-12-02')).rows)).toEqual({ giulia: 'NO_SHOW' });
  });

  it("the dashboard's now counts the same: planned, late, no-show and unplanned", async () => {
    const response = await t.call({ method: 'GET', url: `/api/dashboard?companyId=${company}`, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    const { now, today } = response.json() as TDashboard;
    expect(today).toBe(TODAY);
    expect([now.planned.value, now.late.value, now.noShow.value, now.unplanned.value, now.onDuty.value]).toEqual([3, 1, 1, 1, 2]);
  });

  it('a night shift leaves the panel when it ends', async () => {
    // 06:45 in Rome: Anna's 22:00–06:00 is over, Bruno's 23:30–07:30 still running.
    vi.setSystemTime(new Date('2026-12-04T05:45:00.000Z'));
    try {
      admin = await t.login('admin');
      expect(who((await coverage()).rows)).toEqual({ bruno: 'NO_SHOW', dario: 'NO_SHOW', eva: 'UNPLANNED' });
      const response = await t.call({ method: 'GET', url: `/api/dashboard?companyId=${company}`, token: admin });
      const { now } = response.json() as TDashboard;
      expect([now.planned.value, now.late.value, now.noShow.value]).toEqual([2, 0, 2]);
    } finally {
      vi.setSystemTime(NOW);
      admin = await t.login('admin');
    }
  });
});
