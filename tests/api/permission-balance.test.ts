import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { leaveDays } from '../../src/shared/leave';
import { computeBalance } from '../../src/server/resources/permission/balance';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody, demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { createLeave, decide, LEAVE_YEAR, newWorker, workWeeks, type Worker } from '../helpers/leave';

let t: TestApp;
let c2: number;
let c3: number;
let worker: Worker;
let pendingFerie: { id: number };
/** Four weeks of working days of the leave year, Monday to Saturday. */
const w = workWeeks(3, 4);
const day = (n: number) => addDays(w, n);
const year = `?year=${LEAVE_YEAR}`;

beforeAll(async () => {
  t = await createTestApp();
  [, c2, c3] = await demoCompanyIds(t);
  worker = await newWorker(t, c2);
  const moderator = await t.login('moderator');
  const approved = async (payload: Record<string, unknown>) => decide(t, moderator, (await createLeave(t, worker.token, payload)).id, 'approve');
  // Monday to Friday is five leave days.
  pendingFerie = await createLeave(t, worker.token, { type: 'FERIE', startDate: w, endDate: day(4) });
  await approved({ type: 'FERIE', startDate: day(7), endDate: day(8) });
  const rejected = await createLeave(t, worker.token, { type: 'FERIE', startDate: day(14), endDate: day(16) });
  await decide(t, moderator, rejected.id, 'reject', 'Servizio scoperto');
  const cancelled = await createLeave(t, worker.token, { type: 'FERIE', startDate: day(21), endDate: day(21) });
  await decide(t, worker.token, cancelled.id, 'cancel');
  await createLeave(t, worker.token, { type: 'FERIE', startDate: day(11), startTime: '09:00', endTime: '13:00' });
  await approved({ type: 'ROL', startDate: day(9), startTime: '09:00', endTime: '13:00' });
  await approved({ type: 'ROL', startDate: day(10), endDate: day(10) });
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const balance = async (token: string, query: string) => {
  const response = await t.call({ method: 'GET', url: `/api/permission/balance${query}`, token });
  return { status: response.statusCode, body: response.json() };
};
const item = (body: { items: Array<{ type: string }> }, type: string) => body.items.find((i) => i.type === type);

describe('GET /api/permission/balance', () => {
  it('counts approved requests as planned while ahead and pending ones as pending; rejected and cancelled ones not at all', async () => {
    const { status, body } = await balance(worker.token, year);
    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: worker.id, year: LEAVE_YEAR });
    // The demo companies' defaults (26 days, 72 h, 32 h) carry over from the year they were set.
    expect(body.items).toEqual([
      // The leave year is next year: approved leave there is planned, none of it used yet.
      { type: 'FERIE', unit: 'DAYS', allowance: 26, used: 0, planned: 2, pending: 5.5, remaining: 24, available: 18.5 },
      { type: 'ROL', unit: 'HOURS', allowance: 72, used: 0, planned: 12, pending: 0, remaining: 60, available: 60 },
      { type: 'EX_FESTIVITA', unit: 'HOURS', allowance: 32, used: 0, planned: 0, pending: 0, remaining: 32, available: 32 },
    ]);
  });

  it('moves a request from pending to planned when it is approved', async () => {
    await decide(t, await t.login('admin'), pendingFerie.id, 'approve');
    const { body } = await balance(worker.token, year);
    expect(item(body, 'FERIE')).toMatchObject({ used: 0, planned: 7, pending: 0.5, remaining: 19, available: 18.5 });
  });

  it('counts approved leave as used up to today and planned after it, as payroll does', async () => {
    const on = async (today: string) => (await computeBalance(t.app.db, worker.id, c2, LEAVE_YEAR, today)).items;
    // Monday to Friday (day 0–4) and day 7–8 of FERIE; 4 h of ROL on day 9 and a whole day (8 h) on day 10.
    expect(await on(day(7))).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'FERIE', used: 6, planned: 1, remaining: 19 }),
      expect.objectContaining({ type: 'ROL', used: 0, planned: 12, remaining: 60 }),
    ]));
    expect(await on(day(9))).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'FERIE', used: 7, planned: 0, remaining: 19 }),
      expect.objectContaining({ type: 'ROL', used: 4, planned: 8, remaining: 60 }),
    ]));
    // The year over, everything approved was taken.
    expect(await on(`${LEAVE_YEAR + 1}-01-10`)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'ROL', used: 12, planned: 0 })]));
  });

  it('splits a request across the new year by its leave days', async () => {
    const other = await newWorker(t, c2);
    // From this year into the leave year (next year), each year counting its own leave days; 1 January is a holiday.
    const thisYear = LEAVE_YEAR - 1;
    const [from, to] = [`${thisYear}-12-28`, `${LEAVE_YEAR}-01-03`];
    await createLeave(t, other.token, { type: 'FERIE', startDate: from, endDate: to });
    const patronDay = (await t.app.db.selectFrom('company').select('patronDay').where('id', '=', c2).executeTakeFirstOrThrow()).patronDay;
    const [before, after] = [leaveDays(from, `${thisYear}-12-31`, 'FERIE', patronDay), leaveDays(`${LEAVE_YEAR}-01-01`, to, 'FERIE', patronDay)];
    expect(before + after).toBeGreaterThanOrEqual(5);
    expect(item((await balance(other.token, `?year=${thisYear}`)).body, 'FERIE')).toMatchObject({ pending: before });
    expect(item((await balance(other.token, year)).body, 'FERIE')).toMatchObject({ pending: after });
  });

  it('answers the current year in Europe/Rome by default', async () => {
    const { body } = await balance(worker.token, '');
    expect(body.year).toBe(Number(todayInRome().slice(0, 4)));
  });

  it('lets the back office and accounting read a worker of their companies; a worker only their own', async () => {
    expect((await balance(await t.login('moderator'), `?year=${LEAVE_YEAR}&userId=${worker.id}`)).body.items).toHaveLength(3);
    expect((await balance(await t.login('admin'), `?year=${LEAVE_YEAR}&userId=${worker.id}`)).status).toBe(200);
    expect((await balance(await t.login('accounting'), `?year=${LEAVE_YEAR}&userId=${worker.id}`)).status).toBe(404);
    expect((await balance(await t.login('worker'), `?year=${LEAVE_YEAR}&userId=${worker.id}`)).status).toBe(403);
    expect((await balance(await t.login('client'), year)).status).toBe(403);
    const outsider = await newWorker(t, c3);
    expect((await balance(await t.login('moderator'), `?userId=${outsider.id}`)).status).toBe(404);
    expect((await balance(worker.token, '?year=20310')).status).toBe(400);
  });

  it('lists no type without an allowance', async () => {
    const admin = await t.login('admin');
    const companyId = (await t.call({ method: 'POST', url: '/api/company/createCompany', token: admin, payload: companyBody() })).json().id as number;
    const fresh = await newWorker(t, companyId);
    expect((await balance(fresh.token, year)).body.items).toEqual([]);
    const put = await t.call({ method: 'PUT', url: `/api/permission/allowance/company/${companyId}`, token: admin, payload: { year: LEAVE_YEAR, allowances: { FERIE: 22 } } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await balance(fresh.token, year)).body.items.map((i: { type: string }) => i.type)).toEqual(['FERIE']);
  });
});

describe('allowances', () => {
  const putUser = async (token: string, userId: number, payload: unknown) =>
    t.call({ method: 'PUT', url: `/api/permission/allowance/user/${userId}`, token, payload: payload as object });
  const putCompany = async (token: string, companyId: number, payload: unknown) =>
    t.call({ method: 'PUT', url: `/api/permission/allowance/company/${companyId}`, token, payload: payload as object });

  it('overrides a worker’s allowance for a year, and falls back to the company’s when removed', async () => {
    const admin = await t.login('admin');
    const set = await putUser(admin, worker.id, { year: LEAVE_YEAR, allowances: { FERIE: 30 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ userId: worker.id, year: LEAVE_YEAR, allowances: { FERIE: 30, ROL: 72, EX_FESTIVITA: 32 } });
    expect(item((await balance(worker.token, year)).body, 'FERIE')).toMatchObject({ allowance: 30, remaining: 23 });
    expect(item((await balance(worker.token, `?year=${LEAVE_YEAR + 1}`)).body, 'FERIE')).toMatchObject({ allowance: 26 });
    const listed = await t.call({ method: 'GET', url: `/api/permission/allowance?companyId=${c2}&year=${LEAVE_YEAR}`, token: await t.login('moderator') });
    expect(listed.json()).toEqual({ companyId: c2, year: LEAVE_YEAR, defaults: { FERIE: 26, ROL: 72, EX_FESTIVITA: 32 }, overrides: [{ userId: worker.id, type: 'FERIE', amount: 30 }] });
    await putUser(admin, worker.id, { year: LEAVE_YEAR, allowances: { FERIE: null } });
    expect(item((await balance(worker.token, year)).body, 'FERIE')).toMatchObject({ allowance: 26 });
  });

  it('sets a company default from a year on, leaving earlier years alone', async () => {
    const moderator = await t.login('moderator');
    const response = await putCompany(moderator, c2, { year: LEAVE_YEAR + 2, allowances: { ROL: 80 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().defaults).toEqual({ FERIE: 26, ROL: 80, EX_FESTIVITA: 32 });
    expect(item((await balance(worker.token, `?year=${LEAVE_YEAR + 3}`)).body, 'ROL')).toMatchObject({ allowance: 80 });
    expect(item((await balance(worker.token, year)).body, 'ROL')).toMatchObject({ allowance: 72 });
  });

  it('is changed only by the back office of the company (403 for others, 404 outside scope, 400 for bad amounts)', async () => {
    const body = { year: LEAVE_YEAR, allowances: { FERIE: 20 } };
    const outsider = await newWorker(t, c3);
    const moderator = await t.login('moderator');
    expect((await putUser(moderator, outsider.id, body)).statusCode).toBe(404);
    expect((await putCompany(moderator, c3, body)).statusCode).toBe(404);
    for (const who of ['accounting', 'worker', 'clientManagement'] as const) {
      expect((await putUser(await t.login(who), worker.id, body)).statusCode, who).toBe(403);
      expect((await putCompany(await t.login(who), c2, body)).statusCode, who).toBe(403);
    }
    expect((await putUser(moderator, worker.id, { year: LEAVE_YEAR, allowances: { FERIE: -1 } })).statusCode).toBe(400);
    expect((await putCompany(moderator, c2, { allowances: { FERIE: 1 } })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/permission/allowance?companyId=${c3}`, token: moderator })).statusCode).toBe(404);
    const overrides = await t.app.db.selectFrom('leaveAllowance').selectAll().where('userId', '=', outsider.id).execute();
    expect(overrides).toEqual([]);
  });
});
