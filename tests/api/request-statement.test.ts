import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeInstant } from '../../src/shared/attendance';
import type { TStatement } from '../../src/shared/schemas/request-statement';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { demoClientSite } from '../helpers/access-rows-statement';
import { newWorker } from '../helpers/leave';
import { pdfText } from '../helpers/pdf';
import { created, siteBody } from '../helpers/people';
import { insertPost, insertShift } from '../helpers/workforce';

// February 2024: a leap month of 29 days, its last night running into March.
const MONTH = '2024-02';

let t: TestApp;
let company: number;
let clientId: number;
let siteId: number;
let otherSiteId: number;
const people: Record<string, { id: number; fiscalCode: string; email: string }> = {};

const at = (date: string, time: string) => romeInstant(date, time);

/** An attendance written straight to the database, at the test site unless told. */
const attend = (userId: number, checkIn: string, checkOut: string | null, extra: Record<string, unknown> = {}) =>
  t.app.db
    .insertInto('attendance')
    .values({ userId, companyId: company, siteType: 'CLIENT_SITE', siteId, siteName: 'Ingresso carrabile', checkIn, checkOut, ...extra })
    .execute();

const get = async (query: string, as: 'admin' | 'client' | 'clientManagement' = 'clientManagement', headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/api/request/statement?${query}`, token: await t.login(as), headers });

const person = async (firstName: string, lastName: string) => {
  const worker = await newWorker(t, company);
  const row = await t.app.db
    .updateTable('user')
    .set({ firstName, lastName })
    .where('id', '=', worker.id)
    .returning(['id', 'fiscalCode', 'email'])
    .executeTakeFirstOrThrow();
  return { id: row.id, fiscalCode: row.fiscalCode as string, email: row.email };
};

beforeAll(async () => {
  t = await createTestApp();
  [company] = await demoCompanyIds(t);
  const demo = await demoClientSite(t);
  clientId = demo.clientId;
  otherSiteId = demo.siteId;
  siteId = (await created(t, '/api/client-site', siteBody(clientId, { name: 'Ingresso carrabile' }))).id;
  people.anna = await person('Anna', 'Rossi');
  people.bruno = await person('Bruno', 'Bianchi');
  const { anna, bruno } = people;
  const door = await insertPost(t, { clientSiteId: siteId, name: 'Portineria' });
  const night = await insertPost(t, { clientSiteId: siteId, name: 'Vigilanza notturna' });
  const elsewhere = await insertPost(t, { clientSiteId: otherSiteId, name: 'Altrove' });

  const day1 = await insertShift(t, { postId: door.id, userId: anna.id, date: '2024-02-01', start: '08:00', end: '16:00' });
  await attend(anna.id, at('2024-02-01', '07:58'), at('2024-02-01', '16:05'), { shiftId: day1.id });
  // A night across midnight: planned and delivered on the evening it starts.
  const night1 = await insertShift(t, { postId: night.id, userId: bruno.id, date: '2024-02-01', start: '22:00', end: '06:00' });
  await attend(bruno.id, at('2024-02-01', '22:00'), at('2024-02-02', '06:00'), { shiftId: night1.id });
  // An open shift: planned service, nobody on duty.
  await insertShift(t, { postId: door.id, userId: null, date: '2024-02-02', start: '08:00', end: '12:00' });
  // Neither a draft nor a cancelled shift is planned service.
  await insertShift(t, { postId: door.id, userId: anna.id, date: '2024-02-03', start: '08:00', end: '16:00', status: 'DRAFT' });
  await insertShift(t, { postId: door.id, userId: anna.id, date: '2024-02-04', start: '08:00', end: '16:00', status: 'CANCELLED' });
  // Planned, nobody clocked in.
  await insertShift(t, { postId: door.id, userId: anna.id, date: '2024-02-05', start: '08:00', end: '16:00' });
  // 2024-02-06: no service at all.
  // A clock-in with no shift.
  await attend(bruno.id, at('2024-02-07', '10:00'), at('2024-02-07', '12:30'));
  // A missed clock-out counts nothing until corrected, an open attendance nothing until its clock-out.
  await attend(anna.id, at('2024-02-08', '08:00'), at('2024-02-08', '23:00'), { missedClockOut: 1 });
  await attend(anna.id, at('2024-02-10', '08:00'), null);
  const last = await insertShift(t, { postId: night.id, userId: bruno.id, date: '2024-02-29', start: '22:00', end: '06:00' });
  await attend(bruno.id, at('2024-02-29', '21:57'), at('2024-03-01', '06:02'), { shiftId: last.id });
  // Outside the month, at another site, or at a company place with the same id: none of them counts.
  await insertShift(t, { postId: night.id, userId: bruno.id, date: '2024-01-31', start: '22:00', end: '06:00' });
  await insertShift(t, { postId: door.id, userId: anna.id, date: '2024-03-01', start: '08:00', end: '16:00' });
  await insertShift(t, { postId: elsewhere.id, userId: anna.id, date: '2024-02-06', start: '08:00', end: '16:00' });
  await attend(anna.id, at('2024-02-06', '08:00'), at('2024-02-06', '16:00'), { siteId: otherSiteId });
  await attend(anna.id, at('2024-02-06', '09:00'), at('2024-02-06', '10:00'), { siteType: 'PLACE' });
}, 60_000);

afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('a site’s month as JSON', () => {
  let statement: TStatement;
  beforeAll(async () => {
    const response = await get(`siteId=${siteId}&month=${MONTH}`);
    expect(response.statusCode, response.body).toBe(200);
    statement = response.json();
  });

  it('has every day of the month, planned from the published shifts and delivered from the clock-ins, by the day they start', () => {
    expect(statement.days).toHaveLength(29);
    expect(statement.days.map((d) => d.date)).toEqual(Array.from({ length: 29 }, (_, i) => `2024-02-${String(i + 1).padStart(2, '0')}`));
    const day = (n: number) => statement.days[n - 1];
    expect(day(1)).toEqual({ date: '2024-02-01', plannedMinutes: 960, deliveredMinutes: 487 + 480 });
    expect(day(2)).toEqual({ date: '2024-02-02', plannedMinutes: 240, deliveredMinutes: 0 });
    expect(day(3)).toMatchObject({ plannedMinutes: 0, deliveredMinutes: 0 });
    expect(day(4)).toMatchObject({ plannedMinutes: 0, deliveredMinutes: 0 });
    expect(day(5)).toMatchObject({ plannedMinutes: 480, deliveredMinutes: 0 });
    expect(day(6)).toMatchObject({ plannedMinutes: 0, deliveredMinutes: 0 });
    expect(day(7)).toMatchObject({ plannedMinutes: 0, deliveredMinutes: 150 });
    expect(day(8)).toMatchObject({ plannedMinutes: 0, deliveredMinutes: 0 });
    expect(day(29)).toMatchObject({ plannedMinutes: 480, deliveredMinutes: 485 });
    expect(statement.totals).toEqual({ plannedMinutes: 960 + 240 + 480 + 480, deliveredMinutes: 967 + 150 + 485 });
  });

  it('names who was on duty with their times, a clock-in joined to its shift', () => {
    expect(statement.duties).toEqual([
      { date: '2024-02-01', name: 'Rossi Anna', postName: 'Portineria', plannedStart: '08:00', plannedEnd: '16:00', checkIn: '07:58', checkOut: '16:05', plannedMinutes: 480, deliveredMinutes: 487 },
      { date: '2024-02-01', name: 'Bianchi Bruno', postName: 'Vigilanza notturna', plannedStart: '22:00', plannedEnd: '06:00', checkIn: '22:00', checkOut: '06:00', plannedMinutes: 480, deliveredMinutes: 480 },
      { date: '2024-02-05', name: 'Rossi Anna', postName: 'Portineria', plannedStart: '08:00', plannedEnd: '16:00', checkIn: null, checkOut: null, plannedMinutes: 480, deliveredMinutes: 0 },
      { date: '2024-02-07', name: 'Bianchi Bruno', postName: null, plannedStart: null, plannedEnd: null, checkIn: '10:00', checkOut: '12:30', plannedMinutes: 0, deliveredMinutes: 150 },
      { date: '2024-02-08', name: 'Rossi Anna', postName: null, plannedStart: null, plannedEnd: null, checkIn: '08:00', checkOut: '23:00', plannedMinutes: 0, deliveredMinutes: 0 },
      { date: '2024-02-10', name: 'Rossi Anna', postName: null, plannedStart: null, plannedEnd: null, checkIn: '08:00', checkOut: null, plannedMinutes: 0, deliveredMinutes: 0 },
      { date: '2024-02-29', name: 'Bianchi Bruno', postName: 'Vigilanza notturna', plannedStart: '22:00', plannedEnd: '06:00', checkIn: '21:57', checkOut: '06:02', plannedMinutes: 480, deliveredMinutes: 485 },
    ]);
  });

  it('heads it with the site, its client and company, closed and not yet answered', () => {
    expect(statement).toMatchObject({ siteId, siteName: 'Ingresso carrabile', clientId, clientName: 'Condominio Aurora', month: MONTH, closed: true, status: 'PENDING', note: null, answeredBy: null, answeredAt: null });
    expect(statement.companyName).toBeTruthy();
  });

  it('carries nothing about the guards but their names: no ids, fiscal codes, e-mails or positions', () => {
    expect(Object.keys(statement).sort()).toEqual(
      ['answeredAt', 'answeredBy', 'clientId', 'clientName', 'closed', 'companyName', 'days', 'duties', 'month', 'note', 'siteAddress', 'siteId', 'siteName', 'status', 'totals'].sort(),
    );
    for (const duty of statement.duties) {
      expect(Object.keys(duty).sort()).toEqual(['checkIn', 'checkOut', 'date', 'deliveredMinutes', 'name', 'plannedEnd', 'plannedMinutes', 'plannedStart', 'postName'].sort());
    }
    const body = JSON.stringify(statement);
    for (const p of Object.values(people)) {
      expect(body).not.toContain(p.fiscalCode);
      expect(body).not.toContain(p.email);
    }
    expect(body).not.toMatch(/lat|lng|userId|fiscal|email/i);
  });

  it('is the same for the client as for the office', async () => {
    const response = await get(`siteId=${siteId}&month=${MONTH}`, 'client');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(statement);
  });

  it('shows a month still running as not closed, and an empty month as every day at zero', async () => {
    const now = new Date();
    const month = `${now.getUTCFullYear() + 1}-01`;
    const response = await get(`siteId=${siteId}&month=${month}`);
    expect(response.json()).toMatchObject({ closed: false, status: 'PENDING', duties: [], totals: { plannedMinutes: 0, deliveredMinutes: 0 } });
    expect(response.json().days).toHaveLength(31);
  });
});

describe('every site of a client at once', () => {
  it('answers a list of statements as JSON, by site name', async () => {
    const response = await get(`clientId=${clientId}&month=${MONTH}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as TStatement[];
    expect(list.map((s) => s.siteId).sort()).toEqual([siteId, otherSiteId].sort());
    expect(list[0].siteName.localeCompare(list[1].siteName, 'it')).toBeLessThan(0);
    expect(list.find((s) => s.siteId === otherSiteId)?.totals).toEqual({ plannedMinutes: 480, deliveredMinutes: 480 });
  });

  it('prints a PDF with a section per site', async () => {
    const response = await get(`clientId=${clientId}&month=${MONTH}&format=pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="rendiconto-condominio-aurora-${MONTH}.pdf"`);
    const lines = pdfText(response.rawPayload).split('\n');
    expect(lines).toContain('Sede: Ingresso carrabile');
    expect(lines.filter((l) => l === 'Rendiconto del servizio')).toHaveLength(2);
  });

  it('writes a workbook with a sheet per site', async () => {
    const response = await get(`clientId=${clientId}&month=${MONTH}&format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets).toHaveLength(2);
    expect(book.getWorksheet('Ingresso carrabile')).toBeDefined();
  });
});

describe('a site’s month as a document', () => {
  it('prints a PDF whose text holds the figures and the names', async () => {
    const response = await get(`siteId=${siteId}&month=${MONTH}&format=pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="rendiconto-condominio-aurora-ingresso-carrabile-${MONTH}.pdf"`);
    const lines = pdfText(response.rawPayload).split('\n');
    for (const line of ['Rendiconto del servizio', 'Cliente: Condominio Aurora', 'Sede: Ingresso carrabile', 'Mese: febbraio 2024', 'Stato: in attesa di risposta del cliente']) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain('Rossi Anna');
    expect(lines).toContain('Bianchi Bruno');
    expect(lines).toContain('07:58–16:05');
    expect(lines).toContain('22:00–06:00');
    expect(lines).toContain('gio 01/02/2024');
    // The totals row: 36:00 planned, 26:42 delivered, 9:18 short.
    expect(lines).toContain('36:00');
    expect(lines).toContain('26:42');
    expect(lines).toContain('-9:18');
    for (const p of Object.values(people)) expect(lines.join('\n')).not.toContain(p.fiscalCode);
  });

  it('prints in the reader’s language', async () => {
    const response = await get(`siteId=${siteId}&month=${MONTH}&format=pdf`, 'clientManagement', { 'accept-language': 'es' });
    const lines = pdfText(response.rawPayload).split('\n');
    expect(lines).toContain('Informe del servicio');
    expect(lines).toContain('Mes: febrero de 2024');
  });

  it('writes a workbook with the hours as numbers and a total of formulas', async () => {
    const response = await get(`siteId=${siteId}&month=${MONTH}&format=xlsx`, 'client');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Ingresso carrabile');
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => rows.push(row));
    const total = rows.find((row) => row.getCell(1).value === 'Totale') as ExcelJS.Row;
    expect(total.getCell(2).value).toMatchObject({ formula: expect.stringMatching(/^SUM\(B\d+:B\d+\)$/), result: 36 });
    expect(total.getCell(3).value).toMatchObject({ result: 1602 / 60 });
    const duty = rows.find((row) => row.getCell(5).value === '21:57–06:02') as ExcelJS.Row;
    expect(duty.getCell(2).value).toBe('Bianchi Bruno');
    expect(duty.getCell(3).value).toBe('Vigilanza notturna');
    expect(duty.getCell(7).value).toBeCloseTo(485 / 60);
  });
});
