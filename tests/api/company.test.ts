import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { companyBody, createUser, demoCompanyIds, expectNoPasswordHash, userIdOf, validVat, withWrongCheckDigit } from '../helpers/api';

const COMPANY_KEYS = [
  'ceoId', 'createdAt', 'description', 'email', 'headOffice', 'id', 'legalForm', 'name', 'patronDay', 'pec', 'phone',
  'reaNumber', 'registeredOffice', 'status', 'updatedAt', 'vat', 'website',
].sort();
const DEMO_VATS = ['01114601006', '00743110157', '12345678903'];

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

const as = async (who: DemoRole | null) => (who ? await t.login(who) : undefined);
const list = async (who: DemoRole, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: '/api/company/allCompanies', query, token: await as(who) });
const get = async (who: DemoRole, id: number | string) => t.call({ method: 'GET', url: `/api/company/getCompany/${id}`, token: await as(who) });
const create = async (who: DemoRole, payload: object) =>
  t.call({ method: 'POST', url: '/api/company/createCompany', payload, token: await as(who) });
const patch = async (who: DemoRole, id: number, payload: object) =>
  t.call({ method: 'PATCH', url: `/api/company/patchCompany/${id}`, payload, token: await as(who) });
const remove = async (who: DemoRole, id: number) => t.call({ method: 'DELETE', url: `/api/company/deleteCompany/${id}`, token: await as(who) });
const row = (id: number) => t.app.db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET api/company/allCompanies', () => {
  it('shows the administrator every company, with Content-Range', async () => {
    const response = await list('admin');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<Record<string, unknown>>;
    expect(rows.map((c) => c.vat).sort()).toEqual([...DEMO_VATS].sort());
    for (const company of rows) expect(Object.keys(company).sort()).toEqual(COMPANY_KEYS);
    expect(response.headers['content-range']).toBe('company 0-2/3');
  });

  it("shows the moderator exactly their two companies, whatever the filter asks", async () => {
    const response = await list('moderator');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { id: number }) => c.id).sort()).toEqual([companies[0], companies[1]].sort());
    expect(response.headers['content-range']).toBe('company 0-1/2');

    const outside = await list('moderator', { filter: JSON.stringify({ id: [companies[2]] }) });
    expect(outside.json()).toEqual([]);
    expect(outside.headers['content-range']).toBe('company */0');
  });

  it('follows the list protocol: sort, range, filter with q and status', async () => {
    const sorted = await list('admin', { sort: '["name","DESC"]', range: '[0,1]' });
    expect(sorted.json().map((c: { name: string }) => c.name)).toEqual(['Presidio Sicurezza S.r.l.', 'Presidio Servizi Fiduciari S.r.l.']);
    expect(sorted.headers['content-range']).toBe('company 0-1/3');

    const searched = await list('admin', { filter: JSON.stringify({ q: 'MILANO' }) });
    expect(searched.json().map((c: { vat: string }) => c.vat)).toEqual(['00743110157']);
    expect(searched.headers['content-range']).toBe('company 0-0/1');

    await t.app.db.updateTable('company').set({ status: 'SUSPENDED' }).where('id', '=', companies[2]).execute();
    try {
      const suspended = await list('admin', { filter: JSON.stringify({ status: 'SUSPENDED' }) });
      expect(suspended.json().map((c: { id: number }) => c.id)).toEqual([companies[2]]);
    } finally {
      await t.app.db.updateTable('company').set({ status: 'ACTIVE' }).where('id', '=', companies[2]).execute();
    }
  });
});

describe('GET api/company/getCompany/{id}', () => {
  it('answers a company in scope', async () => {
    const admin = await get('admin', companies[0]);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ id: companies[0], name: 'Presidio Sicurezza S.r.l.', vat: '01114601006', status: 'ACTIVE' });
    expect(Object.keys(admin.json()).sort()).toEqual(COMPANY_KEYS);
    expect((await get('moderator', companies[1])).statusCode).toBe(200);
  });

  it("answers 404 for a moderator asking for another company, as for one that does not exist", async () => {
    const other = await get('moderator', companies[2]);
    const missing = await get('moderator', 987_654);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.body).not.toContain('Portierato');
  });

  it('answers 400 for an id that is not a positive integer a database can hold', async () => {
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const response = await get('admin', id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors).toEqual({ id: 'Valore non valido' });
    }
  });
});

describe('POST api/company/createCompany', () => {
  it('creates a company: 201 with message and id, and the record is stored', async () => {
    const body = companyBody({
      reaNumber: 'TO-7654321',
      legalForm: 'S.p.A.',
      registeredOffice: 'Via Roma 1, 10121 Torino (TO)',
      phone: '+39 011 123 4567',
      email: 'info@nordovest.it',
      pec: 'nordovest@pec.it',
      website: 'https://www.nordovest.it',
      description: 'Vigilanza armata in Piemonte.',
      status: 'SUSPENDED',
    });
    const response = await create('admin', body);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.message).toBe('Azienda creata');
    expect(Number.isInteger(answer.id)).toBe(true);
    expect(answer).toMatchObject(body);

    const stored = await get('admin', answer.id);
    expect(stored.json()).toMatchObject({ ...body, id: answer.id, ceoId: null });
  });

  it('ignores unknown fields and never stores them', async () => {
    const body = companyBody();
    const response = await create('admin', { ...body, id: 424_242, ceoId: await userIdOf(t, 'admin'), createdAt: '2000-01-01T00:00:00.000Z', passwordHash: 'x', owner: 'me' });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.id).not.toBe(424_242);
    expect(answer).not.toHaveProperty('owner');
    const stored = await row(answer.id);
    expect(stored).toMatchObject({ name: body.name, ceoId: null });
    expect(stored?.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(await row(424_242)).toBeUndefined();
  });

  it('stores the partita IVA without spaces or the IT prefix', async () => {
    const vat = validVat(777);
    const response = await create('admin', companyBody({ vat: `IT ${vat.slice(0, 5)} ${vat.slice(5)}` }));
    expect(response.statusCode).toBe(201);
    expect((await row(response.json().id))?.vat).toBe(vat);
  });

  it.each([
    ['vat', { vat: withWrongCheckDigit(validVat(1234)) }, 'Partita IVA non valida (11 cifre con cifra di controllo)'],
    ['vat', { vat: '1234567890' }, 'Partita IVA non valida (11 cifre con cifra di controllo)'],
    ['name', { name: '  ' }, 'Campo obbligatorio'],
    ['email', { email: 'info-at-example.it' }, 'Indirizzo email non valido'],
    ['pec', { pec: 'pec@' }, 'Indirizzo email non valido'],
    ['website', { website: 'non è un sito' }, 'Indirizzo web non valido'],
    ['status', { status: 'OPEN' }, 'Valore non valido'],
  ])('answers 400 with errors.%s for %j', async (field, overrides, message) => {
    const body = companyBody(overrides);
    const response = await create('admin', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(await t.app.db.selectFrom('company').select('id').where('name', '=', String(body.name)).executeTakeFirst()).toBeUndefined();
  });

  it('answers 400 when name and vat are missing', async () => {
    const response = await create('admin', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'Campo obbligatorio', vat: 'Campo obbligatorio' });
  });

  it('answers 409 for a partita IVA already registered, however it is written', async () => {
    for (const vat of ['01114601006', 'IT01114601006']) {
      const response = await create('admin', companyBody({ vat }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Partita IVA già registrata');
    }
  });

  it.each(['moderator', 'worker'] as const)('refuses a %s (403) and stores nothing', async (who) => {
    const body = companyBody();
    const response = await create(who, body);
    expect(response.statusCode).toBe(403);
    expect(await t.app.db.selectFrom('company').select('id').where('vat', '=', body.vat).executeTakeFirst()).toBeUndefined();
  });
});

describe('PATCH api/company/patchCompany/{id}', () => {
  it('lets the administrator change some fields and keeps the others', async () => {
    const created = (await create('admin', companyBody({ email: 'prima@example.it', phone: '+39 06 111 2222' }))).json();
    const response = await patch('admin', created.id, { email: 'dopo@example.it', description: 'Nuova descrizione' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, name: created.name, email: 'dopo@example.it', phone: '+39 06 111 2222', description: 'Nuova descrizione' });
    expect(await row(created.id)).toMatchObject({ email: 'dopo@example.it', phone: '+39 06 111 2222', vat: created.vat });
  });

  it('accepts the record exactly as getCompany answered it (what an edit form sends back)', async () => {
    const record = (await get('admin', companies[0])).json();
    const response = await patch('admin', companies[0], { ...record, phone: '+39 06 9999 0000' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phone: '+39 06 9999 0000', ceoId: record.ceoId, name: record.name });
  });

  it("lets a moderator change their own company (200) but not another's (404, unchanged)", async () => {
    const own = await patch('moderator', companies[1], { description: 'Aggiornata dalla responsabile' });
    expect(own.statusCode).toBe(200);
    expect((await row(companies[1]))?.description).toBe('Aggiornata dalla responsabile');

    const before = await row(companies[2]);
    const other = await patch('moderator', companies[2], { description: 'Non dovrebbe' });
    expect(other.statusCode).toBe(404);
    expect(await row(companies[2])).toEqual(before);
  });

  it('refuses a worker (403)', async () => {
    expect((await patch('worker', companies[0], { description: 'x' })).statusCode).toBe(403);
  });

  it('validates what it changes: 400 for a bad field, 409 for a taken partita IVA, 404 for no company', async () => {
    const bad = await patch('admin', companies[1], { pec: 'non-una-pec', status: 'DELETED' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pec', 'status']);

    const taken = await patch('admin', companies[1], { vat: '01114601006' });
    expect(taken.statusCode).toBe(409);
    expect((await row(companies[1]))?.vat).toBe('00743110157');

    expect((await patch('admin', 987_654, { name: 'Nessuna' })).statusCode).toBe(404);
  });

  it('accepts as ceoId only a user of that company', async () => {
    const worker = await userIdOf(t, 'worker');
    // The demo worker belongs to the first company only.
    const outsider = await patch('admin', companies[1], { ceoId: worker });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors).toEqual({ ceoId: "L'amministratore deve essere un utente dell'azienda" });
    expect((await row(companies[1]))?.ceoId).toBeNull();

    const member = await patch('admin', companies[0], { ceoId: worker });
    expect(member.statusCode).toBe(200);
    expect(member.json().ceoId).toBe(worker);
    expect((await row(companies[0]))?.ceoId).toBe(worker);

    const unknown = await patch('admin', companies[0], { ceoId: 99_999_999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['ceoId']);

    const cleared = await patch('admin', companies[0], { ceoId: null });
    expect(cleared.statusCode).toBe(200);
    expect((await row(companies[0]))?.ceoId).toBeNull();
  });
});

describe('DELETE api/company/deleteCompany/{id}', () => {
  it('refuses to delete a company that still has active users (409 with a message)', async () => {
    const response = await remove('admin', companies[0]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/ha ancora \d+ utenti attivi/);
    expect(await row(companies[0])).toBeDefined();
  });

  it('deletes a company whose users are all inactive', async () => {
    const { id } = (await create('admin', companyBody())).json();
    const user = await createUser(t, { companyIds: [id] });
    expect((await remove('admin', id)).statusCode).toBe(409);
    await t.app.db.updateTable('user').set({ active: 0 }).where('id', '=', user.id).execute();
    expect((await remove('admin', id)).statusCode).toBe(200);
  });

  it('deletes an empty company: 200 with a message, then getCompany is 404', async () => {
    const { id } = (await create('admin', companyBody())).json();
    const response = await remove('admin', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Azienda eliminata', id });
    expect((await get('admin', id)).statusCode).toBe(404);
    expect(await row(id)).toBeUndefined();
    expect((await remove('admin', id)).statusCode).toBe(404);
  });

  it('refuses a moderator (403), even for their own company', async () => {
    const response = await remove('moderator', companies[1]);
    expect(response.statusCode).toBe(403);
    expect(await row(companies[1])).toBeDefined();
  });
});

describe('audit', () => {
  it('records who created, changed and deleted a company, with the record before and after', async () => {
    const body = companyBody();
    const { id } = (await create('admin', body)).json();
    expect((await patch('admin', id, { name: 'Nome cambiato' })).statusCode).toBe(200);
    expect((await remove('admin', id)).statusCode).toBe(200);

    const entries = await t.app.db
      .selectFrom('auditEntry')
      .selectAll()
      .where('entity', '=', 'company')
      .where('entityId', '=', id)
      .orderBy('id')
      .execute();
    const admin = await userIdOf(t, 'admin');
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['CREATE', admin],
      ['UPDATE', admin],
      ['DELETE', admin],
    ]);
    expect(JSON.parse(entries[0].after ?? '{}')).toMatchObject({ name: body.name, vat: body.vat });
    expect(JSON.parse(entries[1].before ?? '{}')).toMatchObject({ name: body.name });
    expect(JSON.parse(entries[1].after ?? '{}')).toMatchObject({ name: 'Nome cambiato' });
    expect(JSON.parse(entries[2].before ?? '{}')).toMatchObject({ name: 'Nome cambiato' });
  });
});
