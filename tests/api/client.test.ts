import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidClientFiscalCode, isValidVat } from '../../src/shared/italian';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, nextNumber, userIdOf, validVat, withWrongCheckDigit } from '../helpers/api';
import { clientBody, created, siteBody } from '../helpers/people';
import { dayFromToday, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const call = async (as: DemoRole, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: await t.login(as), ...(payload ? { payload } : {}) });
const list = async (as: DemoRole, query: Record<string, unknown> = {}) =>
  t.call({
    method: 'GET',
    url: '/api/client',
    token: await t.login(as),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  });

describe('GET /api/client', () => {
  it('lists clients with a Content-Range, filtered by company (the top bar) and searched', async () => {
    const response = await list('admin', { filter: { companyId: companies[1] }, sort: ['name', 'ASC'], range: [0, 1] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^client 0-1\/3$/);
    expect(response.json().every((c: { companyId: number }) => c.companyId === companies[1])).toBe(true);
    const search = (await list('admin', { filter: { q: 'aurora' } })).json();
    expect(search.map((c: { name: string }) => c.name)).toEqual(['Condominio Aurora']);
    expect((await list('admin', { sort: ['notes', 'ASC'] })).statusCode).toBe(400);
    expect((await list('admin', { filter: { email: 'x' } })).statusCode).toBe(400);
  });

  it("shows client management and moderators only their companies' clients", async () => {
    for (const [who, mine] of [['clientManagement', [companies[0]]], ['moderator', [companies[0], companies[1]]]] as const) {
      const rows = (await list(who, { range: [0, 99] })).json();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((c: { companyId: number }) => (mine as readonly number[]).includes(c.companyId))).toBe(true);
    }
    const napoli = await created(t, '/api/client', clientBody(companies[2]));
    expect((await call('clientManagement', 'GET', `/api/client/${napoli.id}`)).statusCode).toBe(404);
    expect((await call('moderator', 'PATCH', `/api/client/${napoli.id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('moderator', 'DELETE', `/api/client/${napoli.id}`)).statusCode).toBe(404);
  });

  it('is closed to workers, accounting and client users (403)', async () => {
    for (const who of ['worker', 'accounting', 'client'] as const) expect((await list(who)).statusCode).toBe(403);
  });
});

describe('POST /api/client', () => {
  it('creates a client (201 with message) for client management of its company', async () => {
    const body = clientBody(companies[0], { vat: ` IT ${validVat(700_001)} `, email: 'info@cliente.it', contactName: 'Sig. Bianchi' });
    const response = await call('clientManagement', 'POST', '/api/client', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Cliente creato', vat: validVat(700_001), active: true, fiscalCode: null, contactName: 'Sig. Bianchi' });
  });

  it("accepts a condominium's 11-digit fiscal code, or a person's, without a VAT number", async () => {
    for (const fiscalCode of ['97000000006', 'rssmra80a01h501u']) {
      const response = await call('admin', 'POST', '/api/client', clientBody(companies[0], { vat: null, fiscalCode }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().fiscalCode).toBe(fiscalCode.toUpperCase());
    }
  });

  it.each([
    ['a VAT number with a wrong check digit', { vat: withWrongCheckDigit(validVat(700_002)) }, 'vat', 'Partita IVA non valida (11 cifre con cifra di controllo)'],
    ['neither VAT number nor fiscal code', { vat: '', fiscalCode: null }, 'vat', 'Indica la partita IVA o il codice fiscale'],
    ['a wrong fiscal code', { fiscalCode: 'RSSMRA80A01H501A' }, 'fiscalCode', 'Codice fiscale non valido'],
    ['no name', { name: ' ' }, 'name', 'Campo obbligatorio'],
    ['no company', { companyId: undefined }, 'companyId', 'Campo obbligatorio'],
    ['a bad PEC', { pec: 'pec' }, 'pec', 'Indirizzo email non valido'],
  ])('refuses %s (400 with the field error)', async (_label, overrides, field, message) => {
    const response = await call('admin', 'POST', '/api/client', clientBody(companies[0], overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('answers 409 for a VAT number already registered in the same company, not in another', async () => {
    const vat = validVat(700_003);
    await created(t, '/api/client', clientBody(companies[0], { vat }));
    const again = await call('admin', 'POST', '/api/client', clientBody(companies[0], { vat }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ vat: "Partita IVA già registrata per un cliente dell'azienda" });
    expect((await call('admin', 'POST', '/api/client', clientBody(companies[1], { vat }))).statusCode).toBe(201);
  });

  it('refuses a company outside the caller\'s (403) and other roles', async () => {
    const response = await call('clientManagement', 'POST', '/api/client', clientBody(companies[1]));
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ companyId: 'Azienda non gestita da te' });
    expect((await call('worker', 'POST', '/api/client', clientBody(companies[0]))).statusCode).toBe(403);
  });
});

describe('PUT, PATCH and DELETE /api/client/{id}', () => {
  it('patches fields, keeps the others, and checks VAT or fiscal code on the result', async () => {
    const client = await created(t, '/api/client', clientBody(companies[0], { notes: 'Turni notturni' }));
    const response = await call('clientManagement', 'PATCH', `/api/client/${client.id}`, { active: false, phone: '+39 06 9988 7766' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: false, phone: '+39 06 9988 7766', notes: 'Turni notturni', vat: client.vat });
    const orphan = await call('admin', 'PATCH', `/api/client/${client.id}`, { vat: null });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual({ vat: 'Indica la partita IVA o il codice fiscale' });
  });

  it('replaces the whole record with PUT and refuses to move it outside the caller\'s companies', async () => {
    const client = await created(t, '/api/client', clientBody(companies[0], { notes: 'Da cancellare' }));
    const body = clientBody(companies[0], { vat: client.vat });
    const put = await call('moderator', 'PUT', `/api/client/${client.id}`, body);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: body.name, notes: null });
    expect((await call('moderator', 'PATCH', `/api/client/${client.id}`, { companyId: companies[2] })).statusCode).toBe(403);
  });

  it('deletes a client with its sites (back office only), and refuses one that still has users (409)', async () => {
    const client = await created(t, '/api/client', clientBody(companies[0]));
    const site = await created(t, '/api/client-site', siteBody(client.id));
    expect((await call('clientManagement', 'DELETE', `/api/client/${client.id}`)).statusCode).toBe(403);
    const response = await call('moderator', 'DELETE', `/api/client/${client.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Cliente eliminato', id: client.id });
    expect((await call('admin', 'GET', `/api/client-site/${site.id}`)).statusCode).toBe(404);

    // A client with a user of its own (and no attendance, which is refused first).
    const withUser = await created(t, '/api/client', clientBody(companies[0]));
    const n = nextNumber();
    await t.app.db
      .insertInto('user')
      .values({ fiscalCode: null, username: `cliente.prova${n}`, email: `cliente${n}@example.it`, firstName: 'Prova', lastName: 'Cliente', clientId: withUser.id, passwordHash: 'x' })
      .execute();
    const inUse = await call('admin', 'DELETE', `/api/client/${withUser.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/ha ancora utenti/);
  });

  it('refuses a client whose sites have attendance (409 suggesting to deactivate it), keeping the client and its sites', async () => {
    const client = await created(t, '/api/client', clientBody(companies[0]));
    const idle = await created(t, '/api/client-site', siteBody(client.id));
    const worked = await created(t, '/api/client-site', siteBody(client.id));
    await t.app.db
      .insertInto('attendance')
      .values({ userId: await userIdOf(t, 'worker'), companyId: companies[0], siteType: 'CLIENT_SITE', siteId: worked.id, siteName: worked.name, checkIn: '2026-03-02T07:00:00.000Z', checkOut: '2026-03-02T15:00:00.000Z' })
      .execute();
    const refused = await call('moderator', 'DELETE', `/api/client/${client.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Le sedi del cliente hanno presenze registrate (1), che vanno conservate: disattiva il cliente invece di eliminarlo');
    for (const site of [idle, worked]) expect((await call('admin', 'GET', `/api/client-site/${site.id}`)).statusCode).toBe(200);
    expect((await call('moderator', 'PATCH', `/api/client/${client.id}`, { active: false })).json().active).toBe(false);
  });

  it('refuses a client whose sites have a published roster (409), which is kept; drafts alone do not stop it', async () => {
    const client = await created(t, '/api/client', clientBody(companies[0]));
    const site = await created(t, '/api/client-site', siteBody(client.id));
    const post = await insertPost(t, { clientSiteId: site.id });
    await insertShift(t, { postId: post.id, date: dayFromToday(-3), status: 'PUBLISHED' });
    const refused = await call('moderator', 'DELETE', `/api/client/${client.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Le sedi del cliente hanno turni pubblicati (1), che vanno conservati: disattiva il cliente invece di eliminarlo');
    expect((await call('admin', 'GET', `/api/client-site/${site.id}`)).statusCode).toBe(200);

    const drafted = await created(t, '/api/client', clientBody(companies[0]));
    const draftSite = await created(t, '/api/client-site', siteBody(drafted.id));
    await insertShift(t, { postId: (await insertPost(t, { clientSiteId: draftSite.id })).id, date: dayFromToday(3), status: 'DRAFT' });
    expect((await call('moderator', 'DELETE', `/api/client/${drafted.id}`)).statusCode).toBe(200);
  });

  it("moves the client's users with it when an administrator moves it to another company", async () => {
    const client = await created(t, '/api/client', clientBody(companies[0]));
    const user = await created(t, '/api/user', { email: 'reception@spostato.it', firstName: 'Reception', lastName: 'Spostata', roles: ['ROLE_CLIENT'], username: 'reception.spostata', clientId: client.id });
    expect(user.companyIds).toEqual([companies[0]]);
    expect((await call('admin', 'PATCH', `/api/client/${client.id}`, { companyId: companies[2] })).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/user/${user.id}`)).json().companyIds).toEqual([companies[2]]);
  });
});

describe('demo clients', () => {
  it('have valid identifiers, and the demo client user belongs to one of the first company', async () => {
    const rows = await t.app.db.selectFrom('client').selectAll().execute();
    expect(new Set(rows.map((row) => row.companyId))).toEqual(new Set(companies));
    for (const row of rows) {
      expect(row.vat === null || isValidVat(row.vat), row.name).toBe(true);
      expect(row.fiscalCode === null || isValidClientFiscalCode(row.fiscalCode), row.name).toBe(true);
    }
    const user = await t.app.db.selectFrom('user').innerJoin('client', 'client.id', 'user.clientId').select('client.companyId').where('username', '=', 'cliente.demo').executeTakeFirstOrThrow();
    expect(user.companyId).toBe(companies[0]);
  });
});
