import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody, createUser, expectNoPasswordHash } from '../helpers/api';

/**
 * Issue 24, class 6: saves of the same record sent at once (PostgreSQL runs them side by side) were
 * each a read then a write, and the losers broke a unique index with a 500. Each save is now one
 * upsert: every answer is 200 and one row holds the last amount.
 */
const TWINS = 24;

let t: TestApp;
let admin: string;

/** A company with nothing saved yet, so that every twin races to insert its first row. */
const newCompany = async () => {
  const response = await t.call({ method: 'POST', url: '/api/company/createCompany', token: admin, payload: companyBody() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

const statuses = (responses: { statusCode: number }[]) => [...new Set(responses.map((r) => r.statusCode))];

const twins = (method: 'PUT', url: string, payload: (i: number) => object) =>
  Promise.all(Array.from({ length: TWINS }, (_, i) => t.call({ method, url, token: admin, payload: payload(i) })));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('concurrent saves of the same record', () => {
  it('keeps one company default per type and year (leave_allowance_default_uq)', async () => {
    const companyId = await newCompany();
    const responses = await twins('PUT', `/api/permission/allowance/company/${companyId}`, (i) => ({ year: 2031, allowances: { FERIE: 20 + i, ROL: 70 } }));
    expect(statuses(responses)).toEqual([200]);
    const rows = await t.app.db.selectFrom('leaveAllowance').select(['type', 'amount']).where('companyId', '=', companyId).where('userId', 'is', null).execute();
    expect(rows.map((r) => r.type).sort()).toEqual(['FERIE', 'ROL']);
    // The saved amount is one of those sent, and every answer showed a saved state.
    expect(responses.map((r) => r.json().defaults.FERIE)).not.toContain(undefined);
    expect(Number(rows.find((r) => r.type === 'FERIE')?.amount)).toBeGreaterThanOrEqual(20);
  });

  it('keeps one worker override per type and year (leave_allowance_user_uq)', async () => {
    const companyId = await newCompany();
    const worker = await createUser(t, { companyIds: [companyId] });
    const responses = await twins('PUT', `/api/permission/allowance/user/${worker.id}`, (i) => ({ year: 2031, allowances: { FERIE: 10 + i } }));
    expect(statuses(responses)).toEqual([200]);
    const rows = await t.app.db.selectFrom('leaveAllowance').select('amount').where('userId', '=', worker.id).where('type', '=', 'FERIE').execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps one row of leave settings per company', async () => {
    const companyId = await newCompany();
    const responses = await twins('PUT', `/api/permission/settings/${companyId}`, (i) => ({ l104MonthlyDays: 1 + (i % 3), hoursPerDay: 8 }));
    expect(statuses(responses)).toEqual([200]);
    expect(await t.app.db.selectFrom('leaveSetting').select('companyId').where('companyId', '=', companyId).execute()).toHaveLength(1);
  });

  it('keeps one row of attendance settings per company', async () => {
    const companyId = await newCompany();
    const responses = await twins('PUT', `/api/attendance/settings/${companyId}`, (i) => ({ retentionDays: 30 + i }));
    expect(statuses(responses)).toEqual([200]);
    expect(await t.app.db.selectFrom('attendanceSetting').select('companyId').where('companyId', '=', companyId).execute()).toHaveLength(1);
  });

  it('removes a default with null while others are saved at once, never a 5xx', async () => {
    const companyId = await newCompany();
    const url = `/api/permission/allowance/company/${companyId}`;
    const responses = await twins('PUT', url, (i) => ({ year: 2032, allowances: { FERIE: i % 2 ? null : 25 } }));
    expect(statuses(responses)).toEqual([200]);
    const rows = await t.app.db.selectFrom('leaveAllowance').select('amount').where('companyId', '=', companyId).where('userId', 'is', null).where('year', '=', 2032).execute();
    expect(rows.length).toBeLessThanOrEqual(1);
  });
});
