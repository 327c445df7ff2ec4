import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { COMPANY_API } from '../../src/shared/resources';
import { companyBody, demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { newWorker } from '../helpers/leave';

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

const guideOf = async (token: string) => {
  const response = await t.call({ method: 'GET', url: '/api/guide', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { companies: Array<Record<string, unknown> & { id: number }> };
};

describe('GET /api/guide', () => {
  it('answers the demo worker their own company: contacts and the clocking rules the demo saved', async () => {
    const { companies: answer } = await guideOf(await t.login('worker'));
    const company = await t.app.db.selectFrom('company').select(['id', 'name', 'phone', 'email']).where('id', '=', companies[0]).executeTakeFirstOrThrow();
    const settings = await t.app.db.selectFrom('attendanceSetting').selectAll().where('companyId', '=', companies[0]).executeTakeFirst();
    expect(answer).toHaveLength(1);
    expect(answer[0]).toEqual({
      id: company.id,
      name: company.name,
      phone: company.phone,
      email: company.email,
      geolocation: settings?.geolocation ?? 'REQUIRED',
      outsidePolicy: settings?.outsidePolicy ?? 'FLAG',
      retentionDays: Number(settings?.retentionDays ?? 30),
      missedClockOutHours: Number(settings?.missedClockOutHours ?? 14),
    });
    expect(answer[0].phone).toMatch(/^\+39/);
  });

  it('follows a change of the company’s settings at once', async () => {
    const admin = await t.login('admin');
    const saved = await t.call({
      method: 'PUT',
      url: `/api/attendance/settings/${companies[0]}`,
      token: admin,
      payload: { geolocation: 'OPTIONAL', retentionDays: 45, missedClockOutHours: 16 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { companies: answer } = await guideOf(await t.login('worker'));
    expect(answer[0]).toMatchObject({ geolocation: 'OPTIONAL', retentionDays: 45, missedClockOutHours: 16 });
  });

  it('gives a company without phone or e-mail nulls (a blank phone too) and the default rules', async () => {
    const admin = await t.login('admin');
    const created = await t.call({ method: 'POST', url: `/${COMPANY_API.create}`, token: admin, payload: companyBody({ name: 'Azienda senza telefono' }) });
    expect(created.statusCode, created.body).toBe(201);
    const companyId = created.json().id as number;
    await t.app.db.updateTable('company').set({ phone: '   ', email: null }).where('id', '=', companyId).execute();
    const worker = await newWorker(t, companyId);
    const { companies: answer } = await guideOf(worker.token);
    expect(answer).toEqual([
      { id: companyId, name: 'Azienda senza telefono', phone: null, email: null, geolocation: 'REQUIRED', outsidePolicy: 'FLAG', retentionDays: 30, missedClockOutHours: 14 },
    ]);
  });

  it('answers the moderator only the companies they manage, the administrator every company', async () => {
    const moderator = (await guideOf(await t.login('moderator'))).companies.map((c) => c.id).sort();
    expect(moderator).toEqual([companies[0], companies[1]].sort());
    const all = await t.app.db.selectFrom('company').select('id').execute();
    const admin = (await guideOf(await t.login('admin'))).companies.map((c) => c.id).sort();
    expect(admin).toEqual(all.map((c) => c.id).sort());
  });

  it('answers a user left without a company an empty list', async () => {
    // Every worker is created with a company: the link is removed behind the API's back.
    const worker = await newWorker(t, companies[2]);
    await t.app.db.deleteFrom('userCompany').where('userId', '=', worker.id).execute();
    expect((await guideOf(worker.token)).companies).toEqual([]);
  });

  it.each([['accounting'], ['client']] as Array<[DemoRole]>)('refuses %s (403)', async (who) => {
    const response = await t.call({ method: 'GET', url: '/api/guide', token: await t.login(who) });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/guide' })).statusCode).toBe(401);
  });
});
