import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDateOf, romeTimeOf } from '../../src/shared/attendance';
import { addDays, formatDate, todayInRome } from '../../src/shared/dates';
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

  it('refuses, where the company refuses outside, a fix too coarse to tell, and takes a good fix', async () => {
    const c = await newClocker(t, await freshCompany(t, { outsidePolicy: 'REFUSE' }));
    // 50 km away, claiming ±100 km: it could be anywhere.
    const coarse = await clockIn(t, c, clockInBody(c, { ...north(ROME, 50_000), accuracy: 100_000 }));
    expect(coarse.statusCode).toBe(409);
    expect(coarse.json()).toEqual({
      code: 'CONFLICT',
      message: `Posizione troppo imprecisa (±100000 m) per sapere se sei nell’area di ${c.site.name}: attendi un segnale migliore, all’aperto se puoi, e riprova`,
    });
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    // A coarse fix that still puts the worker inside (within 100 m of allowance) is taken.
    expect((await clockIn(t, c, clockInBody(c, { ...north(ROME, 200), accuracy: 400 }))).json()).toMatchObject({ checkInInside: 'YES' });
  });

  it('records a fix too coarse to tell as unknown and flags it, where the company flags outside', async () => {
    const c = await newClocker(t, await freshCompany(t, { outsidePolicy: 'FLAG' }));
    const response = await clockIn(t, c, clockInBody(c, { ...north(ROME, 5_000), accuracy: 10_000 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ checkInInside: 'UNKNOWN', reviewFlag: true });
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

describe('clocking and the employment', () => {
  const setEmployment = async (id: number, dates: { hireDate?: string | null; endDate?: string | null }) =>
    t.app.db.updateTable('user').set(dates).where('id', '=', id).execute();

  it('refuses a clock-in after the employment ended or before it began, saying when; takes one on its last day', async () => {
    const today = todayInRome();
    const c = await newClocker(t, c1);
    await setEmployment(c.id, { hireDate: '2020-01-01', endDate: addDays(today, -1) });
    const ended = await clockIn(t, c);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(
      `Il tuo rapporto di lavoro è terminato il ${formatDate(addDays(today, -1))}: non puoi più timbrare l’entrata. Se è un errore, rivolgiti all’ufficio del personale.`,
    );
    await setEmployment(c.id, { hireDate: addDays(today, 1), endDate: null });
    const early = await clockIn(t, c);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Il tuo rapporto di lavoro inizia il ${formatDate(addDays(today, 1))}: potrai timbrare da quel giorno.`);
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    await setEmployment(c.id, { hireDate: today, endDate: today });
    expect((await clockIn(t, c)).statusCode).toBe(201);
  });

  it('still closes a shift left open when the employment ends', async () => {
    const c = await newClocker(t, c1);
    expect((await clockIn(t, c)).statusCode).toBe(201);
    await setEmployment(c.id, { endDate: addDays(todayInRome(), -1) });
    expect((await clockOut(t, c)).statusCode).toBe(200);
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

  it('records a clock-out after the missed clock-out limit as a missed clock-out, which counts no hours until corrected', async () => {
    const c = await newClocker(t, c1);
    await clockIn(t, c);
    const checkIn = new Date(Date.now() - 48 * 3_600_000).toISOString();
    await t.app.db.updateTable('attendance').set({ checkIn }).where('userId', '=', c.id).execute();
    const response = await clockOut(t, c);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ reviewFlag: true, missed: true, minutes: 2880 });
    expect(body.message).toBe(
      `Uscita registrata alle ${romeTimeOf(body.checkOut)}, ma l’entrata risale al ${formatDate(romeDateOf(checkIn))} ${romeTimeOf(checkIn)}: le ore non contano finché l’ufficio non corregge gli orari`,
    );
    // The worker's month counts nothing for it, and the back office finds it among the missed clock-outs.
    const month = await t.call({ method: 'GET', url: `/api/attendance/my?month=${romeDateOf(checkIn).slice(0, 7)}`, token: c.token });
    expect(month.json().days.find((d: { date: string }) => d.date === romeDateOf(checkIn))).toMatchObject({ minutes: 0 });
    const admin = await t.login('admin');
    const missed = await t.call({ method: 'GET', url: `/api/attendance?filter=${encodeURIComponent(JSON.stringify({ userId: c.id, missed: true }))}`, token: admin });
    expect(missed.json().map((r: { id: number }) => r.id)).toEqual([body.id]);
    // A correction of its times makes it count.
    const checkOut = new Date(Date.parse(checkIn) + 8 * 3_600_000).toISOString();
    const corrected = await t.call({ method: 'PATCH', url: `/api/attendance/${body.id}`, token: admin, payload: { checkOut, reason: 'Uscita alle 8 ore, confermata dal cliente' } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ missed: false, minutes: 480 });
    const after = await t.call({ method: 'GET', url: `/api/attendance/my?month=${romeDateOf(checkIn).slice(0, 7)}`, token: c.token });
    expect(after.json().days.find((d: { date: string }) => d.date === romeDateOf(checkIn))).toMatchObject({ minutes: 480 });
    const none = await t.call({ method: 'GET', url: `/api/attendance?filter=${encodeURIComponent(JSON.stringify({ userId: c.id, missed: true }))}`, token: admin });
    expect(none.json()).toEqual([]);
  });

  it('keeps a missed clock-out until its times are corrected or its review is cleared', async () => {
    const c = await newClocker(t, c1);
    await clockIn(t, c);
    await t.app.db.updateTable('attendance').set({ checkIn: new Date(Date.now() - 20 * 3_600_000).toISOString() }).where('userId', '=', c.id).execute();
    const { id } = (await clockOut(t, c)).json();
    const admin = await t.login('admin');
    const noted = await t.call({ method: 'PATCH', url: `/api/attendance/${id}`, token: admin, payload: { note: 'Sentito il dipendente', reason: 'Nota' } });
    expect(noted.json()).toMatchObject({ missed: true });
    // The back office's form sends the times back unchanged with a note: still to be corrected.
    const { checkIn, checkOut } = noted.json();
    const resent = await t.call({ method: 'PATCH', url: `/api/attendance/${id}`, token: admin, payload: { checkIn, checkOut, reviewFlag: true, note: 'Richiamato', reason: 'Nota' } });
    expect(resent.json()).toMatchObject({ missed: true });
    // A shift really 20 hours long: the office clears the review and it counts as it is.
    const cleared = await t.call({ method: 'PATCH', url: `/api/attendance/${id}`, token: admin, payload: { reviewFlag: false, reason: 'Doppio turno autorizzato' } });
    expect(cleared.json()).toMatchObject({ missed: false, reviewFlag: false, minutes: 1200 });
  });
});
