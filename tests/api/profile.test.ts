import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { activatedToken, createPerson, signinAs } from '../helpers/people';

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

const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });
const patchMe = (token: string, payload: object) => t.call({ method: 'PATCH', url: '/api/auth/me', token, payload });
const changePassword = (token: string, payload: object) => t.call({ method: 'POST', url: '/api/auth/change-password', token, payload });

describe('GET /api/auth/me', () => {
  it("answers the whole profile of every signed-in user, the client user's client included", async () => {
    const worker = (await me(await t.login('worker'))).json();
    expect(worker).toMatchObject({ fiscalCode: DEMO.worker, sex: 'M', birthDate: '1990-03-10', active: true, mustChangePassword: false });
    expect(worker).toHaveProperty('phone');
    expect(worker).not.toHaveProperty('passwordHash');
    expect(worker.companies).toEqual([{ id: worker.companyIds[0], name: expect.any(String) }]);
    const client = (await me(await t.login('client'))).json();
    expect(client).toMatchObject({ username: DEMO.client, roles: ['ROLE_CLIENT'], companyIds: [companies[0]] });
    expect(client.clientId).toEqual(expect.any(Number));
  });
});

describe('PATCH /api/auth/me', () => {
  it('changes the contact fields of the signed-in user', async () => {
    const token = await t.login('worker');
    const response = await patchMe(token, { phone: '+39 347 000 1122', address: 'Via Appia Nuova 10, 00183 Roma (RM)' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Profilo aggiornato', phone: '+39 347 000 1122', fiscalCode: DEMO.worker });
    expect((await me(token)).json().address).toBe('Via Appia Nuova 10, 00183 Roma (RM)');
  });

  it.each([
    ['roles', { roles: ['ROLE_ADMIN'] }],
    ['companies', { companyIds: [1, 2, 3] }],
    ['fiscal code', { fiscalCode: 'RSSMRA80A01H501U' }],
    ['active flag', { active: true, phone: '+39 06 000 0000' }],
  ])('refuses to touch the %s (400), and changes nothing', async (_label, payload) => {
    const token = await t.login('worker');
    const before = (await me(token)).json();
    const response = await patchMe(token, payload);
    expect(response.statusCode).toBe(400);
    const field = Object.keys(payload)[0];
    expect(response.json().errors[field]).toBe('Questo campo non si può modificare qui');
    expect((await me(token)).json()).toEqual(before);
  });

  it('validates the fields and answers 409 for an email already registered', async () => {
    const token = await t.login('clientManagement');
    const bad = await patchMe(token, { email: 'niente', phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Indirizzo email non valido', phone: 'Numero di telefono non valido' });
    const taken = await patchMe(token, { email: 'mario.rossi@presidiosicurezza.it' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'Email già registrata' });
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password, a strong new one different from it', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    const token = (await signinAs(t, person, person.temporaryPassword)).json().accessToken;
    const wrong = await changePassword(token, { currentPassword: 'Non-E-Questa-1', newPassword: 'Nuova-Password-2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Password attuale non corretta' });
    const weak = await changePassword(token, { currentPassword: person.temporaryPassword, newPassword: 'password123' });
    expect(weak.json().errors).toEqual({ newPassword: 'Password troppo debole: almeno 10 caratteri e non tra le più comuni' });
    const same = await changePassword(token, { currentPassword: person.temporaryPassword, newPassword: person.temporaryPassword });
    expect(same.json().errors).toEqual({ newPassword: 'La nuova password deve essere diversa da quella attuale' });
    const missing = await changePassword(token, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['currentPassword', 'newPassword']);
  });

  it("ends the user's other sessions and keeps this one", async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    const other = (await signinAs(t, person, person.temporaryPassword)).json().accessToken;
    const token = await activatedToken(t, person, person.temporaryPassword);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signinAs(t, person, 'Nuova-Password-2026')).statusCode).toBe(200);
  });
});

describe('a temporary password', () => {
  it('is answered once by a reset, works to sign in, must be changed, then no longer works', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    await activatedToken(t, person, person.temporaryPassword);
    const reset = await t.call({ method: 'POST', url: `/api/user/${person.id}/reset-password`, token: await t.login('moderator') });
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword, message } = reset.json();
    expect(message).toMatch(/Password temporanea generata/);
    expect(temporaryPassword).not.toBe(person.temporaryPassword);
    expect((await signinAs(t, person, 'Nuova-Password-2026')).statusCode).toBe(401);

    const signin = await signinAs(t, person, temporaryPassword);
    expect(signin.statusCode).toBe(200);
    expect(signin.json().mustChangePassword).toBe(true);
    const token = signin.json().accessToken;
    const blocked = await t.call({ method: 'GET', url: '/api/company/allCompanies', token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: 'Devi cambiare la password temporanea prima di continuare' });
    expect((await patchMe(token, { phone: '+39 06 111 2222' })).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await me(token)).json().mustChangePassword).toBe(true);

    const change = await changePassword(token, { currentPassword: temporaryPassword, newPassword: 'Ancora-Nuova-2027' });
    expect(change.statusCode).toBe(200);
    expect((await me(token)).json().mustChangePassword).toBe(false);
    expect((await patchMe(token, { phone: '+39 06 111 2222' })).statusCode).toBe(200);
    expect((await signinAs(t, person, temporaryPassword)).statusCode).toBe(401);
    expect((await signinAs(t, person, 'Ancora-Nuova-2027')).statusCode).toBe(200);
  });

  it('ends the sessions the user had before the reset', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    const token = await activatedToken(t, person, person.temporaryPassword);
    expect((await t.call({ method: 'POST', url: `/api/user/${person.id}/reset-password`, token: await t.login('admin') })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('lets signout through, so the user can leave without changing it', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    const token = (await signinAs(t, person, person.temporaryPassword)).json().accessToken;
    expect((await t.call({ method: 'POST', url: '/api/auth/signout', token })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});
