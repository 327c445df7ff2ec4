import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDateOf, romeTimeOf } from '../../src/shared/attendance';
import type { TCoverageRow } from '../../src/shared/schemas/workforce';
import { WORKFORCE_DEFAULTS } from '../../src/shared/schemas/workforce';
import { putWorkforceSettings } from '../../src/server/resources/workforce/settings';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { freshCompany } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';
import { clientBody, created, siteBody } from '../helpers/people';
import { insertPost, insertShift } from '../helpers/workforce';

// Time is controlled by placing shifts relative to now: a start 20 minutes ago is late, 45 minutes ago a no-show.

let t: TestApp;
let companies: [number, number, number];
let admin: string;
let moderator: string;

const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  admin = await t.login('admin');
  moderator = await t.login('moderator');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

/** A company of its own (so its coverage is this test's alone), a site, a post and two workers. */
const scene = async () => {
  const company = await freshCompany(t);
  const client = await created(t, '/api/client', clientBody(company));
  const site = await created(t, '/api/client-site', siteBody(client.id));
  const post = await insertPost(t, { clientSiteId: site.id, name: 'Portineria' });
  const [anna, bruno] = [await newWorker(t, company), await newWorker(t, company)];
  return { company, site, post, anna, bruno };
};

/** A shift starting `minutesFromNow` from now (negative: begun), 8 hours long unless told. */
const shiftAt = (postId: number, userId: number | null, minutesFromNow: number, { hours = 8, status = 'PUBLISHED' as 'PUBLISHED' | 'DRAFT' | 'CANCELLED' } = {}) => {
  const startsAt = new Date(Date.now() + minutesFromNow * MINUTE).toISOString();
  const endsAt = new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString();
  return insertShift(t, { postId, userId, date: romeDateOf(startsAt), start: romeTimeOf(startsAt), end: romeTimeOf(endsAt), status });
};

/** An attendance of a worker at the site, linked to a shift (or unplanned), `minutes` after its start. */
const clocked = async (s: Awaited<ReturnType<typeof scene>>, userId: number, checkIn: string, extra: { shiftId?: number; checkOut?: string; unplanned?: number } = {}) =>
  (
    await t.app.db
      .insertInto('attendance')
      .values({
        userId,
        companyId: s.company,
        siteType: 'CLIENT_SITE',
        siteId: s.site.id,
        siteName: s.site.name,
        checkIn,
        checkOut: extra.checkOut ?? null,
        shiftId: extra.shiftId ?? null,
        unplanned: extra.unplanned ?? 0,
        reviewFlag: extra.unplanned ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const coverage = async (query: string, token = admin) => {
  const response = await t.call({ method: 'GET', url: `/api/workforce/coverage?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { date: string; rows: TCoverageRow[] };
};
const after = (startsAt: string, minutes: number) => new Date(Date.parse(startsAt) + minutes * MINUTE).toISOString();

describe('GET /api/workforce/coverage', () => {
  it('answers each published shift of the day against its clock-in, and the unplanned clock-ins, sorted by start', async () => {
    const s = await scene();
    // Near midnight they may fall on two Rome days: each day is asked for.
    const open = await shiftAt(s.post.id, null, -50);
    const noShow = await shiftAt(s.post.id, s.anna.id, -45);
    const lateMissing = await shiftAt(s.post.id, s.bruno.id, -20);
    const onTime = await shiftAt(s.post.id, s.anna.id, -40, { hours: 1 });
    await clocked(s, s.anna.id, after(onTime.startsAt, 5), { shiftId: onTime.id });
    const lateIn = await shiftAt(s.post.id, s.bruno.id, -35, { hours: 1 });
    await clocked(s, s.bruno.id, after(lateIn.startsAt, 15), { shiftId: lateIn.id });
    const done = await shiftAt(s.post.id, s.anna.id, -60, { hours: 1 });
    await clocked(s, s.anna.id, after(done.startsAt, 2), { shiftId: done.id, checkOut: after(done.startsAt, 58) });
    const planned = await shiftAt(s.post.id, s.bruno.id, 120);
    await shiftAt(s.post.id, s.anna.id, -30, { status: 'DRAFT' });
    await shiftAt(s.post.id, s.bruno.id, -30, { status: 'CANCELLED' });
    const unplannedAt = new Date(Date.now() - 5 * MINUTE).toISOString();
    const unplanned = await clocked(s, s.bruno.id, unplannedAt, { unplanned: 1, checkOut: new Date().toISOString() });

    const byShift = new Map<number | null, TCoverageRow>();
    const dates = new Set([open, noShow, lateMissing, onTime, lateIn, done, planned].map((shift) => romeDateOf(shift.startsAt)).concat(romeDateOf(unplannedAt)));
    for (const date of dates) {
      const answer = await coverage(`date=${date}&companyId=${s.company}`);
      expect(answer.date).toBe(date);
      const starts = answer.rows.map((row) => row.startsAt ?? row.checkIn ?? '');
      expect(starts).toEqual([...starts].sort());
      for (const row of answer.rows) byShift.set(row.shiftId ?? -row.attendanceId!, row);
    }
    expect(byShift.size).toBe(8);
    expect(byShift.get(open.id)).toMatchObject({ state: 'OPEN', userId: null, lateMinutes: null, postName: 'Portineria', siteName: s.site.name });
    expect(byShift.get(noShow.id)).toMatchObject({ state: 'NO_SHOW', userId: s.anna.id, lateMinutes: 45, attendanceId: null });
    expect(byShift.get(lateMissing.id)).toMatchObject({ state: 'LATE', userId: s.bruno.id, lateMinutes: 20, checkIn: null });
    expect(byShift.get(onTime.id)).toMatchObject({ state: 'ON_TIME', lateMinutes: 5, checkOut: null });
    expect(byShift.get(lateIn.id)).toMatchObject({ state: 'LATE', lateMinutes: 15 });
    expect(byShift.get(done.id)).toMatchObject({ state: 'DONE', lateMinutes: 2, checkOut: after(done.startsAt, 58) });
    expect(byShift.get(planned.id)).toMatchObject({ state: 'PLANNED', lateMinutes: null, start: romeTimeOf(planned.startsAt), startsAt: planned.startsAt, endsAt: planned.endsAt });
    expect(byShift.get(-unplanned)).toMatchObject({ state: 'UNPLANNED', shiftId: null, postName: null, userId: s.bruno.id, siteId: s.site.id, checkIn: unplannedAt });
  });

  it("follows the company's graces", async () => {
    const s = await scene();
    await putWorkforceSettings(t.app.db, s.company, { ...WORKFORCE_DEFAULTS, lateGraceMinutes: 25, noShowGraceMinutes: 40 }, await userIdOf(t, 'admin'));
    const twenty = await shiftAt(s.post.id, s.anna.id, -20);
    const fortyFive = await shiftAt(s.post.id, s.bruno.id, -35);
    const states = async (shift: { id: number; startsAt: string }) =>
      (await coverage(`date=${romeDateOf(shift.startsAt)}&siteId=${s.site.id}`)).rows.find((row) => row.shiftId === shift.id)?.state;
    expect(await states(twenty)).toBe('PLANNED');
    expect(await states(fortyFive)).toBe('LATE');
  });

  it('narrows to a site, and keeps the moderator to their companies (404 for another)', async () => {
    const s = await scene();
    const other = await created(t, '/api/client-site', siteBody((await created(t, '/api/client', clientBody(s.company))).id));
    const here = await shiftAt(s.post.id, s.anna.id, 60);
    const there = await shiftAt((await insertPost(t, { clientSiteId: other.id })).id, s.bruno.id, 60);
    const date = romeDateOf(here.startsAt);
    const ids = (await coverage(`date=${date}&siteId=${s.site.id}`)).rows.map((row) => row.shiftId);
    expect(ids).toContain(here.id);
    expect(ids).not.toContain(there.id);
    // A fresh company is none of the moderator's.
    for (const query of [`companyId=${s.company}`, `siteId=${s.site.id}`, 'siteId=999999']) {
      const refused = await t.call({ method: 'GET', url: `/api/workforce/coverage?${query}`, token: query === 'siteId=999999' ? admin : moderator });
      expect(refused.statusCode, query).toBe(404);
    }
    expect((await coverage(`companyId=${companies[0]}`, moderator)).date).toBe(romeDateOf(new Date().toISOString()));
  });

  it('defaults to today in Rome, and refuses a bad date or id (400 with the field)', async () => {
    const today = await coverage('');
    expect(today.date).toBe(romeDateOf(new Date().toISOString()));
    for (const [query, field] of [
      ['date=2026-02-30', 'date'],
      ['date=oggi', 'date'],
      ['companyId=abc', 'companyId'],
      ['siteId=0', 'siteId'],
    ]) {
      const response = await t.call({ method: 'GET', url: `/api/workforce/coverage?${query}`, token: admin });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});
