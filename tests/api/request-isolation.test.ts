import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyIds } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { pdfFile } from '../helpers/files';
import { type ClientFixture, clientUserOf, demoClient, fileForm, insertClient, insertRequest, requestBody, uploadAttachment } from '../helpers/requests';

/**
 * Two clients of the same company and one of another: each client user guesses the others'
 * request and attachment ids in every route, and is answered as if they did not exist.
 */
let t: TestApp;
let companies: [number, number, number];
let aurora: ClientFixture;
let neighbour: ClientFixture;
let far: ClientFixture;
let neighbourToken: string;
let farToken: string;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  aurora = await demoClient(t);
  neighbour = await insertClient(t, companies[0], 'Supermercato Vicino');
  far = await insertClient(t, companies[2], 'Banca Lontana');
  neighbourToken = (await clientUserOf(t, neighbour.clientId)).token;
  farToken = (await clientUserOf(t, far.clientId)).token;
});
afterAll(() => t?.close());

/** Every route of a request, with a minimal valid body where it takes one. */
const routesOf = async (requestId: number, attachmentId: number): Promise<Array<InjectOptions & { method: 'GET' | 'POST' }>> => [
  { method: 'GET', url: `/api/request/${requestId}` },
  { method: 'GET', url: `/api/request/${requestId}/comments` },
  { method: 'GET', url: `/api/request/${requestId}/history` },
  { method: 'GET', url: `/api/request/${requestId}/attachments/${attachmentId}` },
  { method: 'POST', url: `/api/request/${requestId}/reply`, payload: { text: 'Curiosità' } },
  { method: 'POST', url: `/api/request/${requestId}/cancel`, payload: {} },
  { method: 'POST', url: `/api/request/${requestId}/attachments`, ...fileForm('intruso.pdf', await pdfFile('Intruso')) },
];

const target = async (client: ClientFixture) => {
  const requestId = await insertRequest(t, client);
  const attachmentId = await uploadAttachment(t, requestId, 'riservato.pdf', await pdfFile('Riservato'));
  return { requestId, attachmentId };
};

const expectUntouched = async (requestId: number) => {
  const row = await t.app.db.selectFrom('serviceRequest').select('status').where('id', '=', requestId).executeTakeFirstOrThrow();
  expect(row.status).toBe('OPEN');
  const events = await t.app.db.selectFrom('serviceRequestEvent').select('kind').where('requestId', '=', requestId).execute();
  expect(events.map((e) => e.kind)).toEqual(['CREATED']);
  const attachments = await t.app.db.selectFrom('serviceRequestAttachment').select('fileName').where('requestId', '=', requestId).execute();
  expect(attachments.map((a) => a.fileName)).toEqual(['riservato.pdf']);
};

describe('between clients', () => {
  it.each([
    ['of the same company', () => neighbourToken],
    ['of another company', () => farToken],
  ])('a client user %s gets 404 on every route of the demo client’s request', async (_label, token) => {
    const { requestId, attachmentId } = await target(aurora);
    for (const route of await routesOf(requestId, attachmentId)) {
      const response = await t.call({ ...route, token: token() });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.body).not.toContain('Condominio');
    }
    await expectUntouched(requestId);
  });

  it('the demo client gets 404 on the other clients’ requests and their attachments', async () => {
    for (const client of [neighbour, far]) {
      const { requestId, attachmentId } = await target(client);
      for (const route of await routesOf(requestId, attachmentId)) {
        const response = await t.call({ ...route, token: await t.login('client') });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
      // Their own request's id with the other's attachment id: still 404.
      const own = await insertRequest(t, aurora);
      expect((await t.call({ method: 'GET', url: `/api/request/${own}/attachments/${attachmentId}`, token: await t.login('client') })).statusCode).toBe(404);
      await expectUntouched(requestId);
    }
  });

  it('lists nobody else’s requests, whichever client, site or id the filter names', async () => {
    const theirs = [await insertRequest(t, neighbour), await insertRequest(t, far)];
    const filters = [{}, { clientId: neighbour.clientId }, { clientId: far.clientId }, { siteId: neighbour.siteId }, { id: theirs }, { companyId: companies[2] }];
    for (const filter of filters) {
      const response = await t.call({ method: 'GET', url: `/api/request?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`, token: await t.login('client') });
      expect(response.statusCode).toBe(200);
      const ids = response.json().map((r: { id: number }) => r.id);
      expect(ids.filter((id: number) => theirs.includes(id)), JSON.stringify(filter)).toEqual([]);
      expect(response.json().every((r: { clientId: number }) => r.clientId === aurora.clientId)).toBe(true);
    }
  });

  it('cannot file a request at another client’s site', async () => {
    for (const token of [neighbourToken, farToken]) {
      const response = await t.call({ method: 'POST', url: '/api/request', token, payload: requestBody(aurora.siteId, { clientId: aurora.clientId }) });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['siteId']);
    }
  });
});

describe('the office outside its companies', () => {
  it('gets 404 on every route of a request of another company, and never lists it', async () => {
    const { requestId, attachmentId } = await target(far);
    const office = [
      ...(await routesOf(requestId, attachmentId)),
      { method: 'POST' as const, url: `/api/request/${requestId}/take` },
      { method: 'POST' as const, url: `/api/request/${requestId}/comment`, payload: { text: 'Sbirciatina' } },
      { method: 'POST' as const, url: `/api/request/${requestId}/schedule`, payload: {} },
      { method: 'POST' as const, url: `/api/request/${requestId}/reject`, payload: { reason: 'No' } },
      { method: 'POST' as const, url: `/api/request/${requestId}/close`, payload: {} },
    ];
    for (const who of ['moderator', 'clientManagement'] as const) {
      for (const route of office) {
        const response = await t.call({ ...route, token: await t.login(who) });
        // Scheduling is the roster's: client management is refused it by role (403) before any record is read.
        const expected = who === 'clientManagement' && String(route.url).endsWith('/schedule') ? 403 : 404;
        expect(response.statusCode, `${who} ${route.method} ${route.url}`).toBe(expected);
      }
      const list = await t.call({ method: 'GET', url: `/api/request?filter=${encodeURIComponent(JSON.stringify({ id: requestId }))}`, token: await t.login(who) });
      expect(list.json()).toEqual([]);
    }
    await expectUntouched(requestId);
  });
});
