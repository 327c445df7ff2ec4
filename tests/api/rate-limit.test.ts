import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../helpers/app';
import { expectNoPasswordHash, signinPayload } from '../helpers/api';

// Limits of the issue: 10 failures per account and 50 per address in 15 minutes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

let spoofed = 0;
/** A sign-in from `ip`, each one claiming a different client address through X-Forwarded-For. */
const signinFrom = (ip: string, payload: object, headers: Record<string, string> = {}) => {
  spoofed += 1;
  return t.call({
    method: 'POST',
    url: '/api/auth/signin',
    payload,
    remoteAddress: ip,
    headers: { 'x-forwarded-for': `198.51.100.${spoofed % 250}`, ...headers },
  });
};

const expectLimited = (response: Awaited<ReturnType<typeof signinFrom>>) => {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().message).toMatch(/Troppi tentativi/);
  expect(response.json()).not.toHaveProperty('accessToken');
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
};

const failuresAgo = (account: string, ip: string, count: number, minutesAgo: number) =>
  t.app.db
    .insertInto('loginFailure')
    .values(Array.from({ length: count }, () => ({ account, ip, at: new Date(Date.now() - minutesAgo * 60_000).toISOString() })))
    .execute();

describe('per account', () => {
  it('locks an account after 10 failures, even with the right password and from any address', async () => {
    const wrong = signinPayload('worker', 'wrong-password');
    for (let i = 0; i < 9; i += 1) expect((await signinFrom(`10.1.0.${i}`, wrong)).statusCode).toBe(401);
    // Nine failures are still allowed.
    expect((await signinFrom('10.1.1.1', signinPayload('worker'))).statusCode).toBe(200);

    expect((await signinFrom('10.1.0.9', wrong)).statusCode).toBe(401);
    expectLimited(await signinFrom('10.1.1.2', signinPayload('worker')));
    // The fiscal code is normalised before counting: another spelling of it is the same account.
    expectLimited(await signinFrom('10.1.1.3', { fiscalCode: ` ${DEMO.worker.toLowerCase()}`, password: DEMO_PASSWORD }));
  });

  it('a spoofed X-Forwarded-For does not lift the lock (trustProxy is off)', async () => {
    expect(t.config.trustProxy).toBe(false);
    expectLimited(await signinFrom('10.1.1.4', signinPayload('worker'), { 'x-forwarded-for': '203.0.113.99' }));
  });

  it('locks only that account', async () => {
    expect((await signinFrom('10.1.1.2', signinPayload('accounting'))).statusCode).toBe(200);
  });

  it('locks a client user signing in by username too', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await signinFrom(`10.2.0.${i}`, signinPayload('client', `wrong-${i}`))).statusCode).toBe(401);
    }
    expectLimited(await signinFrom('10.2.1.1', signinPayload('client')));
  });

  it('forgets failures older than 15 minutes and answers Retry-After from the oldest counted one', async () => {
    await failuresAgo(`fc:${DEMO.clientManagement}`, '10.3.0.1', 10, 16);
    expect((await signinFrom('10.3.1.1', signinPayload('clientManagement'))).statusCode).toBe(200);

    await failuresAgo(`fc:${DEMO.clientManagement}`, '10.3.0.1', 10, 14);
    const limited = await signinFrom('10.3.1.2', signinPayload('clientManagement'));
    expectLimited(limited);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('per address', () => {
  it('locks an address after 50 failures across accounts, whatever X-Forwarded-For claims', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 49; i += 1) {
      expect((await signinFrom(ip, { username: `nessuno.${i}`, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect((await signinFrom(ip, signinPayload('admin'))).statusCode).toBe(200);

    expect((await signinFrom(ip, { username: 'nessuno.49', password: 'wrong-password' })).statusCode).toBe(401);
    expectLimited(await signinFrom(ip, signinPayload('admin')));
    expectLimited(await signinFrom(ip, signinPayload('moderator'), { 'x-forwarded-for': '203.0.113.5' }));
    // The accounts themselves are not locked: from another address they still sign in.
    expect((await signinFrom('10.9.9.10', signinPayload('admin'))).statusCode).toBe(200);
  });
});
