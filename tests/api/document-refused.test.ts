import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { userIdOf } from '../helpers/api';
import { temporaryFiles, uploadAs } from '../helpers/documents';
import { htmlFile, jpegFile, pdfFile, plainZip, pngFile, svgWithScript, zipBombDocx } from '../helpers/files';

let t: TestApp;
let workerId: number;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  workerId = await userIdOf(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

const documentCount = async () => Number((await t.app.db.selectFrom('document').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Uploads a file for the demo worker and expects the refusal: no document, no temporary file left. */
const refused = async (name: string, content: Buffer, locale = 'it') => {
  const before = await documentCount();
  const response = await uploadAs(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'OTHER' }, { name, content, type: 'application/pdf' }, { headers: { 'accept-language': locale } });
  expect(await documentCount()).toBe(before);
  expect(temporaryFiles(t)).toEqual([]);
  return response;
};

describe('POST api/document refuses what is not an accepted file', () => {
  it.each([
    ['an HTML page named .pdf', 'fattura.pdf', htmlFile],
    ['an SVG with a script named .pdf', 'logo.pdf', svgWithScript],
    ['plain text', 'note.txt', () => Buffer.from('Turno di notte: portineria, via Roma 1')],
    ['a zip that is no office document', 'archivio.docx', plainZip],
    ['an executable', 'setup.pdf', () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
  ])('%s: 400 on the file, by its content', async (_what, name, make) => {
    const response = await refused(name, await make());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'Tipo di file non ammesso: PDF, JPEG, PNG, HEIC, WebP, DOCX, XLSX o ODT' });
  });

  it('an empty file: 400', async () => {
    const response = await refused('vuoto.pdf', Buffer.alloc(0), 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'The file is empty' });
  });

  it('a PNG named .pdf: 400, the name claims another accepted type', async () => {
    const response = await refused('cedolino.pdf', pngFile(), 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: "The name's extension does not match the file's content" });
  });

  it('a PDF named .docx: 400', async () => {
    const response = await refused('contratto.docx', await pdfFile());
    expect(response.statusCode).toBe(400);
  });

  it('a photo named as another photo type is taken, under the right extension', async () => {
    const response = await uploadAs(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'ID_CARD' }, { name: 'carta.png', content: jpegFile() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ mimeType: 'image/jpeg', fileName: 'carta.jpg' });
  });

  it('a zip bomb disguised as a DOCX: 400', async () => {
    const bomb = await zipBombDocx();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await refused('contratto.docx', bomb, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'Archive refused: too many entries, too large once extracted, or suspicious compression' });
  });
});

describe('POST api/document above UPLOAD_MAX_MB', () => {
  it('answers 413 naming the limit, and keeps nothing', async () => {
    const big = Buffer.concat([await pdfFile(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const italian = await refused('grande.pdf', big);
    expect(italian.statusCode).toBe(413);
    expect(italian.json()).toMatchObject({ message: 'File troppo grande: il limite è 1 MB', errors: { file: 'File troppo grande' } });
    const english = await refused('grande.pdf', big, 'en');
    expect(english.statusCode).toBe(413);
    expect(english.json().message).toBe('File too large: the limit is 1 MB');
  });

  it('takes a file of exactly the limit', async () => {
    const pdf = await pdfFile();
    const exact = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 - pdf.length, 0x20)]);
    const response = await uploadAs(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'OTHER' }, { name: 'limite.pdf', content: exact });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().size).toBe(1024 * 1024);
  });
});

describe('POST api/document with a broken form', () => {
  it('answers 400 to a form cut short, and to one with too many fields', async () => {
    const token = await t.login('admin');
    const cut = await t.call({
      method: 'POST',
      url: '/api/document',
      token,
      payload: '------x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(cut.statusCode).toBe(400);
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`campo${i}`, 'x']));
    const many = await uploadAs(t, 'admin', fields);
    expect(many.statusCode).toBe(400);
    expect(temporaryFiles(t)).toEqual([]);
  });
});
