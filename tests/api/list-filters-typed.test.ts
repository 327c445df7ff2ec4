import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilterScalar, filterFields, type FilterType, type ListSpec } from '../../src/server/http/list-query';
import { ATTENDANCE_LIST } from '../../src/server/resources/attendance/list';
import { CLIENT_SITE_LIST } from '../../src/server/resources/client-site/repository';
import { CLIENT_LIST } from '../../src/server/resources/client/repository';
import { COMPANY_LIST } from '../../src/server/resources/company/repository';
import { DEADLINE_LIST } from '../../src/server/resources/deadline/repository';
import { DOCUMENT_LIST } from '../../src/server/resources/document/repository';
import { MEDICAL_LIST } from '../../src/server/resources/medical-fitness/repository';
import { NOTIFICATION_LIST } from '../../src/server/resources/notification/repository';
import { PERMISSION_LIST } from '../../src/server/resources/permission/repository';
import { PLACE_LIST } from '../../src/server/resources/place/repository';
import { REQUEST_LIST } from '../../src/server/resources/request/requests/repository';
import { TRAINING_LIST } from '../../src/server/resources/training/repository';
import { USER_LIST } from '../../src/server/resources/user/repository';
import { VEHICLE_LIST } from '../../src/server/resources/vehicle/repository';
import { POST_LIST } from '../../src/server/resources/workforce/posts/repository';
import { SHIFT_LIST } from '../../src/server/resources/workforce/shifts/repository';
import { createTestApp, DEMO, type DemoRole, type TestApp } from '../helpers/app';

// Issue #24, classes 1 and 2: every list route knows each filterable field's type and answers 400
// naming `filter.<key>` for a value not of it (a bound that is a list, a flag that is text, a number
// past any column), before any SQL, identically on SQLite and PostgreSQL; never a 500.

const LISTS: Array<[string, ListSpec]> = [
  ['/api/company/allCompanies', COMPANY_LIST],
  ['/api/user', USER_LIST],
  ['/api/client', CLIENT_LIST],
  ['/api/place', PLACE_LIST],
  ['/api/client-site', CLIENT_SITE_LIST],
  ['/api/vehicle', VEHICLE_LIST],
  ['/api/permission', PERMISSION_LIST],
  ['/api/document', DOCUMENT_LIST],
  ['/api/training', TRAINING_LIST],
  ['/api/medical-fitness', MEDICAL_LIST],
  ['/api/notification', NOTIFICATION_LIST],
  ['/api/attendance', ATTENDANCE_LIST],
  ['/api/request', REQUEST_LIST],
  ['/api/workforce/posts', POST_LIST],
  ['/api/workforce/shifts', SHIFT_LIST],
  ['/api/deadlines', DEADLINE_LIST],
  ['/api/deadlines/export.csv', DEADLINE_LIST],
];

/** Class 1: what a bound (`_gte` / `_lte`) refuses on every field, whatever its type. */
const BAD_BOUNDS: unknown[] = [['2026-01-01'], [], [1], null, { a: 1 }, true];

/** Class 2: values of another type, or out of range, per field type; plus lists holding such values. */
const WRONG: Record<FilterType, unknown[]> = {
  id: ['abc', 1.5, -1, 99_999_999_999, 1_099_511_627_776, true, '1e3'],
  integer: ['abc', 1.5, 2 ** 31, true],
  boolean: ['abc', 1_099_511_627_776, 2, 'yes', 1.5],
  text: [42, true, 'a\u0000b'],
  enum: ['NOPE', 42, true, ''],
  date: ['abc', '2026-02-30', '0001-01-01', '9999-12-31', 20260101, '2026-01-01T00:00:00Z'],
  instant: ['abc', '0001-01-01T00:00:00Z', '9999-12-31T00:00:00Z', '2026-11-02T08:00', 42, true],
};
const WRONG_ANY: unknown[] = [{ a: 1 }, [{ a: 1 }], [[1]], ['\u0000']];
/** A bound on an instant takes a day too (a whole Rome day), and an instant without its offset as it always did. */
const WRONG_BOUND: Partial<Record<FilterType, unknown[]>> = {
  instant: ['abc', 'ieri', '2026-02-30', '0001-01-01', '9999-12-31', '0001-01-01T00:00:00Z', '9999-12-31T00:00:00Z', 42, true],
};

/** One value of each type that every route takes (the custom filters' own forms where they have one). */
const valid = (url: string, name: string, type: FilterType, values: readonly FilterScalar[]): unknown => {
  if (url === '/api/attendance' && name === 'site') return 'PLACE:1';
  const byType: Record<FilterType, unknown> = { id: 1, integer: 1, boolean: true, text: 'x', enum: values[0], date: '2026-01-01', instant: '2026-01-01T00:00:00Z' };
  return byType[type];
};

const cases = (url: string, spec: ListSpec) =>
  filterFields(spec).flatMap(({ name, type, values, nullable, bounds, equality, lists }) => {
    const good = valid(url, name, type, values);
    // A field that takes no equality refuses even a value of its type; one that takes no list, a list.
    const wrongEquals = [...WRONG[type], ...WRONG_ANY, ...(nullable ? [] : [null]), ...(equality ? [] : [good]), ...(lists && equality ? [] : [[good]])];
    const equals = wrongEquals.map((value) => ({ key: name, value }));
    const ranged = ['gte', 'lte'].flatMap((suffix) => {
      const key = `${name}_${suffix}`;
      // A field without bounds refuses even a value it takes in equality.
      const wrong = bounds ? (WRONG_BOUND[type] ?? WRONG[type]) : [good];
      return [...BAD_BOUNDS, ...wrong].map((value) => ({ key, value }));
    });
    return [...equals, ...ranged];
  });

let t: TestApp;
const readers = new Map<string, DemoRole[]>();
beforeAll(async () => {
  t = await createTestApp();
  // Every role that may read a list sends it every bad filter.
  for (const [url] of LISTS) {
    const roles: DemoRole[] = [];
    for (const role of Object.keys(DEMO) as DemoRole[]) {
      const response = await t.call({ method: 'GET', url, token: await t.login(role) });
      if (response.statusCode === 200) roles.push(role);
      else expect([403, 404], `${role} ${url} ${response.body}`).toContain(response.statusCode);
    }
    readers.set(url, roles);
  }
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, role: DemoRole, filter: string) =>
  t.call({ method: 'GET', url, query: { filter }, token: await t.login(role) });

describe('list filters of the wrong type (issue #24, classes 1 and 2)', () => {
  it.each(LISTS)('%s answers 400 per field, never 500, for every role that reads it', async (url, spec) => {
    expect(readers.get(url)?.length, url).toBeGreaterThan(0);
    const failures: string[] = [];
    let sent = 0;
    for (const role of readers.get(url) ?? []) {
      for (const { key, value } of cases(url, spec)) {
        const filter = JSON.stringify({ [key]: value });
        const response = await get(url, role, filter);
        sent += 1;
        const errors = response.statusCode === 400 ? response.json().errors : undefined;
        if (JSON.stringify(errors) !== JSON.stringify({ [`filter.${key}`]: 'Valore non valido' })) {
          failures.push(`${role} ${filter} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures, `${failures.length} of ${sent}`).toEqual([]);
  });

  it('answers the issue\'s own examples with 400', async () => {
    const examples: Array<[string, DemoRole, Record<string, unknown>, string]> = [
      ['/api/permission', 'worker', { startDate_lte: ['2026-01-01'] }, 'filter.startDate_lte'],
      ['/api/permission', 'worker', { startDate_gte: [] }, 'filter.startDate_gte'],
      ['/api/client', 'admin', { active: 'abc' }, 'filter.active'],
      ['/api/client', 'admin', { active: 1_099_511_627_776 }, 'filter.active'],
      ['/api/notification', 'worker', { unread_gte: 'abc' }, 'filter.unread_gte'],
      ['/api/user', 'admin', { active: [true, 'x'] }, 'filter.active'],
    ];
    for (const [url, role, filter, key] of examples) {
      const response = await get(url, role, JSON.stringify(filter));
      expect(response.statusCode, `${url} ${JSON.stringify(filter)} ${response.body}`).toBe(400);
      expect(response.json().errors).toEqual({ [key]: 'Valore non valido' });
    }
  });
});

describe('list filters of the right type', () => {
  it.each(LISTS)('%s takes a value of each field\'s type (200 on both databases)', async (url, spec) => {
    const role = readers.get(url)?.[0] as DemoRole;
    const failures: string[] = [];
    for (const { name, type, values, nullable, bounds, equality, lists } of filterFields(spec)) {
      const value = valid(url, name, type, values);
      const filters: Array<Record<string, unknown>> = [];
      if (equality) filters.push({ [name]: value });
      if (equality && nullable) filters.push({ [name]: null });
      if (equality && lists) filters.push({ [name]: [value, value] });
      if (equality && type === 'id') filters.push({ [name]: String(value) });
      if (equality && type === 'boolean') filters.push({ [name]: false }, { [name]: 'true' }, { [name]: 0 });
      if (bounds) {
        const bound = type === 'instant' ? '2026-01-01' : value;
        filters.push({ [`${name}_gte`]: bound, [`${name}_lte`]: type === 'instant' ? '2026-12-31T23:00:00+01:00' : bound });
      }
      for (const filter of filters) {
        const response = await get(url, role, JSON.stringify(filter));
        if (response.statusCode !== 200) failures.push(`${role} ${JSON.stringify(filter)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('compares flags, instants and days as their columns hold them', async () => {
    const token = await t.login('admin');
    const rows = async (url: string, filter: Record<string, unknown>) => {
      const response = await t.call({ method: 'GET', url, query: { filter: JSON.stringify(filter), range: '[0,499]' }, token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Array<Record<string, unknown>>;
    };
    const active = await rows('/api/client', { active: true });
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((c) => c.active === true)).toBe(true);
    expect((await rows('/api/client', { active: 'false' })).every((c) => c.active === false)).toBe(true);
    const all = await rows('/api/client', {});
    expect((await rows('/api/client', { active: [true, false] })).length).toBe(all.length);
    // A creation bound: an instant far in the past keeps every request, a day long past none.
    const requests = await rows('/api/request', {});
    expect(await rows('/api/request', { createdAt_gte: '2000-01-01T00:00:00Z' })).toHaveLength(requests.length);
    expect(await rows('/api/request', { createdAt_lte: '1999-12-31' })).toEqual([]);
  });
});
