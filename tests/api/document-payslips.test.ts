import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalCodeCheckChar } from '../../src/shared/italian';
import { latestPayslipMonth } from '../../src/shared/schemas/payslip';
import { readPageLines } from '../../src/server/resources/document/payslip-split';
import { createTestApp, DEMO, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, userIdOf } from '../helpers/api';
import { payslipForm, payslipPage, payslipPdf } from '../helpers/payslips';

const code = (first15: string) => first15 + fiscalCodeCheckChar(first15);
const VERDI = DEMO.worker;
const RICCI = code('RCCLSN88D12H501');
/** A worker of the third demo company, which the moderator does not manage. */
const DE_LUCA = code('DLCCRI89R14F839');
const WRONG_CHECK = `${VERDI.slice(0, 15)}${VERDI[15] === 'A' ? 'B' : 'A'}`;
const MONTH = '2026-10';

let t: TestApp;
let companies: [number, number, number];

const send = async (who: DemoRole, form: ReturnType<typeof payslipForm>, language = 'it') =>
  t.call({ method: 'POST', url: '/api/document/payslips', token: await t.login(who), headers: { ...form.headers, 'accept-language': language }, payload: form.payload });

const onePage = async (fiscalCode: string) => payslipPdf([payslipPage(fiscalCode)]);

beforeAll(async () => {
  // A small limit, so that one file can exceed it among others that do not.
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  companies = await demoCompanyIds(t);
});
afterAll(() => t.close());

const payslipCount = async () =>
  Number((await t.app.db.selectFrom('document').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 'PAYSLIP').executeTakeFirstOrThrow()).n);

describe('POST api/document/payslips: who may send', () => {
  it('lets the back office in, within their companies, and nobody else', async () => {
    const before = await payslipCount();
    const form = () => payslipForm(companies[0], MONTH, []);
    for (const who of ['worker', 'clientManagement', 'accounting', 'client'] as const) {
      expect((await send(who, form())).statusCode, who).toBe(403);
    }
    const anonymous = await t.call({ method: 'POST', url: '/api/document/payslips', ...form() });
    expect(anonymous.statusCode).toBe(401);

    const outside = await send('moderator', payslipForm(companies[2], MONTH, [{ fileName: `${DE_LUCA}.pdf`, content: await onePage(DE_LUCA) }]));
    expect(outside.statusCode).toBe(404);
    const missing = await send('admin', payslipForm(2_000_000, MONTH, [{ fileName: `${VERDI}.pdf`, content: await onePage(VERDI) }]));
    expect(missing.statusCode).toBe(404);
    expect(await payslipCount()).toBe(before);
  });

  it('refuses a month that is not real or lies beyond next month, per field, in the caller’s language', async () => {
    const file = [{ fileName: `${VERDI}.pdf`, content: await onePage(VERDI) }];
    const bad = await send('admin', payslipForm(companies[0], '2026-13', file));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ month: 'Mese non valido (aaaa-mm)' });

    const [year, month] = latestPayslipMonth().split('-').map(Number);
    const tooLate = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const late = await send('moderator', payslipForm(companies[0], tooLate, file), 'en');
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ month: 'The month cannot be later than next month' });

    const missing = await send('admin', payslipForm('', latestPayslipMonth(), file), 'en');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['companyId']);

    const noFile = await send('admin', payslipForm(companies[0], MONTH, []), 'en');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file: 'Required' });
  });
});

describe('POST api/document/payslips: files named by fiscal code', () => {
  it('gives each file to the person its name holds, visible to them, and tells them in their language', async () => {
    const response = await send(
      'moderator',
      payslipForm(companies[0], MONTH, [
        { fileName: `${VERDI}.pdf`, content: await onePage(VERDI) },
        { fileName: `cedolino_${RICCI}_${MONTH}.pdf`, content: await onePage(RICCI) },
        { fileName: `${DE_LUCA}.pdf`, content: await onePage(DE_LUCA) },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { matched, unmatched } = response.json();
    const verdiId = await userIdOf(t, 'worker');
    const ricci = await t.app.db.selectFrom('user').select('id').where('fiscalCode', '=', RICCI).executeTakeFirstOrThrow();
    expect(matched).toEqual([
      { fileName: `${VERDI}.pdf`, userId: verdiId, name: 'Giuseppe Verdi', documentId: expect.any(Number) },
      { fileName: `cedolino_${RICCI}_${MONTH}.pdf`, userId: ricci.id, name: 'Alessandro Ricci', documentId: expect.any(Number) },
    ]);
    expect(unmatched).toEqual([{ fileName: `${DE_LUCA}.pdf`, reason: "Codice fiscale di nessun dipendente dell'azienda" }]);

    const mine = await t.call({ method: 'GET', url: '/api/document/my', token: await t.login('worker') });
    const payslip = mine.json().find((document: { id: number }) => document.id === matched[0].documentId);
    expect(payslip).toMatchObject({ type: 'PAYSLIP', title: 'Cedolino ottobre 2026', issuedAt: '2026-10-31', visibleToOwner: true, companyId: companies[0] });

    for (const [language, title, body] of [
      ['it', 'Nuovo cedolino disponibile', 'Il cedolino di ottobre 2026 è tra i tuoi documenti.'],
      ['en', 'New payslip available', 'Your payslip for October 2026 is in your documents.'],
    ]) {
      const notifications = await t.call({ method: 'GET', url: '/api/notification', token: await t.login('worker'), headers: { 'accept-language': language } });
      expect(notifications.json()).toContainEqual(expect.objectContaining({ kind: 'PAYSLIP_AVAILABLE', title, body, link: '/home/documents' }));
    }
  });
});

describe('POST api/document/payslips: a month sent again', () => {
  it('replaces the person’s payslip of that month with the corrected one, and leaves the other months', async () => {
    const file = async () => [{ fileName: `${VERDI}.pdf`, content: await onePage(VERDI) }];
    const september = (await send('admin', payslipForm(companies[0], '2026-09', await file()))).json().matched[0].documentId;
    const first = (await send('admin', payslipForm(companies[0], '2026-08', await file()))).json().matched[0].documentId;
    const corrected = (await send('admin', payslipForm(companies[0], '2026-08', await file()))).json().matched[0].documentId;
    const rows = await t.app.db.selectFrom('document').select(['id', 'status', 'replacedById', 'replacesId']).where('id', 'in', [september, first, corrected]).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first)).toMatchObject({ status: 'REPLACED', replacedById: corrected });
    expect(byId.get(corrected)).toMatchObject({ status: 'ACTIVE', replacesId: first });
    expect(byId.get(september)).toMatchObject({ status: 'ACTIVE', replacedById: null });
  });
});

describe('POST api/document/payslips: one PDF split by the codes on its pages', () => {
  it('gives each person their pages and lists every page nobody gets, beside a file that is no PDF', async () => {
    const combined = await payslipPdf([
      ['Riepilogo del mese: nessun dipendente'],
      payslipPage(['VRDGPP90', 'C10F839E'], 1),
      payslipPage('', 2),
      payslipPage(RICCI),
      payslipPage(DE_LUCA),
      payslipPage(WRONG_CHECK),
    ]);
    const response = await send(
      'admin',
      payslipForm(companies[0], MONTH, [
        { fileName: 'cedolini ottobre.pdf', content: combined },
        { fileName: 'nota.pdf', content: Buffer.from('<html><body>non un pdf</body></html>'), type: 'application/pdf' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { matched, unmatched } = response.json();
    expect(matched.map(({ name, pages, fileName }: Record<string, unknown>) => ({ name, pages, fileName }))).toEqual([
      { name: 'Giuseppe Verdi', pages: [2, 3], fileName: 'cedolini ottobre.pdf' },
      { name: 'Alessandro Ricci', pages: [4], fileName: 'cedolini ottobre.pdf' },
    ]);
    expect(unmatched).toEqual(
      expect.arrayContaining([
        { fileName: 'cedolini ottobre.pdf', reason: 'Nessun codice fiscale trovato', pages: [1] },
        { fileName: 'cedolini ottobre.pdf', reason: "Codice fiscale di nessun dipendente dell'azienda", pages: [5] },
        { fileName: 'cedolini ottobre.pdf', reason: 'Codice fiscale con il carattere di controllo errato', pages: [6] },
        { fileName: 'nota.pdf', reason: 'Non è un PDF' },
      ]),
    );
    expect(unmatched).toHaveLength(4);

    // The worker downloads exactly their two pages.
    const file = await t.call({ method: 'GET', url: `/api/document/${matched[0].documentId}/file`, token: await t.login('worker') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/pdf/);
    const pdf = new Uint8Array(file.rawPayload);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    const text = (await readPageLines(pdf)).map((lines) => lines.join(' ')).join('\n');
    expect(text).toContain(VERDI);
    expect(text).not.toContain(RICCI);
    const ricciDocument = await t.call({ method: 'GET', url: `/api/document/${matched[1].documentId}/file`, token: await t.login('worker') });
    expect(ricciDocument.statusCode).toBe(404);
  });

  it('lists a file above the size limit and stores the others', async () => {
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 + 10, 'x')]);
    const response = await send(
      'admin',
      payslipForm(companies[0], MONTH, [
        { fileName: `${RICCI}.pdf`, content: tooLarge },
        { fileName: `${VERDI}.pdf`, content: await onePage(VERDI) },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().matched).toEqual([expect.objectContaining({ fileName: `${VERDI}.pdf`, name: 'Giuseppe Verdi' })]);
    expect(response.json().unmatched).toEqual([{ fileName: `${RICCI}.pdf`, reason: 'File troppo grande: il limite è 1 MB' }]);
  });

  it('lists a damaged PDF as unreadable and still splits the next file of the same upload', async () => {
    const damaged = (await payslipPdf([payslipPage(VERDI)])).subarray(0, 300);
    const response = await send(
      'admin',
      payslipForm(companies[0], MONTH, [
        { fileName: 'rotto.pdf', content: damaged },
        { fileName: 'ricci.pdf', content: await onePage(RICCI) },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().unmatched).toEqual([{ fileName: 'rotto.pdf', reason: 'PDF non leggibile (danneggiato o protetto da password)' }]);
    expect(response.json().matched).toEqual([expect.objectContaining({ fileName: 'ricci.pdf', name: 'Alessandro Ricci', pages: [1] })]);
  });

  it('lists a page with the codes of two people of the company as ambiguous, with the pages that follow it', async () => {
    const combined = await payslipPdf([payslipPage(VERDI), [`Codici fiscali: ${VERDI} ${RICCI}`], payslipPage('', 2), payslipPage(RICCI)]);
    const response = await send('admin', payslipForm(companies[0], MONTH, [{ fileName: 'stampa.pdf', content: combined }]), 'en');
    expect(response.statusCode, response.body).toBe(200);
    const { matched, unmatched } = response.json();
    expect(matched.map(({ name, pages }: Record<string, unknown>) => ({ name, pages }))).toEqual([
      { name: 'Giuseppe Verdi', pages: [1] },
      { name: 'Alessandro Ricci', pages: [4] },
    ]);
    expect(unmatched).toEqual([{ fileName: 'stampa.pdf', reason: 'Ambiguous: it shows the fiscal codes of several people of the company', pages: [2, 3] }]);
  });
});
