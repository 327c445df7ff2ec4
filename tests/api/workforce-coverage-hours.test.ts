import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeInstant } from '../../src/shared/attendance';
import type { THoursReport } from '../../src/shared/schemas/workforce';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoPasswordHash } from '../helpers/api';
import { freshCompany } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';
import { pdfText } from '../helpers/pdf';
import { clientBody, created, placeBody, siteBody } from '../helpers/people';
import { insertPost, insertShift } from '../helpers/workforce';

// March 2026: the clocks go forward in the night of the 28th, so that night is 7 hours long.

let t: TestApp;
let admin: string;
let company: number;
let companyName: string;
const ids: Record<string, number> = {};
const names = { anna: 'Rossi Anna', bruno: 'Bianchi Bruno' };

const at = (date: string, time: string) => romeInstant(date, time);

/** An attendance written straight to the database. */
const attend = (userId: number, site: { type: 'CLIENT_SITE' | 'PLACE'; id: number; name: string }, checkIn: string, checkOut: string | null, extra: Record<string, unknown> = {}) =>
  t.app.db
    .insertInto('attendance')
    .values({ userId, companyId: company, siteType: site.type, siteId: site.id, siteName: site.name, checkIn, checkOut, ...extra })
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  company = await freshCompany(t);
  companyName = (await t.app.db.selectFrom('company').select('name').where('id', '=', company).executeTakeFirstOrThrow()).name;
  const first = await created(t, '/api/client', clientBody(company, { name: 'Banca Tiberina' }));
  const second = await created(t, '/api/client', clientBody(company, { name: 'Museo Civico' }));
  const a = await created(t, '/api/client-site', siteBody(first.id, { name: 'Filiale Prati' }));
  const b = await created(t, '/api/client-site', siteBody(first.id, { name: 'Filiale Parioli' }));
  const d = await created(t, '/api/client-site', siteBody(second.id, { name: 'Museo ingresso' }));
  const place = await created(t, '/api/place', placeBody(company, { name: 'Centrale' }));
  Object.assign(ids, { first: first.id, second: second.id, a: a.id, b: b.id, d: d.id });
  const anna = await newWorker(t, company);
  const bruno = await newWorker(t, company);
  ids.anna = anna.id;
  ids.bruno = bruno.id;
  await t.app.db.updateTable('user').set({ firstName: 'Anna', lastName: 'Rossi' }).where('id', '=', anna.id).execute();
  await t.app.db.updateTable('user').set({ firstName: 'Bruno', lastName: 'Bianchi' }).where('id', '=', bruno.id).execute();
  const postA = await insertPost(t, { clientSiteId: a.id, name: 'Portineria' });
  const postB = await insertPost(t, { clientSiteId: b.id, name: 'Vigilanza notturna' });
  const postD = await insertPost(t, { clientSiteId: d.id, name: 'Accoglienza' });
  const siteA = { type: 'CLIENT_SITE' as const, id: a.id, name: a.name };
  const siteB = { type: 'CLIENT_SITE' as const, id: b.id, name: b.name };

  const worked = await insertShift(t, { postId: postA.id, userId: anna.id, date: '2026-03-02', start: '08:00', end: '16:00' });
  await attend(anna.id, siteA, at('2026-03-02', '08:00'), at('2026-03-02', '16:05'), { shiftId: worked.id });
  await insertShift(t, { postId: postA.id, userId: anna.id, date: '2026-03-03', start: '08:00', end: '16:00' });
  await insertShift(t, { postId: postA.id, userId: null, date: '2026-03-05', start: '08:00', end: '12:00' });
  await insertShift(t, { postId: postA.id, userId: anna.id, date: '2026-03-04', start: '08:00', end: '16:00', status: 'DRAFT' });
  await insertShift(t, { postId: postA.id, userId: anna.id, date: '2026-04-01', start: '08:00', end: '16:00' });
  const museum = await insertShift(t, { postId: postD.id, userId: anna.id, date: '2026-03-10', start: '08:00', end: '12:00' });
  await attend(anna.id, { type: 'CLIENT_SITE', id: d.id, name: d.name }, at('2026-03-10', '08:00'), at('2026-03-10', '12:00'), { shiftId: museum.id });
  await attend(anna.id, { type: 'PLACE', id: place.id, name: place.name }, at('2026-03-12', '09:00'), at('2026-03-12', '11:00'));

  const night = await insertShift(t, { postId: postB.id, userId: bruno.id, date: '2026-03-28', start: '22:00', end: '06:00' });
  await attend(bruno.id, siteB, at('2026-03-28', '22:00'), at('2026-03-29', '06:00'), { shiftId: night.id });
  await insertShift(t, { postId: postB.id, userId: bruno.id, date: '2026-03-31', start: '22:00', end: '06:00' });
  await attend(bruno.id, siteB, at('2026-03-20', '08:00'), at('2026-03-21', '08:00'), { missedClockOut: 1 });
  await attend(bruno.id, siteB, at('2026-02-27', '08:00'), at('2026-02-27', '16:00'));
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const hours = async (query: string, token = admin) => {
  const response = await t.call({ method: 'GET', url: `/api/workforce/hours?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as THoursReport;
};

describe('GET /api/workforce/hours', () => {
  it("gives each person's planned and worked hours of the month, their shifts and no-shows", async () => {
    const report = await hours(`month=2026-03&by=user&companyId=${company}`);
    expect(report).toEqual({
      month: '2026-03',
      by: 'user',
      rows: [
        // The night of the 28th is 7 hours; the night of the 31st is March's; the missed clock-out counts nothing.
        { id: ids.bruno, name: names.bruno, plannedMinutes: 420 + 480, workedMinutes: 420, shifts: 2, noShows: 1 },
        // Wherever she clocked in, a company place too; the draft and April's shift do not count.
        { id: ids.anna, name: names.anna, plannedMinutes: 480 + 480 + 240, workedMinutes: 485 + 240 + 120, shifts: 3, noShows: 1 },
      ],
    });
  });

  it("gives each site's and each client's, open shifts planned too and only the attendance at their sites", async () => {
    expect((await hours(`month=2026-03&by=site&companyId=${company}`)).rows).toEqual([
      { id: ids.b, name: 'Filiale Parioli', plannedMinutes: 900, workedMinutes: 420, shifts: 2, noShows: 1 },
      { id: ids.a, name: 'Filiale Prati', plannedMinutes: 480 + 480 + 240, workedMinutes: 485, shifts: 3, noShows: 1 },
      { id: ids.d, name: 'Museo ingresso', plannedMinutes: 240, workedMinutes: 240, shifts: 1, noShows: 0 },
    ]);
    expect((await hours(`month=2026-03&by=client&companyId=${company}`)).rows).toEqual([
      { id: ids.first, name: 'Banca Tiberina', plannedMinutes: 2100, workedMinutes: 905, shifts: 5, noShows: 2 },
      { id: ids.second, name: 'Museo Civico', plannedMinutes: 240, workedMinutes: 240, shifts: 1, noShows: 0 },
    ]);
  });

  it("keeps the moderator to their companies (404 for another's) and refuses a bad month or grouping (400)", async () => {
    const moderator = await t.login('moderator');
    expect((await t.call({ method: 'GET', url: `/api/workforce/hours?month=2026-03&companyId=${company}`, token: moderator })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/workforce/hours.xlsx?month=2026-03&companyId=${company}`, token: moderator })).statusCode).toBe(404);
    // Without a company, only the moderator's own: none of this company's rows.
    const own = await hours('month=2026-03&by=client', moderator);
    expect(own.rows.map((row) => row.id)).not.toContain(ids.first);
    expect((await hours('month=2026-03&by=client')).rows.map((row) => row.id)).toContain(ids.first);
    for (const [query, field] of [
      ['month=2026-13', 'month'],
      ['month=marzo', 'month'],
      ['by=user', 'month'],
      ['month=2026-03&by=team', 'by'],
      ['month=2026-03&companyId=x', 'companyId'],
    ]) {
      for (const url of ['/api/workforce/hours', '/api/workforce/hours.xlsx']) {
        const response = await t.call({ method: 'GET', url: `${url}?${query}`, token: admin });
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      }
    }
  });
});

describe('GET /api/workforce/hours.xlsx', () => {
  it("writes the report as a workbook with headings in the reader's language and a total row", async () => {
    const response = await t.call({ method: 'GET', url: `/api/workforce/hours.xlsx?month=2026-03&by=site&companyId=${company}`, token: admin, headers: { 'accept-language': 'en' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ore-pianificate-lavorate-[a-z0-9-]+-2026-03-site\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Planned and worked hours · 2026-03']);
    expect(row(2)).toEqual([`Company: ${companyName}`]);
    expect(row(5)).toEqual(['Site', 'Planned hours', 'Worked hours', 'Difference', 'Shifts', 'No-shows']);
    expect(row(6)).toEqual(['Filiale Parioli', 15, 7, -8, 2, 1]);
    expect(row(7)).toEqual(['Filiale Prati', 20, 485 / 60, (485 - 1200) / 60, 3, 1]);
    const total = row(9);
    expect(total[0]).toBe('Total');
    expect(total.slice(1).map((cell) => (cell as { formula: string; result: number }).result)).toEqual([(900 + 1200 + 240) / 60, (420 + 485 + 240) / 60, (1145 - 2340) / 60, 6, 2]);
    expect((total[1] as { formula: string }).formula).toBe('SUM(B6:B8)');
  });

  it('writes Italian by default', async () => {
    const response = await t.call({ method: 'GET', url: `/api/workforce/hours.xlsx?month=2026-03&companyId=${company}`, token: admin });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(5).values as unknown[]).slice(1)).toEqual(['Persona', 'Ore pianificate', 'Ore lavorate', 'Differenza', 'Turni', 'Assenze']);
  });
});

describe('GET /api/workforce/roster.pdf', () => {
  it("prints a site's week: the company, client and site, each day's shifts with post, times and person, drafts marked", async () => {
    const response = await t.call({ method: 'GET', url: `/api/workforce/roster.pdf?siteId=${ids.a}&from=2026-03-02`, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="turni-filiale-prati-2026-03-02.pdf"');
    const lines = pdfText(response.rawPayload).split('\n');
    for (const line of [
      'Turni della settimana',
      `Azienda: ${companyName}`,
      'Cliente: Banca Tiberina',
      'Sede: Filiale Prati',
      'Dal 02/03/2026 al 08/03/2026',
      'lunedì 2 marzo 2026',
      'martedì 3 marzo 2026',
      'domenica 8 marzo 2026',
      '08:00–16:00',
      '08:00–12:00',
      'Portineria',
      names.anna,
      'Scoperto',
      'BOZZA · non pubblicato',
      'Nessun turno',
    ]) {
      expect(lines, line).toContain(line);
    }
    // The 4th holds the draft: marked once; the 2nd, 3rd and 5th are published or open.
    expect(lines.filter((line) => line === 'BOZZA · non pubblicato')).toHaveLength(1);
    expect(lines.filter((line) => line === names.anna)).toHaveLength(3);
    expect(lines).not.toContain('Vigilanza notturna');
  });

  it('refuses a site outside the caller\'s companies (404), none at all (404), and a bad day (400)', async () => {
    const moderator = await t.login('moderator');
    expect((await t.call({ method: 'GET', url: `/api/workforce/roster.pdf?siteId=${ids.a}&from=2026-03-02`, token: moderator })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/workforce/roster.pdf?siteId=999999&from=2026-03-02', token: admin })).statusCode).toBe(404);
    for (const [query, field] of [
      [`siteId=${ids.a}&from=2026-02-30`, 'from'],
      [`siteId=${ids.a}`, 'from'],
      ['from=2026-03-02', 'siteId'],
    ]) {
      const response = await t.call({ method: 'GET', url: `/api/workforce/roster.pdf?${query}`, token: admin });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});
