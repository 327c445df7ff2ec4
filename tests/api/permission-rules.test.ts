import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody, demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { askLeave, createLeave, decide, newWorker, type Worker } from '../helpers/leave';

let t: TestApp;
let c1: number;
let c2: number;

beforeAll(async () => {
  t = await createTestApp();
  [c1, c2] = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const expect400 = async (worker: Worker, payload: Record<string, unknown>, field: string, message?: string) => {
  const response = await askLeave(t, worker.token, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(Object.keys(response.json().errors)).toContain(field);
  if (message) expect(response.json().errors[field]).toBe(message);
};

const expect409 = async (worker: Worker, payload: Record<string, unknown>, message: RegExp) => {
  const response = await askLeave(t, worker.token, payload);
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json().message).toMatch(message);
};

describe('periods', () => {
  let worker: Worker;
  beforeAll(async () => {
    worker = await newWorker(t, c1);
  });

  it('refuses an end before the start, and whole-day leave without an end', async () => {
    await expect400(worker, { type: 'FERIE', startDate: '2031-03-10', endDate: '2031-03-09' }, 'endDate', 'La data di fine non può precedere quella di inizio');
    await expect400(worker, { type: 'ROL', startDate: '2031-03-10' }, 'endDate', 'Campo obbligatorio');
    await expect400(worker, { type: 'FERIE', startDate: '2031-02-30', endDate: '2031-03-02' }, 'startDate');
    await expect400(worker, { type: 'PERMESSO', startDate: '2031-03-10', endDate: '2031-03-10' }, 'type');
  });

  it('keeps hourly leave inside one day with the end time after the start time', async () => {
    await expect400(worker, { type: 'ROL', startDate: '2031-03-10', startTime: '11:00', endTime: '09:00' }, 'endTime', "L'ora di fine deve seguire quella di inizio");
    await expect400(worker, { type: 'ROL', startDate: '2031-03-10', startTime: '09:00', endTime: '09:00' }, 'endTime');
    await expect400(worker, { type: 'ROL', startDate: '2031-03-10', endDate: '2031-03-11', startTime: '09:00', endTime: '11:00' }, 'endDate', 'Un permesso a ore deve stare in un solo giorno');
    await expect400(worker, { type: 'ROL', startDate: '2031-03-10', startTime: '09:00' }, 'endTime', 'Campo obbligatorio');
    await expect400(worker, { type: 'ROL', startDate: '2031-03-10', startTime: '25:00', endTime: '26:00' }, 'startTime');
    const created = await createLeave(t, worker.token, { type: 'ROL', startDate: '2031-03-10', startTime: '09:00', endTime: '11:30', endDate: '' });
    expect(created).toMatchObject({ startDate: '2031-03-10', endDate: '2031-03-10', startTime: '09:00', endTime: '11:30', hours: 2.5 });
  });

  it('refuses a request overlapping a pending or approved one of the same worker (409)', async () => {
    const pending = await createLeave(t, worker.token, { type: 'FERIE', startDate: '2031-04-07', endDate: '2031-04-11' });
    await expect409(worker, { type: 'FERIE', startDate: '2031-04-11', endDate: '2031-04-14' }, /si sovrappone.*07\/04\/2031 – 11\/04\/2031/);
    await expect409(worker, { type: 'ROL', startDate: '2031-04-08', startTime: '09:00', endTime: '10:00' }, /si sovrappone/);
    await createLeave(t, worker.token, { type: 'FERIE', startDate: '2031-04-12', endDate: '2031-04-12' });
    await decide(t, await t.login('moderator'), pending.id, 'approve');
    await expect409(worker, { type: 'EX_FESTIVITA', startDate: '2031-04-01', endDate: '2031-04-07' }, /si sovrappone/);
  });

  it('frees the period of a cancelled or rejected request', async () => {
    const cancelled = await createLeave(t, worker.token, { type: 'FERIE', startDate: '2031-05-05', endDate: '2031-05-06' });
    await decide(t, worker.token, cancelled.id, 'cancel');
    const rejected = await createLeave(t, worker.token, { type: 'FERIE', startDate: '2031-05-05', endDate: '2031-05-06' });
    await decide(t, await t.login('moderator'), rejected.id, 'reject', 'No');
    await createLeave(t, worker.token, { type: 'FERIE', startDate: '2031-05-05', endDate: '2031-05-06' });
  });

  it('lets hourly requests share a day when their hours do not overlap', async () => {
    await createLeave(t, worker.token, { type: 'ROL', startDate: '2031-05-12', startTime: '08:00', endTime: '10:00' });
    await createLeave(t, worker.token, { type: 'EX_FESTIVITA', startDate: '2031-05-12', startTime: '10:00', endTime: '12:00' });
    await expect409(worker, { type: 'ROL', startDate: '2031-05-12', startTime: '11:00', endTime: '13:00' }, /si sovrappone/);
  });
});

describe('L.104', () => {
  it('allows three days a month, counted per month, and refuses the fourth (409)', async () => {
    const worker = await newWorker(t, c1);
    // Monday 3 to Wednesday 5 March 2031.
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-03-03', endDate: '2031-03-05' });
    await expect409(worker, { type: 'L104', startDate: '2031-03-07', endDate: '2031-03-07' }, /limite di 3 giorni nel mese 03\/2031/);
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-04-01', endDate: '2031-04-01' });
    // 29–30 April count for April (3 with the 1st), 2 May for May (1 May is a holiday).
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-04-29', endDate: '2031-05-02' });
    await expect409(worker, { type: 'L104', startDate: '2031-04-15', endDate: '2031-04-15' }, /mese 04\/2031/);
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-05-06', endDate: '2031-05-07' });
  });

  it('allows the hourly equivalent (3 × 8 h) and refuses one hour more', async () => {
    const worker = await newWorker(t, c1);
    for (const day of ['2031-06-02', '2031-06-03', '2031-06-04']) {
      await createLeave(t, worker.token, { type: 'L104', startDate: day, startTime: '08:00', endTime: '16:00' });
    }
    await expect409(worker, { type: 'L104', startDate: '2031-06-05', startTime: '08:00', endTime: '09:00' }, /limite di 24 ore nel mese 06\/2031/);
  });

  it('never mixes days and hours in one month (409)', async () => {
    const worker = await newWorker(t, c1);
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-07-07', startTime: '09:00', endTime: '11:00' });
    await expect409(worker, { type: 'L104', startDate: '2031-07-08', endDate: '2031-07-08' }, /non si possono unire giorni e ore/);
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-08-04', endDate: '2031-08-04' });
    await expect409(worker, { type: 'L104', startDate: '2031-08-05', startTime: '09:00', endTime: '10:00' }, /mese 08\/2031/);
  });

  it('does not count a rejected request', async () => {
    const worker = await newWorker(t, c1);
    const moderator = await t.login('moderator');
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-09-01', endDate: '2031-09-02' });
    const rejected = await createLeave(t, worker.token, { type: 'L104', startDate: '2031-09-03', endDate: '2031-09-03' });
    expect((await decide(t, moderator, rejected.id, 'reject')).statusCode).toBe(200);
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-09-10', endDate: '2031-09-10' });
  });

  it('follows the cap configured for the company, in days and in hours', async () => {
    const admin = await t.login('admin');
    const created = await t.call({ method: 'POST', url: '/api/company/createCompany', token: admin, payload: companyBody() });
    const companyId = created.json().id as number;
    const get = await t.call({ method: 'GET', url: `/api/permission/settings/${companyId}`, token: admin });
    expect(get.json()).toEqual({ companyId, l104MonthlyDays: 3, hoursPerDay: 8 });
    const put = await t.call({ method: 'PUT', url: `/api/permission/settings/${companyId}`, token: admin, payload: { l104MonthlyDays: 2, hoursPerDay: 6 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ companyId, l104MonthlyDays: 2, hoursPerDay: 6 });
    const worker = await newWorker(t, companyId);
    await expect409(worker, { type: 'L104', startDate: '2031-03-03', endDate: '2031-03-05' }, /limite di 2 giorni/);
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-03-03', endDate: '2031-03-04' });
    await createLeave(t, worker.token, { type: 'L104', startDate: '2031-04-07', startTime: '08:00', endTime: '20:00' });
    await expect409(worker, { type: 'L104', startDate: '2031-04-08', startTime: '08:00', endTime: '08:30' }, /limite di 12 ore/);
  });

  it('lets accounting read the settings and only the back office of the company change them', async () => {
    const body = { l104MonthlyDays: 4 };
    const accounting = await t.login('accounting');
    expect((await t.call({ method: 'GET', url: `/api/permission/settings/${c1}`, token: accounting })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: `/api/permission/settings/${c1}`, token: accounting, payload: body })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: `/api/permission/settings/${c1}`, token: await t.login('worker'), payload: body })).statusCode).toBe(403);
    const [, , c3] = await demoCompanyIds(t);
    expect((await t.call({ method: 'PUT', url: `/api/permission/settings/${c3}`, token: await t.login('moderator'), payload: body })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/api/permission/settings/${c2}`, token: await t.login('moderator'), payload: { hoursPerDay: 0 } })).statusCode).toBe(400);
    const row = await t.app.db.selectFrom('leaveSetting').selectAll().where('companyId', 'in', [c1, c3]).execute();
    expect(row).toEqual([]);
  });
});
