import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFORCE_DEFAULTS } from '../../src/shared/schemas/workforce';
import { companyBody, demoCompanyIds } from '../helpers/api';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';

let t: TestApp;
let companies: [number, number, number];

const settings = async (who: DemoRole, query: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  t.call({ method, url: `/api/workforce/settings${query}`, token: await t.login(who), payload });

const changed = () => ({
  lateGraceMinutes: 5,
  noShowGraceMinutes: 20,
  clockWindowMinutes: 45,
  rules: {
    GPG: { ...WORKFORCE_DEFAULTS.rules.GPG, maxWeeklyHours: 50, refuse: ['REST_BETWEEN'] },
    FIDUCIARIO: { ...WORKFORCE_DEFAULTS.rules.FIDUCIARIO, breakAfterHours: 5 },
  },
});

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
});
afterAll(() => t?.close());

describe('the workforce settings of a company', () => {
  it('are the defaults until the company saves its own', async () => {
    const fresh = await t.call({ method: 'POST', url: '/api/company/createCompany', token: await t.login('admin'), payload: companyBody() });
    const response = await settings('admin', `?companyId=${fresh.json().id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(WORKFORCE_DEFAULTS);
  });

  it('are saved whole and read back, with an audit entry', async () => {
    const saved = await settings('moderator', `?companyId=${companies[1]}`, 'PUT', changed());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(changed());
    expect((await settings('admin', `?companyId=${companies[1]}`)).json()).toEqual(changed());
    const again = { ...changed(), lateGraceMinutes: 12 };
    expect((await settings('admin', `?companyId=${companies[1]}`, 'PUT', again)).json()).toEqual(again);
    const audit = await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'workforceSetting').where('entityId', '=', companies[1]).execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses bad values per field, and keeps what was there', async () => {
    const before = (await settings('admin', `?companyId=${companies[0]}`)).json();
    const bad = { ...changed(), lateGraceMinutes: -1, rules: { GPG: { ...changed().rules.GPG, minRestBetweenHours: 30 } } };
    const response = await settings('admin', `?companyId=${companies[0]}`, 'PUT', bad);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['lateGraceMinutes', 'rules.FIDUCIARIO', 'rules.GPG.minRestBetweenHours'].sort());
    expect((await settings('admin', `?companyId=${companies[0]}`)).json()).toEqual(before);
  });

  it('need a company in the caller’s scope: 400 without one, 404 outside it or for none', async () => {
    const missing = await settings('admin', '');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['companyId']);
    expect((await settings('admin', '?companyId=abc')).statusCode).toBe(400);
    expect((await settings('moderator', `?companyId=${companies[2]}`)).statusCode).toBe(404);
    expect((await settings('moderator', `?companyId=${companies[2]}`, 'PUT', changed())).statusCode).toBe(404);
    expect((await settings('admin', '?companyId=987654')).statusCode).toBe(404);
    expect((await settings('admin', `?companyId=${companies[2]}`)).statusCode).toBe(200);
  });

  it('are the office’s', async () => {
    for (const who of ['worker', 'clientManagement', 'accounting', 'client'] as const) {
      expect((await settings(who, `?companyId=${companies[0]}`)).statusCode).toBe(403);
      expect((await settings(who, `?companyId=${companies[0]}`, 'PUT', changed())).statusCode).toBe(403);
    }
  });
});
