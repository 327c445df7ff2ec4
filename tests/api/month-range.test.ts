import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';

/**
 * Issue 24, class 3: a month or a date outside 1900–2100 (`0001-01`, `9999-12`) reached the date
 * arithmetic and answered 500. Every route that takes one answers 400 naming the field, on both
 * databases; a day that does not exist (30 February) is refused the same way.
 */
let t: TestApp;
let c1: number;
let workerId: number;
const tokens = {} as Record<DemoRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  [c1] = await demoCompanyIds(t);
  workerId = await userIdOf(t, 'worker');
  for (const who of ['admin', 'worker', 'client'] as const) tokens[who] = await t.login(who);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const BAD_MONTHS = ['0001-01', '0999-12', '1899-12', '2101-01', '9999-12', '2026-00', '2026-13'];
const BAD_DATES = ['0001-01-01', '0999-12-31', '1899-12-31', '2101-01-01', '9999-12-31', '2026-02-30', '2025-02-29', '2026-04-31'];

const expectField = async (who: DemoRole, method: 'GET' | 'POST', url: string, field: string, payload?: object) => {
  const response = await t.call({ method, url, token: tokens[who], ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload ?? '')}: ${response.body}`).toBe(400);
  expect(Object.keys(response.json().errors ?? {}), url).toContain(field);
};

describe('months out of range', () => {
  const routes: [DemoRole, (month: string) => string][] = [
    ['worker', (m) => `/api/attendance/my?month=${m}`],
    ['worker', (m) => `/api/attendance/my/report?month=${m}&format=pdf`],
    ['admin', (m) => `/api/attendance/month-report?companyId=${c1}&month=${m}&format=xlsx`],
    ['admin', (m) => `/api/attendance/month-summary?companyId=${c1}&month=${m}`],
    ['admin', (m) => `/api/workforce/hours?month=${m}`],
    ['admin', (m) => `/api/workforce/hours.xlsx?month=${m}`],
    ['admin', (m) => `/api/request/statement?siteId=1&month=${m}`],
  ];
  it.each(BAD_MONTHS)('answers 400 on month=%s', async (month) => {
    for (const [who, url] of routes) await expectField(who, 'GET', url(month), 'month');
  });

  it('answers the edges of the range', async () => {
    for (const month of ['1900-01', '2100-12']) {
      const my = await t.call({ method: 'GET', url: `/api/attendance/my?month=${month}`, token: tokens.worker });
      expect(my.statusCode, my.body).toBe(200);
      const summary = await t.call({ method: 'GET', url: `/api/attendance/month-summary?companyId=${c1}&month=${month}`, token: tokens.admin });
      expect(summary.statusCode, summary.body).toBe(200);
    }
  });
});

describe('dates out of range or impossible', () => {
  it.each(BAD_DATES)('answers 400 on %s in a query', async (date) => {
    await expectField('admin', 'GET', `/api/workforce/coverage?date=${date}`, 'date');
    await expectField('admin', 'GET', `/api/workforce/roster?from=${date}&to=${date}`, 'from');
    await expectField('admin', 'GET', `/api/workforce/roster.pdf?siteId=1&from=${date}`, 'from');
    await expectField('admin', 'GET', `/api/deadlines/qualifications?userId=${workerId}&date=${date}`, 'date');
  });

  it.each(BAD_DATES)('answers 400 on %s in a body', async (date) => {
    await expectField('worker', 'POST', '/api/permission', 'startDate', { type: 'FERIE', startDate: date, endDate: date });
    await expectField('admin', 'POST', '/api/deadlines', 'dueDate', { companyId: c1, kind: 'OTHER', title: 'Prova', dueDate: date });
    await expectField('admin', 'POST', '/api/workforce/shifts', 'date', { postId: 1, date, start: '08:00', end: '16:00' });
    await expectField('client', 'POST', '/api/request', 'startDate', { serviceType: 'FIXED', title: 'Prova', startDate: date });
    const manual = { userId: workerId, siteType: null, siteId: null, checkIn: `${date}T08:00:00Z`, checkOut: null, reason: 'Inserimento di prova' };
    await expectField('admin', 'POST', '/api/attendance', 'checkIn', manual);
  });
});
