import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, validVat } from '../helpers/api';

// The list protocol (sort, range, filter, Content-Range), proved on the company list.
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

const list = async (query: Record<string, string>, app = t) =>
  app.call({ method: 'GET', url: '/api/company/allCompanies', query, token: await app.login('admin') });
const ids = (response: { json: () => unknown }) => (response.json() as Array<{ id: number }>).map((c) => c.id);

describe('sort', () => {
  it('sorts by name ascending by default, and by a whitelisted field either way', async () => {
    const byDefault = await list({});
    expect((byDefault.json() as Array<{ name: string }>).map((c) => c.name)).toEqual([
      'Presidio Portierato Sud S.r.l.s.',
      'Presidio Servizi Fiduciari S.r.l.',
      'Presidio Sicurezza S.r.l.',
    ]);
    expect(ids(await list({ sort: '["vat","ASC"]' }))).toEqual([companies[1], companies[0], companies[2]]);
    expect(ids(await list({ sort: '["vat","DESC"]' }))).toEqual([companies[2], companies[0], companies[1]]);
    expect(ids(await list({ sort: '["id","desc"]' }))).toEqual([...companies].sort((a, b) => b - a));
  });

  it.each([
    ['a field that is not whitelisted', '["passwordHash","ASC"]', 'Campo non ordinabile'],
    ['a column name that is not an API field', '["created_at","ASC"]', 'Campo non ordinabile'],
    ['an unknown order', '["name","SIDEWAYS"]', 'Valore non valido'],
    ['text that is not JSON', 'name', 'Valore non valido'],
    ['an object instead of an array', '{"field":"name"}', 'Valore non valido'],
    ['a name every object inherits', '["constructor","ASC"]', 'Campo non ordinabile'],
    ['another inherited name', '["toString","DESC"]', 'Campo non ordinabile'],
    ['the prototype', '["__proto__","ASC"]', 'Campo non ordinabile'],
  ])('answers 400 errors.sort for %s', async (_label, sort, message) => {
    const response = await list({ sort });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sort: message });
  });
});

describe('range', () => {
  it('pages the list and says which rows of how many in Content-Range', async () => {
    const first = await list({ range: '[0,1]' });
    expect(ids(first)).toEqual([companies[2], companies[1]]);
    expect(first.headers['content-range']).toBe('company 0-1/3');

    const last = await list({ range: '[2,5]' });
    expect(ids(last)).toEqual([companies[0]]);
    expect(last.headers['content-range']).toBe('company 2-2/3');

    const beyond = await list({ range: '[10,19]' });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe('company */3');

    const lastRow = 2 ** 31 - 1;
    const farthest = await list({ range: JSON.stringify([lastRow, lastRow]) });
    expect(farthest.statusCode).toBe(200);
    expect(farthest.headers['content-range']).toBe('company */3');
  });

  it.each([
    ['abc'],
    ['[5,1]'],
    ['[-1,3]'],
    ['[0]'],
    ['[0.5,2]'],
    ['{"from":0}'],
    ['[0,"9"]'],
    ['[1e300,1e300]'],
    ['[1e19,1e19]'],
    ['[9007199254740993,9007199254740993]'],
    ['[2147483648,2147483648]'],
    ['[0,2147483648]'],
  ])('answers 400 errors.range for %s', async (range) => {
    const response = await list({ range });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ range: 'Valore non valido' });
  });
});

describe('filter', () => {
  it('searches text with q, case-insensitively, over name, vat, addresses and emails', async () => {
    expect(ids(await list({ filter: '{"q":"napoli"}' }))).toEqual([companies[2]]);
    expect(ids(await list({ filter: '{"q":"00743"}' }))).toEqual([companies[1]]);
    expect(ids(await list({ filter: '{"q":"PEC.IT"}' }))).toHaveLength(3);
    expect(ids(await list({ filter: '{"q":"Bolzano"}' }))).toEqual([]);
  });

  it('takes q literally: % and _ are not wildcards', async () => {
    for (const q of ['%', '_', 'S.r.l%']) {
      const response = await list({ filter: JSON.stringify({ q }) });
      expect(response.statusCode).toBe(200);
      expect(response.json(), q).toEqual([]);
    }
  });

  it('filters by equality, by a list of values and by _gte / _lte bounds', async () => {
    const sorted = [...companies].sort((a, b) => a - b);
    expect(ids(await list({ filter: JSON.stringify({ vat: '12345678903' }) }))).toEqual([companies[2]]);
    expect(ids(await list({ filter: JSON.stringify({ id: [sorted[0], sorted[2]] }), sort: '["id","ASC"]' }))).toEqual([sorted[0], sorted[2]]);
    expect(ids(await list({ filter: JSON.stringify({ id_gte: sorted[1] }), sort: '["id","ASC"]' }))).toEqual([sorted[1], sorted[2]]);
    expect(ids(await list({ filter: JSON.stringify({ id_lte: sorted[1] }), sort: '["id","ASC"]' }))).toEqual([sorted[0], sorted[1]]);
    expect(ids(await list({ filter: JSON.stringify({ id: String(companies[1]) }) }))).toEqual([companies[1]]);
    expect(ids(await list({ filter: JSON.stringify({ status: ['SUSPENDED', 'CLOSED'] }) }))).toEqual([]);
    const combined = await list({ filter: JSON.stringify({ status: 'ACTIVE', q: 'milano' }) });
    expect(ids(combined)).toEqual([companies[1]]);
    expect(combined.headers['content-range']).toBe('company 0-0/1');
  });

  it.each([
    ['passwordHash', { passwordHash: '$argon2id$' }, 'filter.passwordHash', 'Campo non filtrabile'],
    ['a field that is not whitelisted', { name: 'Presidio Sicurezza S.r.l.' }, 'filter.name', 'Campo non filtrabile'],
    ['a bound on a field that is not whitelisted', { ceoId_gte: 1 }, 'filter.ceoId_gte', 'Campo non filtrabile'],
    ['q that is not text', { q: 42 }, 'filter.q', 'Valore non valido'],
    ['an object as value', { status: { $ne: 'ACTIVE' } }, 'filter.status', 'Valore non valido'],
    ['an id that is not a number', { id: 'abc' }, 'filter.id', 'Valore non valido'],
    ['an id that is not an integer', { id: 1.5 }, 'filter.id', 'Valore non valido'],
    ['a list of ids with text in it', { id: [1, 'x'] }, 'filter.id', 'Valore non valido'],
    ['a bound on id that is not a number', { id_gte: 'x' }, 'filter.id_gte', 'Valore non valido'],
    ['an id past any integer column', { id: 99_999_999_999 }, 'filter.id', 'Valore non valido'],
    ['a name every object inherits', { toString: 1 }, 'filter.toString', 'Campo non filtrabile'],
    ['another inherited name', { hasOwnProperty: 1 }, 'filter.hasOwnProperty', 'Campo non filtrabile'],
    ['a bound on an inherited name', { constructor_gte: 1 }, 'filter.constructor_gte', 'Campo non filtrabile'],
    ['the prototype', '{"__proto__":["ACTIVE"]}', 'filter.__proto__', 'Campo non filtrabile'],
    ['q with a NUL character, which PostgreSQL refuses in any text', { q: 'a\u0000b' }, 'filter.q', 'Valore non valido'],
    ['a value with a NUL character', { status: 'ACTIVE\u0000' }, 'filter.status', 'Valore non valido'],
    ['a list with a NUL character', { status: ['ACTIVE', '\u0000'] }, 'filter.status', 'Valore non valido'],
  ])('answers 400 for %s', async (_label, filter, field, message) => {
    // The prototype is written as text: an object literal would not hold it as a key.
    const response = await list({ filter: typeof filter === 'string' ? filter : JSON.stringify(filter) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it.each([['{bad'], ['[1,2]'], ['"ACTIVE"']])('answers 400 errors.filter for %s', async (filter) => {
    const response = await list({ filter });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ filter: 'Valore non valido' });
  });
});

describe('page size', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp();
    const now = new Date().toISOString();
    for (let chunk = 0; chunk < 3; chunk += 1) {
      await big.app.db
        .insertInto('company')
        .values(
          Array.from({ length: 200 }, (_, i) => {
            const n = chunk * 200 + i;
            return { name: `Massa ${String(n).padStart(3, '0')}`, vat: validVat(n), status: 'ACTIVE', createdAt: now, updatedAt: now };
          }),
        )
        .execute();
    }
  });
  afterAll(async () => {
    expectNoPasswordHash(big);
    await big.close();
  });

  it('answers 25 rows when no range is asked', async () => {
    const response = await list({}, big);
    expect(response.json()).toHaveLength(25);
    expect(response.headers['content-range']).toBe('company 0-24/603');
  });

  it('caps a page at 500 rows', async () => {
    const response = await list({ range: '[0,9999]' }, big);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(500);
    expect(response.headers['content-range']).toBe('company 0-499/603');

    const rest = await list({ range: '[500,9999]' }, big);
    expect(rest.json()).toHaveLength(103);
    expect(rest.headers['content-range']).toBe('company 500-602/603');
  });
});
