import type { Caller } from './api';
import type { TestApp } from './app';
import { multipartBody, pdfFile } from './files';
import { dayFromToday, insertPost, insertShift } from './workforce';
import { type AccessContext, type AccessRow } from './access-rows';

/** A client site of a company, with its client, from the demo data. */
export const siteOf = async (t: TestApp, companyId: number) =>
  t.app.db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select(['clientSite.id', 'clientSite.clientId', 'clientSite.name', 'clientSite.address'])
    .where('client.companyId', '=', companyId)
    .orderBy('clientSite.id')
    .executeTakeFirstOrThrow();

/** A PDF filed by the administrator on a client or a company, through the document room. */
export const uploadDocument = async (t: TestApp, owner: { ownerType: 'CLIENT' | 'COMPANY' | 'USER'; ownerId: number }, title = 'Consegne') => {
  const { payload, headers } = multipartBody({ ...owner, type: owner.ownerType === 'USER' ? 'ID_CARD' : 'OTHER', title }, [
    { name: 'consegne.pdf', content: await pdfFile(title) },
  ]);
  const response = await t.call({ method: 'POST', url: '/api/document', token: await t.login('admin'), payload, headers });
  if (response.statusCode !== 201) throw new Error(`document: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
};

export const workerIdOf = async (t: TestApp) =>
  (await t.app.db.selectFrom('user').select('id').where('fiscalCode', '=', 'VRDGPP90C10F839E').executeTakeFirstOrThrow()).id;

const refused = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: 403,
  clientManagement: 403,
  accounting: 403,
  client: 403,
  anonymous: 401,
});

/** The office reads a post's orders; the demo worker too, with a shift there; anyone else is told it does not exist. */
const orderReaders = { admin: 200, moderator: 200, worker: 200, clientManagement: 404, accounting: 404, client: 404, anonymous: 401 };

/** The rows of the workforce posts routes (issue 21): posts, their orders and documents, the settings. */
export const workforcePostsRows = (context: AccessContext): Record<string, AccessRow> => {
  /** A fresh post at a site of the first demo company (the moderator's). */
  const post = async () => {
    const { t, companies } = context();
    return (await insertPost(t, { clientSiteId: (await siteOf(t, companies[0])).id, orders: 'Controllare gli accessi' })).id;
  };
  /** A fresh post with an order document, where the demo worker has a published shift tomorrow. */
  const workedPost = async () => {
    const { t, companies } = context();
    const site = await siteOf(t, companies[0]);
    const postId = (await insertPost(t, { clientSiteId: site.id, orders: 'Ronda ogni due ore' })).id;
    await insertShift(t, { postId, userId: await workerIdOf(t), date: dayFromToday(1) });
    const documentId = await uploadDocument(t, { ownerType: 'CLIENT', ownerId: site.clientId });
    await t.app.db.insertInto('postDocument').values({ postId, documentId }).execute();
    return { postId, documentId };
  };
  const settings = { lateGraceMinutes: 15, noShowGraceMinutes: 45, clockWindowMinutes: 60, rules: { GPG: ruleSet(), FIDUCIARIO: ruleSet() } };

  return {
    'GET /api/workforce/posts': {
      request: async () => ({ method: 'GET', url: '/api/workforce/posts' }),
      expected: refused(200),
    },
    'GET /api/workforce/posts/:id': {
      request: async () => ({ method: 'GET', url: `/api/workforce/posts/${await post()}` }),
      expected: refused(200),
    },
    'POST /api/workforce/posts': {
      request: async () => ({
        method: 'POST',
        url: '/api/workforce/posts',
        payload: { clientSiteId: (await siteOf(context().t, context().companies[0])).id, name: 'Reception', serviceType: 'PORTIERATO' },
      }),
      expected: refused(201),
    },
    'PATCH /api/workforce/posts/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/workforce/posts/${await post()}`, payload: { headcount: 2 } }),
      expected: refused(200),
    },
    'DELETE /api/workforce/posts/:id': {
      request: async () => ({ method: 'DELETE', url: `/api/workforce/posts/${await post()}` }),
      expected: refused(200),
    },
    'GET /api/workforce/posts/:id/orders': {
      request: async () => ({ method: 'GET', url: `/api/workforce/posts/${(await workedPost()).postId}/orders` }),
      expected: orderReaders,
    },
    'POST /api/workforce/posts/:id/acknowledge': {
      request: async () => ({ method: 'POST', url: `/api/workforce/posts/${(await workedPost()).postId}/acknowledge` }),
      expected: { ...orderReaders, admin: 404, moderator: 404 },
    },
    'GET /api/workforce/posts/:id/documents/:documentId': {
      request: async () => {
        const { postId, documentId } = await workedPost();
        return { method: 'GET', url: `/api/workforce/posts/${postId}/documents/${documentId}` };
      },
      expected: orderReaders,
      file: /^application\/pdf$/,
    },
    'GET /api/workforce/settings': {
      request: async () => ({ method: 'GET', url: `/api/workforce/settings?companyId=${context().companies[0]}` }),
      expected: refused(200),
    },
    'PUT /api/workforce/settings': {
      request: async () => ({ method: 'PUT', url: `/api/workforce/settings?companyId=${context().companies[0]}`, payload: settings }),
      expected: refused(200),
    },
  };
};

const ruleSet = () => ({
  minRestBetweenHours: 11,
  weeklyRestHours: 24,
  weeklyRestAverageDays: 14,
  maxWeeklyHours: 48,
  averageWeeklyHours: 48,
  averageWeeks: 17,
  breakAfterHours: 6,
  refuse: [],
});
