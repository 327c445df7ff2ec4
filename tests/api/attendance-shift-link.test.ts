import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDateOf, romeTimeOf } from '../../src/shared/attendance';
import { WORKFORCE_DEFAULTS } from '../../src/shared/schemas/workforce';
import { putWorkforceSettings } from '../../src/server/resources/workforce/settings';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoPasswordHash, userIdOf } from '../helpers/api';
import { type Clocker, clockIn, clockInBody, clockOut, freshCompany, newClocker, north, ROME } from '../helpers/attendance';
import { clientBody, created, placeBody, siteBody } from '../helpers/people';
import { insertPost, insertShift } from '../helpers/workforce';

// A clock-in at a client site links to the person's published shift there whose window is open
// (from clockWindowMinutes before the start to the end), or is unplanned: flagged and told to the office.

let t: TestApp;
let adminId: number;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  adminId = await userIdOf(t, 'admin');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

/** A clocker of a company of their own, without the shift the helper gives them (each test plans its own). */
const bareClocker = async () => {
  const c = await newClocker(t, await freshCompany(t));
  await t.app.db.deleteFrom('shift').where('userId', '=', c.id).execute();
  await t.app.db.updateTable('user').set({ firstName: 'Lucia', lastName: `Fuoriturno${c.id}` }).where('id', '=', c.id).execute();
  return c;
};

/** Another client site of the clocker's company, at a position (ROME unless told). */
const siteFor = async (c: Clocker, position: { lat: number; lng: number } = ROME) => {
  const client = await created(t, '/api/client', clientBody(c.site.companyId));
  return created(t, '/api/client-site', siteBody(client.id, { ...position, radiusMeters: 150 })) as Promise<{ id: number; name: string; clientId: number }>;
};

/** A shift of the person at a site starting `minutes` from now (negative: begun), `hours` long, published unless told. */
const plan = async (userId: number | null, siteId: number, minutes: number, { hours = 8, status = 'PUBLISHED' as 'PUBLISHED' | 'DRAFT' | 'CANCELLED', post = 'Portineria' } = {}) => {
  const startsAt = new Date(Date.now() + minutes * MINUTE).toISOString();
  const endsAt = new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString();
  const { id: postId } = await insertPost(t, { clientSiteId: siteId, name: post });
  const shift = await insertShift(t, { postId, userId, date: romeDateOf(startsAt), start: romeTimeOf(startsAt), end: romeTimeOf(endsAt), status });
  return { ...shift, start: romeTimeOf(startsAt), end: romeTimeOf(endsAt) };
};

const sites = async (c: Clocker, query = '') => {
  const response = await t.call({ method: 'GET', url: `/api/attendance/sites${query}`, token: c.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<{ id: number; type: string; name: string; distance: number | null; shift: { id: number; postName: string; start: string; end: string } | null }>;
};

const clockInAt = async (c: Clocker, site: { id: number }, siteType = 'CLIENT_SITE') => {
  const response = await clockIn(t, c, { ...clockInBody(c), siteType, siteId: site.id });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const unplannedNotices = async (userName: string) =>
  (await t.app.db.selectFrom('notification').select(['userId', 'params', 'link']).where('kind', '=', 'CLOCK_IN_UNPLANNED').execute()).filter(
    (n) => JSON.parse(n.params ?? '{}').name === userName,
  );

describe('GET /api/attendance/sites from the roster', () => {
  it('offers the client sites of published shifts from 90 days ago to 14 days ahead, and the company places', async () => {
    const c = await bareClocker();
    const later = await siteFor(c);
    const lastQuarter = await siteFor(c, north(ROME, 500));
    await plan(c.id, later.id, 14 * 24 * 60 - 60);
    await plan(c.id, lastQuarter.id, -89 * 24 * 60);
    const excluded = await Promise.all([siteFor(c), siteFor(c), siteFor(c), siteFor(c), siteFor(c), siteFor(c)]);
    await plan(c.id, excluded[0].id, 60 * 24, { status: 'DRAFT' });
    await plan(c.id, excluded[1].id, 60 * 24, { status: 'CANCELLED' });
    await plan(c.id, excluded[2].id, -92 * 24 * 60);
    await plan(c.id, excluded[3].id, 16 * 24 * 60);
    await plan(null, excluded[4].id, 60);
    // An inactive client's site is no longer worked.
    await plan(c.id, excluded[5].id, 60 * 24);
    await t.app.db.updateTable('client').set({ active: 0 }).where('id', '=', excluded[5].clientId).execute();
    const place = await created(t, '/api/place', placeBody(c.site.companyId, north(ROME, 50)));
    const listed = await sites(c, `?lat=${ROME.lat}&lng=${ROME.lng}`);
    expect(listed.map((s) => [s.type, s.id])).toEqual([
      ['CLIENT_SITE', later.id],
      ['PLACE', place.id],
      ['CLIENT_SITE', lastQuarter.id],
    ]);
    expect(listed.every((s) => s.shift === null)).toBe(true);
    // Nowhere else to clock in: a site off the roster is refused.
    const refused = await clockIn(t, c, { ...clockInBody(c), siteId: excluded[4].id });
    expect(refused.statusCode).toBe(400);
  });

  it('puts first, whatever the position, the site whose shift opens for clocking, with that shift', async () => {
    const c = await bareClocker();
    const far = await siteFor(c, { lat: 45.4642, lng: 9.19 });
    const near = await siteFor(c);
    await plan(c.id, near.id, 24 * 60);
    const soon = await plan(c.id, far.id, 50, { post: 'Reception' });
    const listed = await sites(c, `?lat=${ROME.lat}&lng=${ROME.lng}`);
    expect(listed[0]).toMatchObject({ id: far.id, type: 'CLIENT_SITE', shift: { id: soon.id, postName: 'Reception', start: soon.start, end: soon.end } });
    expect(listed[1]).toMatchObject({ id: near.id, shift: null, distance: 0 });
    expect((await sites(c))[0].id).toBe(far.id);
  });

  it("opens the window the company's clockWindowMinutes before the start", async () => {
    const c = await bareClocker();
    await putWorkforceSettings(t.app.db, c.site.companyId, { ...WORKFORCE_DEFAULTS, clockWindowMinutes: 15 }, adminId);
    const site = await siteFor(c);
    await plan(c.id, site.id, 30);
    expect((await sites(c)).find((s) => s.id === site.id)?.shift).toBeNull();
    const record = await clockInAt(c, site);
    expect(record).toMatchObject({ shiftId: null, unplanned: true, reviewFlag: true });
  });
});

describe('POST /api/attendance/clock-in and the roster', () => {
  it('links the clock-in to the shift whose window is open, the nearest start first, and flags nothing', async () => {
    const c = await bareClocker();
    await plan(c.id, c.site.id, -180, { hours: 3 + 10 / 60 });
    const next = await plan(c.id, c.site.id, 20);
    // Another person's shift, or a draft, is no shift of theirs.
    await plan(null, c.site.id, 5);
    await plan(c.id, c.site.id, 1, { status: 'DRAFT' });
    const record = await clockInAt(c, c.site);
    expect(record).toMatchObject({ shiftId: next.id, unplanned: false, reviewFlag: false });
    const stored = await t.app.db.selectFrom('attendance').select(['shiftId', 'unplanned']).where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ shiftId: next.id, unplanned: 0 });
    expect(await unplannedNotices(record.userName)).toEqual([]);
  });

  it('links a return after a break to the shift still running, and nothing once it ended', async () => {
    const c = await bareClocker();
    const running = await plan(c.id, c.site.id, -120);
    expect((await clockInAt(c, c.site)).shiftId).toBe(running.id);
    expect((await clockOut(t, c)).statusCode).toBe(200);
    expect(await clockInAt(c, c.site)).toMatchObject({ shiftId: running.id, unplanned: false });
    expect((await clockOut(t, c)).statusCode).toBe(200);
    await t.app.db.updateTable('shift').set({ endsAt: new Date(Date.now() - MINUTE).toISOString() }).where('id', '=', running.id).execute();
    // Still on the roster (the site stays offered) but no shift now: unplanned.
    expect(await clockInAt(c, c.site)).toMatchObject({ shiftId: null, unplanned: true });
  });

  it("flags a clock-in with no shift as unplanned and tells the company's office, once", async () => {
    const c = await bareClocker();
    const other = await siteFor(c);
    await plan(c.id, other.id, 3 * 24 * 60);
    const record = await clockInAt(c, other);
    expect(record).toMatchObject({ shiftId: null, unplanned: true, reviewFlag: true, checkInInside: 'YES', siteId: other.id, userName: `Fuoriturno${c.id} Lucia` });
    const notices = await unplannedNotices(record.userName);
    // A fresh company has no moderator: its office is the administrators.
    expect(notices.map((n) => n.userId)).toEqual([adminId]);
    expect(notices[0].link).toBe(`/attendance/${record.id}/show`);
    expect(JSON.parse(notices[0].params ?? '{}')).toEqual({ name: record.userName, site: other.name, time: romeTimeOf(record.checkIn) });
    const coverage = await t.call({ method: 'GET', url: `/api/workforce/coverage?date=${romeDateOf(record.checkIn)}&companyId=${c.site.companyId}`, token: await t.login('admin') });
    expect(coverage.json().rows).toContainEqual(expect.objectContaining({ state: 'UNPLANNED', attendanceId: record.id, siteId: other.id, userId: c.id }));
  });

  it('never calls a clock-in at a company place unplanned', async () => {
    const c = await bareClocker();
    await plan(c.id, c.site.id, 2 * 24 * 60);
    const place = await created(t, '/api/place', placeBody(c.site.companyId, ROME));
    const record = await clockInAt(c, place, 'PLACE');
    expect(record).toMatchObject({ siteType: 'PLACE', shiftId: null, unplanned: false, reviewFlag: false });
    expect(await unplannedNotices(record.userName)).toEqual([]);
  });

  it('shows the linked clock-in as on time in the day’s coverage', async () => {
    const c = await bareClocker();
    const shift = await plan(c.id, c.site.id, -3);
    const record = await clockInAt(c, c.site);
    const coverage = await t.call({ method: 'GET', url: `/api/workforce/coverage?date=${romeDateOf(shift.startsAt)}&siteId=${c.site.id}`, token: await t.login('admin') });
    expect(coverage.json().rows).toEqual([expect.objectContaining({ shiftId: shift.id, attendanceId: record.id, state: 'ON_TIME', checkIn: record.checkIn })]);
  });
});
