import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginThrottle, MAX_DELAY_MS } from '../../src/server/resources/auth/rate-limit';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../helpers/app';
import { expectNoPasswordHash, signinPayload } from '../helpers/api';

// Limits of the issue: 10 failures per account in 15 minutes refuse it; an address is slowed from
// 20 failures and, from 50, refused only for the accounts that failed from it.
let t: TestApp;
/** Every wait a slowed sign-in asked for, recorded instead of slept so the file stays fast. */
const waits: number[] = [];
const sleep = loginThrottle.wait;
beforeAll(async () => {
  loginThrottle.wait = async (ms) => {
    waits.push(ms);
  };
  t = await createTestApp();
});
afterAll(async () => {
  loginThrottle.wait = sleep;
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

// The old rule refused every account from an address after its 50th failure, even with the right
// password (issue #24, class 5); these tests replace that assertion with the new behaviour.
describe('per address', () => {
  const failures = (by: { ip: string; account?: string }) => {
    let query = t.app.db.selectFrom('loginFailure').select((eb) => eb.fn.countAll<number>().as('n')).where('ip', '=', by.ip);
    if (by.account) query = query.where('account', '=', by.account);
    return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
  };

  it('slows an address after 20 failures, and still signs in an account that has not failed, after 60', async () => {
    const ip = '10.9.9.9';
    waits.length = 0;
    for (let i = 0; i < 60; i += 1) {
      expect((await signinFrom(ip, { username: `nessuno.${i}`, password: 'wrong-password' })).statusCode).toBe(401);
      // The 21st attempt is the first one slowed.
      expect(waits.length, `attempt ${i + 1}`).toBe(Math.max(0, i - 19));
    }
    expect(waits[0]).toBe(250);
    expect(waits.every((ms, i) => i === 0 || ms >= waits[i - 1])).toBe(true);
    expect(waits.at(-1)).toBeGreaterThan(waits[0]);

    const admin = await signinFrom(ip, signinPayload('admin'));
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().accessToken).toEqual(expect.any(String));
    // Slowed to the cap, not refused.
    expect(waits).toHaveLength(41);
    expect(waits.at(-1)).toBe(MAX_DELAY_MS);
    // Whatever X-Forwarded-For claims, another account is let in too.
    expect((await signinFrom(ip, signinPayload('moderator'), { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(200);
  });

  it('waits before verifying: a slowed guess is answered, and counted, only after the wait', async () => {
    let release = () => {};
    loginThrottle.wait = (ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    try {
      waits.length = 0;
      const before = await failures({ ip: '10.9.9.9' });
      const pending = signinFrom('10.9.9.9', { username: 'nessuno.ultimo', password: 'wrong-password' });
      await vi.waitFor(() => expect(waits).toHaveLength(1), { timeout: 10_000 });
      expect(await failures({ ip: '10.9.9.9' })).toBe(before);
      release();
      expect((await pending).statusCode).toBe(401);
      expect(await failures({ ip: '10.9.9.9' })).toBe(before + 1);
    } finally {
      loginThrottle.wait = async (ms) => {
        waits.push(ms);
      };
    }
  });

  it('past 50, refuses from that address the accounts that failed from it: one guess each per window', async () => {
    const ip = '10.9.9.9';
    const sprayed = await signinFrom(ip, { username: 'nessuno.7', password: 'another-guess' });
    expectLimited(sprayed);
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // A sprayed real account: one failure here, then refused here even with the right password…
    expect((await signinFrom(ip, signinPayload('admin', 'wrong-password'))).statusCode).toBe(401);
    const admin = await signinFrom(ip, signinPayload('admin'));
    expectLimited(admin);
    expect(Number(admin.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // …refusals are not failures, so they do not extend it…
    expect(await failures({ ip, account: `fc:${DEMO.admin}` })).toBe(1);
    // …and not locked elsewhere: from another address the account signs in.
    expect((await signinFrom('10.9.9.10', signinPayload('admin'))).statusCode).toBe(200);
  });

  it("answers Retry-After from that account's last failure here, and lets it in once that leaves the window", async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 5; i += 1) await failuresAgo(`un:spray.${i}`, ip, 10, 10);
    await failuresAgo(`fc:${DEMO.accounting}`, ip, 1, 16);
    // A failure older than 15 minutes no longer counts: let in, only slowed.
    waits.length = 0;
    expect((await signinFrom(ip, signinPayload('accounting'))).statusCode).toBe(200);
    expect(waits).toEqual([2000]);

    await failuresAgo(`fc:${DEMO.accounting}`, ip, 1, 14);
    await failuresAgo(`fc:${DEMO.accounting}`, ip, 1, 13);
    const limited = await signinFrom(ip, signinPayload('accounting'));
    expectLimited(limited);
    // Two minutes left for the failure of 13 minutes ago, the last one from here.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(110);
    expect(retryAfter).toBeLessThanOrEqual(120);
  });

  it('an account that fails 10 times from a slowed address is refused from every address', async () => {
    const ip = '10.8.8.9';
    await failuresAgo('un:spray.other', ip, 30, 5);
    waits.length = 0;
    for (let i = 0; i < 10; i += 1) expect((await signinFrom(ip, signinPayload('moderator', `wrong-${i}`))).statusCode).toBe(401);
    expect(waits).toHaveLength(10);
    expectLimited(await signinFrom('10.8.9.1', signinPayload('moderator')));
  });
});
