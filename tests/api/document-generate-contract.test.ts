import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTOR_CCNL, SECTOR_CCNL_SIGNATORIES } from '../../src/shared/schemas/document-generate';
import { CONTRACT_SECTIONS } from '../../src/server/resources/document/generate/contract-letter';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { contractBody } from '../helpers/access-rows-generation';
import { download, storedRow } from '../helpers/documents';
import { pdfText } from '../helpers/pdf';

let t: TestApp;
let companies: [number, number, number];
let workerId: number;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  workerId = await userIdOf(t, 'worker');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const generate = async (who: DemoRole, body: Record<string, unknown>, language = 'it') =>
  t.call({ method: 'POST', url: '/api/document/generate/contract', token: await t.login(who), payload: body, headers: { 'accept-language': language } });

/** A person with accents everywhere the letter prints them. */
const accentedPerson = async () => {
  const { id } = await createUser(t, { companyIds: [companies[0]] });
  await t.app.db
    .updateTable('user')
    .set({ firstName: 'Niccolò', lastName: 'D’Amico Perù', birthDate: '1991-05-04', birthPlace: 'Forlì', address: 'Via Città di Castello 3, 00191 Roma (RM)', sex: 'M' })
    .where('id', '=', id)
    .execute();
  return id;
};

const STANDARD_FONTS = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

/** Each page's text, read by pdf.js, to check what every page carries. */
const pagesOf = async (pdf: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= document.numPages; i += 1) {
    const content = await (await document.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
};

describe('POST api/document/generate/contract: the employment letter as a PDF', () => {
  it('carries every Decreto Trasparenza item under its Italian heading, with the data, the accents and the company on every page', async () => {
    const userId = await accentedPerson();
    const response = await generate('admin', contractBody(userId, { endDate: '2027-05-31', overtimeRules: 'Straordinario con maggiorazione del 25 % fino alle 48 ore', monitoringSystems: undefined }));
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({ ownerType: 'USER', ownerId: userId, ownerName: 'D’Amico Perù Niccolò', companyId: companies[0], type: 'CONTRACT', mimeType: 'application/pdf', visibleToOwner: true, status: 'ACTIVE', review: 'NONE' });
    expect(document.fileName).toBe('Lettera_assunzione_D-Amico-Peru_Niccolo_2026-12-01.pdf');

    const file = await download(t, 'admin', document.id);
    expect(file.statusCode).toBe(200);
    const pdf = file.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 in points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfText(pdf);
    for (const heading of CONTRACT_SECTIONS) expect(text, heading).toContain(heading);
    for (const value of [
      'Presidio Sicurezza S.r.l.',
      'Partita IVA: 01114601006',
      'Sede legale: Via del Corso 120, 00186 Roma (RM)',
      'Il lavoratore: Niccolò D’Amico Perù, nato a Forlì il 04/05/1991',
      'Residenza: Via Città di Castello 3, 00191 Roma (RM)',
      'Luogo di lavoro principale: Via Tiburtina 650, Roma',
      'Qualifica: Guardia particolare giurata',
      `Livello: IV del ${SECTOR_CCNL}`,
      'Data di inizio: 01/12/2026',
      'Tipo di contratto: a tempo determinato fino al 31/05/2027',
      '30 giorni di calendario',
      '26 giorni lavorativi di ferie retribuite',
      'Retribuzione lorda mensile iniziale: € 1.650,50',
      'Modalità di pagamento: Bonifico bancario',
      'Orario normale: 40 ore settimanali',
      'Turni e cambi di turno: Turni avvicendati',
      'Lavoro straordinario: Straordinario con maggiorazione del 25 %',
      `Contratto applicato: ${SECTOR_CCNL}`,
      'Parti firmatarie: ANIVP, ASSIV',
      'INPS',
      'INAIL',
      'GPS al solo momento della timbratura',
      'Secondo il CCNL: 15 giorni di calendario',
      'art. 37 del D.Lgs. 81/2008',
    ]) {
      // A label and its value are two text runs: read them as one line.
      expect(text.replace(/\s+/g, ' '), value).toContain(value);
    }
    expect(text).toContain('per ricevuta e accettazione');

    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(text.split('Presidio Sicurezza S.r.l. – P.IVA 01114601006').length - 1).toBe(pages.length);
    for (const page of pages) {
      expect(page).toContain('Presidio Sicurezza S.r.l. – P.IVA 01114601006');
    }
  });

  it('records the letter as the person’s document, generated by the caller, and the data it was written from', async () => {
    const response = await generate('clientManagement', contractBody(workerId, { ccnl: 'CCNL Multiservizi', ccnlSignatories: 'ANIP, Legacoop; Filcams CGIL' }));
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    const row = await storedRow(t, document.id);
    expect(row).toMatchObject({ type: 'CONTRACT', ownerType: 'USER', ownerId: workerId, uploadedBy: await userIdOf(t, 'clientManagement'), visibleToOwner: 1 });
    const contract = await t.app.db.selectFrom('employmentContract').selectAll().where('documentId', '=', document.id).executeTakeFirstOrThrow();
    expect(contract).toMatchObject({ userId: workerId, companyId: companies[0], ccnl: 'CCNL Multiservizi', level: 'IV', startDate: '2026-12-01', endDate: null });
    expect(JSON.parse(contract.data)).toMatchObject({ ccnlSignatories: 'ANIP, Legacoop; Filcams CGIL', monthlyPay: 1650.5, format: 'PDF' });

    const mine = await t.call({ method: 'GET', url: '/api/document/my', token: await t.login('worker') });
    expect(mine.json().map((d: { id: number }) => d.id)).toContain(document.id);
  });

  it('defaults the sector’s CCNL with its signatories, and the monitoring by GPS at clocking', async () => {
    const response = await generate('moderator', contractBody(workerId));
    expect(response.statusCode, response.body).toBe(201);
    const contract = await t.app.db.selectFrom('employmentContract').select('data').where('documentId', '=', response.json().id).executeTakeFirstOrThrow();
    expect(JSON.parse(contract.data)).toMatchObject({ ccnl: SECTOR_CCNL, ccnlSignatories: SECTOR_CCNL_SIGNATORIES, socialSecurity: expect.stringContaining('INPS') });
    expect(JSON.parse(contract.data).monitoringSystems).toMatch(/GPS/);
  });
});

describe('POST api/document/generate/contract: who, and for whom', () => {
  it('answers 404 for a person outside the caller’s companies, and for one who does not exist', async () => {
    const outsider = await createUser(t, { companyIds: [companies[2]] });
    expect((await generate('moderator', contractBody(outsider.id))).statusCode).toBe(404);
    expect((await generate('clientManagement', contractBody(outsider.id))).statusCode).toBe(404);
    expect((await generate('admin', contractBody(2_000_000))).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('document').select('id').where('ownerId', '=', outsider.id).execute()).toEqual([]);
  });

  it('refuses a client’s login and a person of no company, on the userId field', async () => {
    const client = await generate('admin', contractBody(await userIdOf(t, 'client')));
    expect(client.statusCode).toBe(400);
    expect(client.json().errors).toEqual({ userId: 'Non è un dipendente' });
    const { id: nobody } = await createUser(t, { roles: ['ROLE_ADMIN'] });
    const none = await generate('admin', contractBody(nobody));
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors)).toEqual(['userId']);
  });
});

describe('POST api/document/generate/contract: 400 per field', () => {
  const long = 'x'.repeat(401);
  it.each([
    ['probationDays', { probationDays: 181 }],
    ['weeklyHours', { weeklyHours: 48.5 }],
    ['monthlyPay', { monthlyPay: 0 }],
    ['monthlyPay', { monthlyPay: 1650.555 }],
    ['endDate', { endDate: '2026-11-30' }],
    ['startDate', { startDate: '2026-02-30' }],
    ['placeOfWork', { placeOfWork: long }],
    ['shifts', { shifts: '' }],
    ['paidLeaveDays', { paidLeaveDays: 26.5 }],
    ['ccnlSignatories', { ccnl: 'CCNL Multiservizi' }],
    ['monitoringSystems', { monitoringSystems: long }],
  ])('%s: %j', async (field, change) => {
    const response = await generate('admin', contractBody(workerId, change));
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('names each field in the caller’s language', async () => {
    const body = contractBody(workerId, { endDate: '2026-01-01' });
    const it = await generate('admin', body, 'it');
    const en = await generate('admin', body, 'en');
    expect(it.json().errors).toEqual({ endDate: 'La data di fine non può precedere quella di inizio' });
    expect(en.json().errors).toEqual({ endDate: 'The end date cannot be before the start date' });
    const limits = await generate('admin', contractBody(workerId, { probationDays: 181, weeklyHours: 48.5 }), 'it');
    expect(limits.json().errors).toEqual({
      probationDays: 'Il periodo di prova non può superare 180 giorni (6 mesi)',
      weeklyHours: "L'orario settimanale non può superare 48 ore",
    });
    const missing = await generate('admin', { userId: workerId }, 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ level: 'Required', placeOfWork: 'Required', monthlyPay: 'Required' });
  });
});
