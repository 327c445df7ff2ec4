import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDeadline } from '../../src/shared/schemas/deadline';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, userIdOf } from '../helpers/api';
import { day, listDeadlines, manualDeadline, patchDeadline } from '../helpers/deadlines';

let t: TestApp;
let companies: [number, number, number];

/** Every status but DONE: the same rows as the default view, answered by the general query. */
const NOT_DONE = ['OK', 'DUE_SOON', 'EXPIRED', 'RENEWAL_FILED'];

const page = async (who: 'admin' | 'moderator', filter: Record<string, unknown>, query: Record<string, string>) => {
  const response = await listDeadlines(t, who, filter, query);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return { rows: response.json() as TDeadline[], range: String(response.headers['content-range']) };
};

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  const worker = await userIdOf(t, 'worker');
  // Beside the demo's: a manual one with a note, one snoozed, a renewal filed, and a company's own blocking.
  await manualDeadline(t, { subjectType: 'COMPANY', subjectId: companies[1], title: 'Licenza prefettizia dell’istituto', dueDate: day(3), note: 'Chiedere in Questura' });
  const snoozed = await manualDeadline(t, { subjectType: 'USER', subjectId: worker, title: 'Visita oculistica', dueDate: day(-2) });
  expect((await patchDeadline(t, snoozed.id, { snoozedUntil: day(5), note: 'In attesa del referto' })).statusCode).toBe(200);
  const token = await t.login('admin');
  const put = await t.call({
    method: 'PUT',
    url: '/api/deadlines/kinds/VEHICLE_INSURANCE',
    token,
    payload: { companyId: companies[0], validityMonths: 12, leadDays: 45, remindTo: 'OFFICE', blocks: 'ALL' },
  });
  expect(put.statusCode, put.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('the default view, written by the database', () => {
  it.each([
    ['admin', {}, '[0,24]', 'ASC'],
    ['admin', {}, '[3,9]', 'DESC'],
    ['admin', { companyId: 0 }, '[0,4]', 'ASC'],
    ['admin', { companyId: 'FIRST' }, '[0,24]', 'ASC'],
    ['moderator', {}, '[0,24]', 'ASC'],
    ['moderator', { companyId: 'THIRD' }, '[0,24]', 'DESC'],
  ] as const)('answers %s %j %s %s exactly as the general query does, field by field', async (who, asked, range, order) => {
    const filter: Record<string, unknown> = { ...asked };
    if (filter.companyId === 'FIRST') filter.companyId = companies[0];
    if (filter.companyId === 'THIRD') filter.companyId = companies[2];
    const query = { range, sort: JSON.stringify(['dueDate', order]) };
    const fast = await page(who, filter, query);
    const general = await page(who, { ...filter, status: NOT_DONE }, query);
    expect(fast.rows).toEqual(general.rows);
    expect(fast.range).toBe(general.range);
    if (range === '[0,24]' && who === 'admin' && !('companyId' in asked)) expect(fast.rows.length).toBeGreaterThan(5);
  });

  it('carries every field of a deadline, the company’s own blocking and the statuses of today', async () => {
    const { rows } = await page('admin', {}, { range: '[0,999]' });
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(Object.keys(rows[0]).sort());
    expect(Object.keys(rows[0]).length).toBe(20);
    const insurance = rows.find((row) => row.kind === 'VEHICLE_INSURANCE' && row.companyId === companies[0]);
    expect(insurance?.blocks).toBe('ALL');
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of ['EXPIRED', 'DUE_SOON', 'OK', 'RENEWAL_FILED']) expect(statuses).toContain(status);
    const snoozed = rows.find((row) => row.title === 'Visita oculistica');
    expect(snoozed).toMatchObject({ status: 'EXPIRED', snoozedUntil: day(5), note: 'In attesa del referto', subjectType: 'USER' });
    expect(snoozed?.subjectName).toMatch(/Verdi/);
  });

  it('answers an empty page past the end with the total', async () => {
    const { rows, range } = await page('admin', {}, { range: '[5000,5024]' });
    expect(rows).toEqual([]);
    expect(range).toMatch(/\/\d+$/);
  });
});
