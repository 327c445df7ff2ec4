import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { type Clocker, freshCompany, insertRecord, newClocker } from '../helpers/attendance';
import { insertLeave, newWorker } from '../helpers/leave';

let t: TestApp;
let company: number;
let a: Clocker;
let b: { id: number; token: string };
let elsewhere: Clocker;

/** Leave of the test company, approved unless told. */
const approved = (userId: number, values: { type: string; startDate: string; endDate: string | null; startTime?: string; endTime?: string; hours?: number; status?: string }) =>
  insertLeave(t, { userId, companyId: company, ...values });

beforeAll(async () => {
  t = await createTestApp();
  company = await freshCompany(t);
  a = await newClocker(t, company);
  b = await newWorker(t, company);
  elsewhere = await newClocker(t, (await demoCompanyIds(t))[0]);
  await t.app.db.updateTable('user').set({ firstName: 'Anna', lastName: 'Abate' }).where('id', '=', a.id).execute();
  await t.app.db.updateTable('user').set({ firstName: 'Bruno', lastName: 'Bassi' }).where('id', '=', b.id).execute();
  // March 2026 in Rome (UTC+1): Sunday 1 08–12, a night shift from Friday 6 22:00 to 06:00, Monday 9 8.5 h to review, Tuesday 10 never clocked out.
  await insertRecord(t, a, '2026-03-01T07:00:00.000Z', '2026-03-01T11:00:00.000Z');
  await insertRecord(t, a, '2026-03-06T21:00:00.000Z', '2026-03-07T05:00:00.000Z');
  await insertRecord(t, a, '2026-03-09T05:00:00.000Z', '2026-03-09T13:30:00.000Z', { reviewFlag: 1 });
  await insertRecord(t, a, '2026-03-10T05:00:00.000Z', null);
  await insertRecord(t, elsewhere, '2026-03-09T05:00:00.000Z', '2026-03-09T13:00:00.000Z');
  await approved(a.id, { type: 'ROL', startDate: '2026-03-11', endDate: '2026-03-11', startTime: '14:00', endTime: '16:00', hours: 2 });
  await approved(a.id, { type: 'FERIE', startDate: '2026-03-14', endDate: '2026-03-16' });
  await approved(b.id, { type: 'MALATTIA', startDate: '2026-03-20', endDate: '2026-03-22' });
  await approved(b.id, { type: 'FERIE', startDate: '2026-03-25', endDate: '2026-03-26', status: 'PENDING' });
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const url = (query: Record<string, string | number>) => `/api/attendance/month-summary?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const NO_LEAVE = { FERIE: { days: 0, hours: 0 }, ROL: { days: 0, hours: 0 }, EX_FESTIVITA: { days: 0, hours: 0 }, L104: { days: 0, hours: 0 }, MALATTIA: { days: 0, hours: 0 }, OTHER: { days: 0, hours: 0 } };

describe('GET /api/attendance/month-summary', () => {
  it("gives each person's totals of the month as the month sheet counts them, and the month's working days", async () => {
    const response = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03' }), token: await t.login('admin') });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    // March 2026: 31 days, 5 Sundays, no national holiday.
    expect(summary).toMatchObject({ month: '2026-03', company: { id: company }, workingDays: 26 });
    expect(summary.rows.map((r: { name: string }) => r.name)).toEqual(['Abate Anna', 'Bassi Bruno']);
    expect(summary.rows[0]).toEqual({
      userId: a.id,
      name: 'Abate Anna',
      fiscalCode: expect.any(String),
      totals: {
        // 4 h on Sunday, 8 h of night, 8.5 h on Monday; the missed clock-out counts nothing until corrected.
        minutes: 20.5 * 60,
        daysWorked: 3,
        workingDays: 26,
        nightMinutes: 8 * 60,
        holidayMinutes: 4 * 60,
        nightHolidayMinutes: 0,
        missed: 1,
        review: 1,
        // Ferie from Saturday 14 to Monday 16 count two days: not the Sunday.
        leave: { ...NO_LEAVE, ROL: { days: 0, hours: 2 }, FERIE: { days: 2, hours: 0 } },
      },
    });
    // Sick leave counts every calendar day; a pending request counts nothing.
    expect(summary.rows[1].totals).toMatchObject({ minutes: 0, daysWorked: 0, missed: 0, review: 0, leave: { ...NO_LEAVE, MALATTIA: { days: 3, hours: 0 } } });
  });

  it('gives one person of the company on request, and 404 for someone of another company or a company that does not exist', async () => {
    const token = await t.login('admin');
    const one = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', userId: b.id }), token });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().rows.map((r: { userId: number }) => r.userId)).toEqual([b.id]);
    const stranger = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', userId: elsewhere.id }), token });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBeTruthy();
    const none = await t.call({ method: 'GET', url: url({ companyId: 999_999, month: '2026-03' }), token });
    expect(none.statusCode).toBe(404);
  });

  it('counts leave only while the person is employed, and leaves out of the company who left before the month', async () => {
    const leaver = await newWorker(t, company);
    await t.app.db.updateTable('user').set({ firstName: 'Carlo', lastName: 'Conti', hireDate: '2026-09-07', endDate: '2026-09-15' }).where('id', '=', leaver.id).execute();
    // Sick leave from Thursday 3 September with no end yet: nobody closed it after the person left.
    await approved(leaver.id, { type: 'MALATTIA', startDate: '2026-09-03', endDate: null });
    const token = await t.login('admin');
    const september = (await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-09' }), token })).json();
    const row = september.rows.find((r: { userId: number }) => r.userId === leaver.id);
    // From the hire date, 7 September, to the last day, 15 September: 9 calendar days.
    expect(row.totals.leave.MALATTIA).toEqual({ days: 9, hours: 0 });
    // The working days it is measured against are the employment's: 7–15 September without Sunday 13.
    expect(row.totals.workingDays).toBe(8);
    const october = (await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-10' }), token })).json();
    expect(october.rows.map((r: { userId: number }) => r.userId)).not.toContain(leaver.id);
    // Asked for by name, the person's October is there, and empty.
    const alone = (await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-10', userId: leaver.id }), token })).json();
    expect(alone.rows).toHaveLength(1);
    expect(alone.rows[0].totals.leave.MALATTIA).toEqual({ days: 0, hours: 0 });
  });

  it('counts a national holiday out of the working days', async () => {
    // May 2026: 31 days, 5 Sundays, 1 May a Friday.
    const response = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-05' }), token: await t.login('admin') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().workingDays).toBe(25);
  });

  it('answers 400 with a message per field, in the reader’s language', async () => {
    const response = await t.call({ method: 'GET', url: url({ companyId: 'x', month: '2026-13', userId: 'y' }), token: await t.login('admin') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ companyId: 'Valore non valido', month: 'Mese non valido (aaaa-mm)', userId: 'Valore non valido' });
    const missing = await t.call({ method: 'GET', url: '/api/attendance/month-summary', token: await t.login('admin'), headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['companyId', 'month']);
    expect(missing.json().errors.month).not.toBe('Mese non valido (aaaa-mm)');
  });

  it("keeps to the caller's companies: accounting and moderator read their own, another company is not found, other roles none", async () => {
    const [demo] = await demoCompanyIds(t);
    for (const who of ['moderator', 'accounting'] as const) {
      const own = await t.call({ method: 'GET', url: url({ companyId: demo, month: '2026-03' }), token: await t.login(who) });
      expect(own.statusCode, who).toBe(200);
      expect(own.json().rows.some((r: { userId: number }) => r.userId === elsewhere.id), who).toBe(true);
      const other = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03' }), token: await t.login(who) });
      expect(other.statusCode, who).toBe(404);
    }
    for (const who of ['worker', 'clientManagement', 'client'] as const) {
      const response = await t.call({ method: 'GET', url: url({ companyId: demo, month: '2026-03' }), token: await t.login(who) });
      expect(response.statusCode, who).toBe(403);
    }
    const anonymous = await t.call({ method: 'GET', url: url({ companyId: demo, month: '2026-03' }) });
    expect(anonymous.statusCode).toBe(401);
  });
});
