import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoPasswordHash, userIdOf } from '../helpers/api';
import { download, storedRow, temporaryFiles, uploadAs, uploaded } from '../helpers/documents';
import { docxFile, heicFile, jpegFile, multipartBody, odtFile, pdfFile, pngFile, webpFile, xlsxFile } from '../helpers/files';

let t: TestApp;
let workerId: number;

beforeAll(async () => {
  t = await createTestApp();
  workerId = await userIdOf(t, 'worker');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('POST api/document: each accepted type, decided by the content', () => {
  const cases: Array<[string, string, () => Buffer | Promise<Buffer>]> = [
    ['cedolino.pdf', 'application/pdf', pdfFile],
    ['foto.jpg', 'image/jpeg', jpegFile],
    ['foto.png', 'image/png', pngFile],
    ['foto.heic', 'image/heic', heicFile],
    ['foto.webp', 'image/webp', webpFile],
    ['contratto.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docxFile],
    ['turni.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsxFile],
    ['lettera.odt', 'application/vnd.oasis.opendocument.text', odtFile],
  ];

  it.each(cases)('%s is stored as %s, with its size and SHA-256, and downloads byte for byte', async (name, mimeType, make) => {
    const content = await make();
    // The browser's claimed type says nothing: the content decides.
    const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'OTHER' }, { name, content, type: 'text/html' });
    expect(document).toMatchObject({ mimeType, fileName: name, size: content.length, sha256: sha256(content), ownerName: 'Verdi Giuseppe', review: 'NONE' });
    const file = await download(t, 'admin', document.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mimeType);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(temporaryFiles(t)).toEqual([]);
  });

  it('keeps the bytes under a random key of the storage, never under the uploaded name', async () => {
    const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'OTHER' }, { name: 'busta.pdf', content: await pdfFile() });
    const row = await storedRow(t, document.id);
    expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(await t.app.storage.stat(row.storageKey)).toEqual({ size: document.size });
  });
});

describe('POST api/document: the file name is metadata', () => {
  it.each([
    ['../../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system.ini.pdf', 'system.ini.pdf'],
    ['busta\u0000paga\r\n.pdf', 'bustapaga.pdf'],
    ['cedolino', 'cedolino.pdf'],
  ])('%j is stored as %j', async (name, expected) => {
    const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'PAYSLIP' }, { name, content: await pdfFile() });
    expect(document.fileName).toBe(expected);
    const file = await download(t, 'admin', document.id);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${expected}"; filename*=UTF-8''${encodeURIComponent(expected)}`);
  });

  it('sends a name with accents as ASCII and as UTF-8', async () => {
    const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'ID_CARD' }, { name: 'carta identità.pdf', content: await pdfFile() });
    const file = await download(t, 'admin', document.id);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="carta identita.pdf"; filename*=UTF-8''carta%20identit%C3%A0.pdf`);
  });
});

describe('POST api/document: the fields', () => {
  it('gives a title from the type and the issue date, and the type’s visibility to the owner', async () => {
    const payslip = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'PAYSLIP', issuedAt: '2026-02-27' });
    expect(payslip).toMatchObject({ title: 'Busta paga 27/02/2026', visibleToOwner: true, issuedAt: '2026-02-27', uploadedBy: await userIdOf(t, 'admin') });
    const report = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'REPORT', title: '  Relazione di servizio  ' });
    expect(report).toMatchObject({ title: 'Relazione di servizio', visibleToOwner: false });
    const shown = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'REPORT', visibleToOwner: 'true' });
    expect(shown.visibleToOwner).toBe(true);
  });

  it('takes the fields after the file as well as before it', async () => {
    const response = await uploadAs(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'MEDICAL_FITNESS', expiresAt: '2027-01-31' }, undefined, { filesFirst: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ type: 'MEDICAL_FITNESS', expiresAt: '2027-01-31', companyId: expect.any(Number) });
  });

  it('files a company’s, a client’s and a vehicle’s document under their names', async () => {
    const company = await t.app.db.selectFrom('company').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const client = await t.app.db.selectFrom('client').select(['id', 'name', 'companyId']).orderBy('id').executeTakeFirstOrThrow();
    const vehicle = await t.app.db.selectFrom('vehicle').select(['id', 'plate', 'companyId']).orderBy('id').executeTakeFirstOrThrow();
    expect(await uploaded(t, 'admin', { ownerType: 'COMPANY', ownerId: company.id, type: 'REPORT' })).toMatchObject({ ownerName: company.name, companyId: company.id });
    expect(await uploaded(t, 'admin', { ownerType: 'CLIENT', ownerId: client.id, type: 'OTHER' })).toMatchObject({ ownerName: client.name, companyId: client.companyId });
    expect(await uploaded(t, 'admin', { ownerType: 'VEHICLE', ownerId: vehicle.id, type: 'VEHICLE_INSPECTION' })).toMatchObject({ ownerName: vehicle.plate, companyId: vehicle.companyId });
  });

  it('answers 400 per field, in Italian by default and in English when asked', async () => {
    const fields = { ownerType: 'USER', ownerId: workerId, type: 'VEHICLE_INSURANCE', issuedAt: '2026-03-10', expiresAt: '2026-03-01' };
    const italian = await uploadAs(t, 'admin', fields);
    expect(italian.statusCode).toBe(400);
    expect(italian.json().errors).toEqual({
      expiresAt: 'La scadenza non può precedere la data di rilascio',
      type: 'Tipo di documento non previsto per questo intestatario',
    });
    const english = await uploadAs(t, 'admin', { ownerType: 'PERSON', type: 'PAYSLIP', issuedAt: '2026-02-30' }, undefined, { headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({ ownerType: 'Invalid value', ownerId: 'Required', issuedAt: 'Invalid date (yyyy-mm-dd)' });
    expect(temporaryFiles(t)).toEqual([]);
  });

  it('asks for the file when none comes, and for a multipart form when JSON comes', async () => {
    const none = await uploadAs(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'PAYSLIP' }, null, { headers: { 'accept-language': 'en' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: 'Required' });
    const json = await t.call({ method: 'POST', url: '/api/document', token: await t.login('admin'), payload: { ownerType: 'USER', ownerId: workerId, type: 'PAYSLIP' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ file: 'Invia il modulo come multipart/form-data, con il file nel campo file' });
  });

  it('refuses two files, and a file in another field', async () => {
    const pdf = await pdfFile();
    const fields = { ownerType: 'USER', ownerId: workerId, type: 'PAYSLIP' };
    const { payload, headers } = multipartBody(fields, [
      { name: 'a.pdf', content: pdf },
      { name: 'b.pdf', content: pdf },
    ]);
    const two = await t.call({ method: 'POST', url: '/api/document', token: await t.login('admin'), payload, headers });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual({ file: 'Invia un solo file' });
    const other = await uploadAs(t, 'admin', fields, { name: 'a.pdf', content: pdf, field: 'allegato' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ allegato: 'Campo non previsto per un file' });
    expect(temporaryFiles(t)).toEqual([]);
  });
});
