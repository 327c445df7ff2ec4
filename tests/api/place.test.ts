import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { created, placeBody } from '../helpers/people';

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
  t.call({ method: 'GET', url: '/api/place', token: await t.login(as), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])) });

describe('GET /api/place', () => {
  it("lists the selected company's places with positions and radii", async () => {
    const response = await list('admin', { filter: { companyId: companies[0] }, sort: ['name', 'DESC'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('place 0-1/2');
    expect(response.json().map((p: { name: string }) => p.name)).toEqual(['Sede legale', 'Centrale operativa']);
    expect(response.json()[0]).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number), radiusMeters: 100 });
    expect((await list('admin', { filter: { q: 'napoli' } })).json()).toHaveLength(1);
    expect((await list('admin', { filter: { lat: 41 } })).statusCode).toBe(400);
  });

  it("keeps a moderator to their companies' places and is closed to other roles", async () => {
    const rows = (await list('moderator')).json();
    expect(rows.length).toBe(3);
    expect(rows.every((p: { companyId: number }) => p.companyId !== companies[2])).toBe(true);
    const napoli = (await list('admin', { filter: { companyId: companies[2] } })).json()[0];
    expect((await call('moderator', 'GET', `/api/place/${napoli.id}`)).statusCode).toBe(404);
    expect((await call('moderator', 'DELETE', `/api/place/${napoli.id}`)).statusCode).toBe(404);
    for (const who of ['clientManagement', 'worker', 'accounting', 'client'] as const) expect((await list(who)).statusCode).toBe(403);
  });
});

describe('POST, PUT, PATCH and DELETE /api/place', () => {
  it('creates a place (201) with the default radius, edits and deletes it', async () => {
    const place = await created(t, '/api/place', placeBody(companies[1]), 'moderator');
    expect(place).toMatchObject({ message: 'Sede aziendale creata', companyId: companies[1], radiusMeters: 150 });
    const moved = await call('moderator', 'PATCH', `/api/place/${place.id}`, { lat: 45.4642, lng: 9.19, radiusMeters: 2000 });
    expect(moved.json()).toMatchObject({ lat: 45.4642, lng: 9.19, radiusMeters: 2000, name: place.name });
    const put = await call('admin', 'PUT', `/api/place/${place.id}`, placeBody(companies[1], { address: null }));
    expect(put.json()).toMatchObject({ address: null, radiusMeters: 150 });
    const removed = await call('moderator', 'DELETE', `/api/place/${place.id}`);
    expect(removed.json()).toEqual({ message: 'Sede aziendale eliminata', id: place.id });
    expect((await call('admin', 'GET', `/api/place/${place.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a radius out of range', { radiusMeters: 5000 }, 'radiusMeters', 'Raggio non valido (da 20 a 2000 metri)'],
    ['a latitude out of range', { lat: -90.01 }, 'lat', 'Latitudine non valida (da -90 a 90)'],
    ['only a longitude', { lat: undefined }, 'lat', 'Indica sia la latitudine sia la longitudine, oppure nessuna delle due'],
    ['no company', { companyId: undefined }, 'companyId', 'Campo obbligatorio'],
    ['a company id as text', { companyId: 'nessuna' }, 'companyId', 'Valore non valido'],
  ])('refuses %s (400 with the field error)', async (_label, overrides, field, message) => {
    const response = await call('admin', 'POST', '/api/place', placeBody(companies[0], overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it("refuses a company outside the moderator's (403), in a new place or a moved one", async () => {
    const outside = await call('moderator', 'POST', '/api/place', placeBody(companies[2]));
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errors).toEqual({ companyId: 'Azienda non gestita da te' });
    const place = await created(t, '/api/place', placeBody(companies[0]));
    expect((await call('moderator', 'PATCH', `/api/place/${place.id}`, { companyId: companies[2] })).statusCode).toBe(403);
    expect((await call('admin', 'PATCH', `/api/place/${place.id}`, { companyId: companies[2] })).json().companyId).toBe(companies[2]);
  });
});

describe('deleting a place in use', () => {
  it('refuses a place where someone clocked in (409 with the reason) and keeps it', async () => {
    const place = await created(t, '/api/place', placeBody(companies[0]));
    await t.app.db
      .insertInto('attendance')
      .values({ userId: await userIdOf(t, 'worker'), companyId: companies[0], siteType: 'PLACE', siteId: place.id, siteName: place.name, checkIn: '2026-03-02T07:00:00.000Z', checkOut: null })
      .execute();
    const refused = await call('moderator', 'DELETE', `/api/place/${place.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('La sede ha presenze registrate (1), che vanno conservate: non può essere eliminata');
    const spanish = await t.call({ method: 'DELETE', url: `/api/place/${place.id}`, token: await t.login('admin'), headers: { 'accept-language': 'es' } });
    expect(spanish.json().message).toBe('La sede tiene asistencias registradas (1), que deben conservarse: no se puede eliminar');
    expect((await call('admin', 'GET', `/api/place/${place.id}`)).statusCode).toBe(200);
  });

  it('is not confused by attendance at a client site with the same id', async () => {
    const place = await created(t, '/api/place', placeBody(companies[0]));
    await t.app.db
      .insertInto('attendance')
      .values({ userId: await userIdOf(t, 'worker'), companyId: companies[0], siteType: 'CLIENT_SITE', siteId: place.id, siteName: 'Altra sede', checkIn: '2026-03-03T07:00:00.000Z', checkOut: '2026-03-03T08:00:00.000Z' })
      .execute();
    expect((await call('moderator', 'DELETE', `/api/place/${place.id}`)).statusCode).toBe(200);
  });
});
