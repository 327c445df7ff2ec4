import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { dayBounds } from '../../src/shared/attendance';
import { todayInRome } from '../../src/shared/dates';
import { clockIn, clockInBody, clockOut, freshCompany, insertRecord, newClocker, ROME } from '../helpers/attendance';
import { created, placeBody } from '../helpers/people';

let t: TestApp;
let c3: number;

beforeAll(async () => {
  t = await createTestApp();
  [, , c3] = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('GET /api/attendance/sites', () => {
  it('lists the assigned client sites and the company places, nearest first with a position', async () => {
    const company = await freshCompany(t, );
    const c = await newClocker(t, company);
    const far = await created(t, '/api/place', placeBody(company, { name: 'Sede lontana', lat: 41.95, lng: 12.5 }));
    const near = await created(t, '/api/place', placeBody(company, { name: 'Sede vicina', lat: 41.9035, lng: 12.4964 }));
    await created(t, '/api/place', placeBody(c3, { name: 'Sede di un’altra azienda' }));
    const response = await t.call({ method: 'GET', url: `/api/attendance/sites?lat=${ROME.lat}&lng=${ROME.lng}`, token: c.token });
    expect(response.statusCode, response.body).toBe(200);
    const sites = response.json() as Array<Record<string, unknown>>;
    expect(sites.map((s) => [s.type, s.id])).toEqual([['CLIENT_SITE', c.site.id], ['PLACE', near.id], ['PLACE', far.id]]);
    expect(sites[0]).toMatchObject({ name: c.site.name, lat: ROME.lat, lng: ROME.lng, radiusMeters: 150, distance: 0, companyId: company });
    expect(sites[1].distance).toBe(78);
  });

  it("gives the demo worker the Rome client site and his company's places", async () => {
    const response = await t.call({ method: 'GET', url: '/api/attendance/sites', token: await t.login('worker') });
    const sites = response.json() as Array<Record<string, unknown>>;
    expect(sites[0]).toMatchObject({ type: 'CLIENT_SITE', name: 'Reception Via Nazionale', lat: 41.9028, lng: 12.4964, radiusMeters: 150, distance: null });
    expect(sites.filter((s) => s.type === 'PLACE').map((s) => s.name).sort()).toEqual(['Centrale operativa', 'Sede legale']);
  });

  it('refuses half a position', async () => {
    const response = await t.call({ method: 'GET', url: '/api/attendance/sites?lat=41.9', token: await t.login('worker') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('lng');
  });
});

describe('GET /api/attendance/current', () => {
  it("shows the worker's open attendance, today's minutes, recent records, the notice and the rules", async () => {
    const c = await newClocker(t, await freshCompany(t, { geolocation: 'OPTIONAL', retentionDays: 20 }), { notice: false });
    const empty = await t.call({ method: 'GET', url: '/api/attendance/current', token: c.token });
    expect(empty.json()).toMatchObject({
      open: null,
      today: { minutes: 0, records: [] },
      recent: [],
      notice: { version: 1, accepted: false, acceptedAt: null },
      settings: { geolocation: 'OPTIONAL', outsidePolicy: 'FLAG', retentionDays: 20 },
    });
    await clockIn(t, c, clockInBody(c, null));
    await clockOut(t, c, {});
    const opened = (await clockIn(t, c, clockInBody(c, null))).json();
    const now = (await t.call({ method: 'GET', url: '/api/attendance/current', token: c.token })).json();
    expect(now.open).toMatchObject({ id: opened.id, checkOut: null });
    expect(now.open).not.toHaveProperty('checkInLat');
    expect(now.today.records).toHaveLength(2);
    expect(now.recent).toHaveLength(1);
  });

  it("counts today's minutes as the month does: a shift on the day it started, nothing for a missed clock-out", async () => {
    // A limit of 48 hours, so that the night shift below is not yet a missed clock-out at any hour of today.
    const c = await newClocker(t, await freshCompany(t, { missedClockOutHours: 48 }));
    const { from } = dayBounds(todayInRome());
    // A night shift still open, begun yesterday evening: it is yesterday's.
    await insertRecord(t, c, new Date(Date.parse(from) - 2 * 3_600_000).toISOString(), null);
    const night = (await t.call({ method: 'GET', url: '/api/attendance/current', token: c.token })).json();
    expect(night.open).toMatchObject({ missed: false });
    expect(night.today).toMatchObject({ minutes: 0, records: [] });
    // Open for 49 hours: a missed clock-out, which counts nothing wherever it began.
    await t.app.db.updateTable('attendance').set({ checkIn: new Date(Date.now() - 49 * 3_600_000).toISOString() }).where('userId', '=', c.id).execute();
    const missed = (await t.call({ method: 'GET', url: '/api/attendance/current', token: c.token })).json();
    expect(missed.open).toMatchObject({ missed: true });
    expect(missed.today.minutes).toBe(0);
    // Begun today and not missed, it counts up to now.
    await t.app.db.updateTable('attendance').set({ checkIn: new Date(Math.max(Date.parse(from), Date.now() - 10 * 60_000)).toISOString() }).where('userId', '=', c.id).execute();
    const running = (await t.call({ method: 'GET', url: '/api/attendance/current', token: c.token })).json();
    const elapsed = (Date.now() - Date.parse(running.open.checkIn)) / 60_000;
    expect(running.today.minutes).toBeGreaterThanOrEqual(Math.floor(elapsed) - 1);
    expect(running.today.minutes).toBeLessThanOrEqual(Math.ceil(elapsed));
  });
});
