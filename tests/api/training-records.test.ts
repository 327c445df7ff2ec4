import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { attestatoBody } from '../helpers/access-rows-generation';
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
const body = (overrides: Record<string, unknown> = {}) => ({
  userId: workerId,
  courseCode: 'ANTINCENDIO_LIVELLO_2',
  completedAt: '2026-09-15',
  hours: 8,
  provider: 'Vigili del Fuoco – Comando di Roma',
  certificateNumber: 'VVF-2026-118',
  ...overrides,
});
const post = (as: DemoRole, payload: object) => call(as, 'POST', '/api/training', payload);
const fieldsOf = (response: { statusCode: number; json: () => { errors?: Record<string, string> } }) => {
  expect(response.statusCode).toBe(400);
  return Object.keys(response.json().errors ?? {});
};

describe('POST api/training', () => {
  it("records a course done elsewhere under the person's company, valid for the course's years, with its deadline", async () => {
    const response = await post('moderator', body());
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ message: 'Formazione registrata', userId: workerId, userName: 'Verdi Giuseppe', companyId: companies[0], courseCode: 'ANTINCENDIO_LIVELLO_2', completedAt: '2026-09-15', hours: 8, validUntil: '2031-09-15', provider: 'Vigili del Fuoco – Comando di Roma', certificateNumber: 'VVF-2026-118', documentId: null });
    const stored = await t.app.db.selectFrom('trainingRecord').select(['registerYear', 'registerNumber']).where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ registerYear: null, registerNumber: null });
    const deadline = await t.app.db.selectFrom('deadline').selectAll().where('source', '=', 'TRAINING').where('sourceId', '=', record.id).execute();
    expect(deadline.map((d) => [d.kind, d.dueDate, d.state])).toEqual([['FIRE_SAFETY', '2031-09-15', 'OPEN']]);
    const listed = await call('admin', 'GET', `/api/training?filter=${encodeURIComponent(JSON.stringify({ userId: workerId }))}`);
    expect(listed.json().map((r: { id: number }) => r.id)).toContain(record.id);
    const audit = await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'trainingRecord').where('entityId', '=', record.id).execute();
    expect(audit).toEqual([{ action: 'CREATE' }]);
  });

  it('takes a validity the certificate states, and client management may record too', async () => {
    const response = await post('clientManagement', body({ courseCode: 'RLS', hours: 32, completedAt: '2026-05-04', validUntil: '2027-04-30', certificateNumber: undefined }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ validUntil: '2027-04-30', certificateNumber: null, createdBy: await userIdOf(t, 'clientManagement') });
  });

  it('refuses bad input, field by field', async () => {
    expect(fieldsOf(await post('admin', body({ courseCode: 'CORSO_INVENTATO' })))).toEqual(['courseCode']);
    expect(fieldsOf(await post('admin', body({ completedAt: addDays(today, 1) })))).toEqual(['completedAt']);
    expect(fieldsOf(await post('admin', body({ completedAt: '2026-13-01' })))).toEqual(['completedAt']);
    expect(fieldsOf(await post('admin', body({ validUntil: '2026-09-15' })))).toEqual(['validUntil']);
    expect(fieldsOf(await post('admin', body({ validUntil: '2026-09-14' })))).toEqual(['validUntil']);
    expect(fieldsOf(await post('admin', body({ hours: 0 })))).toEqual(['hours']);
    expect(fieldsOf(await post('admin', body({ provider: ' ' })))).toEqual(['provider']);
    const other = await createUser(t, { companyIds: [companies[0]] });
    const theirs = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: other.id, type: 'OTHER' });
    expect(fieldsOf(await post('admin', body({ documentId: theirs.id })))).toEqual(['documentId']);
    const mine = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'OTHER' });
    expect((await post('admin', body({ documentId: mine.id }))).json().documentId).toBe(mine.id);
  });

  it('answers 404 for a person outside the caller’s companies, a client’s login or nobody; 403 to the others', async () => {
    expect((await post('moderator', body({ userId: naples }))).statusCode).toBe(404);
    expect((await post('clientManagement', body({ userId: naples }))).statusCode).toBe(404);
    expect((await post('admin', body({ userId: await userIdOf(t, 'client') }))).statusCode).toBe(404);
    expect((await post('admin', body({ userId: 999_999 }))).statusCode).toBe(404);
    for (const who of ['worker', 'accounting', 'client'] as const) expect((await post(who, body())).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/training', payload: body() })).statusCode).toBe(401);
  });
});

describe('DELETE api/training/{id}', () => {
  it('withdraws a record typed by mistake and its deadline; a moderator only in their companies', async () => {
    const earlier = (await post('admin', body({ userId: naples, completedAt: '2024-02-01' }))).json();
    const wrong = (await post('admin', body({ userId: naples, completedAt: '2026-02-01' }))).json();
    expect((await call('moderator', 'DELETE', `/api/training/${wrong.id}`)).statusCode).toBe(404);
    expect((await call('clientManagement', 'DELETE', `/api/training/${wrong.id}`)).statusCode).toBe(403);
    const response = await call('admin', 'DELETE', `/api/training/${wrong.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: wrong.id, message: 'Formazione eliminata' });
    expect(await t.app.db.selectFrom('trainingRecord').select('id').where('id', '=', wrong.id).execute()).toEqual([]);
    const deadlines = await t.app.db.selectFrom('deadline').select(['sourceId', 'state', 'dueDate']).where('subjectId', '=', naples).where('kind', '=', 'FIRE_SAFETY').execute();
    expect(deadlines).toEqual([{ sourceId: earlier.id, state: 'OPEN', dueDate: '2029-02-01' }]);
    expect((await call('admin', 'DELETE', `/api/training/${wrong.id}`)).statusCode).toBe(404);
  });

  it("keeps an attestato of the company's register: its number stays assigned", async () => {
    const generated = await call('admin', 'POST', '/api/document/generate/attestato', attestatoBody([workerId]));
    expect(generated.statusCode, generated.body).toBe(201);
    const record = await t.app.db.selectFrom('trainingRecord').select('id').where('documentId', '=', generated.json().data[0].id).executeTakeFirstOrThrow();
    expect((await call('admin', 'DELETE', `/api/training/${record.id}`)).statusCode).toBe(409);
  });
});
