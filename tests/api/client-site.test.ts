import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { clientBody, created, createPerson, siteBody } from '../helpers/people';
import { dayFromToday, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
let romaClient: number;
let napoliClient: number;
beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  romaClient = (await created(t, '/api/client', clientBody(companies[0]))).id;
  napoliClient = (await created(t, '/api/client', clientBody(companies[2]))).id;
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const call = async (as: DemoRole, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: await t.login(as), ...(payload ? { payload } : {}) });
const list = async (as: DemoRole, query: Record<string, unknown>) =>
  t.call({ method: 'GET', url: '/api/client-site', token: await t.login(as), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])) });

describe('POST /api/client-site', () => {
  it('creates a site with its position and the default radius of 150 m', async () => {
    const response = await call('clientManagement', 'POST', '/api/client-site', siteBody(romaClient));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Sede del cliente creata', clientId: romaClient, companyId: companies[0], lat: 41.9029, lng: 12.4851, radiusMeters: 150 });
  });

  it('names the client in every answer, so that a site picker needs no other request', async () => {
    const client = await created(t, '/api/client', clientBody(companies[0], { name: 'Banca del Tevere' }));
    const site = (await call('admin', 'POST', '/api/client-site', siteBody(client.id))).json();
    expect(site.clientName).toBe('Banca del Tevere');
    expect((await call('admin', 'GET', `/api/client-site/${site.id}`)).json().clientName).toBe('Banca del Tevere');
    const [listed] = (await list('admin', { filter: { clientId: client.id } })).json();
    expect(listed).toMatchObject({ id: site.id, clientName: 'Banca del Tevere' });
  });

  it('accepts a site without a position (no geofence yet)', async () => {
    const response = await call('admin', 'POST', '/api/client-site', siteBody(romaClient, { lat: null, lng: null, radiusMeters: 20 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ lat: null, lng: null, radiusMeters: 20 });
  });

  it.each([
    ['a radius below 20 m', { radiusMeters: 19 }, 'radiusMeters', 'Raggio non valido (da 20 a 2000 metri)'],
    ['a radius above 2000 m', { radiusMeters: 2001 }, 'radiusMeters', 'Raggio non valido (da 20 a 2000 metri)'],
    ['a radius with decimals', { radiusMeters: 150.5 }, 'radiusMeters', 'Raggio non valido (da 20 a 2000 metri)'],
    ['a latitude out of range', { lat: 91 }, 'lat', 'Latitudine non valida (da -90 a 90)'],
    ['a longitude out of range', { lng: -180.5 }, 'lng', 'Longitudine non valida (da -180 a 180)'],
    ['a latitude without longitude', { lng: null }, 'lng', 'Indica sia la latitudine sia la longitudine, oppure nessuna delle due'],
    ['a coordinate as text', { lat: '41.9' }, 'lat', 'Valore non valido'],
    ['no name', { name: '' }, 'name', 'Campo obbligatorio'],
    ['a client that does not exist', { clientId: 999_999 }, 'clientId', 'Elemento inesistente'],
  ])('refuses %s (400 with the field error)', async (_label, overrides, field, message) => {
    const response = await call('admin', 'POST', '/api/client-site', siteBody(romaClient, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it("refuses a client of a company outside the caller's (403 on clientId)", async () => {
    const response = await call('moderator', 'POST', '/api/client-site', siteBody(napoliClient));
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ clientId: 'Azienda non gestita da te' });
  });
});

describe('GET, PATCH and DELETE /api/client-site', () => {
  it('lists the sites of a client and of the selected company', async () => {
    await created(t, '/api/client-site', siteBody(napoliClient));
    const ofClient = await list('admin', { filter: { clientId: napoliClient } });
    expect(ofClient.statusCode).toBe(200);
    expect(ofClient.headers['content-range']).toBe('client-site 0-0/1');
    const ofCompany = (await list('admin', { filter: { companyId: companies[2] }, range: [0, 99] })).json();
    expect(ofCompany.every((site: { companyId: number }) => site.companyId === companies[2])).toBe(true);
    expect(ofCompany.length).toBeGreaterThan(1);
    expect((await list('admin', { sort: ['lat', 'ASC'] })).statusCode).toBe(400);
  });

  it("keeps the moderator to their companies' sites (404 for another's)", async () => {
    const site = await created(t, '/api/client-site', siteBody(napoliClient));
    expect((await call('moderator', 'GET', `/api/client-site/${site.id}`)).statusCode).toBe(404);
    expect((await call('moderator', 'PATCH', `/api/client-site/${site.id}`, { radiusMeters: 300 })).statusCode).toBe(404);
    const rows = (await list('moderator', { range: [0, 499] })).json();
    expect(rows.some((row: { companyId: number }) => row.companyId === companies[2])).toBe(false);
  });

  it('patches the radius and position, checking the pair on the result', async () => {
    const site = await created(t, '/api/client-site', siteBody(romaClient));
    const radius = await call('moderator', 'PATCH', `/api/client-site/${site.id}`, { radiusMeters: 300 });
    expect(radius.json()).toMatchObject({ radiusMeters: 300, lat: 41.9029, name: site.name });
    const half = await call('moderator', 'PATCH', `/api/client-site/${site.id}`, { lat: null });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ lat: 'Indica sia la latitudine sia la longitudine, oppure nessuna delle due' });
    const moved = await call('clientManagement', 'DELETE', `/api/client-site/${site.id}`);
    expect(moved.json()).toEqual({ message: 'Sede del cliente eliminata', id: site.id });
    expect((await call('worker', 'GET', `/api/client-site/${site.id}`)).statusCode).toBe(403);
  });

  it("gives the demo worker's company a site in Rome, near Via Nazionale, with a 150 m geofence", async () => {
    const rows = (await list('admin', { filter: { companyId: companies[0], q: 'nazionale' } })).json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lat: 41.9028, lng: 12.4964, radiusMeters: 150 });
    const worker = await t.app.db.selectFrom('user').innerJoin('userCompany', 'userCompany.userId', 'user.id').select('companyId').where('fiscalCode', '=', DEMO.worker).executeTakeFirstOrThrow();
    expect(worker.companyId).toBe(companies[0]);
  });
});

describe('deleting a site in use', () => {
  /** A shift of the person at the site, `offset` days from today, published unless told. */
  const plan = async (userId: number | null, clientSiteId: number, offset = 0, status: 'DRAFT' | 'PUBLISHED' | 'CANCELLED' = 'PUBLISHED') => {
    const post = await insertPost(t, { clientSiteId });
    return insertShift(t, { postId: post.id, userId, date: dayFromToday(offset), status });
  };
  const shiftsAt = async (clientSiteId: number) => (await t.app.db.selectFrom('shift').select('id').where('clientSiteId', '=', clientSiteId).execute()).length;
  const attendAt = async (site: { id: number; name: string }, userId: number) =>
    t.app.db
      .insertInto('attendance')
      .values({ userId, companyId: companies[0], siteType: 'CLIENT_SITE', siteId: site.id, siteName: site.name, checkIn: '2026-03-02T07:00:00.000Z', checkOut: '2026-03-02T15:00:00.000Z' })
      .execute();

  it('refuses a site with attendance (409 with the reason), keeping the site and its roster', async () => {
    const site = await created(t, '/api/client-site', siteBody(romaClient));
    const worker = await userIdOf(t, 'worker');
    await plan(worker, site.id, 0, 'DRAFT');
    await attendAt(site, worker);
    await attendAt(site, worker);
    const refused = await call('clientManagement', 'DELETE', `/api/client-site/${site.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('La sede ha presenze registrate (2), che vanno conservate: non può essere eliminata');
    const english = await t.call({ method: 'DELETE', url: `/api/client-site/${site.id}`, token: await t.login('admin'), headers: { 'accept-language': 'en' } });
    expect(english.json().message).toBe('The site has recorded attendance (2), which must be kept: it cannot be deleted');
    expect((await call('admin', 'GET', `/api/client-site/${site.id}`)).statusCode).toBe(200);
    expect(await shiftsAt(site.id)).toBe(1);
  });

  it('counts as its guards the distinct active people with published shifts there from 90 days ago to 14 days ahead', async () => {
    const site = await created(t, '/api/client-site', siteBody(romaClient));
    expect(site.assignedGuards).toBe(0);
    const [active, twice, former, drafted, cancelled, tooOld, tooFar] = await Promise.all(Array.from({ length: 7 }, () => createPerson(t, { companyIds: [companies[0]] })));
    expect((await t.call({ method: 'POST', url: `/api/user/${former.id}/deactivate`, token: await t.login('admin') })).statusCode).toBe(200);
    await plan(active.id, site.id, -90);
    await plan(twice.id, site.id, 0);
    await plan(twice.id, site.id, 14);
    await plan(former.id, site.id, 1);
    await plan(drafted.id, site.id, 1, 'DRAFT');
    await plan(cancelled.id, site.id, 1, 'CANCELLED');
    await plan(tooOld.id, site.id, -91);
    await plan(tooFar.id, site.id, 15);
    await plan(null, site.id, 2);
    expect((await call('admin', 'GET', `/api/client-site/${site.id}`)).json().assignedGuards).toBe(2);
    const listed = (await list('admin', { filter: { id: site.id } })).json();
    expect(listed[0].assignedGuards).toBe(2);
  });

  it('refuses a site with published shifts (409 with the reason), which are roster history to keep, cancelled ones too', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    for (const status of ['PUBLISHED', 'CANCELLED'] as const) {
      const site = await created(t, '/api/client-site', siteBody(romaClient));
      const shift = await plan(person.id, site.id, -30, status);
      await t.app.db.updateTable('shift').set({ publishedAt: new Date().toISOString() }).where('id', '=', shift.id).execute();
      const refused = await call('moderator', 'DELETE', `/api/client-site/${site.id}`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe('La sede ha turni pubblicati (1): il registro dei turni va conservato, non può essere eliminata');
      const english = await t.call({ method: 'DELETE', url: `/api/client-site/${site.id}`, token: await t.login('admin'), headers: { 'accept-language': 'en' } });
      expect(english.json().message).toBe('The site has published shifts (1): the roster must be kept, so it cannot be deleted');
      expect((await call('admin', 'GET', `/api/client-site/${site.id}`)).statusCode).toBe(200);
      expect(await shiftsAt(site.id)).toBe(1);
    }
  });

  it('deletes a site with neither attendance nor a published roster, together with its posts and draft shifts', async () => {
    const site = await created(t, '/api/client-site', siteBody(romaClient));
    const person = await createPerson(t, { companyIds: [companies[0]] });
    await plan(person.id, site.id, 3, 'DRAFT');
    await plan(null, site.id, 4, 'DRAFT');
    const removed = await call('moderator', 'DELETE', `/api/client-site/${site.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await shiftsAt(site.id)).toBe(0);
    expect((await t.app.db.selectFrom('post').select('id').where('clientSiteId', '=', site.id).execute()).length).toBe(0);
  });
});
