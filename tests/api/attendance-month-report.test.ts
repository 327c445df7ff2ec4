import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { type Clocker, freshCompany, insertRecord, newClocker } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';

let t: TestApp;
let company: number;
let a: Clocker;
let b: { id: number; token: string };
let elsewhere: Clocker;

/** Approved (or other) leave written straight to the database: these tests are about the sheet, not the requests. */
const leave = (userId: number, companyId: number, values: { type: string; startDate: string; endDate: string | null; startTime?: string; endTime?: string; hours?: number; status?: string }) =>
  t.app.db
    .insertInto('permission')
    .values({
      userId,
      companyId,
      type: values.type,
      startDate: values.startDate,
      endDate: values.endDate,
      startTime: values.startTime ?? null,
      endTime: values.endTime ?? null,
      hours: values.hours ?? null,
      status: values.status ?? 'APPROVED',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  company = await freshCompany(t);
  a = await newClocker(t, company);
  b = await newWorker(t, company);
  elsewhere = await newClocker(t, (await demoCompanyIds(t))[0]);
  // March 2026 in Rome (UTC+1): Sunday 1 08–12, a Friday night shift counted on Friday 6, Monday 9 8.5 h, Tuesday 10 never clocked out.
  await insertRecord(t, a, '2026-03-01T07:00:00.000Z', '2026-03-01T11:00:00.000Z');
  await insertRecord(t, a, '2026-03-06T21:00:00.000Z', '2026-03-07T05:00:00.000Z');
  await insertRecord(t, a, '2026-03-09T05:00:00.000Z', '2026-03-09T13:30:00.000Z', { reviewFlag: 1 });
  await insertRecord(t, a, '2026-03-10T05:00:00.000Z', null);
  await insertRecord(t, elsewhere, '2026-03-09T05:00:00.000Z', '2026-03-09T13:00:00.000Z');
  await leave(a.id, company, { type: 'ROL', startDate: '2026-03-11', endDate: '2026-03-11', startTime: '14:00', endTime: '16:00', hours: 2 });
  // Saturday 14 to Monday 16: ferie count on the Saturday and the Monday, not on the Sunday.
  await leave(a.id, company, { type: 'FERIE', startDate: '2026-03-14', endDate: '2026-03-16' });
  // Sick leave counts every calendar day, Sunday 22 included.
  await leave(b.id, company, { type: 'MALATTIA', startDate: '2026-03-20', endDate: '2026-03-22' });
  await leave(b.id, company, { type: 'FERIE', startDate: '2026-03-25', endDate: '2026-03-26', status: 'PENDING' });
  await leave(b.id, company, { type: 'FERIE', startDate: '2026-03-27', endDate: '2026-03-27', status: 'REJECTED' });
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const url = (query: Record<string, string | number>) => `/api/attendance/month-report?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** The sheet's table: the header row's texts and each person's cells by day number and by total heading. */
const readSheet = async (body: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(5).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  const people = new Map<string, Record<string, unknown>>();
  for (let r = 6; r <= sheet.rowCount; r += 1) {
    const values = (sheet.getRow(r).values as unknown[]).slice(1);
    if (!values[1]) continue;
    people.set(String(values[1]), Object.fromEntries(header.map((h, i) => [h.split('\n')[0], values[i] ?? null])));
  }
  return { sheet, header, people, text: (row: number) => String(sheet.getRow(row).getCell(1).value ?? '') };
};

/** The text a PDF shows: its compressed content streams inflated, their hex strings decoded (pdfkit writes text so). */
const pdfText = (body: Buffer) => {
  const raw = body.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
      for (const line of content.split('\n').filter((l) => l.endsWith('TJ'))) {
        texts.push([...line.matchAll(/<([0-9a-f]*)>/gi)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')).join(''));
      }
    } catch {
      // Not a compressed content stream (a font, an image).
    }
  }
  return texts.join('\n');
};

const fiscalCodeOf = async (userId: number) => (await t.app.db.selectFrom('user').select('fiscalCode').where('id', '=', userId).executeTakeFirstOrThrow()).fiscalCode as string;

describe('GET /api/attendance/month-report', () => {
  it('writes the month sheet as a workbook: hours per day, leave codes, missed clock-outs and totals, only approved leave', async () => {
    const response = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'xlsx' }), token: await t.login('admin') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${company}-2026-03.xlsx"`);
    const { header, people, text } = await readSheet(response.rawPayload);
    expect(text(1)).toBe('Foglio presenze – marzo 2026');
    expect(header.slice(0, 4)).toEqual(['Dipendente', 'Codice fiscale', '1\nD', '2\nL']);
    expect(header.slice(2 + 31)).toEqual(['Ore lavorate', 'di cui notturne', 'di cui festive', 'Giorni lavorati', 'FE', 'ROL', 'MAL', 'Uscite mancanti', 'Da verificare']);

    expect([...people.keys()].sort()).toEqual([await fiscalCodeOf(a.id), await fiscalCodeOf(b.id)].sort());
    const first = people.get(await fiscalCodeOf(a.id))!;
    expect([first['1'], first['6'], first['7'], first['9'], first['10'], first['11']]).toEqual([4, 8, null, 8.5, '!', 'ROL 2']);
    expect([first['14'], first['15'], first['16']]).toEqual(['FE', null, 'FE']);
    expect(first).toMatchObject({ 'Ore lavorate': 20.5, 'di cui notturne': 8, 'di cui festive': 4, 'Giorni lavorati': 3, FE: '2 gg', ROL: '2 h', MAL: '', 'Uscite mancanti': 1, 'Da verificare': 1 });
    const second = people.get(await fiscalCodeOf(b.id))!;
    expect([second['20'], second['21'], second['22'], second['23']]).toEqual(['MAL', 'MAL', 'MAL', null]);
    expect([second['25'], second['26'], second['27']]).toEqual([null, null, null]);
    expect(second).toMatchObject({ 'Ore lavorate': 0, 'di cui notturne': 0, 'di cui festive': 0, 'Giorni lavorati': 0, FE: '', ROL: '', MAL: '3 gg', 'Uscite mancanti': null, 'Da verificare': null });
  });

  it("lists the company's active workers with nothing in the month, and one worker alone on request", async () => {
    const token = await t.login('admin');
    const april = await readSheet((await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-04', format: 'xlsx' }), token })).rawPayload);
    expect(april.people.size).toBe(2);
    expect(april.header.slice(2 + 30)).toEqual(['Ore lavorate', 'di cui notturne', 'di cui festive', 'Giorni lavorati', 'Uscite mancanti', 'Da verificare']);
    const alone = await readSheet((await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'xlsx', userId: b.id }), token })).rawPayload);
    expect([...alone.people.keys()]).toEqual([await fiscalCodeOf(b.id)]);
    const stranger = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'xlsx', userId: elsewhere.id }), token });
    expect(stranger.statusCode).toBe(404);
    const noCompany = await t.call({ method: 'GET', url: url({ companyId: 999_999, month: '2026-03', format: 'xlsx' }), token });
    expect(noCompany.statusCode).toBe(404);
  });

  it('writes the same sheet as a PDF, in the reader’s language', async () => {
    const response = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'pdf' }), token: await t.login('admin') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${company}-2026-03.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Foglio presenze \u2013 marzo 2026'.replace('\u2013', '\x96'));
    expect(text).toContain(await fiscalCodeOf(a.id));
    expect(text).toContain(await fiscalCodeOf(b.id));
    expect(text).toMatch(/^ROL ?\n ?2$/m);
    expect(text).toContain('MAL');
    expect(text).toContain('FE: Ferie');
    expect(text).toContain('Pagina 1 di 1');
    const spanish = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'xlsx' }), token: await t.login('admin'), headers: { 'accept-language': 'es' } });
    const sheet = await readSheet(spanish.rawPayload);
    expect(sheet.text(1)).toBe('Hoja de asistencia – marzo de 2026');
    expect(sheet.header.slice(0, 2)).toEqual(['Trabajador', 'Código fiscal']);
  });

  it('answers 400 with a message per field for a bad month, company or format', async () => {
    const response = await t.call({ method: 'GET', url: url({ companyId: 'x', month: '2026-13', format: 'doc' }), token: await t.login('admin') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ companyId: 'Valore non valido', month: 'Mese non valido (aaaa-mm)', format: 'Valore non valido' });
    const missing = await t.call({ method: 'GET', url: '/api/attendance/month-report', token: await t.login('admin') });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['companyId', 'format', 'month']);
  });

  it('answers 500 in JSON, not a broken download, when the document worker fails', async () => {
    const render = t.app.renderer.render;
    t.app.renderer.render = () => Promise.reject(new Error('the document worker stopped (exit code 1)'));
    try {
      const response = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'pdf' }), token: await t.login('admin') });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json().message).toMatch(/^Errore interno/);
      expect(response.body).not.toContain('worker');
    } finally {
      t.app.renderer.render = render;
    }
  });

  it("keeps to the caller's companies: accounting reads its own, another company's sheet is not found, a worker reads none", async () => {
    const [demo] = await demoCompanyIds(t);
    const ok = await t.call({ method: 'GET', url: url({ companyId: demo, month: '2026-03', format: 'xlsx' }), token: await t.login('accounting') });
    expect(ok.statusCode, ok.body).toBe(200);
    const sheet = await readSheet(ok.rawPayload);
    expect(sheet.people.has(await fiscalCodeOf(elsewhere.id))).toBe(true);
    for (const who of ['moderator', 'accounting'] as const) {
      const response = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'xlsx' }), token: await t.login(who) });
      expect(response.statusCode, who).toBe(404);
    }
    for (const who of ['worker', 'clientManagement', 'client'] as const) {
      const response = await t.call({ method: 'GET', url: url({ companyId: demo, month: '2026-03', format: 'xlsx' }), token: await t.login(who) });
      expect(response.statusCode, who).toBe(403);
    }
  });
});

describe('GET /api/attendance/my/report', () => {
  it("gives a worker their own month sheet only, as a workbook or a PDF", async () => {
    const response = await t.call({ method: 'GET', url: '/api/attendance/my/report?month=2026-03&format=xlsx', token: a.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${company}-2026-03.xlsx"`);
    const { people } = await readSheet(response.rawPayload);
    expect([...people.keys()]).toEqual([await fiscalCodeOf(a.id)]);
    expect(people.get(await fiscalCodeOf(a.id))).toMatchObject({ '6': 8, '9': 8.5, '10': '!', 'Ore lavorate': 20.5, ROL: '2 h', FE: '2 gg' });
    const pdf = await t.call({ method: 'GET', url: '/api/attendance/my/report?format=pdf', token: b.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(new RegExp(`filename="foglio-presenze-${company}-\\d{4}-\\d{2}\\.pdf"`));
    expect(pdfText(pdf.rawPayload)).toContain(await fiscalCodeOf(b.id));
    expect(pdfText(pdf.rawPayload)).not.toContain(await fiscalCodeOf(a.id));
  });

  it('answers 400 for a missing format or a bad month, and 403 to accounting, who clocks nothing', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/attendance/my/report?month=03-2026', token: a.token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['format', 'month']);
    const accounting = await t.call({ method: 'GET', url: '/api/attendance/my/report?format=pdf', token: await t.login('accounting') });
    expect(accounting.statusCode).toBe(403);
  });
});
