import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody, demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { freshCompany, insertRecord, newClocker } from '../helpers/attendance';
import { askLeave, createLeave, insertLeave, newWorker } from '../helpers/leave';

const INVALID = 'Santo patrono non valido: scegli giorno e mese di una data esistente (es. 29/06)';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const get = (id: number) => t.call({ method: 'GET', url: `/api/company/getCompany/${id}`, token: admin });
const create = (payload: object) => t.call({ method: 'POST', url: '/api/company/createCompany', payload, token: admin });
const patch = (id: number, payload: object) => t.call({ method: 'PATCH', url: `/api/company/patchCompany/${id}`, payload, token: admin });
const stored = async (id: number) => (await t.app.db.selectFrom('company').select('patronDay').where('id', '=', id).executeTakeFirstOrThrow()).patronDay;

/** A new company keeping that patron saint's day. */
const companyWith = async (patronDay: string | null) => {
  const id = await freshCompany(t);
  expect((await patch(id, { patronDay })).statusCode).toBe(200);
  return id;
};

describe("the company's patron saint's day", () => {
  it('is saved on creation, read back, changed, kept when a change leaves it out, and cleared', async () => {
    const created = await create(companyBody({ patronDay: '06-24' }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json().patronDay).toBe('06-24');
    expect((await get(id)).json().patronDay).toBe('06-24');
    expect(await stored(id)).toBe('06-24');

    const changed = await patch(id, { patronDay: ' 12-07 ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().patronDay).toBe('12-07');
    expect((await patch(id, { description: 'Sede a Milano' })).json().patronDay).toBe('12-07');
    expect(await stored(id)).toBe('12-07');

    expect((await patch(id, { patronDay: null })).json().patronDay).toBeNull();
    expect(await stored(id)).toBeNull();
    await patch(id, { patronDay: '09-19' });
    expect((await patch(id, { patronDay: '' })).json().patronDay).toBeNull();
    expect(await stored(id)).toBeNull();
  });

  it('is none for a company created without one', async () => {
    const created = await create(companyBody());
    expect(created.statusCode).toBe(201);
    expect(created.json().patronDay).toBeNull();
    expect(await stored(created.json().id)).toBeNull();
  });

  it('accepts 29 February, a day some years have', async () => {
    const response = await create(companyBody({ patronDay: '02-29' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(response.json().id)).toBe('02-29');
  });

  it.each(['02-30', '04-31', '13-01', '00-10', '6-29', '29/06', '2026-06-29', 'giugno'])('answers 400 with errors.patronDay for %j, and stores nothing', async (patronDay) => {
    const body = companyBody({ patronDay });
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ patronDay: INVALID });
    expect(await t.app.db.selectFrom('company').select('id').where('vat', '=', String(body.vat)).executeTakeFirst()).toBeUndefined();
  });

  it('answers 400 with errors.patronDay to a change, in the caller’s language, and keeps the day saved', async () => {
    const id = await companyWith('06-29');
    const response = await patch(id, { patronDay: '02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ patronDay: INVALID });
    const english = await t.call({ method: 'PATCH', url: `/api/company/patchCompany/${id}`, payload: { patronDay: 7 }, token: admin, headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(400);
    expect(Object.keys(english.json().errors)).toEqual(['patronDay']);
    expect(await stored(id)).toBe('06-29');
  });

  it("is set for the demo companies, by their seat's city", async () => {
    const [rome, milan, naples] = await demoCompanyIds(t);
    expect([await stored(rome), await stored(milan), await stored(naples)]).toEqual(['06-29', '12-07', '09-19']);
  });
});

const url = (query: Record<string, string | number>) => `/api/attendance/month-report?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** June 2026 of a company as a workbook: whether each day's heading is grey, and each person's hours and notes rows by heading. */
const juneSheet = async (companyId: number) => {
  const response = await t.call({ method: 'GET', url: url({ companyId, month: '2026-06', format: 'xlsx' }), token: admin });
  expect(response.statusCode, response.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(5).values as unknown[]).slice(1).map((v) => String(v ?? '').split('\n')[0]);
  const grey = (day: number) => (sheet.getRow(5).getCell(2 + day).fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb === 'FFE5E7EB';
  const rows = new Map<string, { hours: Record<string, unknown>; notes: Record<string, unknown> }>();
  for (let r = 6; r <= sheet.rowCount; r += 1) {
    const values = (sheet.getRow(r).values as unknown[]).slice(1);
    if (!values[1]) continue;
    const below = (sheet.getRow(r + 1).values as unknown[]).slice(1);
    rows.set(String(values[1]), {
      hours: Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])),
      notes: Object.fromEntries(header.map((h, i) => [h, below[i] ?? null])),
    });
  }
  return { grey, rows };
};

const fiscalCodeOf = async (userId: number) => (await t.app.db.selectFrom('user').select('fiscalCode').where('id', '=', userId).executeTakeFirstOrThrow()).fiscalCode as string;

/** Approved leave written straight to the database: these tests are about how the sheet counts it. */
const approvedLeave = (userId: number, companyId: number, type: string, startDate: string, endDate: string) => insertLeave(t, { userId, companyId, type, startDate, endDate });

describe('the month sheet on the patron saint’s day', () => {
  it("greys the day, counts the hours worked on it as holiday hours and no ferie on it, in Rome and not in Milan", async () => {
    const sheetOf = async (patronDay: string) => {
      const company = await companyWith(patronDay);
      const guard = await newClocker(t, company);
      const onLeave = await newClocker(t, company);
      const sick = await newClocker(t, company);
      // Monday 29 June 2026, 08:00–16:00 in Rome, then Tuesday 30 the same.
      await insertRecord(t, guard, '2026-06-29T06:00:00.000Z', '2026-06-29T14:00:00.000Z');
      await insertRecord(t, guard, '2026-06-30T06:00:00.000Z', '2026-06-30T14:00:00.000Z');
      await approvedLeave(onLeave.id, company, 'FERIE', '2026-06-29', '2026-06-30');
      await approvedLeave(sick.id, company, 'MALATTIA', '2026-06-29', '2026-06-29');
      const { grey, rows } = await juneSheet(company);
      return { grey, guard: rows.get(await fiscalCodeOf(guard.id))!, onLeave: rows.get(await fiscalCodeOf(onLeave.id))!, sick: rows.get(await fiscalCodeOf(sick.id))! };
    };

    const rome = await sheetOf('06-29');
    expect([rome.grey(28), rome.grey(29), rome.grey(30)]).toEqual([true, true, false]);
    expect(rome.guard.hours).toMatchObject({ 29: 8, 30: 8, 'Ore lavorate': 16, 'di cui festive': 8, 'Giorni lavorati': 2 });
    expect([rome.onLeave.notes['29'], rome.onLeave.notes['30']]).toEqual([null, 'FE']);
    expect(rome.onLeave.hours['FE (gg)']).toBe(1);
    // Sick leave counts every calendar day, the patron day included.
    expect(rome.sick.notes['29']).toBe('MAL');
    expect(rome.sick.hours['MAL (gg)']).toBe(1);

    const milan = await sheetOf('12-07');
    expect([milan.grey(28), milan.grey(29), milan.grey(30)]).toEqual([true, false, false]);
    expect(milan.guard.hours).toMatchObject({ 'Ore lavorate': 16, 'di cui festive': 0 });
    expect([milan.onLeave.notes['29'], milan.onLeave.notes['30']]).toEqual(['FE', 'FE']);
    expect(milan.onLeave.hours['FE (gg)']).toBe(2);
  });

  it('follows the setting as soon as it changes', async () => {
    const company = await companyWith(null);
    const guard = await newClocker(t, company);
    await insertRecord(t, guard, '2026-06-29T06:00:00.000Z', '2026-06-29T14:00:00.000Z');
    const holidayHours = async () => (await juneSheet(company)).rows.get(await fiscalCodeOf(guard.id))!.hours['di cui festive'];
    expect(await holidayHours()).toBe(0);
    await patch(company, { patronDay: '06-29' });
    expect(await holidayHours()).toBe(8);
    await patch(company, { patronDay: null });
    expect(await holidayHours()).toBe(0);
  });
});

describe('leave on the patron saint’s day', () => {
  const balanceOf = async (token: string, year: number) => {
    const response = await t.call({ method: 'GET', url: `/api/permission/balance?year=${year}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { patronDay: string | null; items: Array<{ type: string; pending: number; used: number }> };
  };

  it("does not take a day of ferie on the company's patron day, and says which day that is with the request and the balance", async () => {
    const [rome, milan] = await demoCompanyIds(t);
    const roman = await newWorker(t, rome);
    const milanese = await newWorker(t, milan);
    // Monday 28 June to Saturday 3 July 2027: six working days, Tuesday 29 the patron day of Rome.
    const request = await createLeave(t, roman.token, { type: 'FERIE', startDate: '2027-06-28', endDate: '2027-07-03' });
    expect(request.patronDay).toBe('06-29');
    await createLeave(t, milanese.token, { type: 'FERIE', startDate: '2027-06-28', endDate: '2027-07-03' });

    const romeBalance = await balanceOf(roman.token, 2027);
    expect(romeBalance.patronDay).toBe('06-29');
    expect(romeBalance.items.find((i) => i.type === 'FERIE')).toMatchObject({ pending: 5, used: 0 });
    const milanBalance = await balanceOf(milanese.token, 2027);
    expect(milanBalance.patronDay).toBe('12-07');
    expect(milanBalance.items.find((i) => i.type === 'FERIE')).toMatchObject({ pending: 6 });

    const listed = await t.call({ method: 'GET', url: `/api/permission/${request.id}`, token: await t.login('moderator') });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().patronDay).toBe('06-29');
  });

  it('keeps the patron day out of the L.104 days of a month (3 at most)', async () => {
    // Friday 25 to Tuesday 29 June 2027: Friday, Saturday, Monday and Tuesday are four days; three where Tuesday is the patron day.
    const l104 = { type: 'L104', startDate: '2027-06-25', endDate: '2027-06-29' };
    const roman = await newWorker(t, await companyWith('06-29'));
    expect((await askLeave(t, roman.token, l104)).statusCode).toBe(201);
    const elsewhere = await newWorker(t, await companyWith(null));
    const refused = await askLeave(t, elsewhere.token, l104);
    expect(refused.statusCode).toBe(409);
  });
});
