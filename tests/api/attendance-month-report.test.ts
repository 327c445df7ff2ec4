import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { type Clocker, freshCompany, insertRecord, newClocker } from '../helpers/attendance';
import { insertLeave, newWorker } from '../helpers/leave';
import { pdfText } from '../helpers/pdf';
import { created, placeBody } from '../helpers/people';

let t: TestApp;
let company: number;
let a: Clocker;
let b: { id: number; token: string };
let elsewhere: Clocker;

/** Approved (or other) leave written straight to the database: these tests are about the sheet, not the requests. */
const leave = (userId: number, companyId: number, values: { type: string; startDate: string; endDate: string | null; startTime?: string; endTime?: string; hours?: number; status?: string }) =>
  insertLeave(t, { userId, companyId, ...values });

/** The company's name as its files are named: lower-case ASCII words joined by '-'. */
const COMPANY = { name: "Presidio Sicurezza d'Italia S.r.l.", file: 'presidio-sicurezza-d-italia-s-r-l' };

beforeAll(async () => {
  t = await createTestApp();
  company = await freshCompany(t);
  await t.app.db.updateTable('company').set({ name: COMPANY.name }).where('id', '=', company).execute();
  a = await newClocker(t, company);
  b = await newWorker(t, company);
  elsewhere = await newClocker(t, (await demoCompanyIds(t))[0]);
  await t.app.db.updateTable('user').set({ firstName: 'Nicolò', lastName: "D'Amico" }).where('id', '=', a.id).execute();
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

/**
 * A sheet's table: the header row's texts and, per person (by fiscal code), the hours row by day
 * number and by total heading, and the notes row under it ('Assenze e note') by day number.
 */
const tableOf = (sheet: ExcelJS.Worksheet) => {
  const header = (sheet.getRow(5).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  const people = new Map<string, Record<string, unknown>>();
  const notes = new Map<string, Record<string, unknown>>();
  for (let r = 6; r <= sheet.rowCount; r += 1) {
    const values = (sheet.getRow(r).values as unknown[]).slice(1);
    if (!values[1]) continue;
    people.set(String(values[1]), Object.fromEntries(header.map((h, i) => [h.split('\n')[0], values[i] ?? null])));
    const below = (sheet.getRow(r + 1).values as unknown[]).slice(1);
    notes.set(String(values[1]), Object.fromEntries(header.map((h, i) => [h.split('\n')[0], below[i] ?? null])));
  }
  return { sheet, header, people, notes, text: (row: number) => String(sheet.getRow(row).getCell(1).value ?? '') };
};

const readBook = async (body: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
};

/** The (first) sheet of a workbook. */
const readSheet = async (body: Buffer) => tableOf((await readBook(body)).worksheets[0]);

/** The days' values of a person's hours row: numbers only, adding up to their 'Ore lavorate'. */
const expectDaysAddUp = (person: Record<string, unknown>, days: number) => {
  const values = Array.from({ length: days }, (_, i) => person[String(i + 1)]);
  for (const value of values) expect(value === null || typeof value === 'number', String(value)).toBe(true);
  expect(values.reduce<number>((sum, v) => sum + ((v as number | null) ?? 0), 0)).toBeCloseTo(person['Ore lavorate'] as number, 10);
};

const fiscalCodeOf = async (userId: number) => (await t.app.db.selectFrom('user').select('fiscalCode').where('id', '=', userId).executeTakeFirstOrThrow()).fiscalCode as string;

describe('GET /api/attendance/month-report', () => {
  it('writes the month sheet as a workbook: hours per day, leave codes, missed clock-outs and totals, only approved leave', async () => {
    const response = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'xlsx' }), token: await t.login('admin') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${COMPANY.file}-2026-03.xlsx"`);
    const { header, people, notes, text } = await readSheet(response.rawPayload);
    expect(text(1)).toBe('Foglio presenze – marzo 2026');
    expect(header.slice(0, 5)).toEqual(['Dipendente', 'Codice fiscale', '1\nDo', '2\nLu', '3\nMa']);
    expect(header[2 + 3]).toBe('4\nMe');
    expect(header.slice(2 + 31)).toEqual([
      'Ore lavorate',
      'di cui notturne',
      'di cui festive',
      'di cui notturne festive',
      'Giorni lavorati',
      'FE (gg)',
      'ROL (h)',
      'MAL (gg)',
      'Uscite mancanti',
      'Da verificare',
    ]);

    expect([...people.keys()].sort()).toEqual([await fiscalCodeOf(a.id), await fiscalCodeOf(b.id)].sort());
    const first = people.get(await fiscalCodeOf(a.id))!;
    // Hours are numbers every day, leave or not; what else happened is on the row below.
    expect([first['1'], first['6'], first['7'], first['9'], first['10'], first['11']]).toEqual([4, 8, null, 8.5, null, null]);
    const firstNotes = notes.get(await fiscalCodeOf(a.id))!;
    expect(firstNotes['Dipendente']).toBe('Assenze e note');
    expect([firstNotes['1'], firstNotes['6'], firstNotes['9'], firstNotes['10'], firstNotes['11']]).toEqual([null, null, '?', '!', 'ROL 2']);
    expect([firstNotes['14'], firstNotes['15'], firstNotes['16']]).toEqual(['FE', null, 'FE']);
    expect(first).toMatchObject({ 'Ore lavorate': 20.5, 'di cui notturne': 8, 'di cui festive': 4, 'di cui notturne festive': 0, 'Giorni lavorati': 3, 'FE (gg)': 2, 'ROL (h)': 2, 'MAL (gg)': null, 'Uscite mancanti': 1, 'Da verificare': 1 });
    expectDaysAddUp(first, 31);
    const second = people.get(await fiscalCodeOf(b.id))!;
    const secondNotes = notes.get(await fiscalCodeOf(b.id))!;
    expect([secondNotes['20'], secondNotes['21'], secondNotes['22'], secondNotes['23']]).toEqual(['MAL', 'MAL', 'MAL', null]);
    expect([secondNotes['25'], secondNotes['26'], secondNotes['27']]).toEqual([null, null, null]);
    expect(second).toMatchObject({ 'Ore lavorate': 0, 'di cui notturne': 0, 'di cui festive': 0, 'di cui notturne festive': 0, 'Giorni lavorati': 0, 'FE (gg)': null, 'ROL (h)': null, 'MAL (gg)': 3, 'Uscite mancanti': null, 'Da verificare': null });
    expectDaysAddUp(second, 31);
  });

  it('marks a day whose shift was entered by hand or whose times or site were corrected, not one only marked as reviewed', async () => {
    const own = await freshCompany(t);
    const c = await newClocker(t, own);
    const place = await created(t, '/api/place', placeBody(own));
    const admin = await t.login('admin');
    const correct = async (id: number, payload: Record<string, unknown>) => {
      const response = await t.call({ method: 'PATCH', url: `/api/attendance/${id}`, token: admin, payload });
      expect(response.statusCode, response.body).toBe(200);
    };
    const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`;
    const shift = (d: number, extra: Record<string, unknown> = {}) => insertRecord(t, c, `${day(d)}T07:00:00.000Z`, `${day(d)}T15:00:00.000Z`, extra);
    await shift(2, { source: 'MANUAL' });
    // 'Segna come verificata': the review flag cleared with a reason, the times untouched.
    await correct(await shift(3, { reviewFlag: 1, checkInInside: 'NO' }), { reviewFlag: false, reason: 'Fuori area: verificata con il capoturno' });
    // The edit form sends every value back unchanged, with a note.
    const same = await shift(4);
    await correct(same, { checkIn: `${day(4)}T08:00:00+01:00`, checkOut: `${day(4)}T16:00:00+01:00`, siteType: 'CLIENT_SITE', siteId: c.site.id, note: 'Controllata', reason: 'Controllo del foglio' });
    await correct(await shift(5), { checkOut: `${day(5)}T14:00:00.000Z`, reason: 'Uscita alle 15, confermata dal cliente' });
    await correct(await shift(6), { siteType: 'PLACE', siteId: place.id, reason: 'Turno svolto in sede' });
    await shift(9);
    const response = await t.call({ method: 'GET', url: url({ companyId: own, month: '2026-03', format: 'xlsx' }), token: admin });
    const { people, notes } = await readSheet(response.rawPayload);
    const code = await fiscalCodeOf(c.id);
    expect([2, 3, 4, 5, 6, 9].map((d) => people.get(code)![String(d)])).toEqual([8, 8, 8, 7, 8, 8]);
    expect([2, 3, 4, 5, 6, 9].map((d) => notes.get(code)![String(d)])).toEqual(['*', null, null, '*', '*', null]);
    const stored = await t.app.db.selectFrom('attendance').select(['checkIn', 'timesCorrected', 'editedAt']).where('userId', '=', c.id).orderBy('checkIn').execute();
    expect(stored.map((r) => r.timesCorrected)).toEqual([0, 0, 0, 1, 1, 0]);
    // Reviewed and saved unchanged, both were edited all the same: only the new mark tells them apart.
    expect(stored.map((r) => r.editedAt !== null)).toEqual([false, true, true, true, true, false]);
  });

  it('totals the night hours of a Sunday as night, as holiday and as night on holidays, in the workbook and the PDF', async () => {
    const own = await freshCompany(t);
    const c = await newClocker(t, own);
    // Sunday 8 March 2026, 03:15–11:15 in Rome: 2:45 of night, all 8 hours on a Sunday.
    await insertRecord(t, c, '2026-03-08T02:15:00.000Z', '2026-03-08T10:15:00.000Z');
    // Monday 9, 20:00–24:00: two hours of night on a weekday.
    await insertRecord(t, c, '2026-03-09T19:00:00.000Z', '2026-03-09T23:00:00.000Z');
    const admin = await t.login('admin');
    const { people } = await readSheet((await t.call({ method: 'GET', url: url({ companyId: own, month: '2026-03', format: 'xlsx' }), token: admin })).rawPayload);
    const person = people.get(await fiscalCodeOf(c.id))!;
    expect(person).toMatchObject({ 'Ore lavorate': 12, 'di cui notturne': 4.75, 'di cui festive': 8, 'di cui notturne festive': 2.75 });
    const ordinary = (person['Ore lavorate'] as number) - (person['di cui notturne'] as number) - (person['di cui festive'] as number) + (person['di cui notturne festive'] as number);
    expect(ordinary).toBe(2);
    const pdf = await t.call({ method: 'GET', url: url({ companyId: own, month: '2026-03', format: 'pdf' }), token: admin });
    const lines = pdfText(pdf.rawPayload).split('\n');
    // In the totals: 12:00 worked, 4:45 at night, 8:00 on holidays (and in Sunday's cell), 2:45 at night on holidays.
    for (const value of ['12:00', '4:45', '2:45']) expect(lines, value).toContain(value);
    expect(lines.filter((line) => line === '8:00')).toHaveLength(2);
  });

  it("lists the company's active workers with nothing in the month, and one worker alone on request", async () => {
    const token = await t.login('admin');
    const april = await readSheet((await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-04', format: 'xlsx' }), token })).rawPayload);
    expect(april.people.size).toBe(2);
    expect(april.header.slice(2 + 30)).toEqual(['Ore lavorate', 'di cui notturne', 'di cui festive', 'di cui notturne festive', 'Giorni lavorati', 'Uscite mancanti', 'Da verificare']);
    const aloneResponse = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'xlsx', userId: b.id }), token });
    // One person's sheet is named after them too: by their id while they have no name.
    expect(aloneResponse.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${COMPANY.file}-2026-03-${b.id}.xlsx"`);
    const alone = await readSheet(aloneResponse.rawPayload);
    expect([...alone.people.keys()]).toEqual([await fiscalCodeOf(b.id)]);
    const named = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'pdf', userId: a.id }), token });
    expect(named.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${COMPANY.file}-2026-03-d-amico-nicolo.pdf"`);
    const stranger = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'xlsx', userId: elsewhere.id }), token });
    expect(stranger.statusCode).toBe(404);
    const noCompany = await t.call({ method: 'GET', url: url({ companyId: 999_999, month: '2026-03', format: 'xlsx' }), token });
    expect(noCompany.statusCode).toBe(404);
  });

  it('writes the same sheet as a PDF, in the reader’s language', async () => {
    const response = await t.call({ method: 'GET', url: url({ companyId: company, month: '2026-03', format: 'pdf' }), token: await t.login('admin') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${COMPANY.file}-2026-03.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Foglio presenze – marzo 2026');
    expect(text).toContain(await fiscalCodeOf(a.id));
    expect(text).toContain(await fiscalCodeOf(b.id));
    // Hours as h:mm, leave codes with their hours whole on one line, the day's marks under the hours.
    const lines = text.split('\n');
    for (const value of ['4:00', '8:00', '8:30', 'ROL 2:00', 'FE', 'MAL', '!', '?', '20:30']) expect(lines, value).toContain(value);
    expect(text).toContain('FE: Ferie');
    expect(text).toContain('ROL: Riduzione orario di lavoro');
    expect(text).not.toContain('ROL: ROL');
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
    expect(response.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${COMPANY.file}-2026-03-d-amico-nicolo.xlsx"`);
    const { people, notes } = await readSheet(response.rawPayload);
    expect([...people.keys()]).toEqual([await fiscalCodeOf(a.id)]);
    expect(people.get(await fiscalCodeOf(a.id))).toMatchObject({ '6': 8, '9': 8.5, '10': null, 'Ore lavorate': 20.5, 'ROL (h)': 2, 'FE (gg)': 2 });
    expect(notes.get(await fiscalCodeOf(a.id))).toMatchObject({ '10': '!', '11': 'ROL 2' });
    const pdf = await t.call({ method: 'GET', url: '/api/attendance/my/report?format=pdf', token: b.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(new RegExp(`filename="foglio-presenze-${COMPANY.file}-\\d{4}-\\d{2}-${b.id}\\.pdf"`));
    expect(pdfText(pdf.rawPayload)).toContain(await fiscalCodeOf(b.id));
    expect(pdfText(pdf.rawPayload)).not.toContain(await fiscalCodeOf(a.id));
  });

  it('covers every company the worker had records or leave in that month: a sheet, or a section, per company', async () => {
    // Five 8-hour weekdays in one company, then moved to another for five 6-hour weekdays (April 2026, UTC+2).
    const before = await freshCompany(t);
    const after = await freshCompany(t);
    const mover = await newClocker(t, before);
    const there = await newClocker(t, after);
    for (const day of ['13', '14', '15', '16', '17']) await insertRecord(t, mover, `2026-04-${day}T06:00:00.000Z`, `2026-04-${day}T14:00:00.000Z`);
    await leave(mover.id, before, { type: 'ROL', startDate: '2026-04-03', endDate: '2026-04-03', startTime: '09:00', endTime: '11:00', hours: 2 });
    const moved = await t.call({ method: 'PATCH', url: `/api/user/${mover.id}`, token: await t.login('admin'), payload: { companyIds: [after] } });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const day of ['20', '21', '22', '23', '24']) await insertRecord(t, { ...mover, site: there.site }, `2026-04-${day}T06:00:00.000Z`, `2026-04-${day}T12:00:00.000Z`);
    const fiscalCode = await fiscalCodeOf(mover.id);
    // A change of company ends the worker's sessions: they sign in again (createUser's password).
    const signin = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode, password: 'Sicura-Password-42' } });
    expect(signin.statusCode, signin.body).toBe(200);
    const token = signin.json().accessToken as string;

    const page = await t.call({ method: 'GET', url: '/api/attendance/my?month=2026-04', token });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().totalMinutes).toBe(70 * 60);
    const response = await t.call({ method: 'GET', url: '/api/attendance/my/report?month=2026-04&format=xlsx', token });
    expect(response.statusCode, response.body).toBe(200);
    const names = await t.app.db.selectFrom('company').select(['id', 'name']).where('id', 'in', [before, after]).execute();
    // 'Azienda di prova 12' is written 'azienda-di-prova-12'.
    const file = (id: number) => names.find((c) => c.id === id)!.name.toLowerCase().replaceAll(' ', '-');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="foglio-presenze-${file(before)}+${file(after)}-2026-04-${mover.id}.xlsx"`);
    const sheets = (await readBook(response.rawPayload)).worksheets.map(tableOf);
    const hours = sheets.map((sheet) => sheet.people.get(fiscalCode)!);
    expect(hours.map((person) => person['Ore lavorate'])).toEqual([40, 30]);
    expect(hours.map((person) => [person['13'], person['20']])).toEqual([[8, null], [null, 6]]);
    expect(hours[0]['ROL (h)']).toBe(2);
    expect(sheets.every((sheet) => sheet.people.size === 1)).toBe(true);

    const pdf = await t.call({ method: 'GET', url: '/api/attendance/my/report?month=2026-04&format=pdf', token });
    expect(pdf.statusCode).toBe(200);
    const lines = pdfText(pdf.rawPayload).split('\n');
    expect(lines.filter((line) => line === '8:00')).toHaveLength(5);
    expect(lines.filter((line) => line === '6:00')).toHaveLength(5);
    expect(lines).toContain('40:00');
    expect(lines).toContain('30:00');

    // A month with nothing anywhere: the current company's empty sheet.
    const empty = await readSheet((await t.call({ method: 'GET', url: '/api/attendance/my/report?month=2026-02&format=xlsx', token })).rawPayload);
    expect(empty.people.get(fiscalCode)).toMatchObject({ 'Ore lavorate': 0 });
    expect(empty.text(2)).toBe(`Azienda: ${names.find((c) => c.id === after)!.name}`);
    expect(sheets.map((sheet) => sheet.text(2))).toEqual([before, after].map((id) => `Azienda: ${names.find((c) => c.id === id)!.name}`));
  });

  it('answers 400 for a missing format or a bad month, and 403 to accounting, who clocks nothing', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/attendance/my/report?month=03-2026', token: a.token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['format', 'month']);
    const accounting = await t.call({ method: 'GET', url: '/api/attendance/my/report?format=pdf', token: await t.login('accounting') });
    expect(accounting.statusCode).toBe(403);
  });
});
