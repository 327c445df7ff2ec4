import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncVehicleDeadlines } from '../../src/server/resources/deadline/derive';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, userIdOf } from '../helpers/api';
import { day, deadlineRows, listDeadlines, manualDeadline, patchDeadline } from '../helpers/deadlines';

let t: TestApp;
let companies: [number, number, number];
let person: number;
let outsider: number;
const ids: Record<string, number> = {};

/** A vehicle of a company, through the API, with its deadlines derived. */
const vehicle = async (companyId: number, plate: string, fields: Record<string, unknown> = {}) => {
  const response = await t.call({
    method: 'POST',
    url: '/api/vehicle',
    token: await t.login('admin'),
    payload: { companyId, plate, brand: 'Fiat', model: 'Panda', type: 'CAR', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  await t.app.db.transaction().execute((tx) => syncVehicleDeadlines(tx, id));
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  person = (await createUser(t, { companyIds: [companies[0]] })).id;
  await t.app.db.updateTable('user').set({ firstName: 'Ettore', lastName: 'Scadenzato' }).where('id', '=', person).execute();
  outsider = (await createUser(t, { companyIds: [companies[2]] })).id;
  // OTHER reminds 30 days ahead: due in 31 days is OK, in 30 DUE_SOON, today DUE_SOON, yesterday EXPIRED.
  for (const [name, offset] of [['expired', -1], ['today', 0], ['in30', 30], ['in31', 31], ['done', 5], ['filed', -3]] as const) {
    ids[name] = (await manualDeadline(t, { subjectId: person, title: name, dueDate: day(offset) })).id;
  }
  expect((await patchDeadline(t, ids.done, { done: true })).statusCode).toBe(200);
  await t.app.db.updateTable('deadline').set({ state: 'RENEWAL_FILED', renewalFiledAt: day(-10) }).where('id', '=', ids.filed).execute();
  ids.outside = (await manualDeadline(t, { subjectId: outsider, title: 'outside', dueDate: day(10) })).id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

const statusesOf = (rows: Array<{ id: number; status: string }>) => Object.fromEntries(rows.map((row) => [row.id, row.status]));

describe('GET api/deadlines', () => {
  it('works the status out from the due date, the reminder window and today; DONE only when asked for', async () => {
    const rows = await deadlineRows(t, 'admin', { subjectType: 'USER', subjectId: person });
    expect(statusesOf(rows)).toEqual({ [ids.expired]: 'EXPIRED', [ids.today]: 'DUE_SOON', [ids.in30]: 'DUE_SOON', [ids.in31]: 'OK', [ids.filed]: 'RENEWAL_FILED' });
    const row = rows.find((r) => r.id === ids.in31)!;
    expect(row).toMatchObject({ subjectName: 'Scadenzato Ettore', kind: 'OTHER', source: 'MANUAL', leadDays: 30, remindFrom: day(1), blocks: 'NO', companyId: companies[0] });
    const done = await deadlineRows(t, 'admin', { subjectId: person, status: 'DONE' });
    expect(done.map((r) => r.id)).toEqual([ids.done]);
  });

  it('filters by one status or several, each computed in SQL as the rows show it', async () => {
    for (const status of ['OK', 'DUE_SOON', 'EXPIRED', 'RENEWAL_FILED'] as const) {
      const rows = await deadlineRows(t, 'admin', { subjectId: person, status });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === status)).toBe(true);
    }
    const both = await deadlineRows(t, 'admin', { subjectId: person, status: ['EXPIRED', 'DONE'] });
    expect(both.map((r) => r.id).sort()).toEqual([ids.expired, ids.done].sort());
  });

  it('filters by window: due from today to N days ahead, or overdue (expired or filed, past due)', async () => {
    const in30 = await deadlineRows(t, 'admin', { subjectId: person, window: '30' });
    expect(in30.map((r) => r.id)).toEqual([ids.today, ids.in30]);
    const overdue = await deadlineRows(t, 'admin', { subjectId: person, window: 'OVERDUE' });
    expect(overdue.map((r) => r.id)).toEqual([ids.filed, ids.expired]);
    const in90 = await deadlineRows(t, 'admin', { subjectId: person, window: 90 });
    expect(in90.map((r) => r.id)).toEqual([ids.today, ids.in30, ids.in31]);
  });

  it('filters by kind, subject type, due dates and the subject name; sorts by due date by default with Content-Range', async () => {
    const between = await deadlineRows(t, 'admin', { subjectId: person, dueDate_gte: day(0), dueDate_lte: day(30) });
    expect(between.map((r) => r.id)).toEqual([ids.today, ids.in30]);
    const named = await deadlineRows(t, 'admin', { q: 'scadenzato ett' });
    expect(named.map((r) => r.id)).toEqual([ids.filed, ids.expired, ids.today, ids.in30, ids.in31]);
    expect(await deadlineRows(t, 'admin', { subjectId: person, kind: 'DECRETO_GPG' })).toEqual([]);
    expect(await deadlineRows(t, 'admin', { subjectId: person, subjectType: 'VEHICLE' })).toEqual([]);

    const page = await listDeadlines(t, 'admin', { subjectId: person }, { range: '[1,2]' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('deadlines 1-2/5');
    expect(page.json().map((r: { id: number }) => r.id)).toEqual([ids.expired, ids.today]);
    const desc = await deadlineRows(t, 'admin', { subjectId: person }, { sort: '["dueDate","DESC"]' });
    expect(desc.map((r) => r.id)).toEqual([ids.in31, ids.in30, ids.today, ids.expired, ids.filed]);
  });

  it("names a vehicle by plate, brand and model, and lists its derived deadlines with the person's", async () => {
    const id = await vehicle(companies[0], 'ZZ123ZZ', { insuranceExpiry: day(-2), taxExpiry: day(100) });
    const rows = await deadlineRows(t, 'admin', { subjectType: 'VEHICLE', subjectId: id });
    expect(rows.map((r) => [r.kind, r.status, r.subjectName])).toEqual([
      ['VEHICLE_INSURANCE', 'EXPIRED', 'ZZ123ZZ Fiat Panda'],
      ['VEHICLE_TAX', 'OK', 'ZZ123ZZ Fiat Panda'],
    ]);
    expect((await deadlineRows(t, 'admin', { q: 'zz123' })).length).toBe(2);
  });

  it("keeps a moderator to their companies whatever the filter says; the administrator's companyId 0 is every company", async () => {
    const moderator = await deadlineRows(t, 'moderator', { q: '' });
    expect(moderator.some((r) => r.id === ids.outside)).toBe(false);
    expect(moderator.every((r) => companies.slice(0, 2).includes(r.companyId))).toBe(true);
    expect(await deadlineRows(t, 'moderator', { companyId: companies[2] })).toEqual([]);
    const all = await deadlineRows(t, 'admin', { companyId: 0, subjectId: [person, outsider] });
    expect(all.map((r) => r.id)).toContain(ids.outside);
    const third = await deadlineRows(t, 'admin', { companyId: companies[2] });
    expect(third.length).toBeGreaterThan(0);
    expect(third.every((r) => r.companyId === companies[2])).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/deadlines/${ids.outside}`, token: await t.login('moderator') })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/deadlines/${ids.today}`, token: await t.login('moderator') })).json()).toMatchObject({ id: ids.today, status: 'DUE_SOON' });
  });

  it('answers 400 for a filter of the wrong type or value, never 500', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ status: 'LATE' }, 'filter.status'],
      [{ status: ['OK', 'LATE'] }, 'filter.status'],
      [{ status: { a: 1 } }, 'filter.status'],
      [{ kind: 'PASSPORT' }, 'filter.kind'],
      [{ subjectType: 'PET' }, 'filter.subjectType'],
      [{ dueDate_gte: 'yesterday' }, 'filter.dueDate_gte'],
      [{ dueDate_lte: '2026-02-30' }, 'filter.dueDate_lte'],
      [{ dueDate_gte: ['2026-01-01'] }, 'filter.dueDate_gte'],
      [{ dueDate_lte: 20260101 }, 'filter.dueDate_lte'],
      [{ window: '45' }, 'filter.window'],
      [{ subjectId: 'abc' }, 'filter.subjectId'],
      [{ companyId: -1 }, 'filter.companyId'],
      [{ status_gte: 'OK' }, 'filter.status_gte'],
      [{ colour: 'red' }, 'filter.colour'],
    ];
    for (const [filter, field] of bad) {
      const response = await listDeadlines(t, 'admin', filter);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(response.json().errors, JSON.stringify(filter)).toHaveProperty([field]);
    }
    for (const query of [{ filter: 'not json' }, { sort: '["nope","ASC"]' }, { range: '[5,1]' }] as Array<Record<string, string>>) {
      expect((await t.call({ method: 'GET', url: '/api/deadlines', token: await t.login('admin'), query })).statusCode).toBe(400);
    }
  });

  it('refuses the list to everyone but the back office', async () => {
    for (const who of ['worker', 'clientManagement', 'accounting', 'client'] as const) expect((await listDeadlines(t, who)).statusCode).toBe(403);
  });
});

describe('GET api/deadlines/my', () => {
  it("answers the caller's own and their assigned vehicles', not done, by due date; a client login is refused", async () => {
    const worker = await userIdOf(t, 'worker');
    const own = await manualDeadline(t, { subjectId: worker, title: 'mia', dueDate: day(15) });
    const closed = await manualDeadline(t, { subjectId: worker, title: 'chiusa', dueDate: day(16) });
    expect((await patchDeadline(t, closed.id, { done: true })).statusCode).toBe(200);
    const car = await vehicle(companies[0], 'ZZ456ZZ', { assignedUserId: worker, inspectionExpiry: day(3) });
    const response = await t.call({ method: 'GET', url: '/api/deadlines/my', token: await t.login('worker') });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<{ id: number; subjectType: string; subjectId: number; dueDate: string }>;
    expect(rows.map((r) => r.id)).toContain(own.id);
    expect(rows.map((r) => r.id)).not.toContain(closed.id);
    expect(rows.some((r) => r.subjectType === 'VEHICLE' && r.subjectId === car)).toBe(true);
    expect(rows.every((r) => (r.subjectType === 'USER' && r.subjectId === worker) || r.subjectType === 'VEHICLE')).toBe(true);
    expect(rows.map((r) => r.dueDate)).toEqual([...rows.map((r) => r.dueDate)].sort());
    expect((await t.call({ method: 'GET', url: '/api/deadlines/my', token: await t.login('client') })).statusCode).toBe(403);
  });
});
