import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, userIdOf } from '../helpers/api';
import { download, storedRow, uploadAs, uploaded } from '../helpers/documents';
import { pngFile } from '../helpers/files';

let t: TestApp;
let companies: [number, number, number];

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
});
afterAll(async () => {
  await t.close();
});

/** A worker of the first demo company of their own, so that each test's documents are alone. */
const freshWorker = async () => (await createUser(t, { companyIds: [companies[0]] })).id;
const get = async (who: DemoRole, url: string) => t.call({ method: 'GET', url, token: await t.login(who) });
const patch = async (who: DemoRole, id: number, payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'PATCH', url: `/api/document/${id}`, token: await t.login(who), payload, headers });

describe('a renewal replaces the older document', () => {
  it('a newer document of a type that expires marks the older REPLACED, pointing both ways', async () => {
    const ownerId = await freshWorker();
    const older = await uploaded(t, 'admin', { ownerType: 'USER', ownerId, type: 'ID_CARD', issuedAt: '2016-05-10', expiresAt: '2026-05-10' });
    const newer = await uploaded(t, 'moderator', { ownerType: 'USER', ownerId, type: 'ID_CARD', issuedAt: '2026-04-20', expiresAt: '2036-04-20' });
    expect(newer).toMatchObject({ status: 'ACTIVE', replacesId: older.id });
    expect((await get('admin', `/api/document/${older.id}`)).json()).toMatchObject({ status: 'REPLACED', replacedById: newer.id });
  });

  it('a payslip never replaces another', async () => {
    const ownerId = await freshWorker();
    const march = await uploaded(t, 'admin', { ownerType: 'USER', ownerId, type: 'PAYSLIP', title: 'Marzo' });
    const april = await uploaded(t, 'admin', { ownerType: 'USER', ownerId, type: 'PAYSLIP', title: 'Aprile' });
    expect(april.replacesId).toBeNull();
    expect((await get('admin', `/api/document/${march.id}`)).json()).toMatchObject({ status: 'ACTIVE', replacedById: null });
  });
});

describe('a worker’s own upload waits for the office', () => {
  const workerUpload = async () =>
    uploaded(t, 'worker', { ownerType: 'USER', ownerId: await userIdOf(t, 'worker'), type: 'PERMESSO_SOGGIORNO', expiresAt: '2028-01-31' }, { name: 'permesso.png', content: pngFile() });

  it('replaces nothing while pending; confirmed by the administrator it replaces the older one', async () => {
    const workerId = await userIdOf(t, 'worker');
    const older = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'PERMESSO_SOGGIORNO', expiresAt: '2026-02-01' });
    const pending = await workerUpload();
    expect(pending.review).toBe('PENDING');
    expect((await storedRow(t, older.id)).status).toBe('ACTIVE');
    expect((await get('admin', `/api/document?filter=${encodeURIComponent(JSON.stringify({ review: 'PENDING', ownerId: workerId }))}`)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: pending.id })]),
    );

    const confirmed = await patch('admin', pending.id, { review: 'CONFIRMED' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ review: 'CONFIRMED', replacesId: older.id, status: 'ACTIVE' });
    expect(await storedRow(t, pending.id)).toMatchObject({ reviewedBy: await userIdOf(t, 'admin'), reviewedAt: expect.any(String) });
    expect((await storedRow(t, older.id)).status).toBe('REPLACED');

    const again = await patch('admin', pending.id, { review: 'REJECTED' }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ review: 'The document is not awaiting confirmation' });
  });

  it('rejected by the moderator, it replaces nothing and the worker sees the outcome', async () => {
    const pending = await workerUpload();
    const before = await t.app.db.selectFrom('document').select(['id', 'status']).where('type', '=', 'PERMESSO_SOGGIORNO').where('id', '!=', pending.id).execute();
    const rejected = await patch('moderator', pending.id, { review: 'REJECTED' });
    expect(rejected.json()).toMatchObject({ review: 'REJECTED', replacesId: null });
    const after = await t.app.db.selectFrom('document').select(['id', 'status']).where('type', '=', 'PERMESSO_SOGGIORNO').where('id', '!=', pending.id).execute();
    expect(after).toEqual(before);
    const mine = (await get('worker', '/api/document/my')).json() as Array<{ id: number; review: string }>;
    expect(mine.find((d) => d.id === pending.id)?.review).toBe('REJECTED');
  });
});

describe('PATCH api/document/{id}', () => {
  it('corrects title, dates and visibility, and refuses an expiry before the issue', async () => {
    const ownerId = await freshWorker();
    const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId, type: 'MEDICAL_FITNESS', issuedAt: '2026-01-15' });
    const changed = await patch('moderator', document.id, { title: 'Visita medica periodica', expiresAt: '2027-01-15', visibleToOwner: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Visita medica periodica', issuedAt: '2026-01-15', expiresAt: '2027-01-15', visibleToOwner: false });
    const wrong = await patch('admin', document.id, { expiresAt: '2025-12-31' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ expiresAt: 'La scadenza non può precedere la data di rilascio' });
    expect((await patch('admin', document.id, { review: 'CONFIRMED' })).statusCode).toBe(400);
    expect((await patch('admin', document.id, { title: '' })).statusCode).toBe(400);
  });
});

describe('DELETE api/document/{id} is soft', () => {
  it('hides the document from every list, api/document/my and the file, keeps the bytes, and writes the audit', async () => {
    const workerId = await userIdOf(t, 'worker');
    const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'PAYSLIP', title: 'Da eliminare' });
    const token = await t.login('moderator');
    const deleted = await t.call({ method: 'DELETE', url: `/api/document/${document.id}`, token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Documento eliminato', id: document.id });

    const list = (await get('admin', '/api/document?range=[0,999]')).json() as Array<{ id: number }>;
    expect(list.map((d) => d.id)).not.toContain(document.id);
    expect(((await get('worker', '/api/document/my')).json() as Array<{ id: number }>).map((d) => d.id)).not.toContain(document.id);
    for (const who of ['admin', 'worker'] as const) {
      expect((await get(who, `/api/document/${document.id}`)).statusCode).toBe(404);
      expect((await download(t, who, document.id)).statusCode).toBe(404);
    }
    expect((await t.call({ method: 'DELETE', url: `/api/document/${document.id}`, token })).statusCode).toBe(404);

    const row = await storedRow(t, document.id);
    expect(row).toMatchObject({ deletedBy: await userIdOf(t, 'moderator'), deletedAt: expect.any(String), purgedAt: null });
    expect(await t.app.storage.stat(row.storageKey)).toEqual({ size: document.size });
    const audit = await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'document').where('entityId', '=', document.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'DELETE']);
  });

  it('deleting a renewal filed by mistake gives the older document its place back', async () => {
    const ownerId = await freshWorker();
    const older = await uploaded(t, 'admin', { ownerType: 'USER', ownerId, type: 'DECRETO_GPG', expiresAt: '2027-06-30' });
    const mistaken = await uploaded(t, 'admin', { ownerType: 'USER', ownerId, type: 'DECRETO_GPG', expiresAt: '2029-06-30' });
    expect((await storedRow(t, older.id)).status).toBe('REPLACED');
    await t.call({ method: 'DELETE', url: `/api/document/${mistaken.id}`, token: await t.login('admin') });
    expect(await storedRow(t, older.id)).toMatchObject({ status: 'ACTIVE', replacedById: null });
  });

  it('a worker may not delete a document, not even their own upload', async () => {
    const response = await uploadAs(t, 'worker', { ownerType: 'USER', ownerId: await userIdOf(t, 'worker'), type: 'ID_CARD' }, { name: 'carta.png', content: pngFile() });
    expect(response.statusCode).toBe(201);
    expect((await t.call({ method: 'DELETE', url: `/api/document/${response.json().id}`, token: await t.login('worker') })).statusCode).toBe(403);
  });
});
