import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../helpers/app';
import { base64url, createUser, expectNoPasswordHash, freshToken, jwtClaims, userIdOf } from '../helpers/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const me = (headers: Record<string, string> = {}) => t.call({ method: 'GET', url: '/api/auth/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('how a token is sent', () => {
  it('is accepted as Authorization: Bearer', async () => {
    const response = await me(bearer(await t.login('worker')));
    expect(response.statusCode).toBe(200);
    expect(response.json().fiscalCode).toBe(DEMO.worker);
  });

  it('is accepted as x-access-token', async () => {
    const response = await me({ 'x-access-token': await t.login('worker') });
    expect(response.statusCode).toBe(200);
    expect(response.json().fiscalCode).toBe(DEMO.worker);
  });

  it('is required: no token, an empty one or another scheme is 401', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer ' },
      { 'x-access-token': '' },
      { authorization: `Basic ${await t.login('worker')}` },
    ];
    for (const headers of attempts) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user without any secret', async () => {
    const response = await me(bearer(await t.login('moderator')));
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      id: await userIdOf(t, 'moderator'),
      fiscalCode: DEMO.moderator,
      email: 'laura.bianchi@presidiosicurezza.it',
      roles: ['ROLE_MODERATOR'],
    });
    expect(user.companyIds).toHaveLength(2);
    expect(user).not.toHaveProperty('accessToken');
    expect(user).not.toHaveProperty('passwordHash');
  });
});

describe('forged and stale tokens', () => {
  it('refuses a token whose signature was altered', async () => {
    const token = await t.login('admin');
    const [header, payload, signature] = token.split('.');
    const middle = Math.floor(signature.length / 2);
    const altered = signature.slice(0, middle) + (signature[middle] === 'A' ? 'B' : 'A') + signature.slice(middle + 1);
    expect((await me(bearer(`${header}.${payload}.${altered}`))).statusCode).toBe(401);
  });

  it("refuses a token whose claims were changed to another user's", async () => {
    const token = await t.login('worker');
    const [header, , signature] = token.split('.');
    const claims = { ...jwtClaims(token), sub: String(await userIdOf(t, 'admin')) };
    expect((await me(bearer(`${header}.${base64url(claims)}.${signature}`))).statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const claims = jwtClaims(await t.login('admin'));
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect((await me(bearer(unsigned))).statusCode).toBe(401);
    expect((await me({ 'x-access-token': unsigned })).statusCode).toBe(401);
  });

  it('refuses an expired token of a live session', async () => {
    const claims = jwtClaims(await t.login('admin'));
    const session = { userId: Number(claims.sub), sessionId: String(claims.jti) };
    const live = await t.app.tokens.sign({ ...session, expiresAt: new Date(Date.now() + 60_000) });
    expect((await me(bearer(live))).statusCode).toBe(200);
    const expired = await t.app.tokens.sign({ ...session, expiresAt: new Date(Date.now() - 60_000) });
    expect((await me(bearer(expired))).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const other = await createTestApp({ JWT_SECRET: 'another-secret-of-at-least-thirty-two-characters' });
    try {
      const claims = jwtClaims(await t.login('admin'));
      const foreign = await other.app.tokens.sign({
        userId: Number(claims.sub),
        sessionId: String(claims.jti),
        expiresAt: new Date(Date.now() + 60_000),
      });
      expect((await me(bearer(foreign))).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('what a signed token must also say', () => {
  const SECRET = 'a-known-secret-of-the-test-at-least-32-characters';
  let known: TestApp;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    known = await createTestApp({ JWT_SECRET: SECRET });
    claims = jwtClaims(await known.login('admin'));
  });
  afterAll(async () => {
    await known.close();
  });

  /** A token signed with the server's own secret, so only the header or the claims can make it wrong. */
  const signed = (header: Record<string, unknown>, payload: Record<string, unknown>, hash = 'sha256') => {
    const head = `${base64url(header)}.${base64url(payload)}`;
    return `${head}.${createHmac(hash, SECRET).update(head).digest('base64url')}`;
  };
  const meOn = (token: string) => known.call({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('is accepted when well formed (the crafting below is right)', async () => {
    expect((await meOn(signed({ alg: 'HS256', typ: 'JWT' }, claims))).statusCode).toBe(200);
  });

  it('refuses another algorithm, another issuer, or a token without expiry, subject or session', async () => {
    const { exp, sub, jti, ...rest } = claims;
    const wrong = [
      signed({ alg: 'HS512', typ: 'JWT' }, claims, 'sha512'),
      signed({ alg: 'HS256', typ: 'JWT' }, { ...claims, iss: 'someone-else' }),
      signed({ alg: 'HS256', typ: 'JWT' }, { ...rest, sub, jti }),
      signed({ alg: 'HS256', typ: 'JWT' }, { ...rest, exp, jti }),
      signed({ alg: 'HS256', typ: 'JWT' }, { ...rest, exp, sub }),
      signed({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: 'admin' }),
    ];
    for (const token of wrong) expect((await meOn(token)).statusCode).toBe(401);
  });

  it('refuses a token once it expires, even one accepted a moment before', async () => {
    const token = signed({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: Math.floor(Date.now() / 1000) + 2 });
    expect((await meOn(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await meOn(token)).statusCode).toBe(401);
  });
});

describe('revocation', () => {
  it('signing out ends that token at once, and only that one', async () => {
    const token = await freshToken(t, 'clientManagement');
    const otherDevice = await freshToken(t, 'clientManagement');
    expect((await me(bearer(token))).statusCode).toBe(200);

    const signout = await t.call({ method: 'POST', url: '/api/auth/signout', token, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(signout.statusCode).toBe(200);
    expect(signout.json().message).toBeTruthy();
    const session = await t.app.db.selectFrom('authSession').select('revokedAt').where('id', '=', String(jwtClaims(token).jti)).executeTakeFirstOrThrow();
    expect(session.revokedAt).not.toBeNull();

    expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await me({ 'x-access-token': token })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/auth/signout', token })).statusCode).toBe(401);
    expect((await me(bearer(otherDevice))).statusCode).toBe(200);
  });

  it("deactivating a user ends the user's tokens at once", async () => {
    const user = await createUser(t);
    const signin = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: user.fiscalCode, password: user.password } });
    const token = signin.json().accessToken as string;
    expect((await me(bearer(token))).statusCode).toBe(200);

    await t.app.db.updateTable('user').set({ active: 0 }).where('id', '=', user.id).execute();
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Sessione scaduta o non valida: accedi di nuovo');
  });
});
