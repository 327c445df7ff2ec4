import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n/messages';
import { CONTRACT_PLACEHOLDER_NAMES } from '../../src/shared/schemas/document-generate';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { contractBody, docxParagraphs, templateDocx, templateUpload } from '../helpers/access-rows-generation';
import { download, storedRow, temporaryFiles } from '../helpers/documents';
import { pdfFile, zipBombDocx } from '../helpers/files';

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

const url = (companyId: number) => `/api/document/templates/contract?companyId=${companyId}`;
const put = async (who: DemoRole, companyId: number, docx: Buffer, name?: string, language = 'it') => {
  const { payload, headers } = templateUpload(docx, name);
  return t.call({ method: 'PUT', url: url(companyId), token: await t.login(who), payload, headers: { ...headers, 'accept-language': language } });
};
const generate = async (who: DemoRole, body: Record<string, unknown>, language = 'it') =>
  t.call({ method: 'POST', url: '/api/document/generate/contract', token: await t.login(who), payload: body, headers: { 'accept-language': language } });
const documentsOf = (userId: number) => t.app.db.selectFrom('document').select('id').where('ownerId', '=', userId).where('type', '=', 'CONTRACT').execute();

const LETTER = [
  'Spett.le {lavoratore_nome_completo}, C.F. {lavoratore_codice_fiscale}',
  '{azienda_nome} – P.IVA {azienda_piva}',
  'CCNL: {ccnl}, livello {livello}, qualifica {qualifica}',
  'Inizio: {data_inizio}{#data_fine}, fine: {data_fine}{/data_fine}',
  'Retribuzione: {retribuzione_mensile}; prova {periodo_prova_giorni} giorni; {ore_settimanali} ore',
  'Monitoraggio: {sistemi_monitoraggio}',
];

describe('the company’s DOCX template of the employment letter', () => {
  it('is stored with the placeholders it names, shown beside the ones Presidio fills', async () => {
    const response = await put('admin', companies[0], templateDocx(LETTER), 'Lettera Città.docx');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.template).toMatchObject({ fileName: 'Lettera Città.docx', uploadedBy: await userIdOf(t, 'admin') });
    expect(body.template.placeholders).toEqual(
      ['azienda_nome', 'azienda_piva', 'ccnl', 'data_fine', 'data_inizio', 'livello', 'lavoratore_codice_fiscale', 'lavoratore_nome_completo', 'ore_settimanali', 'periodo_prova_giorni', 'qualifica', 'retribuzione_mensile', 'sistemi_monitoraggio'].sort(),
    );
    expect(body.provided.map((p: { name: string }) => p.name)).toEqual(CONTRACT_PLACEHOLDER_NAMES);
    const read = await t.call({ method: 'GET', url: url(companies[0]), token: await t.login('clientManagement') });
    expect(read.statusCode).toBe(200);
    expect(read.json().template.placeholders).toEqual(body.template.placeholders);
    expect(temporaryFiles(t)).toEqual([]);
  });

  it('makes the letter a DOCX filled with the person’s and the company’s data, nothing left unfilled', async () => {
    const response = await generate('moderator', contractBody(workerId, { endDate: '2027-05-31', monthlyPay: 1720 }));
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({ type: 'CONTRACT', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ownerId: workerId, visibleToOwner: true });
    expect(document.fileName).toMatch(/^Lettera_assunzione_Verdi_Giuseppe_2026-12-01\.docx$/);
    const file = await download(t, 'admin', document.id);
    const paragraphs = docxParagraphs(file.rawPayload);
    expect(paragraphs).toEqual([
      'Spett.le Giuseppe Verdi, C.F. VRDGPP90C10F839E',
      'Presidio Sicurezza S.r.l. – P.IVA 01114601006',
      'CCNL: CCNL Vigilanza Privata e Servizi Fiduciari, livello IV, qualifica Guardia particolare giurata',
      'Inizio: 01/12/2026, fine: 31/05/2027',
      'Retribuzione: € 1.720,00; prova 30 giorni; 40 ore',
      expect.stringMatching(/^Monitoraggio: Rilevazione della posizione GPS/),
    ]);
    expect(paragraphs.join('\n')).not.toMatch(/[{}]/);
    const contract = await t.app.db.selectFrom('employmentContract').select('data').where('documentId', '=', document.id).executeTakeFirstOrThrow();
    expect(JSON.parse(contract.data)).toMatchObject({ format: 'DOCX' });
  });

  it('drops a section of an open-ended contract’s end date', async () => {
    const response = await generate('admin', contractBody(workerId));
    const paragraphs = docxParagraphs((await download(t, 'admin', response.json().id)).rawPayload);
    expect(paragraphs[3]).toBe('Inizio: 01/12/2026');
  });

  it('is refused at upload when it names a placeholder Presidio does not fill, listing them', async () => {
    const response = await put('admin', companies[1], templateDocx(['{azienda_nome} {stipendio_netto}', '{#benefit}{auto_aziendale}{/benefit}']), undefined, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The template holds placeholders Presidio does not fill: {auto_aziendale}, {benefit}, {stipendio_netto}');
    expect(response.json().errors).toEqual({ file: 'Unknown placeholders in the template' });
    expect((await t.call({ method: 'GET', url: url(companies[1]), token: await t.login('admin') })).json().template).toBeNull();
  });

  it.each([
    ['a PDF', async () => pdfFile(), 'validation.fileType'],
    ['a DOCX with an unclosed tag', async () => templateDocx(['{azienda_nome']), 'documentGenerate.fields.templateUnreadable'],
    ['a DOCX without placeholders', async () => templateDocx(['Lettera']), 'documentGenerate.fields.noPlaceholders'],
    ['a zip bomb disguised as DOCX', zipBombDocx, 'validation.fileArchiveUnsafe'],
  ])('is refused when it is %s', async (_name, make, reason) => {
    const response = await put('admin', companies[1], await make());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ file: translate('it', reason) });
    expect(temporaryFiles(t)).toEqual([]);
  });

  it('refuses the letter, listing them, when a stored template names unknown placeholders, and writes nothing', async () => {
    // Stored behind the upload's back, as a template checked against an older list would be.
    const bytes = templateDocx(['{azienda_nome}', '{codice_badge} {turno_preferito}']);
    const { key } = await t.app.storage.put(Readable.from([bytes]), { contentType: 'application/octet-stream' });
    await t.app.db
      .insertInto('documentTemplate')
      .values({ companyId: companies[2], kind: 'CONTRACT', fileName: 'vecchio.docx', storageKey: key, sha256: '0'.repeat(64), size: bytes.length, placeholders: '[]', uploadedBy: null })
      .execute();
    const { id: outsider } = await t.app.db.selectFrom('userCompany').select('userId as id').where('companyId', '=', companies[2]).orderBy('userId').executeTakeFirstOrThrow();
    const before = await documentsOf(outsider);
    const response = await generate('admin', contractBody(outsider));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('{codice_badge}, {turno_preferito}');
    expect(await documentsOf(outsider)).toEqual(before);
  });

  it('answers 404 outside the caller’s companies, and to the roles that do not generate 403', async () => {
    const docx = templateDocx(['{azienda_nome}']);
    expect((await put('moderator', companies[2], docx)).statusCode).toBe(404);
    expect((await put('clientManagement', companies[1], docx)).statusCode).toBe(404);
    expect((await put('admin', 2_000_000, docx)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: url(companies[2]), token: await t.login('moderator') })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: url(companies[2]), token: await t.login('clientManagement') })).statusCode).toBe(404);
    expect((await put('accounting', companies[0], docx)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/document/templates/contract?companyId=abc`, token: await t.login('admin') })).statusCode).toBe(400);
  });

  it('replaces the former template, whose bytes go; deleted, letters are PDFs again', async () => {
    const former = await t.app.db.selectFrom('documentTemplate').select('storageKey').where('companyId', '=', companies[0]).executeTakeFirstOrThrow();
    expect((await put('moderator', companies[0], templateDocx(['{azienda_nome}: {lavoratore_cognome}']))).statusCode).toBe(200);
    expect(await t.app.storage.stat(former.storageKey)).toBeUndefined();
    const filled = await generate('admin', contractBody(workerId));
    expect(docxParagraphs((await download(t, 'admin', filled.json().id)).rawPayload)).toEqual(['Presidio Sicurezza S.r.l.: Verdi']);

    const current = await t.app.db.selectFrom('documentTemplate').select('storageKey').where('companyId', '=', companies[0]).executeTakeFirstOrThrow();
    const deleted = await t.call({ method: 'DELETE', url: url(companies[0]), token: await t.login('moderator') });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.storage.stat(current.storageKey)).toBeUndefined();
    expect((await t.call({ method: 'DELETE', url: url(companies[0]), token: await t.login('moderator') })).statusCode).toBe(404);
    const letter = await generate('admin', contractBody(workerId));
    expect(letter.json().mimeType).toBe('application/pdf');
    expect((await storedRow(t, letter.json().id)).fileName).toMatch(/\.pdf$/);
  });
});
