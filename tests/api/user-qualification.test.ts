import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { createPerson, userBody } from '../helpers/people';

let t: TestApp;
let companies: [number, number, number];

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const call = async (as: DemoRole, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.call({ method, url, token: await t.login(as), headers, ...(payload ? { payload } : {}) });
const errorsOf = (response: { statusCode: number; json: () => { errors?: Record<string, string> } }) => {
  expect(response.statusCode).toBe(400);
  return response.json().errors ?? {};
};

describe("a person's qualification, citizenship, licence and language", () => {
  it('default to no qualification, EU, unarmed and Italian', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    expect(person).toMatchObject({ qualification: null, citizenship: 'EU', armed: false, language: 'it' });
  });

  it('are created, read and changed through api/user', async () => {
    const guard = await createPerson(t, { companyIds: [companies[0]], qualification: 'GPG', armed: true, language: 'es' });
    expect(guard).toMatchObject({ qualification: 'GPG', citizenship: 'EU', armed: true, language: 'es' });
    expect((await t.app.db.selectFrom('user').select('armed').where('id', '=', guard.id).executeTakeFirstOrThrow()).armed).toBe(1);
    const read = await call('moderator', 'GET', `/api/user/${guard.id}`);
    expect(read.json()).toMatchObject({ qualification: 'GPG', armed: true });
    const patched = await call('moderator', 'PATCH', `/api/user/${guard.id}`, { armed: false, language: 'en' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ qualification: 'GPG', armed: false, language: 'en', citizenship: 'EU' });
    const fiduciario = await call('admin', 'PATCH', `/api/user/${guard.id}`, { qualification: 'FIDUCIARIO', citizenship: 'NON_EU' });
    expect(fiduciario.json()).toMatchObject({ qualification: 'FIDUCIARIO', citizenship: 'NON_EU', armed: false });
    const listed = await call('admin', 'GET', `/api/user?filter=${encodeURIComponent(JSON.stringify({ id: guard.id }))}`);
    expect(listed.json()[0]).toMatchObject({ qualification: 'FIDUCIARIO', citizenship: 'NON_EU' });
  });

  it('a non-EU citizen cannot be a GPG, and only a GPG is armed: 400 on the field', async () => {
    const nonEuGpg = errorsOf(await call('admin', 'POST', '/api/user', userBody({ companyIds: [companies[0]], qualification: 'GPG', citizenship: 'NON_EU' })));
    expect(Object.keys(nonEuGpg)).toEqual(['qualification']);
    expect(nonEuGpg.qualification).toBe('Un cittadino extra UE non può essere guardia particolare giurata');
    const armedPorter = errorsOf(await call('admin', 'POST', '/api/user', userBody({ companyIds: [companies[0]], qualification: 'FIDUCIARIO', armed: true })));
    expect(Object.keys(armedPorter)).toEqual(['armed']);
    expect(Object.keys(errorsOf(await call('admin', 'POST', '/api/user', userBody({ companyIds: [companies[0]], armed: true }))))).toEqual(['armed']);
    for (const bad of [{ qualification: 'SHERIFF' }, { citizenship: 'MARS' }, { armed: 'yes' }, { language: 'fr' }]) {
      expect(Object.keys(errorsOf(await call('admin', 'POST', '/api/user', userBody({ companyIds: [companies[0]], ...bad }))))).toEqual(Object.keys(bad));
    }
  });

  it('checks the rules on the result of an update', async () => {
    const guard = await createPerson(t, { companyIds: [companies[0]], qualification: 'GPG', armed: true });
    expect(Object.keys(errorsOf(await call('admin', 'PATCH', `/api/user/${guard.id}`, { citizenship: 'NON_EU' })))).toEqual(['qualification']);
    expect(Object.keys(errorsOf(await call('admin', 'PATCH', `/api/user/${guard.id}`, { qualification: 'OFFICE' })))).toEqual(['armed']);
    expect(Object.keys(errorsOf(await call('admin', 'PATCH', `/api/user/${guard.id}`, { qualification: null })))).toEqual(['armed']);
    const stored = await call('admin', 'GET', `/api/user/${guard.id}`);
    expect(stored.json()).toMatchObject({ qualification: 'GPG', armed: true, citizenship: 'EU' });
    const { temporaryPassword: _password, message: _message, id: _id, createdAt: _c, updatedAt: _u, active: _a, mustChangePassword: _m, ...whole } = guard;
    const put = await call('admin', 'PUT', `/api/user/${guard.id}`, { ...whole, armed: false, qualification: 'FIDUCIARIO', clientId: undefined });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ qualification: 'FIDUCIARIO', armed: false });
  });
});

describe('the language', () => {
  it('is the person’s own to change at api/auth/me', async () => {
    const changed = await call('worker', 'PATCH', '/api/auth/me', { language: 'es' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().language).toBe('es');
    expect((await call('worker', 'GET', '/api/auth/me')).json().language).toBe('es');
    expect(Object.keys(errorsOf(await call('worker', 'PATCH', '/api/auth/me', { language: 'de' })))).toEqual(['language']);
    expect((await call('worker', 'PATCH', '/api/auth/me', { armed: true })).statusCode).toBe(400);
  });

  it('follows the language the app signs in with, and stays when a sign-in names none', async () => {
    const accountant = await userIdOf(t, 'accounting');
    const signin = (headers: Record<string, string>) =>
      t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: DEMO.accounting, password: DEMO_PASSWORD }, headers });
    const language = async () => (await t.app.db.selectFrom('user').select('language').where('id', '=', accountant).executeTakeFirstOrThrow()).language;
    expect((await signin({ 'accept-language': 'en-GB,en;q=0.9' })).statusCode).toBe(200);
    expect(await language()).toBe('en');
    expect((await signin({})).statusCode).toBe(200);
    expect(await language()).toBe('en');
    expect((await signin({ 'accept-language': 'es' })).statusCode).toBe(200);
    expect(await language()).toBe('es');
  });
});
