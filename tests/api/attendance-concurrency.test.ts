import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_HOURS, purgeIdempotencyKeys } from '../../src/server/resources/attendance/idempotency';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { clockIn, clockInBody, clockOut, newClocker, ROME, rowsOf } from '../helpers/attendance';

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

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }), {});

describe('one open attendance per user', () => {
  it('turns 50 concurrent clock-ins of the same user into exactly one record', async () => {
    const c = await newClocker(t, c1);
    const responses = await Promise.all(Array.from({ length: 50 }, () => clockIn(t, c)));
    expect(statuses(responses)).toEqual({ 201: 1, 409: 49 });
    const losers = responses.filter((r) => r.statusCode === 409).map((r) => r.json().message as string);
    expect(new Set(losers.map((m) => m.replace(/\d\d:\d\d/, 'hh:mm')))).toEqual(new Set(["Hai già un'entrata aperta dalle hh:mm: registra prima l'uscita"]));
    expect(await rowsOf(t, c.id)).toHaveLength(1);
  });

  it('holds for two devices with sessions of their own', async () => {
    const c = await newClocker(t, c1);
    const fiscalCode = (await t.app.db.selectFrom('user').select('fiscalCode').where('id', '=', c.id).executeTakeFirstOrThrow()).fiscalCode;
    const signin = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode, password: 'Sicura-Password-42' } });
    const phone2 = { ...c, token: signin.json().accessToken as string };
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => clockIn(t, i % 2 ? phone2 : c)));
    expect(statuses(responses)).toEqual({ 201: 1, 409: 9 });
    expect(await rowsOf(t, c.id)).toHaveLength(1);
  });

  it('is enforced by the database itself', async () => {
    const c = await newClocker(t, c1);
    await clockIn(t, c);
    const [open] = await rowsOf(t, c.id);
    // The worked minutes are the database's own (a generated column): never written.
    const { id: _id, workedMinutes: _minutes, ...copy } = open;
    await expect(t.app.db.insertInto('attendance').values({ ...copy, checkIn: new Date().toISOString() }).execute()).rejects.toThrow(/unique|UNIQUE/);
  });

  it('turns 50 concurrent clock-outs into one', async () => {
    const c = await newClocker(t, c1);
    await clockIn(t, c);
    const responses = await Promise.all(Array.from({ length: 50 }, () => clockOut(t, c)));
    expect(statuses(responses)).toEqual({ 200: 1, 409: 49 });
    expect((await rowsOf(t, c.id)).map((r) => r.checkOut !== null)).toEqual([true]);
  });
});

describe('a site deleted while a guard clocks in there', () => {
  it('never leaves attendance at a deleted site: either the clock-in or the deletion is refused', async () => {
    const admin = await t.login('admin');
    for (let round = 0; round < 12; round += 1) {
      const c = await newClocker(t, c1);
      const [clocking, deletion] = await Promise.all([
        clockIn(t, c),
        t.call({ method: 'DELETE', url: `/api/client-site/${c.site.id}`, token: admin }),
      ]);
      const rows = await rowsOf(t, c.id);
      const site = await t.app.db.selectFrom('clientSite').select('id').where('id', '=', c.site.id).executeTakeFirst();
      if (clocking.statusCode === 201) {
        expect(deletion.statusCode, `round ${round}`).toBe(409);
        expect(site, `round ${round}`).toBeDefined();
        expect(rows).toHaveLength(1);
      } else {
        expect(deletion.statusCode, `round ${round}`).toBe(200);
        expect(clocking.statusCode, `round ${round}`).toBe(400);
        expect(rows).toHaveLength(0);
      }
    }
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer to 50 concurrent clock-ins with the same key', async () => {
    const c = await newClocker(t, c1);
    const key = { 'idempotency-key': 'c7f1a8e2-5b1d-4f0e-9a33-000000000001' };
    const responses = await Promise.all(Array.from({ length: 50 }, () => clockIn(t, c, undefined, key)));
    expect(statuses(responses)).toEqual({ 201: 50 });
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await rowsOf(t, c.id)).toHaveLength(1);
  });

  it('replays a retried clock-in even after the shift ended, and never creates a second record', async () => {
    const c = await newClocker(t, c1);
    const key = { 'idempotency-key': 'retry-0002' };
    const first = await clockIn(t, c, undefined, key);
    await clockOut(t, c);
    const retry = await clockIn(t, c, undefined, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await rowsOf(t, c.id)).toHaveLength(1);
    // A new tap carries a new key and opens a new attendance.
    expect((await clockIn(t, c, undefined, { 'idempotency-key': 'retry-0003' })).statusCode).toBe(201);
    expect(await rowsOf(t, c.id)).toHaveLength(2);
  });

  it('refuses a key sent again with another request instead of replaying an answer that is not its own', async () => {
    const c = await newClocker(t, c1);
    const key = { 'idempotency-key': 'reused-0001' };
    const first = await clockIn(t, c, undefined, key);
    expect(first.statusCode).toBe(201);
    await clockOut(t, c);
    const elsewhere = await clockIn(t, c, clockInBody(c, { ...ROME, accuracy: 35 }), key);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({ code: 'IDEMPOTENCY_MISMATCH', message: 'Questa richiesta riusa la chiave di un’altra timbratura: riprova dall’app' });
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsOf(t, c.id)).toHaveLength(1);
    // The same request with the same key still replays.
    expect((await clockIn(t, c, undefined, key)).body).toBe(first.body);
  });

  it('answers a new key while clocked in with 409', async () => {
    const c = await newClocker(t, c1);
    await clockIn(t, c, undefined, { 'idempotency-key': 'tap-1' });
    expect((await clockIn(t, c, undefined, { 'idempotency-key': 'tap-2' })).statusCode).toBe(409);
  });

  it('replays a retried clock-out instead of answering that nothing is open', async () => {
    const c = await newClocker(t, c1);
    await clockIn(t, c);
    const key = { 'idempotency-key': 'out-1' };
    const first = await clockOut(t, c, undefined, key);
    const retry = await clockOut(t, c, undefined, key);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.body).toBe(first.body);
    expect((await clockOut(t, c)).statusCode).toBe(409);
  });

  it('keeps keys per user and per route', async () => {
    const a = await newClocker(t, c1);
    const b = await newClocker(t, c1);
    const key = { 'idempotency-key': 'shared-key' };
    const first = await clockIn(t, a, undefined, key);
    const other = await clockIn(t, b, undefined, key);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    expect((await clockOut(t, a, undefined, key)).statusCode).toBe(200);
  });

  it('does not store a refusal: the retry is judged afresh', async () => {
    const c = await newClocker(t, c1, { notice: false });
    const key = { 'idempotency-key': 'after-notice' };
    expect((await clockIn(t, c, undefined, key)).statusCode).toBe(409);
    await t.call({ method: 'POST', url: '/api/attendance/notice', token: c.token, payload: { version: 1 } });
    expect((await clockIn(t, c, undefined, key)).statusCode).toBe(201);
  });

  it('refuses a malformed key', async () => {
    const c = await newClocker(t, c1);
    const response = await clockIn(t, c, undefined, { 'idempotency-key': 'not a key!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('Idempotency-Key');
  });

  it('forgets keys once an offline tap sent again would be too old anyway (IDEMPOTENCY_TTL_HOURS)', async () => {
    const c = await newClocker(t, c1);
    await clockIn(t, c, undefined, { 'idempotency-key': 'old-key' });
    const count = () => t.app.db.selectFrom('attendanceIdempotency').select('key').where('userId', '=', c.id).execute();
    expect(await count()).toHaveLength(1);
    await purgeIdempotencyKeys(t.app.db, new Date(Date.now() + (IDEMPOTENCY_TTL_HOURS - 1) * 3_600_000));
    expect(await count()).toHaveLength(1);
    await purgeIdempotencyKeys(t.app.db, new Date(Date.now() + (IDEMPOTENCY_TTL_HOURS + 1) * 3_600_000));
    expect(await count()).toHaveLength(0);
  });
});
