import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAttendance, ZAttendanceWithPositions } from '../../src/shared/schemas/attendance';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { type Clocker, insertRecord, newClocker, setSettings } from '../helpers/attendance';
import { filterQuery, listOf } from '../helpers/leave';

// The list's page is written by the database, field by field (src/server/resources/attendance/list.ts);
// a record read alone is shaped by toAttendance. Both must answer the same record the same way.

let t: TestApp;
let c1: number;
let c2: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const named = async (c: Clocker, firstName: string | null, lastName: string | null) => {
  await t.app.db.updateTable('user').set({ firstName, lastName }).where('id', '=', c.id).execute();
  return c;
};

beforeAll(async () => {
  t = await createTestApp();
  [c1, c2] = await demoCompanyIds(t);
  for (const who of ['admin', 'moderator', 'accounting'] as const) tokens[who] = await t.login(who);
  // The first company calls a shift open for 2 hours a missed clock-out; the second keeps the default (14).
  await setSettings(t, c1, { missedClockOutHours: 2 });
  const both = await named(await newClocker(t, c1), 'Anna', 'Bianchi');
  const lastOnly = await named(await newClocker(t, c1), null, 'Neri');
  const firstOnly = await named(await newClocker(t, c1), 'Luca', '');
  const second = await newClocker(t, c2);
  const secondLate = await newClocker(t, c2);
  // Seconds and milliseconds do not count: 05:58:59.999–14:01:00.000 is 8 h 03 min, as the clock shows it.
  ids.seconds = await insertRecord(t, both, '2026-03-02T05:58:59.999Z', '2026-03-02T14:01:00.000Z');
  ids.flagged = await insertRecord(t, both, '2026-03-03T05:00:00.000Z', '2026-03-03T13:00:00.000Z', { reviewFlag: 1, checkInInside: 'NO' });
  ids.markedMissed = await insertRecord(t, lastOnly, '2026-03-04T05:00:00.000Z', '2026-03-05T05:00:00.000Z', { missedClockOut: 1 });
  ids.purged = await insertRecord(t, lastOnly, '2026-03-05T05:00:00.000Z', '2026-03-05T06:00:30.000Z', {
    checkInLat: null,
    checkInLng: null,
    checkOutLat: null,
    checkOutLng: null,
    positionsPurgedAt: '2026-04-05T01:00:00.000Z',
  });
  // Text the JSON writer must escape: quotes, a backslash, a line break, a control character, an emoji.
  ids.escaped = await insertRecord(t, firstOnly, '2026-03-06T05:00:00.000Z', '2026-03-06T13:00:00.000Z', {
    note: 'Cancello "B" chiuso\\aperto\nrientro alle 6 \u0001 ✅ 👮',
    siteName: 'Sede «Nord» / \'ingresso\'',
  });
  ids.openPastLimit = await insertRecord(t, both, hoursAgo(3), null);
  ids.openWithin = await insertRecord(t, firstOnly, hoursAgo(1), null);
  ids.openDefaultWithin = await insertRecord(t, second, hoursAgo(3), null);
  ids.openDefaultPast = await insertRecord(t, secondLate, hoursAgo(15), null);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const alone = async (id: number, who: string) => {
  const response = await t.call({ method: 'GET', url: `/api/attendance/${id}`, token: tokens[who] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
};

describe('the list answers each record as it is answered alone', () => {
  it('for the default view and for a filtered list, to admin, moderator and accounting', async () => {
    const lists: Array<[string, Record<string, unknown>]> = [
      ['admin', { companyId: c1 }],
      ['admin', { companyId: c2 }],
      ['admin', { companyId: c1, checkIn_gte: '2000-01-01' }],
      ['moderator', { companyId: c1 }],
      ['moderator', { companyId: c1, open: true }],
      ['accounting', { companyId: c1 }],
      ['accounting', { companyId: c1, source: 'APP' }],
    ];
    for (const [who, filter] of lists) {
      const { rows } = await listOf(t, tokens[who], `/api/attendance${filterQuery(filter, '&sort=["checkIn","DESC"]&range=[0,99]')}`);
      expect(rows.length, `${who} ${JSON.stringify(filter)}`).toBeGreaterThan(1);
      for (const row of rows) expect(row, `${who} ${JSON.stringify(filter)} #${String(row.id)}`).toEqual(await alone(row.id as number, who));
    }
  });

  it('computes the fields the table has no column for: name, minutes, missed clock-out, review flag', async () => {
    // As react-admin's getMany asks for records by id.
    const { rows, total } = await listOf(t, tokens.admin, `/api/attendance${filterQuery({ id: Object.values(ids) }, '&range=[0,99]')}`);
    expect(total).toBe(Object.keys(ids).length);
    const row = (name: string) => rows.find((r) => r.id === ids[name]);
    expect(row('seconds')).toMatchObject({ userName: 'Bianchi Anna', minutes: 483, missed: false, reviewFlag: false });
    expect(row('flagged')).toMatchObject({ minutes: 480, reviewFlag: true, checkInInside: 'NO' });
    expect(row('markedMissed')).toMatchObject({ userName: 'Neri', missed: true, minutes: 1440 });
    expect(row('purged')).toMatchObject({ minutes: 60, checkInLat: null, checkOutLng: null, positionsPurgedAt: '2026-04-05T01:00:00.000Z' });
    expect(row('escaped')).toMatchObject({ note: 'Cancello "B" chiuso\\aperto\nrientro alle 6 \u0001 ✅ 👮', siteName: "Sede «Nord» / 'ingresso'" });
    expect(row('openPastLimit')).toMatchObject({ missed: true, minutes: null, checkOut: null });
    expect(row('openWithin')).toMatchObject({ userName: 'Luca', missed: false, minutes: null });
    expect(row('openDefaultWithin')).toMatchObject({ missed: false });
    expect(row('openDefaultPast')).toMatchObject({ missed: true });
  });

  it('holds every record to the shared schema: positions for admin and moderator only', async () => {
    const query = `/api/attendance${filterQuery({ companyId: c1 }, '&sort=["checkIn","DESC"]&range=[0,99]')}`;
    for (const who of ['admin', 'moderator']) {
      for (const row of (await listOf(t, tokens[who], query)).rows) {
        expect(Object.keys(row).sort()).toEqual(Object.keys(ZAttendanceWithPositions.shape).sort());
        expect(ZAttendanceWithPositions.strict().parse(row)).toEqual(row);
      }
    }
    for (const row of (await listOf(t, tokens.accounting, query)).rows) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(ZAttendance.shape).sort());
      expect(ZAttendance.strict().parse(row)).toEqual(row);
    }
  });

  it('takes a company named many times as the company once', async () => {
    const once = await listOf(t, tokens.accounting, `/api/attendance${filterQuery({ companyId: c1 }, '&sort=["checkIn","DESC"]&range=[0,9]')}`);
    const repeated = await listOf(t, tokens.accounting, `/api/attendance${filterQuery({ companyId: Array(1000).fill(c1) }, '&sort=["checkIn","DESC"]&range=[0,9]')}`);
    expect(repeated).toEqual(once);
  });

  it('answers an empty page as an empty array with its range, as JSON', async () => {
    for (const filter of [{ companyId: c1 }, { companyId: c1, open: true }]) {
      const response = await t.call({ method: 'GET', url: `/api/attendance${filterQuery(filter, '&sort=["checkIn","DESC"]&range=[5000,5009]')}`, token: tokens.admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual([]);
      expect(response.headers['content-range']).toMatch(/^attendance \*\/\d+$/);
    }
    const page = await t.call({ method: 'GET', url: `/api/attendance${filterQuery({ companyId: c1 }, '&sort=["checkIn","DESC"]&range=[1,2]')}`, token: tokens.admin });
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.headers['content-range']).toMatch(/^attendance 1-2\/\d+$/);
  });
});
