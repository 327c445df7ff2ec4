import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/dates';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds } from '../helpers/api';
import { day, manualDeadline } from '../helpers/deadlines';

let t: TestApp;
let companies: [number, number, number];
let person: number;
let outsider: number;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  person = (await createUser(t, { companyIds: [companies[0]] })).id;
  await t.app.db.updateTable('user').set({ firstName: 'Ada', lastName: 'Esportata' }).where('id', '=', person).execute();
  outsider = (await createUser(t, { companyIds: [companies[2]] })).id;
  await manualDeadline(t, { subjectId: person, title: 'Badge; "accesso"', dueDate: day(-1), note: '=1+1' });
  await manualDeadline(t, { subjectId: person, title: 'Tesserino', dueDate: day(100) });
  await manualDeadline(t, { subjectId: outsider, title: 'Altrove', dueDate: day(5) });
}, 60_000);

afterAll(async () => {
  await t.close();
});

const exportAs = async (format: 'csv' | 'xlsx', who: 'admin' | 'moderator' | 'worker', filter: Record<string, unknown>, language = 'it') =>
  t.call({ method: 'GET', url: `/api/deadlines/export.${format}`, token: await t.login(who), query: { filter: JSON.stringify(filter) }, headers: { 'accept-language': language } });

/** A CSV's lines split into fields (quoted fields with ';' and doubled quotes kept whole). */
const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^;]*)(;|$)/g)].slice(0, -1).map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')));

describe('GET api/deadlines/export.csv and export.xlsx', () => {
  it("writes the list's rows, filtered as the list, with the headers in the caller's language and dates dd/MM/yyyy", async () => {
    const response = await exportAs('csv', 'admin', { subjectId: person });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="scadenze-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['Soggetto', 'Tipo soggetto', 'Tipo di scadenza', 'Titolo', 'Scadenza', 'Stato', 'Promemoria dal', 'Rinnovo presentato il', 'Rinviata al', 'Nota', 'Azienda']);
    expect(rows).toHaveLength(2);
    expect(rows[0].slice(0, 7)).toEqual(['Esportata Ada', 'Persona', 'Altro', 'Badge; "accesso"', formatDate(day(-1)), 'Scaduta', formatDate(day(-31))]);
    // A note that looks like a formula is written as text.
    expect(rows[0][9]).toBe("'=1+1");
    expect(rows[1][3]).toBe('Tesserino');
    expect(rows[1][5]).toBe('Valida');

    const spanish = await exportAs('csv', 'admin', { subjectId: person }, 'es');
    expect(parseCsv(spanish.body)[0].slice(0, 3)).toEqual(['Sujeto', 'Tipo de sujeto', 'Tipo de vencimiento']);
    expect(spanish.headers['content-disposition']).toContain('vencimientos-');
  });

  it('writes a workbook that reads back: headers, dates as dates shown dd/mm/yyyy, statuses in words', async () => {
    const response = await exportAs('xlsx', 'admin', { subjectId: person }, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="deadlines-.*\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Deadlines');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 7)).toEqual(['Subject', 'Subject type', 'Kind', 'Title', 'Due date', 'Status']);
    expect(sheet.rowCount).toBe(3);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Esportata Ada');
    expect(first.getCell(5).value).toEqual(new Date(`${day(-1)}T00:00:00Z`));
    expect(first.getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(6).value).toBe('Expired');
    expect(sheet.getRow(3).getCell(6).value).toBe('Valid');
  });

  it("keeps a moderator to their companies, answers 400 for a bad filter and 403 to a worker", async () => {
    const moderator = await exportAs('csv', 'moderator', { subjectId: [person, outsider] });
    expect(parseCsv(moderator.body).slice(1).map((row) => row[3])).toEqual(['Badge; "accesso"', 'Tesserino']);
    const admin = await exportAs('csv', 'admin', { subjectId: [person, outsider] });
    expect(parseCsv(admin.body).slice(1).map((row) => row[3])).toEqual(['Badge; "accesso"', 'Altrove', 'Tesserino']);
    expect((await exportAs('xlsx', 'admin', { status: 'LATE' })).statusCode).toBe(400);
    expect((await exportAs('csv', 'admin', { dueDate_gte: { a: 1 } })).statusCode).toBe(400);
    expect((await exportAs('csv', 'worker', {})).statusCode).toBe(403);
  });
});
