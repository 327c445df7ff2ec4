import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeTimeOf } from '../../src/shared/attendance';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { clockIn, clockInBody, clockOut, freshCompany, newClocker, north, ROME, rowsOf } from '../helpers/attendance';

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

describe('POST /api/attendance/clock-in', () => {
  it('stamps the server time, ignoring any time the phone sends, and records inside the geofence', async () => {
    const c = await newClocker(t, c1);
    const before = new Date().toISOString();
    const response = await clockIn(t, c, { ...clockInBody(c, { ...north(ROME, 120), accuracy: 12 }), checkIn: '2020-01-01T06:00:00Z', time: '2020-01-01T06:00:00Z' });
    const after = new Date().toISOString();
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.checkIn >= before && body.checkIn <= after).toBe(true);
    expect(body).toMatchObject({ checkInInside: 'YES', checkInDistance: 120, checkInAccuracy: 12, reviewFlag: false, source: 'APP', checkOut: null, siteId: c.site.id });
    expect(body.message).toBe(`Entrata registrata alle ${romeTimeOf(body.checkIn)} – ${c.site.name}`);
    // The worker never reads coordinates back; the database keeps them for the back office.
    expect(body).not.toHaveProperty('checkInLat');
    const [row] = await rowsOf(t, c.id);
    expect(row.checkInLat).toBeCloseTo(north(ROME, 120).lat, 6);
    expect(row.companyId).toBe(c1);
  });

  it('allows the reported accuracy up to its cap', async () => {
    const c = await newClocker(t, c1);
    const response = await clockIn(t, c, clockInBody(c, { ...north(ROME, 190), accuracy: 50 }));
    expect(response.json()).toMatchObject({ checkInInside: 'YES', reviewFlag: false });
  });

  it('refuses a second clock-in while one is open', async () => {
    const c = await newClocker(t, c1);
    const first = await clockIn(t, c);
    const second = await clockIn(t, c);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: `Hai già un'entrata aperta dalle ${romeTimeOf(first.json().checkIn)}: registra prima l'uscita` });
    expect(await rowsOf(t, c.id)).toHaveLength(1);
  });

  it('needs the notice accepted before reading a position', async () => {
    const c = await newClocker(t, c1, { notice: false });
    const refused = await clockIn(t, c);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'NOTICE_REQUIRED', message: "Prima di timbrare con la posizione leggi e accetta l'informativa" });
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    const stale = await t.call({ method: 'POST', url: '/api/attendance/notice', token: c.token, payload: { version: 99 } });
    expect(stale.statusCode).toBe(409);
    const accepted = await t.call({ method: 'POST', url: '/api/attendance/notice', token: c.token, payload: { version: 1 } });
    expect(accepted.json()).toMatchObject({ message: 'Informativa accettata', version: 1, accepted: true });
    const again = await t.call({ method: 'POST', url: '/api/attendance/notice', token: c.token, payload: { version: 1 } });
    expect(again.json().acceptedAt).toBe(accepted.json().acceptedAt);
    expect((await clockIn(t, c)).statusCode).toBe(201);
  });

  it('refuses a clock-in without a position where the company requires one (the default)', async () => {
    const c = await newClocker(t, await freshCompany(t, ));
    const response = await clockIn(t, c, clockInBody(c, null));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'POSITION_REQUIRED', message: 'La tua azienda richiede la posizione per timbrare: attiva il GPS e riprova' });
    expect(await rowsOf(t, c.id)).toHaveLength(0);
  });

  it('records a clock-in without a position as unknown and flagged where the company allows it', async () => {
    const c = await newClocker(t, await freshCompany(t, { geolocation: 'OPTIONAL' }), { notice: false });
    const response = await clockIn(t, c, clockInBody(c, null));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ checkInInside: 'UNKNOWN', checkInDistance: null, reviewFlag: true });
    expect(response.json().message).toContain('sarà verificata');
  });

  it('never stores a position where the company turned geolocation off', async () => {
    const c = await newClocker(t, await freshCompany(t, { geolocation: 'OFF' }), { notice: false });
    const response = await clockIn(t, c, clockInBody(c, { ...north(ROME, 900), accuracy: 5 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ checkInInside: 'UNKNOWN', checkInAccuracy: null, reviewFlag: false });
    const [row] = await rowsOf(t, c.id);
    expect([row.checkInLat, row.checkInLng, row.checkInDistance]).toEqual([null, null, null]);
  });

  it('flags a clock-in outside the geofence where the company flags', async () => {
    const c = await newClocker(t, await freshCompany(t, { outsidePolicy: 'FLAG' }));
    const response = await clockIn(t, c, clockInBody(c, { ...north(ROME, 400), accuracy: 10 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ checkInInside: 'NO', checkInDistance: 400, reviewFlag: true });
    expect(response.json().message).toContain('a 400 m da');
  });

  it('refuses a clock-in outside the geofence, with the distance, where the company refuses', async () => {
    const c = await newClocker(t, await freshCompany(t, { outsidePolicy: 'REFUSE' }));
    const response = await clockIn(t, c, clockInBody(c, { ...north(ROME, 400), accuracy: 10 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: `Sei a 400 m da ${c.site.name}, fuori dall'area consentita di 150 m: avvicinati e riprova`,
    });
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    expect((await clockIn(t, c, clockInBody(c, { ...north(ROME, 100), accuracy: 10 }))).statusCode).toBe(201);
  });

  it('answers in the language of the request', async () => {
    const c = await newClocker(t, await freshCompany(t, { outsidePolicy: 'REFUSE' }));
    const response = await clockIn(t, c, clockInBody(c, { ...north(ROME, 400), accuracy: 10 }), { 'accept-language': 'en' });
    expect(response.json().message).toBe(`You are 400 m from ${c.site.name}, outside its 150 m area: move closer and try again`);
  });

  it("refuses a site that is not one of the worker's", async () => {
    const c = await newClocker(t, c1);
    const other = await newClocker(t, c1);
    const response = await clockIn(t, c, { ...clockInBody(c), siteId: other.site.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ siteId: 'Sede non tra quelle in cui puoi timbrare' });
  });

  it.each([
    [{ siteType: 'CLIENT_SITE', siteId: 1, lat: 41.9 }, 'lng'],
    [{ siteType: 'CLIENT_SITE', siteId: 1, lat: 91, lng: 12 }, 'lat'],
    [{ siteType: 'CLIENT_SITE', siteId: 1, lat: 41, lng: 12, accuracy: -1 }, 'accuracy'],
    [{ siteType: 'OFFICE', siteId: 1 }, 'siteType'],
    [{ siteType: 'PLACE' }, 'siteId'],
  ])('refuses an invalid body %j', async (payload, field) => {
    const response = await t.call({ method: 'POST', url: '/api/attendance/clock-in', token: await t.login('worker'), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('POST /api/attendance/clock-out', () => {
  it('is 409 with a clear message when nothing is open', async () => {
    const c = await newClocker(t, c1);
    const response = await clockOut(t, c);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Nessuna entrata aperta: registra prima l'entrata");
  });

  it('closes the open attendance at the server time', async () => {
    const c = await newClocker(t, c1);
    const opened = (await clockIn(t, c)).json();
    const response = await clockOut(t, c, { ...north(ROME, 30), accuracy: 8, checkOut: '2020-01-01T00:00:00Z' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: opened.id, checkOutInside: 'YES', checkOutDistance: 30, reviewFlag: false, minutes: 0 });
    expect(body.checkOut >= opened.checkIn).toBe(true);
    expect(body.message).toBe(`Uscita registrata alle ${romeTimeOf(body.checkOut)}`);
    expect((await clockOut(t, c)).statusCode).toBe(409);
  });

  it('is never refused for the position: outside or without one it is flagged', async () => {
    const c = await newClocker(t, await freshCompany(t, { outsidePolicy: 'REFUSE' }));
    await clockIn(t, c);
    const outside = await clockOut(t, c, { ...north(ROME, 800), accuracy: 10 });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toMatchObject({ checkOutInside: 'NO', checkOutDistance: 800, reviewFlag: true });
    await clockIn(t, c);
    const blind = await clockOut(t, c, {});
    expect(blind.statusCode).toBe(200);
    expect(blind.json()).toMatchObject({ checkOutInside: 'UNKNOWN', reviewFlag: true });
  });

  it('flags a clock-out after the missed clock-out limit', async () => {
    const c = await newClocker(t, c1);
    await clockIn(t, c);
    await t.app.db.updateTable('attendance').set({ checkIn: new Date(Date.now() - 15 * 3_600_000).toISOString() }).where('userId', '=', c.id).execute();
    const response = await clockOut(t, c);
    expect(response.json()).toMatchObject({ reviewFlag: true, missed: false, minutes: 900 });
  });
});
