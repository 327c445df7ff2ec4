import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../helpers/app';
import { companyBody, expectNoPasswordHash, validFiscalCode, nextNumber } from '../helpers/api';

/**
 * Issue 24, class 6: a NUL in a text reached PostgreSQL, which cannot store it (500). The shared
 * schemas refuse control characters: every C0 and DEL in a single-line field, all but line breaks
 * and tabs in a multi-line one, with a 400 naming the field on both databases.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f'];

const expect400 = (response: { statusCode: number; body: string; json: () => { errors?: Record<string, string> } }, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(Object.keys(response.json().errors ?? {})).toContain(field);
};

describe('sign-in', () => {
  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))('refuses %s in the fiscal code, the username and the password', async (_, c) => {
    const signin = (payload: object) => t.call({ method: 'POST', url: '/api/auth/signin', payload });
    expect400(await signin({ fiscalCode: `${DEMO.admin}${c}`, password: DEMO_PASSWORD }), 'fiscalCode');
    expect400(await signin({ fiscalCode: DEMO.admin, password: `${DEMO_PASSWORD}${c}` }), 'password');
    expect((await signin({ username: `${DEMO.client}${c}`, password: DEMO_PASSWORD })).statusCode).toBe(400);
  });

  it('refuses a NUL in the current password of a change', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/change-password',
      token: await t.login('worker'),
      payload: { currentPassword: `${DEMO_PASSWORD}\u0000`, newPassword: 'Nuova-Password-42' },
    });
    expect400(response, 'currentPassword');
  });
});

describe('text fields', () => {
  const createCompany = (overrides: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/company/createCompany', token: admin, payload: companyBody(overrides) });

  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))('refuses %s in single-line and multi-line fields', async (_, c) => {
    expect400(await createCompany({ name: `Azienda${c}` }), 'name');
    expect400(await createCompany({ registeredOffice: `Via Roma 1${c}` }), 'registeredOffice');
    expect400(await createCompany({ description: `Prima riga${c}` }), 'description');
    expect400(await createCompany({ email: `info${c}@example.it` }), 'email');
    const n = nextNumber();
    const signup = await t.call({
      method: 'POST',
      url: '/api/auth/signup',
      token: admin,
      payload: { fiscalCode: validFiscalCode(n), email: `utente${n}${c}@example.it`, password: 'Sicura-Password-42', firstName: 'Ada', companyIds: [] },
    });
    expect400(signup, 'email');
  });

  it('refuses a line break in a single-line field and keeps it in a multi-line one', async () => {
    expect400(await createCompany({ name: 'Prima\nseconda' }), 'name');
    expect400(await createCompany({ headOffice: 'Via Roma 1\tint. 2' }), 'headOffice');
    const created = await createCompany({ description: 'Prima riga\r\nseconda\triga' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().description).toBe('Prima riga\r\nseconda\triga');
  });

  it('refuses a NUL in a worker’s leave reason', async () => {
    const worker = await t.login('worker');
    const leave = await t.call({ method: 'POST', url: '/api/permission', token: worker, payload: { type: 'FERIE', startDate: '2031-03-03', endDate: '2031-03-03', reason: 'Motivo\u0000' } });
    expect400(leave, 'reason');
  });
});

describe('route parameters', () => {
  it('answers an invitation token holding a NUL without a 5xx', async () => {
    const response = await t.call({ method: 'GET', url: '/api/invitation/abc%00def' });
    expect(response.statusCode).toBeLessThan(500);
    expect([400, 404]).toContain(response.statusCode);
  });
});
