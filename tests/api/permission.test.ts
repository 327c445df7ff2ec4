import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '../../src/shared/dates';
import type { TestApp } from '../helpers/app';
import { expectNoPasswordHash, userIdOf } from '../helpers/api';
import { askLeave, createLeave, ferie, filterQuery, leaveScene, listOf, newWorker, sickDay, sickLeave, workWeeks, type Worker } from '../helpers/leave';

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
/** Weeks of working days of the leave year that these tests ask for. */
const week = { own: workWeeks(4), behalf: workWeeks(5, 2), outsider: workWeeks(6, 2), notify: workWeeks(9) };
const day = (monday: string, n: number) => addDays(monday, n);

afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('POST /api/permission', () => {
  it('records a worker’s request for themself as PENDING in their company', async () => {
    const response = await askLeave(t, tokens.worker, ferie(week.own, day(week.own, 2), { reason: 'Matrimonio' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Richiesta inviata', userId: workerId, companyId: c1, status: 'PENDING', type: 'FERIE', createdBy: workerId });
    expect(body.userName).toBe('Verdi Giuseppe');
    const row = await t.app.db.selectFrom('permission').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ startDate: week.own, endDate: day(week.own, 2), reason: 'Matrimonio', decidedBy: null });
    const audit = await t.app.db.selectFrom('auditEntry').selectAll().where('entity', '=', 'permission').where('entityId', '=', body.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE']);
  });

  it('lets admin and moderator ask on behalf of a worker of their companies', async () => {
    const byModerator = await createLeave(t, tokens.moderator, ferie(week.behalf, day(week.behalf, 1), { userId: workerId }));
    expect(byModerator).toMatchObject({ userId: workerId, companyId: c1, createdBy: moderatorId, status: 'PENDING' });
    const byAdmin = await createLeave(t, tokens.admin, ferie(day(week.behalf, 2), day(week.behalf, 2), { userId: outsider.id }));
    expect(byAdmin).toMatchObject({ userId: outsider.id, companyId: c3, createdBy: adminId });
  });

  it('refuses a worker asking for somebody else, and a moderator for a worker of another company (403)', async () => {
    const worker = await askLeave(t, tokens.worker, ferie(day(week.behalf, 3), day(week.behalf, 3), { userId: moderatorId }));
    expect(worker.statusCode).toBe(403);
    const moderator = await askLeave(t, tokens.moderator, ferie(day(week.behalf, 3), day(week.behalf, 3), { userId: outsider.id }));
    expect(moderator.statusCode).toBe(403);
    expect(moderator.json().errors.userId).toBe('Dipendente non gestito da te');
    const count = await t.app.db.selectFrom('permission').select('id').where('startDate', '=', day(week.behalf, 3)).execute();
    expect(count).toEqual([]);
  });

  it('refuses accounting and client users (403) and callers without a token (401)', async () => {
    expect((await askLeave(t, tokens.accounting, ferie(day(week.behalf, 4), day(week.behalf, 4)))).statusCode).toBe(403);
    expect((await askLeave(t, tokens.client, ferie(day(week.behalf, 4), day(week.behalf, 4)))).statusCode).toBe(403);
    const anonymous = await t.call({ method: 'POST', url: '/api/permission', payload: ferie(day(week.behalf, 4), day(week.behalf, 4)) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets client management ask for their own leave', async () => {
    const created = await createLeave(t, tokens.clientManagement, ferie(day(week.behalf, 7), day(week.behalf, 8)));
    expect(created.userId).toBe(await userIdOf(t, 'clientManagement'));
  });
});

describe('GET /api/permission', () => {
  it('gives a worker only their own requests, whatever the filter asks', async () => {
    await createLeave(t, outsider.token, ferie(week.outsider, day(week.outsider, 1)));
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
    const filter = { type: 'FERIE', status: 'PENDING', userId: workerId, companyId: c1, startDate_gte: week.own, startDate_lte: day(week.own, 6) };
    const list = await listOf(t, tokens.admin, `/api/permission${filterQuery(filter)}`);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ startDate: week.own, type: 'FERIE', status: 'PENDING' });
    const none = await listOf(t, tokens.admin, `/api/permission${filterQuery({ ...filter, type: 'ROL' })}`);
    expect(none.total).toBe(0);
  });

  it('keeps open-ended sick leave when filtering by end date: no end yet means still running', async () => {
    const sickWorker = await newWorker(t, c1);
    const open = await createLeave(t, sickWorker.token, sickLeave({ startDate: sickDay('11-23'), endDate: null, protocolNumber: 'OPENEND1' }));
    const closed = await createLeave(t, sickWorker.token, sickLeave({ startDate: sickDay('11-02'), endDate: sickDay('11-06'), protocolNumber: 'CLOSED1' }));
    const ids = async (filter: Record<string, unknown>) => (await listOf(t, tokens.admin, `/api/permission${filterQuery({ type: 'MALATTIA', userId: sickWorker.id, ...filter })}`)).rows.map((row) => row.id);
    expect(await ids({ endDate_gte: sickDay('12-01') })).toEqual([open.id]);
    expect(await ids({ endDate_gte: sickDay('11-05') })).toEqual([open.id, closed.id]);
    expect(await ids({ endDate_gte: sickDay('12-01'), startDate_lte: sickDay('11-22') })).toEqual([]);
    const total = await listOf(t, tokens.admin, `/api/permission${filterQuery({ type: 'MALATTIA', userId: sickWorker.id, endDate_gte: sickDay('12-01') })}`);
    expect(total.total).toBe(1);
    for (const value of [['x'], true, 20261201, '1 dicembre']) {
      const bad = await t.call({ method: 'GET', url: `/api/permission${filterQuery({ endDate_gte: value })}`, token: tokens.admin });
      expect(bad.statusCode, JSON.stringify(value)).toBe(400);
      expect(bad.json().errors).toEqual({ 'filter.endDate_gte': 'Valore non valido' });
    }
  });

  it('refuses an unknown filter field (400) and client users (403)', async () => {
    const bad = await t.call({ method: 'GET', url: `/api/permission${filterQuery({ decisionNote: 'x' })}`, token: tokens.admin });
    expect(bad.statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/permission', token: tokens.client })).statusCode).toBe(403);
  });
});

describe('GET /api/permission/{id}', () => {
  it('answers a record to its worker and in scope, 404 to anybody else', async () => {
    const outside = await createLeave(t, outsider.token, ferie(day(week.outsider, 7), day(week.outsider, 7)));
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
    const inside = await createLeave(t, tokens.worker, ferie(week.notify, week.notify));
    const outside = await createLeave(t, outsider.token, ferie(day(week.notify, 1), day(week.notify, 1)));
    const recipients = async (day: string) =>
      (await t.app.db.selectFrom('notification').select(['userId', 'body']).where('kind', '=', 'PERMISSION_REQUESTED').execute())
        .filter((n) => n.body.includes(day))
        .map((n) => n.userId)
        .sort((a, b) => a - b);
    expect(inside.status).toBe('PENDING');
    expect(outside.status).toBe('PENDING');
    expect(await recipients(formatDate(week.notify))).toEqual([adminId, moderatorId].sort((a, b) => a - b));
    expect(await recipients(formatDate(day(week.notify, 1)))).toEqual([adminId]);
  });

  it('links each manager’s notification to the request’s own page, sick leave too', async () => {
    const request = await createLeave(t, tokens.worker, ferie(day(week.notify, 2), day(week.notify, 2)));
    const sick = await createLeave(t, tokens.worker, sickLeave({ startDate: sickDay('07-01'), endDate: sickDay('07-02'), protocolNumber: 'LINK1' }));
    const links = async (kind: string, id: number) =>
      (await t.app.db.selectFrom('notification').select('link').where('kind', '=', kind).where('userId', '=', moderatorId).execute())
        .map((n) => n.link)
        .filter((link) => link === `/permission/${id}/show`);
    expect(await links('PERMISSION_REQUESTED', request.id)).toHaveLength(1);
    expect(await links('SICK_LEAVE_REPORTED', sick.id)).toHaveLength(1);
    const all = await t.app.db.selectFrom('notification').select('link').where('kind', 'in', ['PERMISSION_REQUESTED', 'SICK_LEAVE_REPORTED']).execute();
    expect(all.filter((n) => n.link === '/permission/table')).toEqual([]);
  });
});
