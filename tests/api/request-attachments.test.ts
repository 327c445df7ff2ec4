import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../src/shared/schemas/request';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { htmlFile, jpegFile, pdfFile, pngFile, webpFile } from '../helpers/files';
import { type ClientFixture, demoClient, fileForm, insertRequest, uploadAttachment } from '../helpers/requests';

let t: TestApp;
let aurora: ClientFixture;

const upload = async (who: DemoRole, requestId: number, name: string, content: Buffer, language = 'it') => {
  const { payload, headers } = fileForm(name, content);
  return t.call({ method: 'POST', url: `/api/request/${requestId}/attachments`, token: await t.login(who), payload, headers: { ...headers, 'accept-language': language } });
};

const download = async (who: DemoRole, requestId: number, attachmentId: number) =>
  t.call({ method: 'GET', url: `/api/request/${requestId}/attachments/${attachmentId}`, token: await t.login(who) });

beforeAll(async () => {
  t = await createTestApp();
  aurora = await demoClient(t);
});
afterAll(() => t?.close());

describe('attachments', () => {
  it('are added by the client to their request and read back, byte for byte, by both sides', async () => {
    const id = await insertRequest(t, aurora);
    const pdf = await pdfFile('Planimetria del piano terra');
    const form = fileForm('Planimetria piano terra.pdf', pdf);
    const response = await t.call({ method: 'POST', url: `/api/request/${id}/attachments`, token: await t.login('client'), ...form });
    expect(response.statusCode, response.body).toBe(201);
    const attachment = response.json();
    expect(attachment).toMatchObject({ message: 'Allegato aggiunto', fileName: 'Planimetria piano terra.pdf', mimeType: 'application/pdf', size: pdf.length });
    expect((await t.call({ method: 'GET', url: `/api/request/${id}`, token: await t.login('client') })).json().attachments).toEqual([
      { id: attachment.id, fileName: attachment.fileName, mimeType: 'application/pdf', size: pdf.length, createdAt: attachment.createdAt },
    ]);
    for (const who of ['client', 'clientManagement'] as const) {
      const file = await download(who, id, attachment.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toContain('attachment;');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    const head = await t.call({ method: 'HEAD', url: `/api/request/${id}/attachments/${attachment.id}`, token: await t.login('client') });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(pdf.length));
    expect(head.rawPayload.length).toBe(0);
    const audit = await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'serviceRequest').where('entityId', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['ATTACH']);
  });

  it('take JPEG and PNG photos from the office too', async () => {
    const id = await insertRequest(t, aurora, { status: 'IN_PROGRESS' });
    for (const [name, content, type] of [['ingresso.jpg', jpegFile(), 'image/jpeg'], ['cancello.png', pngFile(), 'image/png']] as const) {
      const response = await upload('moderator', id, name, content);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().mimeType).toBe(type);
    }
  });

  it('refuse another type by its content, whatever its name, on the field', async () => {
    const id = await insertRequest(t, aurora);
    for (const [name, content] of [['pagina.pdf', htmlFile()], ['foto.webp', webpFile()], ['vuoto.pdf', Buffer.alloc(0)]] as const) {
      const response = await upload('client', id, name, content, 'en');
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['file']);
    }
    expect((await upload('client', id, 'foto.webp', webpFile(), 'en')).json().errors.file).toBe('File type not allowed: PDF, JPEG or PNG');
    expect((await upload('client', id, 'pagina.pdf', htmlFile())).json().errors.file).toBe('Tipo di file non ammesso: PDF, JPEG o PNG');
    expect(await t.app.db.selectFrom('serviceRequestAttachment').select('id').where('requestId', '=', id).execute()).toEqual([]);
  });

  it('refuse a file over the limit with 413, and a form without a file with 400', async () => {
    const id = await insertRequest(t, aurora);
    const big = Buffer.concat([await pdfFile('Grande'), Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
    const response = await upload('client', id, 'grande.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ file: 'File troppo grande' });
    const json = await t.call({ method: 'POST', url: `/api/request/${id}/attachments`, token: await t.login('client'), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(Object.keys(json.json().errors)).toEqual(['file']);
  });

  it('are at most MAX_ATTACHMENTS on a request (409 past them), and none once the request is over', async () => {
    const id = await insertRequest(t, aurora);
    const pdf = await pdfFile('Allegato');
    for (let i = 0; i < MAX_ATTACHMENTS; i += 1) await uploadAttachment(t, id, `allegato-${i}.pdf`, pdf);
    const full = await upload('client', id, 'uno-di-troppo.pdf', pdf);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`Una richiesta può avere al massimo ${MAX_ATTACHMENTS} allegati`);
    for (const status of ['DONE', 'REJECTED', 'CANCELLED'] as const) {
      const over = await insertRequest(t, aurora, { status });
      const response = await upload('client', over, 'tardi.pdf', pdf);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toBe('Una richiesta completata, rifiutata o annullata non riceve più allegati');
    }
  });

  it('of one request are not reached through another, even of the same client (404)', async () => {
    const id = await insertRequest(t, aurora);
    const other = await insertRequest(t, aurora);
    const attachmentId = await uploadAttachment(t, id, 'planimetria.pdf', await pdfFile('Planimetria'));
    expect((await download('client', other, attachmentId)).statusCode).toBe(404);
    expect((await download('admin', other, attachmentId)).statusCode).toBe(404);
    expect((await download('client', id, 999_999)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/request/${id}/attachments/abc`, token: await t.login('client') })).statusCode).toBe(400);
  });
});
