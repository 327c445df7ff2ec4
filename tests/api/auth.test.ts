import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const signin = (payload: unknown) => t.call({ method: 'POST', url: '/api/auth/signin', payload: payload as object });

describe('GET /api/health', () => {
  it('answers without a token and reports the database it uses', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'sqlite' });
  });
});

describe('POST /api/auth/signin', () => {
  it('signs the administrator in by fiscal code and answers the user with an access token', async () => {
    const response = await signin({ fiscalCode: DEMO.admin, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(
      ['accessToken', 'companyIds', 'email', 'firstName', 'fiscalCode', 'id', 'lastName', 'mustChangePassword', 'roles', 'username'].sort(),
    );
    expect(user).toMatchObject({
      id: await userIdOf(t, 'admin'),
      fiscalCode: DEMO.admin,
      username: null,
      email: 'mario.rossi@presidiosicurezza.it',
      firstName: 'Mario',
      lastName: 'Rossi',
      roles: ['ROLE_ADMIN'],
      companyIds: [],
      mustChangePassword: false,
    });
    expect(user.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await t.call({ method: 'GET', url: '/api/auth/me', token: user.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().fiscalCode).toBe(DEMO.admin);
  });

  it('trims and upper-cases the fiscal code', async () => {
    const response = await signin({ fiscalCode: `  ${DEMO.worker.toLowerCase()} `, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fiscalCode: DEMO.worker, roles: ['ROLE_WORKER'] });
  });

  it('signs the client user in by username', async () => {
    const response = await signin({ username: ' Cliente.Demo ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: DEMO.client, fiscalCode: null, roles: ['ROLE_CLIENT'] });
  });

  it("answers the moderator's companies", async () => {
    const [first, second] = await demoCompanyIds(t);
    const response = await signin({ fiscalCode: DEMO.moderator, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().companyIds).toEqual([first, second].sort((a, b) => a - b));
  });

  it('answers 401 with the same body for an unknown user and a wrong password', async () => {
    const unknown = await signin({ fiscalCode: 'TSTUSR80A01H501X', password: DEMO_PASSWORD });
    const wrongPassword = await signin({ fiscalCode: DEMO.admin, password: 'Presidio.2025' });
    const unknownUsername = await signin({ username: 'nessuno', password: DEMO_PASSWORD });
    const wrongClientPassword = await signin({ username: DEMO.client, password: 'presidio.2026' });
    for (const response of [unknown, wrongPassword, unknownUsername, wrongClientPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(wrongPassword.json());
    }
    expect(wrongPassword.json().message).toBe('Credenziali non corrette');
    expect(wrongPassword.json()).not.toHaveProperty('accessToken');
  });

  it.each([
    ['nothing', {}, ['fiscalCode', 'password']],
    ['no password', { fiscalCode: DEMO.admin }, ['password']],
    ['an empty password', { fiscalCode: DEMO.admin, password: '' }, ['password']],
    ['no fiscal code', { password: DEMO_PASSWORD }, ['fiscalCode']],
    ['a username without password', { username: DEMO.client }, ['password']],
  ])('answers 400 with an error per missing field when given %s', async (_label, payload, fields) => {
    const response = await signin(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.errors).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(body.errors[field]).toBe('Campo obbligatorio');
  });

  it('refuses an inactive user with the same answer as a wrong password', async () => {
    const user = await createUser(t);
    const before = await signin({ fiscalCode: user.fiscalCode, password: user.password });
    expect(before.statusCode).toBe(200);

    await t.app.db.updateTable('user').set({ active: 0 }).where('id', '=', user.id).execute();
    const after = await signin({ fiscalCode: user.fiscalCode, password: user.password });
    const wrongPassword = await signin({ fiscalCode: DEMO.admin, password: 'not-the-password' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(wrongPassword.json());
  });
});
