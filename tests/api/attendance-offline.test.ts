import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDateOf, romeTimeOf } from '../../src/shared/attendance';
import { formatDate } from '../../src/shared/dates';
import { OFFLINE_MAX_HOURS_LIMIT } from '../../src/shared/schemas/attendance';
import { IDEMPOTENCY_TTL_HOURS } from '../../src/server/resources/attendance/idempotency';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { clockIn, clockInBody, clockOut, freshCompany, newClocker, ROME, rowsOf, setSettings } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';

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

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const offline = (tappedAt: string) => ({ offline: { tappedAt } });
const key = (name: string) => ({ 'Idempotency-Key': `offline-${name}-${Math.random().toString(36).slice(2)}` });
const auditOf = (id: number) =>
  t.app.db.selectFrom('auditEntry').select(['action', 'actorId']).where('entity', '=', 'attendance').where('entityId', '=', id).orderBy('id').execute();

describe('offline clocking (a tap sent late by the phone)', () => {
  it('records the phone time of the tap and when it was received, flagged OFFLINE and for review, once however often it is sent', async () => {
    const c = await newClocker(t, c1);
    const tappedAt = ago(2 * HOUR);
    const headers = key('in');
    const body = { ...clockInBody(c), ...offline(tappedAt) };
    const before = new Date().toISOString();
    const answers = [await clockIn(t, c, body, headers), await clockIn(t, c, body, headers), await clockIn(t, c, body, headers)];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(answers.map((a) => a.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
    const first = answers[0].json();
    expect(first).toMatchObject({ checkIn: tappedAt, offline: true, reviewFlag: true, checkOutReceivedAt: null, checkInInside: 'YES' });
    expect(first.checkInReceivedAt >= before).toBe(true);
    expect(first.message).toBe(`Entrata delle ${romeTimeOf(tappedAt)} (fatta senza rete) registrata – ${c.site.name}: sarà verificata`);
    expect(answers[2].json()).toEqual(first);
    const rows = await rowsOf(t, c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ offline: 1, reviewFlag: 1 });
    expect(await auditOf(first.id)).toEqual([{ action: 'CLOCK_IN_OFFLINE', actorId: c.id }]);

    // The office sees it flagged, and finds it by the filter.
    const admin = await t.login('admin');
    const list = await t.call({ method: 'GET', url: `/api/attendance?filter=${encodeURIComponent(JSON.stringify({ offline: true, userId: c.id }))}`, token: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject([{ id: first.id, offline: true, checkInReceivedAt: first.checkInReceivedAt }]);
    const online = await t.call({ method: 'GET', url: `/api/attendance?filter=${encodeURIComponent(JSON.stringify({ offline: false, userId: c.id }))}`, token: admin });
    expect(online.json()).toEqual([]);
    const record = await t.call({ method: 'GET', url: `/api/attendance/${first.id}`, token: admin });
    expect(record.json()).toMatchObject({ offline: true, checkIn: tappedAt, checkInReceivedAt: first.checkInReceivedAt });

    // An offline clock-out closes it at its own time, sent twice, recorded once.
    const outAt = ago(HOUR);
    const outHeaders = key('out');
    const outs = [await clockOut(t, c, { ...ROME, accuracy: 10, ...offline(outAt) }, outHeaders), await clockOut(t, c, { ...ROME, accuracy: 10, ...offline(outAt) }, outHeaders)];
    expect(outs.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(outs[0].json()).toMatchObject({ id: first.id, checkOut: outAt, minutes: 60, offline: true });
    expect(outs[0].json().checkOutReceivedAt).not.toBeNull();
    expect((await auditOf(first.id)).map((e) => e.action)).toEqual(['CLOCK_IN_OFFLINE', 'CLOCK_OUT_OFFLINE']);
  });

  it('keeps a clocking answered at once as it was: the server time, not offline', async () => {
    const c = await newClocker(t, c1);
    const response = await clockIn(t, c);
    expect(response.json()).toMatchObject({ offline: false, checkInReceivedAt: null, reviewFlag: false });
  });

  it('refuses a tap older than the company accepts, with the reason the worker reads, and follows the setting', async () => {
    const company = await freshCompany(t);
    const c = await newClocker(t, company);
    const tappedAt = ago(13 * HOUR);
    const old = await clockIn(t, c, { ...clockInBody(c), ...offline(tappedAt) }, key('old'));
    expect(old.statusCode).toBe(409);
    const when = `${romeTimeOf(tappedAt)} del ${formatDate(romeDateOf(tappedAt))}`;
    expect(old.json()).toEqual({
      code: 'OFFLINE_TOO_OLD',
      message: `La timbratura delle ${when}, fatta senza rete, è arrivata dopo più di 12 ore: non è stata registrata. Avvisa l’ufficio, che può inserirla a mano.`,
    });
    const english = await t.call({
      method: 'POST', url: '/api/attendance/clock-in', token: c.token, headers: { ...key('old-en'), 'accept-language': 'en' }, payload: { ...clockInBody(c), ...offline(tappedAt) },
    });
    expect(english.json().message).toMatch(/^The clocking of .* arrived more than 12 hours later: it was not recorded/);
    expect(await rowsOf(t, c.id)).toHaveLength(0);

    await setSettings(t, company, { offlineMaxHours: 14 });
    const settings = await t.call({ method: 'GET', url: `/api/attendance/settings/${company}`, token: await t.login('admin') });
    expect(settings.json()).toMatchObject({ offlineMaxHours: 14 });
    const accepted = await clockIn(t, c, { ...clockInBody(c), ...offline(tappedAt) }, key('old-ok'));
    expect(accepted.statusCode, accepted.body).toBe(201);

    await setSettings(t, company, { offlineMaxHours: 1 });
    const out = await clockOut(t, c, { ...ROME, accuracy: 10, ...offline(ago(2 * HOUR)) }, key('out-old'));
    expect(out.statusCode).toBe(409);
    expect(out.json().code).toBe('OFFLINE_TOO_OLD');
    expect((await rowsOf(t, c.id))[0].checkOut).toBeNull();
  });

  it('validates the setting', async () => {
    const company = await freshCompany(t);
    const admin = await t.login('admin');
    for (const value of [0, OFFLINE_MAX_HOURS_LIMIT + 1, 2.5]) {
      const response = await t.call({ method: 'PUT', url: `/api/attendance/settings/${company}`, token: admin, payload: { offlineMaxHours: value } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ offlineMaxHours: 'Limite non valido (da 1 a 72 ore)' });
    }
    const fresh = await t.call({ method: 'GET', url: `/api/attendance/settings/${company}`, token: admin });
    expect(fresh.json().offlineMaxHours).toBe(12);
  });

  it('keeps idempotency keys at least as long as the widest age limit', () => {
    expect(IDEMPOTENCY_TTL_HOURS).toBeGreaterThanOrEqual(OFFLINE_MAX_HOURS_LIMIT);
  });

  it('refuses a tap in the future beyond a small skew (400), and takes one within it as now', async () => {
    const c = await newClocker(t, c1);
    const future = await clockIn(t, c, { ...clockInBody(c), ...offline(new Date(Date.now() + 10 * 60_000).toISOString()) }, key('future'));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ 'offline.tappedAt': 'L’ora della timbratura è nel futuro: controlla data e ora del telefono' });
    const bad = await clockIn(t, c, { ...clockInBody(c), offline: { tappedAt: 'ieri' } }, key('bad'));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['offline.tappedAt']);
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    const before = Date.now();
    const skewed = await clockIn(t, c, { ...clockInBody(c), ...offline(new Date(Date.now() + 60_000).toISOString()) }, key('skew'));
    expect(skewed.statusCode, skewed.body).toBe(201);
    expect(Date.parse(skewed.json().checkIn)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(skewed.json().checkIn)).toBeGreaterThanOrEqual(before);
  });

  it('refuses a clock-out before its open check-in (409 with the reason), and a clock-in overlapping a record', async () => {
    const c = await newClocker(t, c1);
    const opened = await clockIn(t, c, { ...clockInBody(c), ...offline(ago(2 * HOUR)) }, key('in'));
    expect(opened.statusCode).toBe(201);
    const outAt = ago(3 * HOUR);
    const early = await clockOut(t, c, { ...ROME, accuracy: 10, ...offline(outAt) }, key('early'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'CONFLICT',
      message: `L’uscita delle ${romeTimeOf(outAt)}, fatta senza rete, è precedente all’entrata aperta delle ${romeTimeOf(opened.json().checkIn)}: non è stata registrata. Avvisa l’ufficio.`,
    });
    expect((await clockOut(t, c)).statusCode).toBe(200);
    // A clock-in at a time the record just closed covers.
    const inside = await clockIn(t, c, { ...clockInBody(c), ...offline(ago(HOUR)) }, key('overlap'));
    expect(inside.statusCode).toBe(409);
    expect(inside.json().message).toMatch(/si sovrappone a un’altra tua presenza/);
    expect(await rowsOf(t, c.id)).toHaveLength(1);
  });

  it('respects the month close, by the month of the tap', async () => {
    const company = await freshCompany(t);
    const c = await newClocker(t, company);
    const tappedAt = ago(HOUR);
    await t.app.db.insertInto('monthClose').values({ companyId: company, month: romeDateOf(tappedAt).slice(0, 7), closedAt: new Date().toISOString(), closedBy: null }).execute();
    const refused = await clockIn(t, c, { ...clockInBody(c), ...offline(tappedAt) }, key('closed'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/chius/i);
    expect(await rowsOf(t, c.id)).toHaveLength(0);
  });

  it('leaves who may clock and whose records they read as they were', async () => {
    const c = await newClocker(t, c1);
    const tapped = { ...clockInBody(c), ...offline(ago(HOUR)) };
    for (const who of ['accounting', 'client'] as const) {
      const response = await t.call({ method: 'POST', url: '/api/attendance/clock-in', token: await t.login(who), payload: tapped, headers: key(who) });
      expect(response.statusCode).toBe(403);
    }
    // Another worker cannot clock in at a site that is not theirs by sending the tap as offline.
    const stranger = await newClocker(t, c1);
    const elsewhere = await clockIn(t, stranger, tapped, key('stranger'));
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['siteId']);
    const mine = await clockIn(t, c, tapped, key('mine'));
    expect(mine.statusCode).toBe(201);
    // A moderator of another company does not see the record; the worker reads no back-office record.
    const moderator = await newWorker(t, await freshCompany(t), ['ROLE_MODERATOR']);
    expect((await t.call({ method: 'GET', url: `/api/attendance/${mine.json().id}`, token: moderator.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/attendance/${mine.json().id}`, token: c.token })).statusCode).toBe(403);
  });
});
