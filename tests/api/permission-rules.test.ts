import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '../../src/shared/dates';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody, demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import {
  askLeave, createLeave, decide, LEAVE_YEAR, monthEndWeek, newWorker, SICK_YEAR, sickDay, sickLeave, sundayIn, workWeeks, type Worker,
} from '../helpers/leave';

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
  // The form shows a clash beside the dates, where it stays once the toast has gone.
  expect(response.json().errors?.startDate, response.body).toBeTruthy();
};

const day = (monday: string, n: number) => addDays(monday, n);
/** 'MM/yyyy' of a date, as the L.104 messages name a month. */
const monthOf = (date: string) => `${date.slice(5, 7)}\\/${date.slice(0, 4)}`;
const monthPattern = (date: string) => new RegExp(`mese ${monthOf(date)}`);

describe('periods', () => {
  let worker: Worker;
  const p = workWeeks(3);
  const o = workWeeks(5, 2);
  const q = workWeeks(6);
  const r = workWeeks(7);
  beforeAll(async () => {
    worker = await newWorker(t, c1);
  });

  it('refuses an end before the start, and whole-day leave without an end', async () => {
    await expect400(worker, { type: 'FERIE', startDate: p, endDate: day(p, -1) }, 'endDate', 'La data di fine non può precedere quella di inizio');
    await expect400(worker, { type: 'ROL', startDate: p }, 'endDate', 'Campo obbligatorio');
    await expect400(worker, { type: 'FERIE', startDate: `${LEAVE_YEAR}-02-30`, endDate: `${LEAVE_YEAR}-03-02` }, 'startDate');
    await expect400(worker, { type: 'PERMESSO', startDate: p, endDate: p }, 'type');
  });

  it('keeps hourly leave inside one day with the end time after the start time', async () => {
    await expect400(worker, { type: 'ROL', startDate: p, startTime: '11:00', endTime: '09:00' }, 'endTime', "L'ora di fine deve seguire quella di inizio");
    await expect400(worker, { type: 'ROL', startDate: p, startTime: '09:00', endTime: '09:00' }, 'endTime');
    await expect400(worker, { type: 'ROL', startDate: p, endDate: day(p, 1), startTime: '09:00', endTime: '11:00' }, 'endDate', 'Un permesso a ore deve stare in un solo giorno');
    await expect400(worker, { type: 'ROL', startDate: p, startTime: '09:00' }, 'endTime', 'Campo obbligatorio');
    await expect400(worker, { type: 'ROL', startDate: p, startTime: '25:00', endTime: '26:00' }, 'startTime');
    const created = await createLeave(t, worker.token, { type: 'ROL', startDate: p, startTime: '09:00', endTime: '11:30', endDate: '' });
    expect(created).toMatchObject({ startDate: p, endDate: p, startTime: '09:00', endTime: '11:30', hours: 2.5 });
  });

  it('refuses a request overlapping a pending or approved one of the same worker (409)', async () => {
    const pending = await createLeave(t, worker.token, { type: 'FERIE', startDate: o, endDate: day(o, 4) });
    const clash = new RegExp(`si sovrappone.*${formatDate(o).replaceAll('/', '\\/')} – ${formatDate(day(o, 4)).replaceAll('/', '\\/')}`);
    await expect409(worker, { type: 'FERIE', startDate: day(o, 4), endDate: day(o, 7) }, clash);
    await expect409(worker, { type: 'ROL', startDate: day(o, 1), startTime: '09:00', endTime: '10:00' }, /si sovrappone/);
    await createLeave(t, worker.token, { type: 'FERIE', startDate: day(o, 5), endDate: day(o, 5) });
    await decide(t, await t.login('moderator'), pending.id, 'approve');
    await expect409(worker, { type: 'EX_FESTIVITA', startDate: day(o, -6), endDate: o }, /si sovrappone/);
    // The worker reads of their own request, a single day as one date; the office of the worker's.
    await expect409(worker, { type: 'ROL', startDate: day(o, 5), startTime: '09:00', endTime: '10:00' }, new RegExp(`^Il periodo si sovrappone a un’altra tua richiesta \\(${formatDate(day(o, 5)).replaceAll('/', '\\/')}\\)$`));
    const office = await askLeave(t, await t.login('admin'), { type: 'ROL', userId: worker.id, startDate: day(o, 5), startTime: '09:00', endTime: '10:00' });
    expect(office.json().message).toBe(`Il periodo si sovrappone a un’altra richiesta dello stesso dipendente (${formatDate(day(o, 5))})`);
  });

  it('frees the period of a cancelled or rejected request', async () => {
    const cancelled = await createLeave(t, worker.token, { type: 'FERIE', startDate: day(q, 1), endDate: day(q, 2) });
    await decide(t, worker.token, cancelled.id, 'cancel');
    const rejected = await createLeave(t, worker.token, { type: 'FERIE', startDate: day(q, 1), endDate: day(q, 2) });
    await decide(t, await t.login('moderator'), rejected.id, 'reject', 'No');
    await createLeave(t, worker.token, { type: 'FERIE', startDate: day(q, 1), endDate: day(q, 2) });
  });

  it('lets hourly requests share a day when their hours do not overlap', async () => {
    await createLeave(t, worker.token, { type: 'ROL', startDate: r, startTime: '08:00', endTime: '10:00' });
    await createLeave(t, worker.token, { type: 'EX_FESTIVITA', startDate: r, startTime: '10:00', endTime: '12:00' });
    await expect409(worker, { type: 'ROL', startDate: r, startTime: '11:00', endTime: '13:00' }, /si sovrappone/);
  });
});

describe('working days', () => {
  let worker: Worker;
  let patronDay: string;
  const w = workWeeks(10);
  beforeAll(async () => {
    worker = await newWorker(t, c1);
    const company = await t.app.db.selectFrom('company').select('patronDay').where('id', '=', c1).executeTakeFirstOrThrow();
    patronDay = `${LEAVE_YEAR}-${company.patronDay}`;
  });

  it('refuses whole-day leave with no working day in it: a Sunday, a national holiday, the company’s patron day', async () => {
    const none = 'Il periodo non contiene giorni lavorativi';
    await expect400(worker, { type: 'FERIE', startDate: sundayIn(10), endDate: sundayIn(10) }, 'startDate', none);
    await expect400(worker, { type: 'FERIE', startDate: `${LEAVE_YEAR}-12-25`, endDate: `${LEAVE_YEAR}-12-26` }, 'startDate', none);
    await expect400(worker, { type: 'L104', startDate: patronDay, endDate: patronDay }, 'startDate', none);
    const english = await t.call({ method: 'POST', url: '/api/permission', token: worker.token, payload: { type: 'FERIE', startDate: sundayIn(10), endDate: sundayIn(10) }, headers: { 'accept-language': 'en' } });
    expect(english.json().errors.startDate).toBe('The period contains no working days');
    const rows = await t.app.db.selectFrom('permission').select('id').where('userId', '=', worker.id).execute();
    expect(rows).toEqual([]);
  });

  it('counts a Saturday and sick leave on any calendar day', async () => {
    const weekend = await createLeave(t, worker.token, { type: 'FERIE', startDate: day(w, 5), endDate: day(w, 6) });
    expect(weekend.status).toBe('PENDING');
    let sunday = sickDay('02-01');
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    await createLeave(t, worker.token, sickLeave({ startDate: sunday, endDate: sunday, protocolNumber: 'SUNDAY1' }));
  });

  it('refuses hourly leave on a rest day, beside the date', async () => {
    for (const date of [sundayIn(11), `${LEAVE_YEAR}-12-25`, patronDay]) {
      await expect400(worker, { type: 'ROL', startDate: date, startTime: '09:00', endTime: '11:00' }, 'startDate');
    }
  });

  it('refuses hourly leave longer than the company’s working day, and takes one as long as it', async () => {
    const response = await askLeave(t, worker.token, { type: 'ROL', startDate: w, startTime: '00:00', endTime: '23:59' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Più di 8 ore: chiedi la giornata intera', errors: { endTime: 'Più di una giornata lavorativa: chiedi la giornata intera' } });
    await expect400(worker, { type: 'EX_FESTIVITA', startDate: w, startTime: '08:00', endTime: '16:01' }, 'endTime');
    const full = await createLeave(t, worker.token, { type: 'ROL', startDate: w, startTime: '08:00', endTime: '16:00' });
    expect(full.hours).toBe(8);
  });
});

describe('dates out of bounds', () => {
  let worker: Worker;
  beforeAll(async () => {
    worker = await newWorker(t, c1);
  });

  it('refuses leave before 1 January of last year or after 31 December of next year, beside the field', async () => {
    const outside = 'Data fuori dai limiti: dall’anno scorso all’anno prossimo';
    await expect400(worker, { type: 'FERIE', startDate: '1900-03-05', endDate: '1900-03-06' }, 'startDate', outside);
    await expect400(worker, { type: 'FERIE', startDate: '2099-03-02', endDate: '2099-03-03' }, 'endDate', outside);
    await expect400(worker, { type: 'FERIE', startDate: `${LEAVE_YEAR}-12-30`, endDate: `${LEAVE_YEAR + 1}-01-02` }, 'endDate', outside);
    await expect400(worker, { type: 'ROL', startDate: `${LEAVE_YEAR + 1}-01-08`, startTime: '09:00', endTime: '10:00' }, 'startDate', outside);
    await expect400(worker, sickLeave({ startDate: '1900-01-02', endDate: null }), 'startDate', outside);
    await expect400(worker, sickLeave({ startDate: `${SICK_YEAR - 1}-12-31`, endDate: sickDay('01-02') }), 'startDate', outside);
    const response = await askLeave(t, worker.token, { type: 'FERIE', startDate: '2099-03-02', endDate: '2099-03-03' });
    expect(response.json().message).toBe(`Le date devono cadere tra il 01/01/${SICK_YEAR} e il 31/12/${LEAVE_YEAR}`);
    const rows = await t.app.db.selectFrom('permission').select('id').where('userId', '=', worker.id).execute();
    expect(rows).toEqual([]);
  });

  it('takes the first and the last day of those years, and moves no sick leave’s end past them', async () => {
    const sick = await createLeave(t, worker.token, sickLeave({ startDate: sickDay('01-01'), endDate: null, protocolNumber: 'BOUNDS1' }));
    const moved = await t.call({ method: 'PATCH', url: `/api/permission/${sick.id}`, token: worker.token, payload: { endDate: '2099-01-01' } });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().errors)).toEqual(['endDate']);
    const closed = await t.call({ method: 'PATCH', url: `/api/permission/${sick.id}`, token: worker.token, payload: { endDate: sickDay('01-02') } });
    expect(closed.statusCode, closed.body).toBe(200);
    await createLeave(t, worker.token, { type: 'FERIE', startDate: `${LEAVE_YEAR}-12-28`, endDate: `${LEAVE_YEAR}-12-31` });
  });
});

describe('L.104', () => {
  it('allows three days a month, counted per month, and refuses the fourth (409)', async () => {
    const worker = await newWorker(t, c1);
    const w = workWeeks(10);
    await createLeave(t, worker.token, { type: 'L104', startDate: w, endDate: day(w, 2) });
    await expect409(worker, { type: 'L104', startDate: day(w, 4), endDate: day(w, 4) }, new RegExp(`limite di 3 giorni nel mese ${monthOf(w)} \\(ne restano 0\\)`));
    // A working week running into the next month: its days count in the month each falls in.
    const x = monthEndWeek(2);
    const lastOfMonth = Array.from({ length: 6 }, (_, i) => day(x, i)).filter((d) => d.slice(5, 7) === x.slice(5, 7)).pop()!;
    const before = workWeeks(Number(x.slice(5, 7)));
    const after = workWeeks(Number(day(x, 5).slice(5, 7)));
    await createLeave(t, worker.token, { type: 'L104', startDate: before, endDate: day(before, 1) });
    await createLeave(t, worker.token, { type: 'L104', startDate: lastOfMonth, endDate: day(lastOfMonth, 1) });
    await expect409(worker, { type: 'L104', startDate: day(before, 3), endDate: day(before, 3) }, monthPattern(x));
    await createLeave(t, worker.token, { type: 'L104', startDate: after, endDate: day(after, 1) });
    await expect409(worker, { type: 'L104', startDate: day(after, 3), endDate: day(after, 3) }, monthPattern(after));
  });

  it('allows the hourly equivalent (3 × 8 h) and refuses one hour more', async () => {
    const worker = await newWorker(t, c1);
    const w = workWeeks(6);
    for (const date of [w, day(w, 1), day(w, 2)]) {
      await createLeave(t, worker.token, { type: 'L104', startDate: date, startTime: '08:00', endTime: '16:00' });
    }
    await expect409(worker, { type: 'L104', startDate: day(w, 3), startTime: '08:00', endTime: '09:00' }, new RegExp(`limite di 24 ore nel mese ${monthOf(w)}`));
  });

  it('says how much is left in the month', async () => {
    const worker = await newWorker(t, c1);
    const w = workWeeks(11);
    await createLeave(t, worker.token, { type: 'L104', startDate: w, endDate: w });
    await expect409(worker, { type: 'L104', startDate: day(w, 1), endDate: day(w, 3) }, /\(ne restano 2\)/);
    const hourly = await newWorker(t, c1);
    await createLeave(t, hourly.token, { type: 'L104', startDate: w, startTime: '08:00', endTime: '16:00' });
    await createLeave(t, hourly.token, { type: 'L104', startDate: day(w, 1), startTime: '08:00', endTime: '16:00' });
    await createLeave(t, hourly.token, { type: 'L104', startDate: day(w, 2), startTime: '08:00', endTime: '14:30' });
    await expect409(hourly, { type: 'L104', startDate: day(w, 3), startTime: '08:00', endTime: '10:00' }, /\(ne restano 1\.5\)/);
    const response = await askLeave(t, hourly.token, { type: 'L104', startDate: day(w, 4), startTime: '08:00', endTime: '18:00' });
    expect(response.statusCode).toBe(400);
  });

  it('never mixes days and hours in one month (409)', async () => {
    const worker = await newWorker(t, c1);
    const july = workWeeks(7);
    const august = workWeeks(8);
    await createLeave(t, worker.token, { type: 'L104', startDate: july, startTime: '09:00', endTime: '11:00' });
    await expect409(worker, { type: 'L104', startDate: day(july, 1), endDate: day(july, 1) }, /non si possono unire giorni e ore/);
    await createLeave(t, worker.token, { type: 'L104', startDate: august, endDate: august });
    await expect409(worker, { type: 'L104', startDate: day(august, 1), startTime: '09:00', endTime: '10:00' }, monthPattern(august));
  });

  it('does not count a rejected request', async () => {
    const worker = await newWorker(t, c1);
    const moderator = await t.login('moderator');
    const w = workWeeks(9, 2);
    await createLeave(t, worker.token, { type: 'L104', startDate: w, endDate: day(w, 1) });
    const rejected = await createLeave(t, worker.token, { type: 'L104', startDate: day(w, 2), endDate: day(w, 2) });
    expect((await decide(t, moderator, rejected.id, 'reject')).statusCode).toBe(200);
    await createLeave(t, worker.token, { type: 'L104', startDate: day(w, 7), endDate: day(w, 7) });
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
    const w = workWeeks(3);
    await expect409(worker, { type: 'L104', startDate: w, endDate: day(w, 2) }, /limite di 2 giorni/);
    await createLeave(t, worker.token, { type: 'L104', startDate: w, endDate: day(w, 1) });
    // Hourly leave is at most the company's day (6 h), so its 12 h cap takes two days.
    const h = workWeeks(4);
    const longer = await askLeave(t, worker.token, { type: 'L104', startDate: h, startTime: '08:00', endTime: '20:00' });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toBe('Più di 6 ore: chiedi la giornata intera');
    await createLeave(t, worker.token, { type: 'L104', startDate: h, startTime: '08:00', endTime: '14:00' });
    await createLeave(t, worker.token, { type: 'L104', startDate: day(h, 1), startTime: '08:00', endTime: '14:00' });
    await expect409(worker, { type: 'L104', startDate: day(h, 2), startTime: '08:00', endTime: '08:30' }, /limite di 12 ore/);
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
