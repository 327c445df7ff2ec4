import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { expectNoPasswordHash, userIdOf } from '../helpers/api';
import { askLeave, createLeave, ferie, filterQuery, leaveScene, listOf, type Worker } from '../helpers/leave';

let t: TestApp;
let c1: number;
let c3: number;
let workerId: number;
let moderatorId: number;
let adminId: number;
let outsider: Worker;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, c1, c3, workerId, moderatorId, adminId, outsider, tokens } = await leaveScene());
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('POST /api/permission', () => {
  it('records a worker’s request for themself as PENDING in their company', async () => {
    const response = await askLeave(t, tokens.worker, ferie('2031-01-06', '2031-01-08', { reason: 'Matrimonio' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Richiesta inviata', userId: workerId, companyId: c1, status: 'PENDING', type: 'FERIE', createdBy: workerId });
    expect(body.userName).toBe('Verdi Giuseppe');
    const row = await t.app.db.selectFrom('permission').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ startDate: '2031-01-06', endDate: '2031-01-08', reason: 'Matrimonio', decidedBy: null });
    const audit = await t.app.db.selectFrom('auditEntry').selectAll().where('entity', '=', 'permission').where('entityId', '=', body.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE']);
  });

  it('lets admin and moderator ask on behalf of a worker of their companies', async () => {
    const byModerator = await createLeave(t, tokens.moderator, ferie('2031-02-02', '2031-02-03', { userId: workerId }));
    expect(byModerator).toMatchObject({ userId: workerId, companyId: c1, createdBy: moderatorId, status: 'PENDING' });
    const byAdmin = await createLeave(t, tokens.admin, ferie('2031-02-04', '2031-02-04', { userId: outsider.id }));
    expect(byAdmin).toMatchObject({ userId: outsider.id, companyId: c3, createdBy: adminId });
  });

  it('refuses a worker asking for somebody else, and a moderator for a worker of another company (403)', async () => {
    const worker = await askLeave(t, tokens.worker, ferie('2031-02-09', '2031-02-09', { userId: moderatorId }));
    expect(worker.statusCode).toBe(403);
    const moderator = await askLeave(t, tokens.moderator, ferie('2031-02-09', '2031-02-09', { userId: outsider.id }));
    expect(moderator.statusCode).toBe(403);
    expect(moderator.json().errors.userId).toBe('Dipendente non gestito da te');
    const count = await t.app.db.selectFrom('permission').select('id').where('startDate', '=', '2031-02-09').execute();
    expect(count).toEqual([]);
  });

  it('refuses accounting and client users (403) and callers without a token (401)', async () => {
    expect((await askLeave(t, tokens.accounting, ferie('2031-02-10', '2031-02-10'))).statusCode).toBe(403);
    expect((await askLeave(t, tokens.client, ferie('2031-02-10', '2031-02-10'))).statusCode).toBe(403);
    const anonymous = await t.call({ method: 'POST', url: '/api/permission', payload: ferie('2031-02-10', '2031-02-10') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets client management ask for their own leave', async () => {
    const created = await createLeave(t, tokens.clientManagement, ferie('2031-02-16', '2031-02-17'));
    expect(created.userId).toBe(await userIdOf(t, 'clientManagement'));
  });
});

describe('GET /api/permission', () => {
  it('gives a worker only their own requests, whatever the filter asks', async () => {
    await createLeave(t, outsider.token, ferie('2031-03-02', '2031-03-03'));
    const own = await listOf(t, tokens.worker, `/api/permission${filterQuery({}, '&range=[0,499]')}`);
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((row) => row.userId === workerId)).toBe(true);
    const other = await listOf(t, tokens.worker, `/api/permission${filterQuery({ userId: outsider.id })}`);
    expect(other.total).toBe(0);
  });

  it('gives the moderator their companies’ requests and never another company’s', async () => {
    const all = await listOf(t, tokens.moderator, `/api/permission${filterQuery({}, '&range=[0,499]')}`);
    expect(all.rows.some((row) => row.userId === workerId)).toBe(true);
    expect(all.rows.some((row) => row.companyId === c3)).toBe(false);
    expect((await listOf(t, tokens.moderator, `/api/permission${filterQuery({ companyId: c3 })}`)).total).toBe(0);
    const admin = await listOf(t, tokens.admin, `/api/permission${filterQuery({ companyId: c3 })}`);
    expect(admin.total).toBeGreaterThan(0);
  });

  it('lets accounting read the requests of its company only', async () => {
    const list = await listOf(t, tokens.accounting, `/api/permission${filterQuery({}, '&range=[0,499]')}`);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((row) => row.companyId === c1)).toBe(true);
  });

  it('filters by type, status, user, company and start dates, with the total in Content-Range', async () => {
    const filter = { type: 'FERIE', status: 'PENDING', userId: workerId, companyId: c1, startDate_gte: '2031-01-01', startDate_lte: '2031-01-31' };
    const list = await listOf(t, tokens.admin, `/api/permission${filterQuery(filter)}`);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ startDate: '2031-01-06', type: 'FERIE', status: 'PENDING' });
    const none = await listOf(t, tokens.admin, `/api/permission${filterQuery({ ...filter, type: 'ROL' })}`);
    expect(none.total).toBe(0);
  });

  it('refuses an unknown filter field (400) and client users (403)', async () => {
    const bad = await t.call({ method: 'GET', url: `/api/permission${filterQuery({ decisionNote: 'x' })}`, token: tokens.admin });
    expect(bad.statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/permission', token: tokens.client })).statusCode).toBe(403);
  });
});

describe('GET /api/permission/{id}', () => {
  it('answers a record to its worker and in scope, 404 to anybody else', async () => {
    const outside = await createLeave(t, outsider.token, ferie('2031-03-09', '2031-03-09'));
    expect((await t.call({ method: 'GET', url: `/api/permission/${outside.id}`, token: outsider.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/permission/${outside.id}`, token: tokens.admin })).statusCode).toBe(200);
    for (const who of ['moderator', 'worker', 'accounting'] as const) {
      const response = await t.call({ method: 'GET', url: `/api/permission/${outside.id}`, token: tokens[who] });
      expect(response.statusCode, who).toBe(404);
    }
  });
});

describe('notifications of requests', () => {
  it('tells every administrator and the moderators of the worker’s company, nobody else', async () => {
    const inside = await createLeave(t, tokens.worker, ferie('2031-07-06', '2031-07-06'));
    const outside = await createLeave(t, outsider.token, ferie('2031-07-07', '2031-07-07'));
    const recipients = async (day: string) =>
      (await t.app.db.selectFrom('notification').select(['userId', 'body']).where('kind', '=', 'PERMISSION_REQUESTED').execute())
        .filter((n) => n.body.includes(day))
        .map((n) => n.userId)
        .sort((a, b) => a - b);
    expect(inside.status).toBe('PENDING');
    expect(outside.status).toBe('PENDING');
    expect(await recipients('06/07/2031')).toEqual([adminId, moderatorId].sort((a, b) => a - b));
    expect(await recipients('07/07/2031')).toEqual([adminId]);
  });
});
