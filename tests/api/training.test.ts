import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { attestatoBody } from '../helpers/access-rows-generation';

let t: TestApp;
let companies: [number, number, number];
let workerId: number;
let naples: number;

const generate = async (who: DemoRole, body: Record<string, unknown>) => {
  const response = await t.call({ method: 'POST', url: '/api/document/generate/attestato', token: await t.login(who), payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Array<{ id: number }>;
};
const list = async (who: DemoRole, query = '') => t.call({ method: 'GET', url: `/api/training${query}`, token: await t.login(who) });
const filter = (value: Record<string, unknown>) => `?filter=${encodeURIComponent(JSON.stringify(value))}`;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  workerId = await userIdOf(t, 'worker');
  // The demo's own course (a first-aid course due, for the deadlines) is not this file's subject: it counts what it generates.
  await t.app.db.deleteFrom('trainingRecord').execute();
  naples = (await t.app.db.selectFrom('userCompany').select('userId').where('companyId', '=', companies[2]).orderBy('userId').executeTakeFirstOrThrow()).userId;
  await generate('admin', attestatoBody([workerId], { courseCode: 'PRIMO_SOCCORSO_BC', endDate: '2026-03-04' }));
  await generate('clientManagement', attestatoBody([workerId], { courseCode: 'FORMAZIONE_GENERALE', hours: 4, startDate: '2026-02-02', endDate: '2026-02-02' }));
  await generate('admin', attestatoBody([naples], { courseCode: 'ANTINCENDIO_LIVELLO_1', hours: 4, startDate: '2025-06-10', endDate: '2025-06-10' }));
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('GET api/training', () => {
  it('lists the records with the person, the attestato and the list protocol’s total', async () => {
    const response = await list('admin', '?sort=["completedAt","ASC"]&range=[0,9]');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('training 0-2/3');
    const rows = response.json();
    expect(rows.map((r: { courseCode: string }) => r.courseCode)).toEqual(['ANTINCENDIO_LIVELLO_1', 'FORMAZIONE_GENERALE', 'PRIMO_SOCCORSO_BC']);
    expect(rows[2]).toMatchObject({ userId: workerId, userName: 'Verdi Giuseppe', companyId: companies[0], hours: 12, validUntil: '2029-03-04', provider: 'Formazione Sicura S.r.l.', deliveryMode: 'PRESENZA', certificateNumber: expect.stringMatching(/^\d{4}\/0001$/), documentId: expect.any(Number) });
    expect(rows[1].validUntil).toBeNull();
  });

  it('filters by person, company, course and validity', async () => {
    expect((await list('admin', filter({ userId: naples }))).json()).toHaveLength(1);
    expect((await list('admin', filter({ companyId: companies[0] }))).json()).toHaveLength(2);
    expect((await list('admin', filter({ courseCode: 'PRIMO_SOCCORSO_BC' }))).json()).toHaveLength(1);
    const expiring = (await list('admin', filter({ validUntil_lte: '2030-12-31' }))).json();
    expect(expiring.map((r: { courseCode: string }) => r.courseCode).sort()).toEqual(['ANTINCENDIO_LIVELLO_1', 'PRIMO_SOCCORSO_BC']);
    const bad = await list('admin', filter({ provider: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'filter.provider': 'Campo non filtrabile' });
  });

  it('keeps a moderator to their companies, and client management to what they generated', async () => {
    const moderator = (await list('moderator')).json();
    expect(moderator.map((r: { userId: number }) => r.userId)).not.toContain(naples);
    expect(moderator).toHaveLength(2);
    expect((await list('moderator', filter({ userId: naples }))).json()).toEqual([]);
    const management = (await list('clientManagement')).json();
    expect(management.map((r: { courseCode: string }) => r.courseCode)).toEqual(['FORMAZIONE_GENERALE']);
    expect((await list('worker')).statusCode).toBe(403);
    expect((await list('accounting')).statusCode).toBe(403);
  });

  it('gives each person their own records at /my', async () => {
    const mine = await t.call({ method: 'GET', url: '/api/training/my', token: await t.login('worker') });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((r: { courseCode: string }) => r.courseCode)).toEqual(['PRIMO_SOCCORSO_BC', 'FORMAZIONE_GENERALE']);
    expect((await t.call({ method: 'GET', url: '/api/training/my', token: await t.login('moderator') })).json()).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/training/my', token: await t.login('client') })).statusCode).toBe(403);
  });
});
