import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { newClocker, ROME } from '../helpers/attendance';

// Inputs that once answered 500, or were read as something else: the list protocol on the
// attendance routes (and another list), and the position of GET /api/attendance/sites.
let t: TestApp;
let c1: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [c1] = await demoCompanyIds(t);
  for (const who of ['admin', 'moderator', 'accounting'] as const) tokens[who] = await t.login(who);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const get = (url: string, query: Record<string, string>, token = tokens.admin) => t.call({ method: 'GET', url, query, token });

const LISTS = ['/api/attendance', '/api/permission', '/api/user'];

describe('names every object inherits are no fields of a list', () => {
  it.each(LISTS.flatMap((url) => ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'].map((name) => [url, name])))(
    '%s refuses to sort by %s',
    async (url, name) => {
      for (const token of [tokens.admin, tokens.moderator]) {
        const response = await get(url, { sort: JSON.stringify([name, 'ASC']) }, token);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors).toEqual({ sort: 'Campo non ordinabile' });
      }
    },
  );

  it.each(LISTS.flatMap((url) => ['toString', 'hasOwnProperty', 'constructor', 'valueOf_gte', 'isPrototypeOf_lte'].map((name) => [url, name])))(
    '%s refuses to filter by %s',
    async (url, name) => {
      const response = await get(url, { filter: `{"${name}":1}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ [`filter.${name}`]: 'Campo non filtrabile' });
    },
  );

  it.each(LISTS)('%s refuses a __proto__ filter as any unknown field', async (url) => {
    for (const value of ['1', '[1]', '{"id":1}']) {
      const response = await get(url, { filter: `{"__proto__":${value}}` });
      expect(response.statusCode, `${value} ${response.body}`).toBe(400);
      expect(response.json().errors).toEqual({ 'filter.__proto__': 'Campo non filtrabile' });
    }
  });
});

describe('text no column can hold', () => {
  it.each(LISTS)('%s refuses a search with a NUL character (PostgreSQL refuses it in any text)', async (url) => {
    const response = await get(url, { filter: JSON.stringify({ q: 'Rossi\u0000' }) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ 'filter.q': 'Valore non valido' });
  });

  it('refuses a filter value with a NUL character', async () => {
    const response = await get('/api/attendance', { filter: JSON.stringify({ source: 'APP\u0000' }) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ 'filter.source': 'Valore non valido' });
  });
});

describe('a range past any list', () => {
  it.each(LISTS.flatMap((url) => ['[1e300,1e300]', '[1e19,1e19]', '[0,1e19]', '[9007199254740993,9007199254740994]', '[2147483648,2147483648]', '[0,2147483648]'].map((range) => [url, range])))(
    '%s answers 400 errors.range for %s',
    async (url, range) => {
      const response = await get(url, { range });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ range: 'Valore non valido' });
    },
  );

  it.each(LISTS)('%s still answers an empty page at the last row a range may name', async (url) => {
    const response = await get(url, { range: '[2147483647,2147483647]' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toMatch(/^\w+ \*\/\d+$/);
  });

  it('keeps paging the attendance list the usual way for accounting too', async () => {
    const response = await get('/api/attendance', { range: '[0,4]', sort: '["checkIn","DESC"]' }, tokens.accounting);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as unknown[]).length).toBeLessThanOrEqual(5);
  });
});

describe('GET /api/attendance/sites position', () => {
  const sites = async (query: string, token: string) => t.call({ method: 'GET', url: `/api/attendance/sites${query}`, token });

  it.each([
    ['?lat=&lng=', { lat: 'Latitudine non valida (da -90 a 90)', lng: 'Longitudine non valida (da -180 a 180)' }],
    ['?lat=%20&lng=%20', { lat: 'Latitudine non valida (da -90 a 90)', lng: 'Longitudine non valida (da -180 a 180)' }],
    ['?lat=&lng=12.49', { lat: 'Latitudine non valida (da -90 a 90)' }],
    ['?lat=0x29&lng=12', { lat: 'Latitudine non valida (da -90 a 90)' }],
    ['?lat=41.9&lng=Infinity', { lng: 'Longitudine non valida (da -180 a 180)' }],
    ['?lat=41,9&lng=12.5', { lat: 'Latitudine non valida (da -90 a 90)' }],
    ['?lat=91&lng=12.5', { lat: 'Latitudine non valida (da -90 a 90)' }],
  ])('refuses %s rather than reading it as a position', async (query, errors) => {
    const c = await newClocker(t, c1);
    const response = await sites(query, c.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('takes a position as the app writes a number, and none at all', async () => {
    const c = await newClocker(t, c1);
    const own = (response: { json: () => unknown }) => (response.json() as Array<{ id: number; type: string; distance: number | null }>).find((s) => s.type === 'CLIENT_SITE' && s.id === c.site.id);
    for (const query of [`?lat=${ROME.lat}&lng=${ROME.lng}`, `?lat=${ROME.lat * 1e4}e-4&lng=%2B${ROME.lng}`]) {
      const response = await sites(query, c.token);
      expect(response.statusCode, `${query} ${response.body}`).toBe(200);
      expect(own(response)).toMatchObject({ distance: 0 });
    }
    const without = await sites('', c.token);
    expect(without.statusCode).toBe(200);
    expect(own(without)).toMatchObject({ distance: null });
  });
});

describe('values of the type of their column', () => {
  it.each([
    ['reviewFlag', '"x"'],
    ['reviewFlag', '1e300'],
    ['reviewFlag_gte', '"x"'],
    ['checkIn', '"x"'],
    ['checkIn', '"2026-02-30"'],
    ['checkIn', '"2026-11-02T08:00"'],
    ['checkOut', '5'],
    ['checkIn_gte', '"2026-02-30"'],
  ])('GET /api/attendance refuses %s = %s', async (name, value) => {
    const response = await get('/api/attendance', { filter: `{"${name}":${value}}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ [`filter.${name}`]: 'Valore non valido' });
  });

  it('takes a flag as a boolean and an instant with its zone', async () => {
    const c = await newClocker(t, c1);
    const [row] = await t.app.db
      .insertInto('attendance')
      .values({ userId: c.id, companyId: c1, checkIn: '2026-11-02T07:00:00.000Z', checkOut: null, reviewFlag: 1, source: 'MANUAL' })
      .returning('id')
      .execute();
    for (const filter of [{ reviewFlag: true }, { reviewFlag: 1 }, { checkIn: '2026-11-02T08:00:00+01:00' }, { checkOut: null }]) {
      const response = await get('/api/attendance', { filter: JSON.stringify({ ...filter, userId: c.id }) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().map((r: { id: number }) => r.id)).toEqual([row.id]);
    }
    const none = await get('/api/attendance', { filter: JSON.stringify({ reviewFlag: false, userId: c.id }) });
    expect(none.json()).toEqual([]);
  });
});
