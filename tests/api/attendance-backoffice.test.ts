import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { type Clocker, clockIn, clockOut, insertRecord, newClocker, north, ROME } from '../helpers/attendance';
import { filterQuery, listOf } from '../helpers/leave';

let t: TestApp;
let c1: number;
let c2: number;
let c3: number;
let a: Clocker;
let outsider: Clocker;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [c1, c2, c3] = await demoCompanyIds(t);
  for (const who of ['admin', 'moderator', 'worker', 'accounting'] as const) tokens[who] = await t.login(who);
  a = await newClocker(t, c1);
  // The demo moderator and accounting manage the first company(ies), never the third.
  outsider = await newClocker(t, c3);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const get = (url: string, who: string) => t.call({ method: 'GET', url, token: tokens[who] });
const count = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => Number((await where(base()).executeTakeFirstOrThrow()).n);
const base = () => t.app.db.selectFrom('attendance').select((eb) => eb.fn.countAll<number>().as('n'));

describe('GET /api/attendance (the list protocol)', () => {
  it("pages one company's records newest first with the total", async () => {
    const { rows, total } = await listOf(t, tokens.admin, `/api/attendance${filterQuery({ companyId: c1 }, '&sort=["checkIn","DESC"]&range=[5,14]')}`);
    expect(total).toBe(await count((q) => q.where('companyId', '=', c1)));
    expect(rows).toHaveLength(10);
    const times = rows.map((r) => r.checkIn as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect(rows.every((r) => r.companyId === c1)).toBe(true);
  });

  it('filters by user, site, check-in dates (whole days in Europe/Rome), inside, open, missed and review flag', async () => {
    const c = await newClocker(t, c1);
    const day1 = await insertRecord(t, c, '2026-03-01T23:30:00.000Z', '2026-03-02T07:30:00.000Z');
    const outside = await insertRecord(t, c, '2026-03-03T05:00:00.000Z', '2026-03-03T13:00:00.000Z', { checkInInside: 'NO', reviewFlag: 1 });
    const missed = await insertRecord(t, c, new Date(Date.now() - 20 * 3_600_000).toISOString(), null);
    const ids = async (filter: Record<string, unknown>) =>
      (await listOf(t, tokens.admin, `/api/attendance${filterQuery({ userId: c.id, ...filter }, '&sort=["checkIn","ASC"]')}`)).rows.map((r) => r.id);
    expect(await ids({})).toEqual([day1, outside, missed]);
    expect(await ids({ siteId: c.site.id, siteType: 'CLIENT_SITE' })).toEqual([day1, outside, missed]);
    // The back office's picker names a site by kind and id: a company place is not the client site of the same id.
    const place = await insertRecord(t, c, '2026-03-04T05:00:00.000Z', '2026-03-04T13:00:00.000Z', { siteType: 'PLACE', siteId: c.site.id, siteName: 'Centrale' });
    expect(await ids({ site: `CLIENT_SITE:${c.site.id}` })).toEqual([day1, outside, missed]);
    expect(await ids({ site: `PLACE:${c.site.id}` })).toEqual([place]);
    await t.app.db.deleteFrom('attendance').where('id', '=', place).execute();
    // 00:30 on 2 March in Rome is 23:30 UTC on 1 March.
    expect(await ids({ checkIn_gte: '2026-03-02', checkIn_lte: '2026-03-02' })).toEqual([day1]);
    expect(await ids({ checkIn_gte: '2026-03-03T00:00:00Z', checkIn_lte: '2026-03-31' })).toEqual([outside]);
    expect(await ids({ inside: 'NO' })).toEqual([outside]);
    expect(await ids({ inside: ['YES', 'UNKNOWN'] })).toEqual([day1, missed]);
    expect(await ids({ open: true })).toEqual([missed]);
    expect(await ids({ open: false })).toEqual([day1, outside]);
    expect(await ids({ missed: true })).toEqual([missed]);
    expect(await ids({ missed: false })).toEqual([day1, outside]);
    expect(await ids({ reviewFlag: true })).toEqual([outside]);
    const [row] = (await listOf(t, tokens.admin, `/api/attendance${filterQuery({ id: missed })}`)).rows;
    expect(row).toMatchObject({ missed: true, minutes: null, userId: c.id });
  });

  it('a position filter reads both positions, and "to sort out" finds missed clock-outs and flagged records together', async () => {
    const c = await newClocker(t, c1);
    const clean = await insertRecord(t, c, '2026-04-01T05:00:00.000Z', '2026-04-01T13:00:00.000Z');
    const leftOutside = await insertRecord(t, c, '2026-04-02T05:00:00.000Z', '2026-04-02T13:00:00.000Z', { checkOutInside: 'NO', reviewFlag: 1 });
    const unsure = await insertRecord(t, c, '2026-04-03T05:00:00.000Z', '2026-04-03T13:00:00.000Z', { checkInInside: 'UNKNOWN', reviewFlag: 1 });
    // Outside at clock-in, already reviewed by the office: no longer to sort out, still outside.
    const reviewed = await insertRecord(t, c, '2026-04-04T05:00:00.000Z', '2026-04-04T13:00:00.000Z', { checkInInside: 'NO', reviewFlag: 0 });
    const missed = await insertRecord(t, c, new Date(Date.now() - 20 * 3_600_000).toISOString(), null);
    const ids = async (filter: Record<string, unknown>) =>
      (await listOf(t, tokens.admin, `/api/attendance${filterQuery({ userId: c.id, ...filter }, '&sort=["checkIn","ASC"]')}`)).rows.map((r) => r.id);

    expect(await ids({ inside: 'YES' })).toEqual([clean, missed]);
    expect(await ids({ inside: 'NO' })).toEqual([leftOutside, reviewed]);
    expect(await ids({ inside: 'UNKNOWN' })).toEqual([unsure]);
    expect(await ids({ inside: ['NO', 'UNKNOWN'] })).toEqual([leftOutside, unsure, reviewed]);
    expect(await ids({ attention: true })).toEqual([leftOutside, unsure, missed]);
    expect(await ids({ attention: 'true', checkIn_gte: '2026-04-01', checkIn_lte: '2026-04-30' })).toEqual([leftOutside, unsure]);
    expect(await ids({ attention: false })).toEqual([clean, reviewed]);
    for (const filter of [{ attention: 'x' }, { attention_gte: true }, { inside: [] }]) {
      const answer = await get(`/api/attendance${filterQuery({ userId: c.id, ...filter })}`, 'admin');
      expect(answer.statusCode, JSON.stringify(filter)).toBe(400);
      expect(Object.keys(answer.json().errors)[0]).toMatch(/^filter\.(attention|inside)/);
    }
  });

  it("keeps the total exact in the default view (the caller's companies, or one) as records are added", async () => {
    const total = async (query: string) => (await listOf(t, tokens.moderator, `/api/attendance${query}`)).total;
    const counted = () => count((q) => q.where('companyId', 'in', [c1, c2]));
    expect(await total('')).toBe(await counted());
    const before = await total(filterQuery({ companyId: c1 }));
    const c = await newClocker(t, c1);
    await clockIn(t, c);
    await insertRecord(t, c, '2026-01-05T05:00:00.000Z', '2026-01-05T13:00:00.000Z');
    expect(await total(filterQuery({ companyId: c1 }))).toBe(before + 2);
    expect(await total('')).toBe(await counted());
    expect(await total(filterQuery({ companyId: [c1, c3] }))).toBe(before + 2);
    expect(await total(filterQuery({ companyId: c3 }))).toBe(0);
    expect(await total(filterQuery({ userId: c.id }))).toBe(2);
  });

  it('answers the default view (its statements kept once written) exactly as the same list built with a filter', async () => {
    const c = await newClocker(t, c2);
    // Equal check-in times, so the id decides the order.
    for (let k = 0; k < 3; k += 1) await insertRecord(t, c, `2026-03-0${k + 2}T05:00:00.000Z`, `2026-03-0${k + 2}T13:00:00.125Z`);
    // Positions, a note with quotes and accents, an edit: every kind of column goes through the JSON.
    await insertRecord(t, c, '2026-03-06T05:00:00.000Z', '2026-03-06T13:00:00.000Z', {
      checkInLat: 41.902_812_345,
      checkInLng: 12.496_4,
      checkInAccuracy: 7.5,
      note: 'Turno "notte" — entrata dal cancello è chiuso',
      editedAt: '2026-03-07T08:09:10.011Z',
      editReason: 'Correzione',
    });
    await insertRecord(t, await newClocker(t, c1), '2026-03-02T05:00:00.000Z', null);
    // A filter that keeps every record takes the general path: both must agree, page and total.
    const everything = { checkIn_gte: '2000-01-01' };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['admin', { companyId: c1 }, '&sort=["checkIn","DESC"]&range=[0,9]'],
      ['admin', { companyId: c1 }, '&sort=["checkIn","ASC"]&range=[3,7]'],
      ['admin', { companyId: [c1, c2] }, '&sort=["checkOut","DESC"]&range=[0,24]'],
      ['admin', {}, '&sort=["siteName","ASC"]&range=[2,30]'],
      ['admin', {}, '&sort=["id","DESC"]'],
      ['moderator', {}, '&sort=["checkIn","DESC"]&range=[0,49]'],
      ['moderator', { companyId: c3 }, ''],
      ['accounting', { companyId: c1 }, '&sort=["source","ASC"]&range=[0,99]'],
    ];
    for (const [who, filter, extra] of cases) {
      const fast = await listOf(t, tokens[who], `/api/attendance${filterQuery(filter, extra)}`);
      const general = await listOf(t, tokens[who], `/api/attendance${filterQuery({ ...filter, ...everything }, extra)}`);
      expect(fast.rows.length, `${who} ${JSON.stringify(filter)} ${extra}`).toBeGreaterThan(filter.companyId === c3 ? -1 : 0);
      expect(fast, `${who} ${JSON.stringify(filter)} ${extra}`).toEqual(general);
      // The page is written by the database as JSON; a record read alone takes the usual way.
      for (const row of fast.rows.slice(0, 3)) expect(row).toEqual((await get(`/api/attendance/${row.id}`, who)).json());
    }
    const [special] = (await listOf(t, tokens.admin, `/api/attendance${filterQuery({ companyId: c2 }, '&sort=["id","DESC"]&range=[0,0]')}`)).rows;
    expect(special).toMatchObject({ note: 'Turno "notte" — entrata dal cancello è chiuso', checkInLat: 41.902_812_345, checkInAccuracy: 7.5, editedAt: '2026-03-07T08:09:10.011Z' });
    expect(special).toEqual((await get(`/api/attendance/${special.id}`, 'admin')).json());
  });

  it('sorts by the worker and searches names and sites', async () => {
    const { rows, total } = await listOf(t, tokens.admin, `/api/attendance${filterQuery({ q: a.site.name }, '&sort=["userName","ASC"]')}`);
    expect(total).toBe(await count((q) => q.where('siteName', '=', a.site.name)));
    expect(rows.every((r) => r.siteName === a.site.name)).toBe(true);
    const named = (await listOf(t, tokens.admin, `/api/attendance${filterQuery({ companyId: c1 }, '&sort=["userName","DESC"]&range=[10,59]')}`)).rows;
    const expected = await t.app.db
      .selectFrom('attendance')
      .innerJoin('user', 'user.id', 'attendance.userId')
      .select('attendance.id')
      .where('attendance.companyId', '=', c1)
      .orderBy('user.lastName', 'desc')
      .orderBy('attendance.id', 'desc')
      .limit(50)
      .offset(10)
      .execute();
    expect(named.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it.each([
    [{ checkIn_gte: 'ieri' }, 'filter.checkIn_gte'],
    [{ open: 'forse' }, 'filter.open'],
    [{ inside: 'MAYBE' }, 'filter.inside'],
    [{ checkInLat_gte: 40 }, 'filter.checkInLat_gte'],
    [{ open_gte: 1 }, 'filter.open_gte'],
    [{ site: 'PLACE' }, 'filter.site'],
    [{ site: 'OFFICE:3' }, 'filter.site'],
    [{ site: 'PLACE:99999999999' }, 'filter.site'],
    [{ site: 4 }, 'filter.site'],
    [{ site_gte: 'PLACE:1' }, 'filter.site_gte'],
  ])('refuses the filter %j', async (filter, field) => {
    const response = await get(`/api/attendance${filterQuery(filter)}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty([field]);
  });

  it('refuses to sort by an unlisted field', async () => {
    expect((await get('/api/attendance?sort=["checkInLat","ASC"]', 'admin')).statusCode).toBe(400);
  });
});

describe('privacy and scope', () => {
  it('shows positions to admin and moderator of the company, never to accounting', async () => {
    const id = (await clockIn(t, a, { siteType: 'CLIENT_SITE', siteId: a.site.id, ...north(ROME, 40), accuracy: 9 })).json().id;
    await clockOut(t, a);
    for (const who of ['admin', 'moderator']) {
      expect((await get(`/api/attendance/${id}`, who)).json()).toMatchObject({ checkInLat: expect.any(Number), checkInLng: ROME.lng });
    }
    const record = (await get(`/api/attendance/${id}`, 'accounting')).json();
    expect(record).toMatchObject({ id, checkInInside: 'YES', checkInDistance: 40 });
    expect(Object.keys(record).filter((key) => /Lat|Lng/.test(key))).toEqual([]);
    const list = await listOf(t, tokens.accounting, `/api/attendance${filterQuery({ id })}`);
    expect(Object.keys(list.rows[0]).filter((key) => /Lat|Lng/.test(key))).toEqual([]);
  });

  it("answers another company's record as if it did not exist", async () => {
    await clockIn(t, outsider);
    const [record] = (await listOf(t, tokens.admin, `/api/attendance${filterQuery({ userId: outsider.id })}`)).rows;
    for (const who of ['moderator', 'accounting']) {
      expect((await get(`/api/attendance/${record.id}`, who)).statusCode).toBe(404);
      expect((await get(`/api/attendance/${record.id}/history`, who)).statusCode).toBe(404);
      expect((await listOf(t, tokens[who], `/api/attendance${filterQuery({ userId: outsider.id })}`)).total).toBe(0);
    }
    const patch = await t.call({ method: 'PATCH', url: `/api/attendance/${record.id}`, token: tokens.moderator, payload: { note: 'x', reason: 'Verifica' } });
    expect(patch.statusCode).toBe(404);
    expect((await get(`/api/attendance/${record.id}`, 'admin')).statusCode).toBe(200);
  });

  it('keeps workers out of the back office', async () => {
    expect((await get('/api/attendance', 'worker')).statusCode).toBe(403);
    expect((await get(`/api/attendance/users?companyId=${c1}`, 'worker')).statusCode).toBe(403);
  });
});

describe('GET /api/attendance/users', () => {
  it("shows each worker's state today: present at which site since when, left, on leave, absent", async () => {
    const present = await newClocker(t, c1);
    const left = await newClocker(t, c1);
    const away = await newClocker(t, c1);
    const absent = await newClocker(t, c1);
    const opened = (await clockIn(t, present)).json();
    await clockIn(t, left);
    await clockOut(t, left);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    await t.app.db
      .insertInto('permission')
      .values({ userId: away.id, companyId: c1, type: 'FERIE', startDate: today, endDate: today, startTime: null, endTime: null, hours: null, reason: null, status: 'APPROVED', decidedBy: null, decidedAt: null, decisionNote: null, protocolNumber: null, kind: null, availabilityAddress: null, parentId: null, createdBy: away.id, createdAt: opened.checkIn, updatedAt: opened.checkIn })
      .execute();
    const response = await get(`/api/attendance/users?companyId=${c1}`, 'moderator');
    expect(response.statusCode).toBe(200);
    const people = new Map((response.json() as Array<{ userId: number }>).map((p) => [p.userId, p]));
    expect(people.get(present.id)).toMatchObject({ state: 'PRESENT', since: opened.checkIn, siteName: present.site.name, attendanceId: opened.id, missed: false });
    expect(people.get(left.id)).toMatchObject({ state: 'LEFT', since: null, lastCheckOut: expect.any(String) });
    expect(people.get(away.id)).toMatchObject({ state: 'ON_LEAVE', leaveType: 'FERIE' });
    expect(people.get(absent.id)).toMatchObject({ state: 'ABSENT', attendanceId: null, todayMinutes: 0 });
    expect(people.has(outsider.id)).toBe(false);
  });

  it('leaves out who is not employed today: hired from a later date, or gone since an earlier one', async () => {
    const [starting, gone, staying] = [await newClocker(t, c1), await newClocker(t, c1), await newClocker(t, c1)];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    await t.app.db.updateTable('user').set({ hireDate: shift(7) }).where('id', '=', starting.id).execute();
    await t.app.db.updateTable('user').set({ hireDate: shift(-400), endDate: shift(-1) }).where('id', '=', gone.id).execute();
    await t.app.db.updateTable('user').set({ hireDate: today, endDate: today }).where('id', '=', staying.id).execute();
    const people = new Map(((await get(`/api/attendance/users?companyId=${c1}`, 'moderator')).json() as Array<{ userId: number; state: string }>).map((p) => [p.userId, p]));
    expect(people.has(starting.id)).toBe(false);
    expect(people.has(gone.id)).toBe(false);
    expect(people.get(staying.id)).toMatchObject({ state: 'ABSENT' });
  });

  it("is 404 for a company outside the caller's; without one it covers the caller's companies", async () => {
    expect((await get(`/api/attendance/users?companyId=${c3}`, 'moderator')).statusCode).toBe(404);
    const all = (await get('/api/attendance/users', 'moderator')).json() as Array<{ companyId: number }>;
    expect(all.some((p) => p.companyId === c3)).toBe(false);
    expect(all.some((p) => p.companyId === c1)).toBe(true);
  });
});

describe('settings', () => {
  it('answers the defaults, saves a change with an audit entry, and validates it', async () => {
    const url = `/api/attendance/settings/${c1}`;
    expect((await get(url, 'moderator')).json()).toEqual({ companyId: c1, geolocation: 'REQUIRED', outsidePolicy: 'FLAG', retentionDays: 30, missedClockOutHours: 14, offlineMaxHours: 12 });
    const saved = await t.call({ method: 'PUT', url, token: tokens.moderator, payload: { missedClockOutHours: 12 } });
    expect(saved.json()).toMatchObject({ message: 'Impostazioni delle presenze salvate', missedClockOutHours: 12, retentionDays: 30 });
    expect((await get(url, 'admin')).json().missedClockOutHours).toBe(12);
    const audit = await t.app.db.selectFrom('auditEntry').selectAll().where('entity', '=', 'attendance_setting').where('entityId', '=', c1).execute();
    expect(audit).toHaveLength(1);
    const bad = await t.call({ method: 'PUT', url, token: tokens.moderator, payload: { retentionDays: 0, geolocation: 'SOMETIMES' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['geolocation', 'retentionDays']);
    await t.call({ method: 'PUT', url, token: tokens.moderator, payload: { missedClockOutHours: 14 } });
  });

  it("is 404 outside the caller's companies and for no company", async () => {
    expect((await get(`/api/attendance/settings/${c3}`, 'moderator')).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/api/attendance/settings/${c3}`, token: tokens.moderator, payload: { retentionDays: 10 } })).statusCode).toBe(404);
    expect((await get('/api/attendance/settings/999999', 'admin')).statusCode).toBe(404);
  });
});
