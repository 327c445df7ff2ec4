import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyIds, signinPayload } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoClientOf } from '../helpers/access-rows-invitation';

let t: TestApp;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await demoClientOf(t, (await demoCompanyIds(t))[0])).id;
});
afterAll(async () => {
  await t?.close();
});

const setClientActive = async (active: boolean) => {
  const response = await t.call({ method: 'PATCH', url: `/api/client/${clientId}`, token: await t.login('admin'), payload: { active } });
  expect(response.statusCode, response.body).toBe(200);
};

const signin = (password?: string, language = 'it') =>
  t.call({ method: 'POST', url: '/api/auth/signin', payload: signinPayload('client', password), headers: { 'accept-language': language } });

describe('a client user whose client is deactivated', () => {
  it('signs in while the client is active', async () => {
    const response = await signin();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().roles).toEqual(['ROLE_CLIENT']);
  });

  it('is refused with a plain 403 once the office deactivates the client, in their language', async () => {
    await setClientActive(false);
    try {
      const it_ = await signin();
      expect(it_.statusCode).toBe(403);
      expect(it_.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Il tuo cliente non è più attivo: rivolgiti all’azienda che ti serve' });
      expect(it_.json()).not.toHaveProperty('accessToken');
      const en = await signin(undefined, 'en');
      expect(en.statusCode).toBe(403);
      expect(en.json().message).toBe('Your client account is no longer active: contact the company serving you');
      // No session was opened for the refused sign-ins.
      const user = await t.app.db.selectFrom('user').select('id').where('username', '=', 'cliente.demo').executeTakeFirstOrThrow();
      const before = await t.app.db.selectFrom('authSession').select('id').where('userId', '=', user.id).execute();
      await signin();
      expect(await t.app.db.selectFrom('authSession').select('id').where('userId', '=', user.id).execute()).toHaveLength(before.length);
    } finally {
      await setClientActive(true);
    }
  });

  it('a token issued before the deactivation no longer opens the portal (the request routes refuse it)', async () => {
    const token = (await signin()).json().accessToken as string;
    expect((await t.call({ method: 'GET', url: '/api/request', token })).statusCode).toBe(200);
    await setClientActive(false);
    try {
      for (const url of ['/api/request', '/api/request/sites']) {
        const refused = await t.call({ method: 'GET', url, token });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().message).toBe('Il tuo cliente non è più attivo: rivolgiti all’azienda che ti serve');
      }
    } finally {
      await setClientActive(true);
    }
  });

  it('with a wrong password gets the answer of wrong credentials, which says nothing of the client', async () => {
    await setClientActive(false);
    try {
      const response = await signin('Password-Sbagliata-1');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Credenziali non corrette');
    } finally {
      await setClientActive(true);
    }
  });

  it('signs in again once the client is reactivated; staff are never asked about a client', async () => {
    expect((await signin()).statusCode).toBe(200);
    const staff = await t.call({ method: 'POST', url: '/api/auth/signin', payload: signinPayload('worker') });
    expect(staff.statusCode).toBe(200);
  });
});
