import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, userIdOf } from '../helpers/api';
import { download, outsiderDocument, uploadAs, uploaded, workerDocument } from '../helpers/documents';
import { multipartBody, pdfFile, pngFile } from '../helpers/files';
import { activatedToken } from '../helpers/people';

let t: TestApp;
let companies: [number, number, number];
let workerId: number;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  workerId = await userIdOf(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

const get = async (who: DemoRole, url: string) => t.call({ method: 'GET', url, token: await t.login(who) });
const listIds = async (who: DemoRole, filter: object = {}) => {
  const response = await get(who, `/api/document?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Array<{ id: number }>).map((d) => d.id);
};

describe('a worker reads their own visible documents only', () => {
  it('another worker’s document is 404, on the record and on the file', async () => {
    const colleague = await createUser(t, { companyIds: [companies[0]] });
    const theirs = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: colleague.id, type: 'PAYSLIP' });
    expect((await get('worker', `/api/document/${theirs.id}`)).statusCode).toBe(404);
    expect((await download(t, 'worker', theirs.id)).statusCode).toBe(404);
  });

  it('their own document the office keeps from them is 404, and their visible one answers', async () => {
    const hidden = await workerDocument(t, { type: 'REPORT' });
    expect(hidden.visibleToOwner).toBe(false);
    expect((await get('worker', `/api/document/${hidden.id}`)).statusCode).toBe(404);
    expect((await download(t, 'worker', hidden.id)).statusCode).toBe(404);
    const shown = await workerDocument(t, { type: 'PAYSLIP' });
    expect((await get('worker', `/api/document/${shown.id}`)).json()).toMatchObject({ id: shown.id, ownerId: workerId });
    expect((await download(t, 'worker', shown.id)).statusCode).toBe(200);
  });

  it('api/document/my lists them newest first, without hidden ones; the office list is 403 to them', async () => {
    const hidden = await workerDocument(t, { type: 'REPORT' });
    const newest = await workerDocument(t, { type: 'ATTESTATO' });
    const mine = (await get('worker', '/api/document/my')).json() as Array<{ id: number; ownerId: number; visibleToOwner: boolean }>;
    expect(mine[0].id).toBe(newest.id);
    expect(mine.every((d) => d.ownerId === workerId && d.visibleToOwner)).toBe(true);
    expect(mine.map((d) => d.id)).not.toContain(hidden.id);
    expect((await get('worker', '/api/document')).statusCode).toBe(403);
  });

  it('every other role gets their own documents in api/document/my too', async () => {
    const accountingId = await userIdOf(t, 'accounting');
    const theirs = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: accountingId, type: 'PAYSLIP' });
    expect(((await get('accounting', '/api/document/my')).json() as Array<{ id: number }>).map((d) => d.id)).toEqual([theirs.id]);
    expect((await download(t, 'accounting', theirs.id)).statusCode).toBe(200);
    expect((await get('client', '/api/document/my')).json()).toEqual([]);
    expect((await get('moderator', '/api/document/my')).json()).toEqual([]);
  });
});

describe('a worker uploads a photo of their own renewed document', () => {
  const photo = () => ({ name: 'patente.png', content: pngFile() });

  it('for themselves: pending, visible to them, in their company', async () => {
    const response = await uploadAs(t, 'worker', { ownerType: 'USER', ownerId: workerId, type: 'DRIVING_LICENCE', visibleToOwner: 'false' }, photo());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ review: 'PENDING', visibleToOwner: true, companyId: companies[0], uploadedBy: workerId, status: 'ACTIVE' });
  });

  it('not for someone else (403), nor a type the office files (400)', async () => {
    const colleague = await createUser(t, { companyIds: [companies[0]] });
    const other = await uploadAs(t, 'worker', { ownerType: 'USER', ownerId: colleague.id, type: 'ID_CARD' }, photo(), { headers: { 'accept-language': 'en' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().errors).toEqual({ ownerId: 'You may upload documents for yourself only' });
    const payslip = await uploadAs(t, 'worker', { ownerType: 'USER', ownerId: workerId, type: 'PAYSLIP' });
    expect(payslip.statusCode).toBe(400);
    expect(payslip.json().errors).toEqual({ type: "Puoi caricare solo carta d'identità, permesso di soggiorno o patente" });
  });

  it('accounting and client users may not upload', async () => {
    expect((await uploadAs(t, 'accounting', { ownerType: 'USER', ownerId: await userIdOf(t, 'accounting'), type: 'ID_CARD' })).statusCode).toBe(403);
    expect((await uploadAs(t, 'client', { ownerType: 'USER', ownerId: await userIdOf(t, 'client'), type: 'ID_CARD' })).statusCode).toBe(403);
  });
});

describe('a moderator works within their companies', () => {
  it('a document outside them is 404 on read, file, change and delete, and missing from the list', async () => {
    const { document } = await outsiderDocument(t);
    const token = await t.login('moderator');
    expect((await get('moderator', `/api/document/${document.id}`)).statusCode).toBe(404);
    expect((await download(t, 'moderator', document.id)).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/api/document/${document.id}`, token, payload: { title: 'Altro' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/document/${document.id}`, token })).statusCode).toBe(404);
    expect(await listIds('moderator')).not.toContain(document.id);
    expect(await listIds('moderator', { companyId: companies[2] })).toEqual([]);
    expect(await listIds('admin')).toContain(document.id);
  });

  it('an owner outside them is 404 on upload, as is one that does not exist', async () => {
    const { outsider } = await outsiderDocument(t);
    expect((await uploadAs(t, 'moderator', { ownerType: 'USER', ownerId: outsider.id, type: 'PAYSLIP' })).statusCode).toBe(404);
    const vehicle = await t.app.db.selectFrom('vehicle').select('id').where('companyId', '=', companies[2]).executeTakeFirstOrThrow();
    expect((await uploadAs(t, 'moderator', { ownerType: 'VEHICLE', ownerId: vehicle.id, type: 'VEHICLE_INSURANCE' })).statusCode).toBe(404);
    expect((await uploadAs(t, 'admin', { ownerType: 'CLIENT', ownerId: 999_999, type: 'OTHER' })).statusCode).toBe(404);
  });

  it('files a person of several companies under the first one the uploader manages', async () => {
    const person = await createUser(t, { roles: ['ROLE_CLIENTMANAGEMENT'], companyIds: [companies[0], companies[2]] });
    const moderator = await createUser(t, { roles: ['ROLE_MODERATOR'], companyIds: [companies[2]] });
    const token = await activatedToken(t, moderator, moderator.password);
    const { payload, headers } = multipartBody({ ownerType: 'USER', ownerId: person.id, type: 'OTHER' }, [{ name: 'a.pdf', content: await pdfFile() }]);
    const response = await t.call({ method: 'POST', url: '/api/document', token, payload, headers });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().companyId).toBe(companies[2]);
    expect((await uploaded(t, 'admin', { ownerType: 'USER', ownerId: person.id, type: 'OTHER' })).companyId).toBe(companies[0]);
  });

  it('a document of their companies answers', async () => {
    const document = await workerDocument(t, { type: 'OTHER' });
    expect((await get('moderator', `/api/document/${document.id}`)).statusCode).toBe(200);
    expect((await download(t, 'moderator', document.id)).statusCode).toBe(200);
    expect(await listIds('moderator')).toContain(document.id);
  });
});

describe('client management sees what they filed themselves', () => {
  it('their own upload answers; another’s in the same company is 404 and missing from their list', async () => {
    const client = await t.app.db.selectFrom('client').select('id').where('companyId', '=', companies[0]).executeTakeFirstOrThrow();
    const theirs = await uploaded(t, 'clientManagement', { ownerType: 'CLIENT', ownerId: client.id, type: 'OTHER' });
    const admins = await uploaded(t, 'admin', { ownerType: 'CLIENT', ownerId: client.id, type: 'REPORT' });
    expect((await get('clientManagement', `/api/document/${theirs.id}`)).statusCode).toBe(200);
    expect((await download(t, 'clientManagement', theirs.id)).statusCode).toBe(200);
    expect((await get('clientManagement', `/api/document/${admins.id}`)).statusCode).toBe(404);
    expect(await listIds('clientManagement')).toEqual([theirs.id]);
    const token = await t.login('clientManagement');
    expect((await t.call({ method: 'PATCH', url: `/api/document/${theirs.id}`, token, payload: { title: 'Altro' } })).statusCode).toBe(403);
  });

  it('accounting and client users are refused the office list, and read no one else’s document', async () => {
    const document = await workerDocument(t, { type: 'PAYSLIP' });
    for (const who of ['accounting', 'client'] as const) {
      expect((await get(who, '/api/document')).statusCode).toBe(403);
      expect((await get(who, `/api/document/${document.id}`)).statusCode).toBe(404);
      expect((await download(t, who, document.id)).statusCode).toBe(404);
    }
  });
});
