import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';

let t: TestApp;
let demoClient: { id: number; companyId: number };

const sites = async (who: DemoRole, query = '') => t.call({ method: 'GET', url: `/api/request/sites${query}`, token: await t.login(who), headers: { 'accept-language': 'it' } });

beforeAll(async () => {
  t = await createTestApp();
  demoClient = await t.app.db
    .selectFrom('user')
    .innerJoin('client', 'client.id', 'user.clientId')
    .select(['client.id', 'client.companyId'])
    .where('user.username', '=', 'cliente.demo')
    .executeTakeFirstOrThrow();
});
afterAll(() => t?.close());

describe('the sites of the portal', () => {
  it('are a client user’s own client’s, whatever client they name', async () => {
    const own = await sites('client');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().length).toBeGreaterThan(0);
    for (const site of own.json()) expect(Object.keys(site).sort()).toEqual(['address', 'clientId', 'id', 'name']);
    expect(own.json().every((site: { clientId: number }) => site.clientId === demoClient.id)).toBe(true);

    const other = await t.app.db.selectFrom('client').select('id').where('id', '!=', demoClient.id).executeTakeFirstOrThrow();
    const named = await sites('client', `?clientId=${other.id}`);
    expect(named.json()).toEqual(own.json());
  });

  it('are a named client’s for the office, within its companies', async () => {
    const admin = await sites('admin', `?clientId=${demoClient.id}`);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual((await sites('client')).json());

    const moderatorCompanies = await t.app.db
      .selectFrom('userCompany')
      .innerJoin('user', 'user.id', 'userCompany.userId')
      .select('userCompany.companyId')
      .where('user.fiscalCode', '=', 'BNCLRA85M55F205Q')
      .execute();
    const outside = await t.app.db
      .selectFrom('client')
      .select('id')
      .where('companyId', 'not in', moderatorCompanies.map((row) => row.companyId))
      .executeTakeFirstOrThrow();
    expect((await sites('moderator', `?clientId=${outside.id}`)).statusCode).toBe(404);
    expect((await sites('admin', '?clientId=2147483647')).statusCode).toBe(404);
  });

  it('need the client named by the office, as a number', async () => {
    const missing = await sites('clientManagement');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ clientId: expect.any(String) });
    const bad = await sites('admin', '?clientId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('clientId');
  });

  it('are refused to a client user whose client was deactivated, with the reason', async () => {
    await t.app.db.updateTable('client').set({ active: 0 }).where('id', '=', demoClient.id).execute();
    try {
      const refused = await sites('client');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/non è più attivo/);
    } finally {
      await t.app.db.updateTable('client').set({ active: 1 }).where('id', '=', demoClient.id).execute();
    }
  });
});
