import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { userIdOf } from '../helpers/api';
import { download, storedRow, workerDocument } from '../helpers/documents';
import { pdfFile } from '../helpers/files';

let t: TestApp;
let content: Buffer;
let documentId: number;

beforeAll(async () => {
  t = await createTestApp();
  content = await pdfFile('Cedolino di prova per i download');
  documentId = (await workerDocument(t, { type: 'OTHER', visibleToOwner: 'false' }, { name: 'prova.pdf', content })).id;
});
afterAll(async () => {
  await t.close();
});

describe('GET api/document/{id}/file', () => {
  it('sends the stored type as an attachment, never sniffed nor cached, with its length', async () => {
    const response = await download(t, 'admin', documentId);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="prova.pdf"; filename*=UTF-8''prova.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
      'content-length': String(content.length),
    });
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('answers one byte range with 206 and its Content-Range', async () => {
    const response = await download(t, 'admin', documentId, { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-99/${content.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(content.subarray(0, 100))).toBe(true);
  });

  it('answers an open range and a suffix range', async () => {
    const open = await download(t, 'admin', documentId, { range: 'bytes=1000-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 1000-${content.length - 1}/${content.length}`);
    expect(open.rawPayload.equals(content.subarray(1000))).toBe(true);
    const suffix = await download(t, 'admin', documentId, { range: 'bytes=-50' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${content.length - 50}-${content.length - 1}/${content.length}`);
    expect(suffix.rawPayload.equals(content.subarray(-50))).toBe(true);
  });

  it('answers 416 with the size to a range past the end', async () => {
    const response = await download(t, 'admin', documentId, { range: `bytes=${content.length}-`, 'accept-language': 'en' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${content.length}`);
    expect(response.json().message).toBe('Byte range not available for this file');
  });

  it('answers several ranges, and a range for another version, with the whole file', async () => {
    const several = await download(t, 'admin', documentId, { range: 'bytes=0-9,20-29' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(content)).toBe(true);
    const stale = await download(t, 'admin', documentId, { range: 'bytes=0-9', 'if-range': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    const same = await download(t, 'admin', documentId, { range: 'bytes=0-9', 'if-range': stale.headers.etag as string });
    expect(same.statusCode).toBe(206);
  });
});

describe('the acknowledgement (presa visione)', () => {
  it('is recorded by the owner’s first download only, once, with an audit entry', async () => {
    const document = await workerDocument(t, { type: 'PAYSLIP' });
    expect(document.acknowledgedAt).toBeNull();
    expect((await download(t, 'admin', document.id)).statusCode).toBe(200);
    expect((await storedRow(t, document.id)).acknowledgedAt).toBeNull();

    expect((await download(t, 'worker', document.id)).statusCode).toBe(200);
    const first = (await storedRow(t, document.id)).acknowledgedAt;
    expect(first).not.toBeNull();
    expect((await download(t, 'worker', document.id, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await storedRow(t, document.id)).acknowledgedAt).toBe(first);

    const record = await t.call({ method: 'GET', url: `/api/document/${document.id}`, token: await t.login('admin') });
    expect(record.json().acknowledgedAt).toBe(first);
    const audit = await t.app.db.selectFrom('auditEntry').select(['actorId']).where('entity', '=', 'document').where('entityId', '=', document.id).where('action', '=', 'ACKNOWLEDGE').execute();
    expect(audit).toEqual([{ actorId: await userIdOf(t, 'worker') }]);
  });

  it('is recorded once when the owner downloads twice at the same time', async () => {
    const document = await workerDocument(t, { type: 'CONTRACT' });
    const answers = await Promise.all([download(t, 'worker', document.id), download(t, 'worker', document.id), download(t, 'worker', document.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const audit = await t.app.db.selectFrom('auditEntry').select('id').where('entity', '=', 'document').where('entityId', '=', document.id).where('action', '=', 'ACKNOWLEDGE').execute();
    expect(audit).toHaveLength(1);
    expect((await storedRow(t, document.id)).acknowledgedAt).not.toBeNull();
  });

  it('is not recorded by a HEAD request', async () => {
    const document = await workerDocument(t, { type: 'PAYSLIP' });
    const head = await t.call({ method: 'HEAD', url: `/api/document/${document.id}/file`, token: await t.login('worker') });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(document.size));
    expect((await storedRow(t, document.id)).acknowledgedAt).toBeNull();
  });
});
