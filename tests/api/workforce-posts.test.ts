import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyIds } from '../helpers/api';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { siteOf, uploadDocument } from '../helpers/access-rows-workforce-posts';
import { dayFromToday, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
/** A site of the moderator's first company, and one of the third (outside the moderator's). */
let site: Awaited<ReturnType<typeof siteOf>>;
let farSite: Awaited<ReturnType<typeof siteOf>>;

const call = async (who: DemoRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: await t.login(who), payload });

const postBody = (overrides: Record<string, unknown> = {}) => ({
  clientSiteId: site.id,
  name: 'Reception principale',
  serviceType: 'PORTIERATO',
  timeSlots: [{ days: [1, 2, 3, 4, 5], start: '07:00', end: '19:00' }],
  ...overrides,
});

const createPost = async (overrides: Record<string, unknown> = {}, who: DemoRole = 'admin') => {
  const response = await call(who, 'POST', '/api/workforce/posts', postBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  site = await siteOf(t, companies[0]);
  farSite = await siteOf(t, companies[2]);
});
afterAll(() => t?.close());

describe('creating a post', () => {
  it('stores it under the site’s client’s company, with its orders and documents at version 1', async () => {
    const documentId = await uploadDocument(t, { ownerType: 'CLIENT', ownerId: site.clientId });
    const companyDocument = await uploadDocument(t, { ownerType: 'COMPANY', ownerId: companies[0] });
    const body = await createPost(
      {
        armed: true,
        serviceType: 'VIGILANZA_FISSA',
        requiredQualification: 'GPG',
        requiredCourses: ['FIRST_AID', 'FIRST_AID'],
        headcount: 2,
        orders: '  Ronda ogni due ore  ',
        orderDocumentIds: [documentId, companyDocument],
      },
      'moderator',
    );
    expect(body.message).toBe('Posto di servizio creato');
    expect(body).toMatchObject({
      companyId: companies[0],
      clientId: site.clientId,
      clientSiteId: site.id,
      siteName: site.name,
      armed: true,
      requiredQualification: 'GPG',
      requiredCourses: ['FIRST_AID'],
      headcount: 2,
      orders: 'Ronda ogni due ore',
      orderDocumentIds: [documentId, companyDocument].sort((a, b) => a - b),
      ordersVersion: 1,
      ordersUpdatedAt: expect.any(String),
      active: true,
    });
    const links = await t.app.db.selectFrom('postDocument').select('documentId').where('postId', '=', body.id).execute();
    expect(links.map((l) => l.documentId).sort()).toEqual([documentId, companyDocument].sort());
    const read = await call('admin', 'GET', `/api/workforce/posts/${body.id}`);
    expect(read.json()).toEqual(Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'message')));
  });

  it('has no orders date while it has no orders', async () => {
    expect(await createPost()).toMatchObject({ orders: null, orderDocumentIds: [], ordersVersion: 1, ordersUpdatedAt: null });
  });

  it('refuses a site that does not exist or is outside the caller’s companies, on the field', async () => {
    for (const [who, clientSiteId] of [['moderator', farSite.id], ['admin', 999_999]] as const) {
      const response = await call(who, 'POST', '/api/workforce/posts', postBody({ clientSiteId }));
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['clientSiteId']);
    }
  });

  it('refuses what the law forbids on the qualification: an armed or art. 134 post needs a GPG', async () => {
    const armed = await call('admin', 'POST', '/api/workforce/posts', postBody({ armed: true, requiredQualification: 'FIDUCIARIO' }));
    expect(armed.statusCode).toBe(400);
    expect(armed.json().errors).toEqual({ requiredQualification: 'Un posto armato richiede una guardia particolare giurata' });
    const fixed = await call('admin', 'POST', '/api/workforce/posts', postBody({ serviceType: 'VIGILANZA_FISSA' }));
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().errors.requiredQualification).toMatch(/art\. 134 TULPS/);
  });

  it('answers 400 per field for a bad body', async () => {
    const response = await call('admin', 'POST', '/api/workforce/posts', {
      clientSiteId: site.id,
      name: '',
      serviceType: 'NAPPING',
      headcount: 0,
      timeSlots: [{ days: [], start: '25:00', end: '06:00' }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['headcount', 'name', 'serviceType', 'timeSlots.0.days', 'timeSlots.0.start'].sort());
    expect((await call('admin', 'POST', '/api/workforce/posts', [1, 2])).statusCode).toBe(400);
  });

  it('takes as order documents only the client’s or the company’s, not deleted', async () => {
    const otherClient = await uploadDocument(t, { ownerType: 'CLIENT', ownerId: farSite.clientId });
    const otherCompany = await uploadDocument(t, { ownerType: 'COMPANY', ownerId: companies[1] });
    const deleted = await uploadDocument(t, { ownerType: 'CLIENT', ownerId: site.clientId });
    expect((await call('admin', 'DELETE', `/api/document/${deleted}`)).statusCode).toBe(200);
    for (const documentId of [otherClient, otherCompany, deleted, 999_999]) {
      const response = await call('admin', 'POST', '/api/workforce/posts', postBody({ orderDocumentIds: [documentId] }));
      expect(response.statusCode, `document ${documentId}`).toBe(400);
      expect(response.json().errors).toEqual({ orderDocumentIds: expect.stringContaining('cliente') });
    }
  });

  it('is for the office only', async () => {
    for (const who of ['worker', 'clientManagement', 'accounting', 'client'] as const) {
      expect((await call(who, 'POST', '/api/workforce/posts', postBody())).statusCode).toBe(403);
    }
  });
});

describe('listing posts', () => {
  let mine: number;
  let far: number;
  let inactive: number;

  beforeAll(async () => {
    mine = (await createPost({ name: 'Varco carrabile Zeta' })).id;
    inactive = (await createPost({ name: 'Varco pedonale Zeta', active: false })).id;
    far = (await insertPost(t, { clientSiteId: farSite.id, name: 'Guardiola Zeta' })).id;
  });

  const list = async (who: DemoRole, query: Record<string, unknown>) => {
    const params = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));
    const response = await call(who, 'GET', `/api/workforce/posts?${params}`);
    expect(response.statusCode, response.body).toBe(200);
    return { ids: response.json().map((p: { id: number }) => p.id) as number[], range: response.headers['content-range'], rows: response.json() };
  };

  it('searches the name, filters and sorts, with the total in Content-Range', async () => {
    const found = await list('admin', { filter: { q: 'zeta' }, sort: ['name', 'ASC'] });
    expect(found.ids).toEqual([far, mine, inactive]);
    expect(found.range).toBe('posts 0-2/3');
    expect((await list('admin', { filter: { q: 'zeta', active: true } })).ids.sort()).toEqual([mine, far].sort());
    expect((await list('admin', { filter: { q: 'zeta', clientSiteId: site.id } })).ids.sort()).toEqual([mine, inactive].sort());
    expect((await list('admin', { filter: { q: 'zeta', clientId: farSite.clientId } })).ids).toEqual([far]);
    expect((await list('admin', { filter: { q: 'zeta', companyId: companies[2] } })).ids).toEqual([far]);
    expect((await list('admin', { filter: { q: 'zeta' }, sort: ['createdAt', 'DESC'], range: [0, 0] })).range).toBe('posts 0-0/3');
  });

  it('shows the moderator only their companies’ posts', async () => {
    expect((await list('moderator', { filter: { q: 'zeta' } })).ids.sort()).toEqual([mine, inactive].sort());
    expect((await list('moderator', { filter: { companyId: companies[2] } })).ids).toEqual([]);
    expect((await call('moderator', 'GET', `/api/workforce/posts/${far}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/workforce/posts/${far}`)).statusCode).toBe(200);
  });

  it('refuses an unknown sort or filter with a 400', async () => {
    expect((await call('admin', 'GET', `/api/workforce/posts?sort=${encodeURIComponent('["orders","ASC"]')}`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `/api/workforce/posts?filter=${encodeURIComponent('{"orders":"x"}')}`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/workforce/posts/abc')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/workforce/posts/987654')).statusCode).toBe(404);
  });
});

describe('changing a post', () => {
  const patch = (id: number, payload: unknown, who: DemoRole = 'admin') => call(who, 'PATCH', `/api/workforce/posts/${id}`, payload as object);

  it('changes only what the body names, and checks the whole post it makes', async () => {
    const post = await createPost({ armed: true, serviceType: 'VIGILANZA_FISSA', requiredQualification: 'GPG', headcount: 3, orders: 'Consegne' });
    const renamed = await patch(post.id, { name: 'Reception Torre A' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Reception Torre A', armed: true, requiredQualification: 'GPG', headcount: 3, active: true, ordersVersion: 1 });
    // The service alone is fine: the stored qualification is GPG.
    expect((await patch(post.id, { serviceType: 'ANTIRAPINA' })).statusCode).toBe(200);
    const fiduciary = await patch(post.id, { requiredQualification: 'FIDUCIARIO' });
    expect(fiduciary.statusCode).toBe(400);
    expect(Object.keys(fiduciary.json().errors)).toEqual(['requiredQualification']);
    expect((await patch(post.id, { headcount: 'many' })).statusCode).toBe(400);
    expect((await patch(post.id, null)).statusCode).toBe(200);
  });

  it('raises the orders’ version when the orders or their documents change, and only then', async () => {
    const post = await createPost({ orders: 'Prima versione' });
    const same = (await patch(post.id, { orders: 'Prima versione', headcount: 2 })).json();
    expect(same).toMatchObject({ ordersVersion: 1, ordersUpdatedAt: post.ordersUpdatedAt });
    const changed = (await patch(post.id, { orders: 'Seconda versione' })).json();
    expect(changed.ordersVersion).toBe(2);
    expect(changed.ordersUpdatedAt > post.ordersUpdatedAt).toBe(true);
    const documentId = await uploadDocument(t, { ownerType: 'CLIENT', ownerId: site.clientId });
    const withDocument = (await patch(post.id, { orderDocumentIds: [documentId] })).json();
    expect(withDocument).toMatchObject({ ordersVersion: 3, orderDocumentIds: [documentId] });
    expect((await patch(post.id, { orderDocumentIds: [documentId], name: 'Altro nome' })).json().ordersVersion).toBe(3);
    const bad = await patch(post.id, { orderDocumentIds: [await uploadDocument(t, { ownerType: 'CLIENT', ownerId: farSite.clientId })] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['orderDocumentIds']);
  });

  it('moves a post without shifts to another site in scope only', async () => {
    const post = await createPost();
    const outside = await patch(post.id, { clientSiteId: farSite.id }, 'moderator');
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json().errors)).toEqual(['clientSiteId']);
    const moved = await patch(post.id, { clientSiteId: farSite.id });
    expect(moved.json()).toMatchObject({ clientSiteId: farSite.id, companyId: companies[2] });
    await insertShift(t, { postId: post.id, date: dayFromToday(3), status: 'DRAFT' });
    expect((await patch(post.id, { clientSiteId: site.id })).statusCode).toBe(400);
  });

  it('answers 404 to the moderator for a post outside their companies, 403 to others', async () => {
    const far = await insertPost(t, { clientSiteId: farSite.id });
    expect((await patch(far.id, { name: 'X' }, 'moderator')).statusCode).toBe(404);
    expect((await patch(far.id, { name: 'X' }, 'worker')).statusCode).toBe(403);
  });
});

describe('deleting a post', () => {
  it('refuses a post with published shifts, which is deactivated instead', async () => {
    const post = await createPost();
    await insertShift(t, { postId: post.id, date: dayFromToday(2), status: 'PUBLISHED' });
    const refused = await call('admin', 'DELETE', `/api/workforce/posts/${post.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Il posto ha turni pubblicati (1), che vanno conservati: disattivalo invece di eliminarlo');
    const deactivated = await call('admin', 'PATCH', `/api/workforce/posts/${post.id}`, { active: false });
    expect(deactivated.json().active).toBe(false);
    expect(await t.app.db.selectFrom('shift').select('id').where('postId', '=', post.id).execute()).toHaveLength(1);
  });

  it('deletes a post with its draft shifts', async () => {
    const post = await createPost({ orderDocumentIds: [await uploadDocument(t, { ownerType: 'CLIENT', ownerId: site.clientId })] });
    await insertShift(t, { postId: post.id, date: dayFromToday(2), status: 'DRAFT' });
    const response = await call('moderator', 'DELETE', `/api/workforce/posts/${post.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Posto di servizio eliminato', id: post.id });
    expect(await t.app.db.selectFrom('shift').select('id').where('postId', '=', post.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('post').select('id').where('id', '=', post.id).execute()).toEqual([]);
    expect((await call('admin', 'GET', `/api/workforce/posts/${post.id}`)).statusCode).toBe(404);
    const audit = await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'post').where('entityId', '=', post.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'DELETE']);
  });

  it('answers 404 to the moderator outside their companies', async () => {
    const far = await insertPost(t, { clientSiteId: farSite.id });
    expect((await call('moderator', 'DELETE', `/api/workforce/posts/${far.id}`)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('post').select('id').where('id', '=', far.id).execute()).toHaveLength(1);
  });
});
