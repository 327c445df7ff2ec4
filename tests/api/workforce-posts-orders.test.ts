import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyIds } from '../helpers/api';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { siteOf, uploadDocument } from '../helpers/access-rows-workforce-posts';
import { activatedToken, createPerson } from '../helpers/people';
import { dayFromToday, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
let site: Awaited<ReturnType<typeof siteOf>>;
/** A guard of the first demo company, with no shift until a test gives them one. */
let guard: { id: number; token: string };

const as = async (who: DemoRole | { token: string }) => (typeof who === 'string' ? t.login(who) : who.token);
const orders = async (who: DemoRole | { token: string }, postId: number) =>
  t.call({ method: 'GET', url: `/api/workforce/posts/${postId}/orders`, token: await as(who) });
const acknowledge = async (who: DemoRole | { token: string }, postId: number) =>
  t.call({ method: 'POST', url: `/api/workforce/posts/${postId}/acknowledge`, token: await as(who) });
const documentFile = async (who: DemoRole | { token: string }, postId: number, documentId: number) =>
  t.call({ method: 'GET', url: `/api/workforce/posts/${postId}/documents/${documentId}`, token: await as(who) });

/** A post with written orders and one document of the client. */
const postWithOrders = async () => {
  const post = await insertPost(t, { clientSiteId: site.id, name: 'Varco nord', orders: 'Controllare i badge' });
  const documentId = await uploadDocument(t, { ownerType: 'CLIENT', ownerId: site.clientId }, 'Planimetria');
  await t.app.db.insertInto('postDocument').values({ postId: post.id, documentId }).execute();
  return { id: post.id, documentId };
};

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  site = await siteOf(t, companies[0]);
  const person = await createPerson(t, { companyIds: [companies[0]] });
  guard = { id: person.id, token: await activatedToken(t, person, person.temporaryPassword) };
});
afterAll(() => t?.close());

describe('a post’s orders for a guard', () => {
  it('are hidden from a guard without a shift there: 404 for the orders, the acknowledgement and the documents', async () => {
    const post = await postWithOrders();
    expect((await orders(guard, post.id)).statusCode).toBe(404);
    expect((await acknowledge(guard, post.id)).statusCode).toBe(404);
    expect((await documentFile(guard, post.id, post.documentId)).statusCode).toBe(404);
    for (const status of ['DRAFT', 'CANCELLED'] as const) {
      await insertShift(t, { postId: post.id, userId: guard.id, date: dayFromToday(1), status });
      expect((await orders(guard, post.id)).statusCode, status).toBe(404);
    }
    await insertShift(t, { postId: post.id, userId: guard.id, date: dayFromToday(-91) });
    expect((await orders(guard, post.id)).statusCode).toBe(404);
    const other = await insertPost(t, { clientSiteId: site.id });
    await insertShift(t, { postId: other.id, userId: guard.id, date: dayFromToday(1) });
    expect((await orders(guard, post.id)).statusCode).toBe(404);
  });

  it('are read, acknowledged, and acknowledged again after they change', async () => {
    const post = await postWithOrders();
    await insertShift(t, { postId: post.id, userId: guard.id, date: dayFromToday(-80) });
    const first = await orders(guard, post.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      postId: post.id,
      postName: 'Varco nord',
      siteName: site.name,
      siteAddress: site.address,
      orders: 'Controllare i badge',
      ordersVersion: 1,
      ordersUpdatedAt: null,
      documents: [{ id: post.documentId, title: 'Planimetria', fileName: 'consegne.pdf' }],
      acknowledgedVersion: null,
      acknowledgedAt: null,
    });

    const acknowledged = await acknowledge(guard, post.id);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json()).toMatchObject({ ordersVersion: 1, acknowledgedVersion: 1, acknowledgedAt: expect.any(String) });

    const changed = await t.call({ method: 'PATCH', url: `/api/workforce/posts/${post.id}`, token: await t.login('moderator'), payload: { orders: 'Controllare badge e veicoli' } });
    expect(changed.json().ordersVersion).toBe(2);
    expect((await orders(guard, post.id)).json()).toMatchObject({ orders: 'Controllare badge e veicoli', ordersVersion: 2, acknowledgedVersion: 1 });
    expect((await acknowledge(guard, post.id)).json()).toMatchObject({ ordersVersion: 2, acknowledgedVersion: 2 });
    const acks = await t.app.db.selectFrom('postAck').select(['userId', 'ordersVersion']).where('postId', '=', post.id).execute();
    expect(acks).toEqual([{ userId: guard.id, ordersVersion: 2 }]);
  });

  it('serves the guard the post’s documents, and only those', async () => {
    const post = await postWithOrders();
    await insertShift(t, { postId: post.id, userId: guard.id, date: dayFromToday(5) });
    const file = await documentFile(guard, post.id, post.documentId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unrelated = await uploadDocument(t, { ownerType: 'CLIENT', ownerId: site.clientId });
    expect((await documentFile(guard, post.id, unrelated)).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/document/${post.documentId}`, token: await t.login('admin') })).statusCode).toBe(200);
    expect((await documentFile(guard, post.id, post.documentId)).statusCode).toBe(404);
    expect((await orders(guard, post.id)).json().documents).toEqual([]);
  });
});

describe('a post’s orders for the office', () => {
  it('are read within the office’s companies, never acknowledged without a shift', async () => {
    const post = await postWithOrders();
    expect((await orders('admin', post.id)).json()).toMatchObject({ postId: post.id, acknowledgedVersion: null });
    expect((await orders('moderator', post.id)).statusCode).toBe(200);
    expect((await documentFile('moderator', post.id, post.documentId)).statusCode).toBe(200);
    expect((await acknowledge('moderator', post.id)).statusCode).toBe(404);
    const far = await insertPost(t, { clientSiteId: (await siteOf(t, companies[2])).id, orders: 'Altrove' });
    expect((await orders('moderator', far.id)).statusCode).toBe(404);
    expect((await orders('admin', far.id)).statusCode).toBe(200);
    for (const who of ['clientManagement', 'accounting', 'client'] as const) expect((await orders(who, post.id)).statusCode).toBe(404);
    expect((await orders('admin', 987_654)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/workforce/posts/${post.id}/orders` })).statusCode).toBe(401);
  });
});
