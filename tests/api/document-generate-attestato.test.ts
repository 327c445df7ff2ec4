import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRome } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { attestatoBody, contractBody } from '../helpers/access-rows-generation';
import { download } from '../helpers/documents';
import { pdfText } from '../helpers/pdf';

let t: TestApp;
let companies: [number, number, number];
let workerId: number;
/** The demo people of each company, by fiscal code. */
let people: Record<string, number>;
const YEAR = todayInRome().slice(0, 4);

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  workerId = await userIdOf(t, 'worker');
  const rows = await t.app.db.selectFrom('user').select(['id', 'fiscalCode']).where('fiscalCode', 'is not', null).execute();
  people = Object.fromEntries(rows.map((row) => [row.fiscalCode!.slice(0, 6), row.id]));
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const generate = async (who: DemoRole, body: Record<string, unknown>, language = 'it') =>
  t.call({ method: 'POST', url: '/api/document/generate/attestato', token: await t.login(who), payload: body, headers: { 'accept-language': language } });
const recordsOf = (documentIds: number[]) =>
  t.app.db.selectFrom('trainingRecord').selectAll().where('documentId', 'in', documentIds).orderBy('registerNumber').execute();
const unzip = (zip: Buffer): Promise<Array<{ name: string; bytes: Buffer }>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries: Array<{ name: string; bytes: Buffer }> = [];
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (failure, stream) => {
          if (failure) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(entries));
      archive.readEntry();
    });
  });

describe('POST api/document/generate/attestato', () => {
  let ids: number[] = [];

  it('writes one attestato per participant with everything the Accordo Stato-Regioni asks, and a training record each', async () => {
    const ricci = people.RCCLSN;
    const response = await generate('admin', attestatoBody([workerId, ricci]));
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as Array<Record<string, unknown> & { id: number }>;
    ids = data.map((d) => d.id);
    expect(data.map((d) => d.ownerId)).toEqual([workerId, ricci]);
    for (const document of data) {
      expect(document).toMatchObject({ type: 'ATTESTATO', mimeType: 'application/pdf', companyId: companies[0], visibleToOwner: true, issuedAt: todayInRome(), expiresAt: '2029-03-04' });
    }
    expect(data[0].fileName).toBe(`Attestato_Verdi_Giuseppe_${YEAR}-0001.pdf`);

    const records = await recordsOf(ids);
    expect(records.map((r) => [r.userId, r.certificateNumber, r.registerNumber])).toEqual([
      [workerId, `${YEAR}/0001`, 1],
      [ricci, `${YEAR}/0002`, 2],
    ]);
    expect(records[1]).toMatchObject({ companyId: companies[0], courseCode: 'PRIMO_SOCCORSO_BC', startDate: '2026-03-02', completedAt: '2026-03-04', hours: 12, validUntil: '2029-03-04', deliveryMode: 'PRESENZA', provider: 'Formazione Sicura S.r.l.', teacher: 'Dott. Paolo Gallo', registerYear: Number(YEAR) });

    const text = pdfText((await download(t, 'admin', ids[1])).rawPayload).replace(/\s+/g, ' ');
    for (const value of [
      'Presidio Sicurezza S.r.l. – P.IVA 01114601006',
      'ATTESTATO DI FORMAZIONE',
      `Registro n. ${YEAR}/0002`,
      'Soggetto formatore: Formazione Sicura S.r.l.',
      'Alessandro Ricci',
      'Codice fiscale: RCCLSN88D12H501',
      'Nato a: Roma il 12/04/1988',
      'Addetto al primo soccorso – aziende dei gruppi B e C',
      'Riferimento normativo: DM 388/2003',
      'Durata: 12 ore',
      'Svolto: dal 02/03/2026 al 04/03/2026',
      'Modalità di erogazione: In presenza',
      'Docente: Dott. Paolo Gallo',
      'Validità: fino al 04/03/2029',
      `Luogo e data: Via Tiburtina 650, Roma, ${todayInRome().split('-').reverse().join('/')}`,
      'Il legale rappresentante del soggetto formatore',
      'Dott.ssa Chiara Neri',
    ]) {
      expect(text, value).toContain(value);
    }
  });

  it('prints a course that never expires as such, and shooting practice due again in four months', async () => {
    const general = await generate('clientManagement', attestatoBody([workerId], { courseCode: 'FORMAZIONE_GENERALE', hours: 4, deliveryMode: 'E_LEARNING', startDate: '2026-01-31', endDate: '2026-01-31' }));
    expect(general.statusCode, general.body).toBe(201);
    expect(general.json().data[0].expiresAt).toBeNull();
    const text = pdfText((await download(t, 'admin', general.json().data[0].id)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Validità: senza scadenza');
    expect(text).toContain('Svolto: il 31/01/2026');
    expect(text).toContain('Modalità di erogazione: E-learning');
    const shooting = await generate('admin', attestatoBody([workerId], { courseCode: 'ESERCITAZIONE_TIRO_GPG', hours: 2, startDate: '2026-10-31', endDate: '2026-10-31' }));
    expect(shooting.json().data[0].expiresAt).toBe('2027-02-28');
  });

  it('numbers each session consecutively and never twice, however many run at once', async () => {
    const milan = [people.GLLSFN, people.CNTCHR, people.BRNPLA];
    const sessions = await Promise.all(
      Array.from({ length: 6 }, (_, i) => generate(i % 2 ? 'moderator' : 'admin', attestatoBody(i % 3 ? milan.slice(0, 2) : milan, { courseCode: 'ANTINCENDIO_LIVELLO_2', hours: 8 }))),
    );
    const numbers: number[] = [];
    for (const session of sessions) {
      expect(session.statusCode, session.body).toBe(201);
      const own = (await recordsOf(session.json().data.map((d: { id: number }) => d.id))).map((r) => r.registerNumber!);
      expect(own).toEqual(own.map((_, i) => own[0] + i));
      numbers.push(...own);
    }
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('refuses participants outside the caller’s companies, inactive, of another company or not employees, each on its own field, writing nothing', async () => {
    const before = (await t.app.db.selectFrom('trainingRecord').select('id').execute()).length;
    const { id: inactive } = await createUser(t, { companyIds: [companies[0]] });
    await t.app.db.updateTable('user').set({ active: 0 }).where('id', '=', inactive).execute();
    const naples = people.DLCCRI;

    const moderator = await generate('moderator', attestatoBody([workerId, naples, 2_000_000, inactive]));
    expect(moderator.statusCode).toBe(400);
    expect(moderator.json().errors).toEqual({ 'userIds.1': 'Dipendente non gestito da te', 'userIds.2': 'Dipendente non gestito da te', 'userIds.3': 'Dipendente non attivo' });

    const admin = await generate('admin', attestatoBody([workerId, people.GLLSFN, await userIdOf(t, 'client')]), 'en');
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors).toEqual({ 'userIds.1': 'Employee of another company: one session is for one company', 'userIds.2': 'Not an employee' });
    expect((await t.app.db.selectFrom('trainingRecord').select('id').execute()).length).toBe(before);
  });

  it.each([
    ['courseCode', { courseCode: 'CORSO_INVENTATO' }],
    ['endDate', { endDate: '2026-03-01' }],
    ['startDate', { startDate: '2026-13-01' }],
    ['hours', { hours: 0 }],
    ['hours', { hours: 2.3 }],
    ['deliveryMode', { deliveryMode: 'E_LEARNING' }],
    ['organiser', { organiser: 'x'.repeat(201) }],
    ['teacher', { teacher: ' ' }],
    ['userIds', { userIds: [] }],
    ['userIds', { userIds: [1, 1] }],
  ])('400 on %s: %j', async (field, change) => {
    const response = await generate('admin', attestatoBody([workerId], change));
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('names the fields in the caller’s language', async () => {
    const body = attestatoBody([workerId], { endDate: '2026-01-01' });
    expect((await generate('admin', body, 'it')).json().errors).toEqual({ endDate: 'La data di fine non può precedere quella di inizio' });
    expect((await generate('admin', body, 'en')).json().errors).toEqual({ endDate: 'The end date cannot be before the start date' });
  });

  describe('GET api/document/attestati.zip', () => {
    const zipOf = async (who: DemoRole, query: string) => t.call({ method: 'GET', url: `/api/document/attestati.zip?ids=${query}`, token: await t.login(who) });

    it('answers the attestati in one ZIP, named by trainee and register number, byte for byte', async () => {
      const response = await zipOf('moderator', ids.join(','));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Attestati_\d{4}-\d{2}-\d{2}\.zip"/);
      const entries = await unzip(response.rawPayload);
      expect(entries.map((e) => e.name)).toEqual([`Attestato_Verdi_Giuseppe_${YEAR}-0001.pdf`, `Attestato_Ricci_Alessandro_${YEAR}-0002.pdf`]);
      for (const [i, entry] of entries.entries()) expect(entry.bytes.equals((await download(t, 'admin', ids[i])).rawPayload)).toBe(true);
    });

    it('answers 404 when one of them is not an attestato the caller may read', async () => {
      const letter = await t.call({ method: 'POST', url: '/api/document/generate/contract', token: await t.login('admin'), payload: contractBody(workerId) });
      expect((await zipOf('admin', `${ids[0]},${letter.json().id}`)).statusCode).toBe(404);
      // Client management reads only what they generated themselves.
      expect((await zipOf('clientManagement', String(ids[0]))).statusCode).toBe(404);
      const naples = await generate('admin', attestatoBody([people.DLCCRI]));
      expect((await zipOf('moderator', String(naples.json().data[0].id))).statusCode).toBe(404);
      expect((await zipOf('admin', '2000000')).statusCode).toBe(404);
    });

    it('answers 404, before writing anything, when an attestato’s bytes are gone from the storage', async () => {
      const [first] = (await generate('admin', attestatoBody([workerId]))).json().data as Array<{ id: number }>;
      const row = await t.app.db.selectFrom('document').select('storageKey').where('id', '=', first.id).executeTakeFirstOrThrow();
      await t.app.storage.remove(row.storageKey);
      const response = await zipOf('admin', `${ids[0]},${first.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
      expect((await download(t, 'admin', first.id)).statusCode).toBe(404);
    });

    it.each(['', 'a,b', '1,,2', '0', '-1', '99999999999'])('answers 400 on ids=%j', async (query) => {
      const response = await zipOf('admin', query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['ids']);
    });
  });
});
