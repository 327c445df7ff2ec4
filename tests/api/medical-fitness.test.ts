import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { uploaded } from '../helpers/documents';

let t: TestApp;
let companies: [number, number, number];
let workerId: number;
let naples: number;
const today = todayInRome();

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  workerId = await userIdOf(t, 'worker');
  naples = (await createUser(t, { companyIds: [companies[2]] })).id;
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const call = async (as: DemoRole, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: await t.login(as), ...(payload ? { payload } : {}) });
const post = (as: DemoRole, payload: object) => call(as, 'POST', '/api/medical-fitness', payload);
const visit = async (as: DemoRole, payload: object) => {
  const response = await post(as, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const fieldsOf = (response: { statusCode: number; json: () => { errors?: Record<string, string> } }) => {
  expect(response.statusCode).toBe(400);
  return Object.keys(response.json().errors ?? {});
};
const list = async (as: DemoRole, filter: object = {}) => call(as, 'GET', `/api/medical-fitness?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`);

describe('POST api/medical-fitness', () => {
  it("records a judgement under the person's company, the next visit a year later by default, with its audit entry", async () => {
    const row = await visit('moderator', { userId: workerId, visitDate: '2026-06-10', outcome: 'FIT_WITH_LIMITS', limits: 'Non idoneo al lavoro notturno oltre le 6 ore', doctor: 'Dott. Franco Medici' });
    expect(row).toMatchObject({ userId: workerId, userName: 'Verdi Giuseppe', companyId: companies[0], outcome: 'FIT_WITH_LIMITS', validUntil: '2027-06-10', unfitUntil: null, documentId: null });
    expect(row.message).toBeTruthy();
    const audit = await t.app.db.selectFrom('auditEntry').select(['action', 'actorId']).where('entity', '=', 'medicalFitness').where('entityId', '=', row.id).execute();
    expect(audit).toEqual([{ action: 'CREATE', actorId: await userIdOf(t, 'moderator') }]);
  });

  it("takes the company's own validity, and the doctor's date when given", async () => {
    const person = await createUser(t, { companyIds: [companies[1]] });
    await t.app.db.insertInto('deadlineKindSetting').values({ companyId: companies[1], kind: 'MEDICAL_FITNESS', validityMonths: 6, leadDays: 30, remindTo: 'OFFICE', blocks: 'NO' }).execute();
    expect((await visit('admin', { userId: person.id, visitDate: '2026-08-31', outcome: 'FIT' })).validUntil).toBe('2027-02-28');
    expect((await visit('admin', { userId: person.id, visitDate: '2026-09-01', outcome: 'FIT', validUntil: '2026-12-01' })).validUntil).toBe('2026-12-01');
    const deadline = await t.app.db.selectFrom('deadline').selectAll().where('subjectId', '=', person.id).where('kind', '=', 'MEDICAL_FITNESS').where('state', '=', 'OPEN').execute();
    expect(deadline.map((d) => [d.dueDate, d.leadDays])).toEqual([['2026-12-01', 30]]);
  });

  it('refuses bad input, field by field', async () => {
    expect(fieldsOf(await post('admin', { userId: workerId, visitDate: addDays(today, 1), outcome: 'FIT' }))).toEqual(['visitDate']);
    expect(fieldsOf(await post('admin', { userId: workerId, visitDate: '2026-02-30', outcome: 'FIT' }))).toEqual(['visitDate']);
    expect(fieldsOf(await post('admin', { userId: workerId, visitDate: '2026-10-01', outcome: 'MAYBE' }))).toEqual(['outcome']);
    expect(fieldsOf(await post('admin', { userId: workerId, visitDate: '2026-10-01', outcome: 'FIT_WITH_LIMITS' }))).toEqual(['limits']);
    expect(fieldsOf(await post('admin', { userId: workerId, visitDate: '2026-10-01', outcome: 'TEMPORARILY_UNFIT' }))).toEqual(['unfitUntil']);
    expect(fieldsOf(await post('admin', { userId: workerId, visitDate: '2026-10-01', outcome: 'FIT', validUntil: '2026-10-01' }))).toEqual(['validUntil']);
    expect(fieldsOf(await post('admin', { visitDate: '2026-10-01', outcome: 'FIT' }))).toEqual(['userId']);
  });

  it("takes as certificate only a document of the same person", async () => {
    const other = await createUser(t, { companyIds: [companies[0]] });
    const theirs = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: other.id, type: 'MEDICAL_FITNESS', issuedAt: '2026-10-01' });
    const mine = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'MEDICAL_FITNESS', issuedAt: '2026-10-01' });
    expect(fieldsOf(await post('admin', { userId: workerId, visitDate: '2026-10-01', outcome: 'FIT', documentId: theirs.id }))).toEqual(['documentId']);
    expect(fieldsOf(await post('admin', { userId: workerId, visitDate: '2026-10-01', outcome: 'FIT', documentId: 999_999 }))).toEqual(['documentId']);
    expect((await visit('admin', { userId: workerId, visitDate: '2026-10-01', outcome: 'FIT', documentId: mine.id })).documentId).toBe(mine.id);
  });

  it('answers 404 for a person outside the caller’s companies, a client’s login or nobody', async () => {
    expect((await post('moderator', { userId: naples, visitDate: '2026-10-01', outcome: 'FIT' })).statusCode).toBe(404);
    expect((await post('admin', { userId: await userIdOf(t, 'client'), visitDate: '2026-10-01', outcome: 'FIT' })).statusCode).toBe(404);
    expect((await post('admin', { userId: 999_999, visitDate: '2026-10-01', outcome: 'FIT' })).statusCode).toBe(404);
    const admin2 = await createUser(t, { roles: ['ROLE_ADMIN'] });
    expect(fieldsOf(await post('admin', { userId: admin2.id, visitDate: '2026-10-01', outcome: 'FIT' }))).toEqual(['userId']);
  });

  it('is health data: nobody but the back office', async () => {
    for (const who of ['worker', 'clientManagement', 'accounting', 'client'] as const) {
      expect((await post(who, { userId: workerId, visitDate: '2026-10-01', outcome: 'FIT' })).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/medical-fitness' })).statusCode).toBe(401);
  });
});

describe('GET and DELETE api/medical-fitness', () => {
  it("lists with the protocol, a moderator only their companies' visits, and reads one in scope", async () => {
    const outside = await visit('admin', { userId: naples, visitDate: '2026-09-20', outcome: 'TEMPORARILY_UNFIT', unfitUntil: addDays(today, 7) });
    const all = await list('admin', { userId: naples });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe('medical-fitness 0-0/1');
    expect(all.json()[0]).toMatchObject({ id: outside.id, outcome: 'TEMPORARILY_UNFIT', unfitUntil: addDays(today, 7) });
    expect((await list('moderator', { userId: naples })).json()).toEqual([]);
    expect((await list('moderator')).json().every((row: { companyId: number }) => companies.slice(0, 2).includes(row.companyId))).toBe(true);
    expect((await list('admin', { companyId: companies[2] })).json().map((row: { id: number }) => row.id)).toContain(outside.id);
    expect((await call('moderator', 'GET', `/api/medical-fitness/${outside.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/medical-fitness/${outside.id}`)).json().userId).toBe(naples);
    expect((await call('admin', 'GET', '/api/medical-fitness/999999')).statusCode).toBe(404);
    expect((await list('admin', { doctor: 'x' })).statusCode).toBe(400);
  });

  it('deletes a judgement typed by mistake: the previous visit sets the deadline again', async () => {
    const person = await createUser(t, { companyIds: [companies[2]] });
    const first = await visit('admin', { userId: person.id, visitDate: '2026-01-10', outcome: 'FIT' });
    const wrong = await visit('admin', { userId: person.id, visitDate: '2026-10-10', outcome: 'UNFIT' });
    expect((await call('moderator', 'DELETE', `/api/medical-fitness/${wrong.id}`)).statusCode).toBe(404);
    expect((await call('worker', 'DELETE', `/api/medical-fitness/${wrong.id}`)).statusCode).toBe(403);
    const deleted = await call('admin', 'DELETE', `/api/medical-fitness/${wrong.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(wrong.id);
    const deadlines = await t.app.db.selectFrom('deadline').select(['sourceId', 'state', 'dueDate']).where('subjectId', '=', person.id).where('kind', '=', 'MEDICAL_FITNESS').execute();
    expect(deadlines).toEqual([{ sourceId: first.id, state: 'OPEN', dueDate: '2027-01-10' }]);
    expect((await call('admin', 'DELETE', `/api/medical-fitness/${first.id}`)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('deadline').select('id').where('subjectId', '=', person.id).where('source', '=', 'MEDICAL').execute()).toEqual([]);
  });
});
