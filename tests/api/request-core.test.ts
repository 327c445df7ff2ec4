import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyIds } from '../helpers/api';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { pdfFile } from '../helpers/files';
import { type ClientFixture, createRequest, demoClient, fileForm, insertClient, insertRequest, requestBody, uploadAttachment } from '../helpers/requests';
import { dayFromToday } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
let aurora: ClientFixture;

const call = async (who: DemoRole, method: 'GET' | 'POST', url: string, payload?: object, language = 'it') =>
  t.call({ method, url, token: await t.login(who), payload, headers: { 'accept-language': language } });

const list = async (who: DemoRole, filter: object = {}, extra = '') =>
  call(who, 'GET', `/api/request?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  aurora = await demoClient(t);
});
afterAll(() => t?.close());

describe('creating a request', () => {
  it('as the client: for their own client whatever clientId they send, open, with its creation in the history and the office told', async () => {
    const other = await insertClient(t, companies[0]);
    const response = await call('client', 'POST', '/api/request', requestBody(aurora.siteId, { clientId: other.clientId, roundsPerDay: null }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Richiesta inviata',
      clientId: aurora.clientId,
      companyId: aurora.companyId,
      clientName: 'Condominio Aurora',
      siteId: aurora.siteId,
      status: 'OPEN',
      serviceType: 'PORTIERATO',
      armed: false,
      handledBy: null,
      postId: null,
      shiftCount: 0,
      attachments: [],
      createdByName: 'Aurora Condominio',
    });
    const history = await call('client', 'GET', `/api/request/${body.id}/history`);
    expect(history.json()).toEqual([expect.objectContaining({ kind: 'CREATED', byClient: true, internal: false, toStatus: 'OPEN' })]);
    // The office of the first company hears of it: its moderator and client management, and the administrator.
    const notified = await t.app.db
      .selectFrom('notification')
      .innerJoin('user', 'user.id', 'notification.userId')
      .select(['user.fiscalCode', 'notification.link', 'notification.title'])
      .where('notification.kind', '=', 'REQUEST_CREATED')
      .where('notification.link', '=', `/client/requests/${body.id}`)
      .execute();
    expect(notified.map((n) => n.fiscalCode).sort()).toEqual(['BNCLRA85M55F205Q', 'RSSMRA80A01H501U', 'SPSNNA92T45L219I']);
    expect(notified[0].title).toBe('Nuova richiesta: Portierato per la riunione di condominio');
    const audit = await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'serviceRequest').where('entityId', '=', body.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE']);
  });

  it('as the office: for a client of its companies, named in the body', async () => {
    const response = await call('clientManagement', 'POST', '/api/request', requestBody(aurora.siteId, { clientId: aurora.clientId }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ clientId: aurora.clientId, createdByName: 'Esposito Anna' });
  });

  it('refuses the office without a client, or with a client outside its companies, on the field', async () => {
    const far = await insertClient(t, companies[2]);
    const missing = await call('moderator', 'POST', '/api/request', requestBody(aurora.siteId));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ clientId: 'Campo obbligatorio' });
    const outside = await call('moderator', 'POST', '/api/request', requestBody(far.siteId, { clientId: far.clientId }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ clientId: 'Elemento inesistente' });
  });

  it('refuses a site of another client (of the same company or not) on siteId, in the caller’s language', async () => {
    const neighbour = await insertClient(t, companies[0]);
    const far = await insertClient(t, companies[2]);
    for (const siteId of [neighbour.siteId, far.siteId, 999_999]) {
      const response = await call('client', 'POST', '/api/request', requestBody(siteId), 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ siteId: 'Choose a site of this client' });
    }
    const office = await call('admin', 'POST', '/api/request', requestBody(neighbour.siteId, { clientId: aurora.clientId }), 'es');
    expect(office.json().errors).toEqual({ siteId: 'Elige una sede de este cliente' });
  });

  it('answers each invalid field with its own message', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ serviceType: 'SORVEGLIANZA' }, { serviceType: 'Valore non valido' }],
      [{ title: '' }, { title: expect.any(String) }],
      [{ startDate: '2026-02-30' }, { startDate: 'Data non valida (aaaa-mm-gg)' }],
      [{ endDate: dayFromToday(0), startDate: dayFromToday(2) }, { endDate: 'La data di fine non può precedere quella di inizio' }],
      [{ endDate: dayFromToday(400) }, { endDate: 'Una richiesta può coprire al massimo 366 giorni' }],
      [{ headcount: 0 }, { headcount: expect.any(String) }],
      [{ serviceType: 'VIGILANZA_ISPETTIVA' }, { roundsPerDay: 'Campo obbligatorio' }],
      [{ timeSlots: [{ days: [], start: '25:00', end: '06:00' }] }, { 'timeSlots.0.days': 'Campo obbligatorio', 'timeSlots.0.start': 'Ora non valida (hh:mm)' }],
      [{ startDate: dayFromToday(-1), endDate: null }, { startDate: 'Il servizio non può iniziare in un giorno passato' }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await call('client', 'POST', '/api/request', requestBody(aurora.siteId, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('keeps an inspection round’s rounds per day and an armed service', async () => {
    const body = await createRequest(t, await t.login('client'), requestBody(aurora.siteId, { serviceType: 'VIGILANZA_ISPETTIVA', roundsPerDay: 4, armed: true }));
    const read = await call('client', 'GET', `/api/request/${body.id}`);
    expect(read.json()).toMatchObject({ serviceType: 'VIGILANZA_ISPETTIVA', roundsPerDay: 4, armed: true });
  });
});

describe('the list', () => {
  it('shows a client only their own client’s requests, whatever its filter names', async () => {
    const neighbour = await insertClient(t, companies[0]);
    const theirs = await insertRequest(t, neighbour);
    const own = await insertRequest(t, aurora);
    const all = await list('client', {}, '&range=[0,99]');
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((r: { id: number }) => r.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(theirs);
    expect(all.json().every((r: { clientId: number }) => r.clientId === aurora.clientId)).toBe(true);
    for (const filter of [{ clientId: neighbour.clientId }, { id: theirs }, { siteId: neighbour.siteId }, { clientId: [neighbour.clientId, aurora.clientId] }]) {
      const response = await list('client', filter, '&range=[0,99]');
      expect(response.json().map((r: { id: number }) => r.id), JSON.stringify(filter)).not.toContain(theirs);
    }
    expect((await list('client', { id: theirs })).headers['content-range']).toBe('request */0');
  });

  it('shows the office its companies’ requests only (the administrator all)', async () => {
    const second = await insertClient(t, companies[1]);
    const third = await insertClient(t, companies[2]);
    const inSecond = await insertRequest(t, second);
    const inThird = await insertRequest(t, third);
    const ids = async (who: DemoRole) => (await list(who, { id: [inSecond, inThird] })).json().map((r: { id: number }) => r.id).sort();
    expect(await ids('admin')).toEqual([inSecond, inThird].sort());
    expect(await ids('moderator')).toEqual([inSecond]);
    expect(await ids('clientManagement')).toEqual([]);
  });

  it('filters by client, site, type, status (one or several), period and words, newest first', async () => {
    const client = await insertClient(t, companies[1]);
    const a = await insertRequest(t, client, { status: 'OPEN', startDate: '2030-01-10', endDate: null });
    const b = await insertRequest(t, client, { status: 'IN_PROGRESS', startDate: '2030-02-10', endDate: null });
    const c = await insertRequest(t, client, { status: 'DONE', startDate: '2030-03-10', endDate: null });
    await t.app.db.updateTable('serviceRequest').set({ title: 'Vigilanza al concerto di Natale', serviceType: 'EVENTO' }).where('id', '=', c).execute();
    const ids = async (filter: object) => (await list('admin', { clientId: client.clientId, ...filter })).json().map((r: { id: number }) => r.id);
    expect(await ids({})).toEqual([c, b, a]);
    expect(await ids({ siteId: client.siteId })).toEqual([c, b, a]);
    expect(await ids({ status: 'OPEN' })).toEqual([a]);
    expect(await ids({ status: ['OPEN', 'DONE'] })).toEqual([c, a]);
    expect(await ids({ serviceType: 'EVENTO' })).toEqual([c]);
    expect(await ids({ startDate_gte: '2030-02-01', startDate_lte: '2030-02-28' })).toEqual([b]);
    expect(await ids({ q: 'CONCERTO' })).toEqual([c]);
    expect(await ids({ createdAt_gte: dayFromToday(0), createdAt_lte: dayFromToday(0) })).toEqual([c, b, a]);
    expect(await ids({ createdAt_lte: dayFromToday(-1) })).toEqual([]);
    const page = await list('admin', { clientId: client.clientId }, '&range=[0,1]&sort=["startDate","ASC"]');
    expect(page.json().map((r: { id: number }) => r.id)).toEqual([a, b]);
    expect(page.headers['content-range']).toBe('request 0-1/3');
  });

  it('refuses a filter or a sort it does not know, and a date that is none, with 400', async () => {
    const cases: Array<[string, string]> = [
      [`filter=${encodeURIComponent(JSON.stringify({ rejectReason: 'x' }))}`, 'filter.rejectReason'],
      [`filter=${encodeURIComponent(JSON.stringify({ createdAt_gte: 'ieri' }))}`, 'filter.createdAt_gte'],
      [`filter=${encodeURIComponent(JSON.stringify({ createdAt: '2026-01-01' }))}`, 'filter.createdAt'],
      [`filter=${encodeURIComponent(JSON.stringify({ startDate_lte: '2026-13-01' }))}`, 'filter.startDate_lte'],
      [`filter=${encodeURIComponent(JSON.stringify({ clientId: 'abc' }))}`, 'filter.clientId'],
      ['sort=["description","ASC"]', 'sort'],
    ];
    for (const [query, field] of cases) {
      const response = await call('admin', 'GET', `/api/request?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});

describe('reading one request', () => {
  it('answers the client’s own, and 404 for another client’s or for none', async () => {
    const own = await insertRequest(t, aurora);
    expect((await call('client', 'GET', `/api/request/${own}`)).json()).toMatchObject({ id: own, clientId: aurora.clientId });
    const neighbour = await insertRequest(t, await insertClient(t, companies[0]));
    for (const id of [neighbour, 999_999]) expect((await call('client', 'GET', `/api/request/${id}`)).statusCode).toBe(404);
    expect((await call('client', 'GET', '/api/request/abc')).statusCode).toBe(400);
  });

  it('answers 404 to the office outside its companies', async () => {
    const far = await insertRequest(t, await insertClient(t, companies[2]));
    expect((await call('moderator', 'GET', `/api/request/${far}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/request/${far}`)).statusCode).toBe(200);
  });
});

describe('a client user whose client is deactivated', () => {
  it('is refused with 403 on every request route, with the token they already had', async () => {
    const own = await insertRequest(t, aurora);
    const pdf = await pdfFile('Planimetria');
    const attachmentId = await uploadAttachment(t, own, 'planimetria.pdf', pdf);
    const token = await t.login('client');
    await t.app.db.updateTable('client').set({ active: 0 }).where('id', '=', aurora.clientId).execute();
    try {
      const routes: InjectOptions[] = [
        { method: 'GET', url: '/api/request' },
        { method: 'POST', url: '/api/request', payload: requestBody(aurora.siteId) },
        { method: 'GET', url: `/api/request/${own}` },
        { method: 'GET', url: `/api/request/${own}/comments` },
        { method: 'GET', url: `/api/request/${own}/history` },
        { method: 'POST', url: `/api/request/${own}/reply`, payload: { text: 'Ci siete?' } },
        { method: 'POST', url: `/api/request/${own}/cancel`, payload: {} },
        { method: 'GET', url: `/api/request/${own}/attachments/${attachmentId}` },
        { method: 'POST', url: `/api/request/${own}/attachments`, ...fileForm('planimetria.pdf', pdf) },
      ];
      for (const route of routes) {
        const response = await t.call({ ...route, token });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().message).toBe('Il tuo cliente non è più attivo: rivolgiti all’azienda che ti serve');
      }
    } finally {
      await t.app.db.updateTable('client').set({ active: 1 }).where('id', '=', aurora.clientId).execute();
    }
  });
});
