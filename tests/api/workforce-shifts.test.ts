import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/dates';
import type { TShift } from '../../src/shared/schemas/workforce';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, userIdOf } from '../helpers/api';
import { dayFromToday as day, insertClientSite, insertFitFiduciario, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
let siteId: number;
let outsideSiteId: number;
let postId: number;
let outsidePostId: number;

const siteIn = (companyId: number, name: string) => insertClientSite(t, companyId, name);

const person = (companyId = companies[0], lastName = 'Neri') => insertFitFiduciario(t, companyId, { lastName, firstName: 'Luca' });

const list = async (filter: Record<string, unknown>, who: 'admin' | 'moderator' = 'admin', extra: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: '/api/workforce/shifts', token: await t.login(who), query: { filter: JSON.stringify(filter), range: '[0,99]', ...extra } });
const patch = async (id: number, payload: Record<string, unknown>, who: 'admin' | 'moderator' = 'admin') =>
  t.call({ method: 'PATCH', url: `/api/workforce/shifts/${id}`, token: await t.login(who), payload });
const notifications = (userId: number) => t.app.db.selectFrom('notification').selectAll().where('userId', '=', userId).where('kind', 'like', 'SHIFT_%').orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  siteId = await siteIn(companies[0], 'Banca Centrale');
  outsideSiteId = await siteIn(companies[2], 'Fuori');
  postId = (await insertPost(t, { clientSiteId: siteId, name: 'Hall', orders: 'Controllare i badge' })).id;
  outsidePostId = (await insertPost(t, { clientSiteId: outsideSiteId, name: 'Altrove' })).id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET api/workforce/shifts', () => {
  it('filters by post, site, person, dates, status, open and company, with the names and Content-Range', async () => {
    const guard = await person();
    const other = await insertPost(t, { clientSiteId: siteId, name: 'Garage' });
    const a = await insertShift(t, { postId, userId: guard, date: day(20), start: '08:00', end: '14:00', status: 'DRAFT' });
    const b = await insertShift(t, { postId, date: day(21), start: '08:00', end: '14:00', status: 'DRAFT' });
    const c = await insertShift(t, { postId: other.id, userId: guard, date: day(22), start: '22:00', end: '06:00', status: 'PUBLISHED' });
    const ids = (response: Awaited<ReturnType<typeof list>>) => (response.json() as TShift[]).map((shift) => shift.id);

    const byPost = await list({ postId });
    expect(byPost.statusCode, byPost.body).toBe(200);
    expect(ids(byPost)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids(byPost)).not.toContain(c.id);
    expect(byPost.headers['content-range']).toMatch(/^shifts \d+-\d+\/\d+$/);
    expect(ids(await list({ siteId }))).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(ids(await list({ userId: guard }))).toEqual([a.id, c.id]);
    expect(ids(await list({ siteId, date_gte: day(21), date_lte: day(21) }))).toEqual([b.id]);
    expect(ids(await list({ siteId, status: 'PUBLISHED' }))).toEqual([c.id]);
    expect(ids(await list({ siteId, open: true }))).toEqual([b.id]);
    expect(ids(await list({ siteId, open: false }))).toEqual([a.id, c.id]);
    expect(ids(await list({ siteId, companyId: companies[2] }))).toEqual([]);
    expect(ids(await list({ siteId }, 'admin', { sort: JSON.stringify(['startsAt', 'DESC']) }))[0]).toBe(c.id);

    const [night] = (await list({ userId: guard, postId: other.id })).json() as TShift[];
    expect(night).toMatchObject({
      postName: 'Garage',
      siteId,
      siteName: 'Sede Banca Centrale',
      clientName: 'Banca Centrale',
      userName: 'Neri Luca',
      date: day(22),
      start: '22:00',
      end: '06:00',
      minutes: expect.any(Number),
      status: 'PUBLISHED',
      ordersAcknowledged: true,
      version: 1,
    });
    const [withOrders] = (await list({ id: a.id })).json() as TShift[];
    expect(withOrders.ordersAcknowledged).toBe(false);
    await t.app.db.insertInto('postAck').values({ postId, userId: guard, ordersVersion: 1 }).execute();
    expect(((await list({ id: a.id })).json() as TShift[])[0].ordersAcknowledged).toBe(true);
    expect(((await list({ id: b.id })).json() as TShift[])[0].ordersAcknowledged).toBeNull();
  });

  it("keeps a moderator to their companies (another company's shift is 404) and refuses bad filters with 400", async () => {
    const outside = await insertShift(t, { postId: outsidePostId, date: day(20), status: 'DRAFT' });
    expect(((await list({ siteId: outsideSiteId }, 'moderator')).json() as TShift[]).length).toBe(0);
    expect(((await list({ siteId: outsideSiteId })).json() as TShift[]).map((shift) => shift.id)).toEqual([outside.id]);
    const one = async (id: number | string, who: 'admin' | 'moderator') => t.call({ method: 'GET', url: `/api/workforce/shifts/${id}`, token: await t.login(who) });
    expect((await one(outside.id, 'moderator')).statusCode).toBe(404);
    expect((await one(outside.id, 'admin')).json()).toMatchObject({ id: outside.id, postName: 'Altrove' });
    expect((await one(999_999, 'admin')).statusCode).toBe(404);
    expect((await one('x', 'admin')).statusCode).toBe(400);
    for (const filter of [{ userId: 'x' }, { nope: 1 }, { status: ['A', { b: 1 }] }]) {
      const answer = await list(filter);
      expect(answer.statusCode, JSON.stringify(filter)).toBe(400);
      expect(answer.json().errors).toBeDefined();
    }
    expect((await list({}, 'admin', { sort: JSON.stringify(['passwordHash', 'ASC']) })).statusCode).toBe(400);
  });
});

describe('POST api/workforce/shifts', () => {
  const create = async (payload: Record<string, unknown>, who: 'admin' | 'moderator' = 'admin') =>
    t.call({ method: 'POST', url: '/api/workforce/shifts', token: await t.login(who), payload });

  it('adds a draft in the next free place, with a person through the checks of an assignment', async () => {
    const first = await create({ postId, date: day(25), start: '07:00', end: '15:00', note: 'Evento' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ postId, status: 'DRAFT', userId: null, minutes: 480, note: 'Evento', publishedAt: null, message: expect.any(String) });
    const guard = await person();
    const second = await create({ postId, date: day(25), start: '07:00', end: '15:00', userId: guard }, 'moderator');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ userId: guard, warnings: expect.any(Array) });
    const slots = await t.app.db.selectFrom('shift').select('slot').where('id', 'in', [first.json().id, second.json().id]).orderBy('slot').execute();
    expect(slots.map((row) => row.slot)).toEqual([0, 1]);
    expect((await t.app.db.selectFrom('shiftChange').select('action').where('shiftId', '=', second.json().id).execute()).map((c) => c.action)).toEqual(['ASSIGN']);

    const overlapping = await create({ postId, date: day(25), start: '14:00', end: '18:00', userId: guard });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ code: 'ASSIGNMENT_REFUSED', reasons: [{ code: 'OVERLAP' }] });
    expect(await t.app.db.selectFrom('shift').select('id').where('date', '=', day(25)).where('startTime', '=', '14:00').execute()).toEqual([]);
  });

  it('refuses a past day (409), a post unknown or of another company (404) and a bad body (400)', async () => {
    const past = await create({ postId, date: day(-1), start: '07:00', end: '15:00' });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toEqual(expect.any(String));
    expect((await create({ postId: 999_999, date: day(2), start: '07:00', end: '15:00' })).statusCode).toBe(404);
    expect((await create({ postId: outsidePostId, date: day(2), start: '07:00', end: '15:00' }, 'moderator')).statusCode).toBe(404);
    for (const payload of [{}, { postId, date: '2026-02-30', start: '07:00', end: '15:00' }, { postId, date: day(2), start: '25:00', end: '15:00' }, { postId, date: day(2), start: '07:00' }]) {
      const answer = await create(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().errors).toBeDefined();
    }
  });
});

describe('changes, cancellation, deletion', () => {
  it('changes a draft freely: times recounted, no history, no version', async () => {
    const shift = await insertShift(t, { postId, date: day(26), start: '08:00', end: '16:00', status: 'DRAFT' });
    const changed = await patch(shift.id, { start: '09:00', end: '21:00', note: 'Orario lungo' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ start: '09:00', end: '21:00', minutes: 720, note: 'Orario lungo', version: 1 });
    expect((await patch(shift.id, { note: '' })).json().note).toBeNull();
    expect((await t.call({ method: 'GET', url: `/api/workforce/shifts/${shift.id}/changes`, token: await t.login('admin') })).json()).toEqual([]);
  });

  it('after publication needs a reason, raises the version, keeps who/when/why/before/after and tells the guard', async () => {
    const guard = await person(companies[0], 'Avvisato');
    const shift = await insertShift(t, { postId, userId: guard, date: day(27), start: '08:00', end: '16:00', status: 'PUBLISHED' });
    const missing = await patch(shift.id, { end: '18:00' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty(['reason']);

    const changed = await patch(shift.id, { end: '18:00', reason: 'Chiusura posticipata' }, 'moderator');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ end: '18:00', minutes: 600, version: 2, status: 'PUBLISHED' });
    const label = `Hall · ${formatDate(day(27))} 08:00–18:00`;
    const [told] = await notifications(guard);
    expect(told).toMatchObject({ kind: 'SHIFT_CHANGED', link: '/home/shifts' });
    expect(JSON.parse(told.params!)).toEqual({ shift: label, reason: 'Chiusura posticipata' });

    const cancelled = await patch(shift.id, { status: 'CANCELLED', reason: 'Servizio sospeso' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', version: 3 });
    expect((await notifications(guard)).map((n) => n.kind)).toEqual(['SHIFT_CHANGED', 'SHIFT_CANCELLED']);
    expect((await patch(shift.id, { note: 'ancora', reason: 'x' })).statusCode).toBe(409);

    const history = await t.call({ method: 'GET', url: `/api/workforce/shifts/${shift.id}/changes`, token: await t.login('admin') });
    expect(history.statusCode).toBe(200);
    const moderator = await userIdOf(t, 'moderator');
    expect(history.json()).toMatchObject([
      { shiftId: shift.id, actorId: moderator, actorName: expect.any(String), action: 'EDIT', reason: 'Chiusura posticipata', before: { end: '16:00' }, after: { end: '18:00' }, at: expect.any(String) },
      { action: 'CANCEL', reason: 'Servizio sospeso', before: { status: 'PUBLISHED' }, after: { status: 'CANCELLED' } },
    ]);
  });

  it('refuses to change a past shift, and a new time that overlaps the guard’s other shift', async () => {
    const guard = await person();
    const past = await insertShift(t, { postId, userId: guard, date: day(-1), status: 'PUBLISHED' });
    const answer = await patch(past.id, { note: 'dopo', reason: 'correzione' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('CONFLICT');
    await insertShift(t, { postId, userId: guard, date: day(28), start: '14:00', end: '20:00', status: 'DRAFT' });
    const morning = await insertShift(t, { postId, userId: guard, date: day(28), start: '06:00', end: '12:00', status: 'DRAFT' });
    const longer = await patch(morning.id, { end: '15:00' });
    expect(longer.statusCode).toBe(409);
    expect(longer.json()).toMatchObject({ code: 'ASSIGNMENT_REFUSED', reasons: [{ code: 'OVERLAP' }] });
    expect((await patch(999_999, { note: 'x' })).statusCode).toBe(404);
    expect((await patch(morning.id, { start: '7:00' })).statusCode).toBe(400);
    expect((await patch(morning.id, { status: 'PUBLISHED' })).statusCode).toBe(400);
  });

  it('deletes only a draft never published; anything else is cancelled instead (409)', async () => {
    const remove = async (id: number, who: 'admin' | 'moderator' = 'admin') => t.call({ method: 'DELETE', url: `/api/workforce/shifts/${id}`, token: await t.login(who) });
    const draft = await insertShift(t, { postId, date: day(29), status: 'DRAFT' });
    expect((await remove(draft.id)).statusCode).toBe(200);
    expect((await remove(draft.id)).statusCode).toBe(404);
    const published = await insertShift(t, { postId, date: day(29), status: 'PUBLISHED' });
    expect((await remove(published.id)).statusCode).toBe(409);
    const cancelled = await insertShift(t, { postId, date: day(29), start: '10:00', status: 'PUBLISHED' });
    await patch(cancelled.id, { status: 'CANCELLED', reason: 'Annullato' });
    expect((await remove(cancelled.id)).statusCode).toBe(409);
    const pastDraft = await insertShift(t, { postId, date: day(-2), status: 'DRAFT' });
    expect((await remove(pastDraft.id)).statusCode).toBe(409);
    const outside = await insertShift(t, { postId: outsidePostId, date: day(29), status: 'DRAFT' });
    expect((await remove(outside.id, 'moderator')).statusCode).toBe(404);
  });
});

describe('GET api/workforce/shifts/my', () => {
  it("answers the caller's published shifts and those cancelled after publication, never drafts nor anyone else's", async () => {
    const worker = await userIdOf(t, 'worker');
    const published = await insertShift(t, { postId, userId: worker, date: day(2), start: '05:00', end: '06:00', status: 'PUBLISHED' });
    const draft = await insertShift(t, { postId, userId: worker, date: day(3), start: '05:00', end: '06:00', status: 'DRAFT' });
    const cancelled = await insertShift(t, { postId, userId: worker, date: day(4), start: '05:00', end: '06:00', status: 'PUBLISHED' });
    await patch(cancelled.id, { status: 'CANCELLED', reason: 'Non serve' });
    const cancelledDraft = await insertShift(t, { postId, userId: worker, date: day(5), start: '05:00', end: '06:00', status: 'CANCELLED' });
    const later = await insertShift(t, { postId, userId: worker, date: day(40), start: '05:00', end: '06:00', status: 'PUBLISHED' });
    const someoneElse = await insertShift(t, { postId, userId: await person(), date: day(2), start: '05:00', end: '06:00', status: 'PUBLISHED' });

    const mine = await t.call({ method: 'GET', url: '/api/workforce/shifts/my', token: await t.login('worker') });
    expect(mine.statusCode, mine.body).toBe(200);
    const shifts = mine.json() as TShift[];
    expect(shifts.every((shift) => shift.userId === worker)).toBe(true);
    const ids = shifts.map((shift) => shift.id);
    expect(ids).toEqual(expect.arrayContaining([published.id, cancelled.id]));
    for (const hidden of [draft.id, cancelledDraft.id, later.id, someoneElse.id]) expect(ids).not.toContain(hidden);
    expect(shifts.find((shift) => shift.id === published.id)).toMatchObject({ postName: 'Hall', ordersAcknowledged: false, status: 'PUBLISHED' });
    expect(shifts.find((shift) => shift.id === cancelled.id)).toMatchObject({ status: 'CANCELLED' });

    const ranged = await t.call({ method: 'GET', url: '/api/workforce/shifts/my', token: await t.login('worker'), query: { from: day(39), to: day(41) } });
    expect((ranged.json() as TShift[]).map((shift) => shift.id)).toEqual([later.id]);
    const admin = await t.call({ method: 'GET', url: '/api/workforce/shifts/my', token: await t.login('admin') });
    expect((admin.json() as TShift[]).map((shift) => shift.id)).not.toContain(published.id);
    const badQueries: Record<string, string>[] = [{ from: 'ieri' }, { from: day(5), to: day(1) }, { from: day(0), to: day(90) }];
    for (const query of badQueries) {
      const bad = await t.call({ method: 'GET', url: '/api/workforce/shifts/my', token: await t.login('worker'), query });
      expect(bad.statusCode, JSON.stringify(query)).toBe(400);
      expect(bad.json().errors).toBeDefined();
    }
  });
});

describe('GET api/workforce/shifts/{id}/candidates and /changes', () => {
  const get = async (path: string, who: 'admin' | 'moderator' = 'admin') => t.call({ method: 'GET', url: `/api/workforce/shifts/${path}`, token: await t.login(who) });

  it('lists who could cover an open shift, with their hours and warnings', async () => {
    const free = await person(companies[0], 'Candidati');
    const open = await insertShift(t, { postId, date: day(26), start: '08:00', end: '14:00', status: 'PUBLISHED' });
    const answer = await get(`${open.id}/candidates`, 'moderator');
    expect(answer.statusCode, answer.body).toBe(200);
    const candidate = (answer.json() as Array<{ userId: number; name: string; weekMinutes: number; warnings: Array<{ level: string }> }>).find((c) => c.userId === free);
    expect(candidate).toMatchObject({ name: 'Candidati Luca', weekMinutes: 0 });
    expect(candidate!.warnings.every((w) => w.level === 'WARN')).toBe(true);
  });

  it("answers 404 for another company's shift or none, and 400 for an id that is no number", async () => {
    const outside = await insertShift(t, { postId: outsidePostId, date: day(27), status: 'DRAFT' });
    for (const tail of ['candidates', 'changes']) {
      expect((await get(`${outside.id}/${tail}`, 'moderator')).statusCode, tail).toBe(404);
      expect((await get(`${outside.id}/${tail}`, 'admin')).statusCode, tail).toBe(200);
      expect((await get(`999999/${tail}`)).statusCode, tail).toBe(404);
      const bad = await get(`x/${tail}`);
      expect(bad.statusCode, tail).toBe(400);
      expect(bad.json().errors).toBeDefined();
    }
  });
});
