import { addDays } from '../../src/shared/dates';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds } from '../helpers/api';
import { documentDeadline, setPerson } from '../helpers/deadlines';
import { dayFromToday as day, insertClientSite, insertFitFiduciario, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
let siteId: number;
let outsideSiteId: number;
let postId: number;

/** A client and its site written straight into the database, for a company the demo may leave without one. */
const siteIn = (companyId: number) => insertClientSite(t, companyId);

const person = (companyId = companies[0], lastName = 'Bianchi') => insertFitFiduciario(t, companyId, { lastName, firstName: 'Anna' });

const assign = async (shiftId: number, payload: Record<string, unknown>, who: 'admin' | 'moderator' = 'admin') =>
  t.call({ method: 'POST', url: `/api/workforce/shifts/${shiftId}/assign`, token: await t.login(who), payload });
const changes = (shiftId: number) => t.app.db.selectFrom('shiftChange').selectAll().where('shiftId', '=', shiftId).orderBy('id').execute();
const notifications = (userId: number) => t.app.db.selectFrom('notification').selectAll().where('userId', '=', userId).where('kind', 'like', 'SHIFT_%').orderBy('id').execute();
const draft = (date: string, start = '08:00', end = '16:00', post = postId) => insertShift(t, { postId: post, date, start, end, status: 'DRAFT' });

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  siteId = await siteIn(companies[0]);
  outsideSiteId = await siteIn(companies[2]);
  postId = (await insertPost(t, { clientSiteId: siteId, name: 'Reception' })).id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('POST api/workforce/shifts/:id/assign', () => {
  it('puts a person on an open draft and takes them off again, each recorded; drafts tell no one', async () => {
    const guard = await person();
    const shift = await draft(day(3));
    const assigned = await assign(shift.id, { userId: guard });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ shift: { id: shift.id, userId: guard, userName: 'Bianchi Anna', status: 'DRAFT', version: 1, ordersAcknowledged: true }, message: expect.any(String) });
    expect(Array.isArray(assigned.json().warnings)).toBe(true);
    const off = await assign(shift.id, { userId: null }, 'moderator');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ shift: { userId: null, userName: null, ordersAcknowledged: null }, warnings: [] });
    const history = await changes(shift.id);
    expect(history.map((change) => change.action)).toEqual(['ASSIGN', 'UNASSIGN']);
    expect(JSON.parse(history[0].after!)).toMatchObject({ userId: guard, warnings: expect.any(Array) });
    expect(JSON.parse(history[1].before!)).toEqual({ userId: guard });
    expect(await notifications(guard)).toEqual([]);
  });

  it('refuses an overlap with another shift of the person, override or not; back to back and cancelled shifts do not overlap', async () => {
    const guard = await person();
    const first = await insertShift(t, { postId, userId: guard, date: day(4), start: '08:00', end: '16:00', status: 'DRAFT' });
    const overlapping = await draft(day(4), '12:00', '20:00');
    const refused = await assign(overlapping.id, { userId: guard });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ASSIGNMENT_REFUSED', reasons: [{ code: 'OVERLAP', level: 'REFUSE', overridable: false }] });
    expect(refused.json().message).toContain('Reception');
    expect((await assign(overlapping.id, { userId: guard, overrideReason: 'Nessun altro' })).json().code).toBe('ASSIGNMENT_REFUSED');

    const after = await draft(day(4), '16:00', '22:00');
    expect((await assign(after.id, { userId: guard })).statusCode).toBe(200);
    await t.app.db.updateTable('shift').set({ status: 'CANCELLED' }).where('id', '=', first.id).execute();
    const morning = await draft(day(4), '10:00', '14:00');
    expect((await assign(morning.id, { userId: guard })).statusCode).toBe(200);
  });

  it('after publication needs a reason (400 on overrideReason), raises the version, records it and tells both people', async () => {
    const before = await person(companies[0], 'Prima');
    const next = await person(companies[0], 'Dopo');
    const shift = await insertShift(t, { postId, userId: before, date: day(5), start: '06:00', end: '12:00', status: 'PUBLISHED' });
    const missing = await assign(shift.id, { userId: next });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty(['overrideReason']);

    const moved = await assign(shift.id, { userId: next, overrideReason: 'Cambio richiesto dal cliente' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().shift).toMatchObject({ userId: next, version: 2, status: 'PUBLISHED' });
    const [change] = await changes(shift.id);
    expect(change).toMatchObject({ action: 'ASSIGN', reason: 'Cambio richiesto dal cliente', actorId: expect.any(Number) });
    const label = `Reception · ${day(5).slice(8, 10)}/${day(5).slice(5, 7)}/${day(5).slice(0, 4)} 06:00–12:00`;
    const [told] = await notifications(next);
    expect(told).toMatchObject({ kind: 'SHIFT_CHANGED', link: '/home/shifts' });
    expect(JSON.parse(told.params!)).toEqual({ shift: label, reason: 'Cambio richiesto dal cliente' });
    const [dropped] = await notifications(before);
    expect(dropped).toMatchObject({ kind: 'SHIFT_CANCELLED', link: '/home/shifts' });
  });

  it('refuses past and cancelled shifts (409), unknown or out-of-scope people and shifts (404), bad bodies (400)', async () => {
    const guard = await person();
    const past = await draft(day(-1));
    const pastAnswer = await assign(past.id, { userId: guard });
    expect(pastAnswer.statusCode).toBe(409);
    expect(pastAnswer.json().code).toBe('CONFLICT');
    const cancelled = await insertShift(t, { postId, date: day(6), status: 'CANCELLED' });
    expect((await assign(cancelled.id, { userId: guard })).statusCode).toBe(409);

    const open = await draft(day(6), '09:00', '10:00');
    expect((await assign(open.id, { userId: 999_999 })).statusCode).toBe(404);
    expect((await assign(999_999, { userId: guard })).statusCode).toBe(404);
    const outsider = await person(companies[2]);
    expect((await assign(open.id, { userId: outsider }, 'moderator')).statusCode).toBe(404);
    const outsidePost = await insertPost(t, { clientSiteId: outsideSiteId });
    const outsideShift = await draft(day(6), '08:00', '16:00', outsidePost.id);
    expect((await assign(outsideShift.id, { userId: guard }, 'moderator')).statusCode).toBe(404);
    for (const payload of [{}, { userId: 'x' }, { userId: -1 }, { userId: guard, overrideReason: 'x'.repeat(501) }]) {
      const answer = await assign(open.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().errors).toBeDefined();
    }
    const bad = await t.call({ method: 'POST', url: '/api/workforce/shifts/abc/assign', token: await t.login('admin'), payload: { userId: guard } });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only one of two simultaneous assignments of the same person to overlapping shifts through', async () => {
    for (let round = 0; round < 3; round += 1) {
      const guard = await person();
      const a = await draft(day(8 + round), '08:00', '16:00');
      const b = await draft(day(8 + round), '14:00', '22:00');
      const answers = await Promise.all([assign(a.id, { userId: guard }, 'admin'), assign(b.id, { userId: guard }, 'moderator')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ code: 'ASSIGNMENT_REFUSED', reasons: [{ code: 'OVERLAP' }] });
      const held = await t.app.db.selectFrom('shift').select('id').where('userId', '=', guard).execute();
      expect(held).toHaveLength(1);
    }
  });
});

describe('POST api/workforce/shifts/copy-week', () => {
  it('copies a week a week later as drafts, keeping each person unless refused there; twice adds nothing', async () => {
    const post = await insertPost(t, { clientSiteId: siteId, name: 'Varco copia' });
    const from = mondayOf(day(14));
    const guard = await person();
    const busy = await person();
    await insertShift(t, { postId: post.id, userId: guard, date: from, start: '07:00', end: '13:00', status: 'PUBLISHED' });
    await insertShift(t, { postId: post.id, userId: busy, date: from, start: '13:00', end: '19:00', status: 'PUBLISHED' });
    await insertShift(t, { postId: post.id, date: from, start: '19:00', end: '23:00', status: 'CANCELLED' });
    // The busy one already works elsewhere at the time of the copy: that copy stays open.
    await insertShift(t, { postId, userId: busy, date: addDays(from, 7), start: '12:00', end: '18:00', status: 'DRAFT' });

    const copy = async (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/workforce/shifts/copy-week', token: await t.login('admin'), payload });
    const first = await copy({ from, postId: post.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 2, unassigned: 1 });
    const copies = await t.app.db.selectFrom('shift').selectAll().where('postId', '=', post.id).where('date', '>', from).orderBy('startTime').execute();
    expect(copies.map((shift) => [shift.startTime, shift.userId, shift.status])).toEqual([
      ['07:00', guard, 'DRAFT'],
      ['13:00', null, 'DRAFT'],
    ]);
    const again = await copy({ from, postId: post.id });
    expect(again.json()).toMatchObject({ created: 0, unassigned: 0 });
    const notMonday = await copy({ from: addDays(from, 1) });
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.json().errors).toHaveProperty(['from']);
  });
});

/**
 * These depend on the rules (rules/check.ts): until they land, checkAssignment answers no
 * results and these assignments go through.
 */
describe('refusals the rules make (wait on the rules)', () => {
  it('refuses a person on approved leave that day, with the reason', async () => {
    const guard = await person();
    await t.app.db
      .insertInto('permission')
      .values({ userId: guard, companyId: companies[0], type: 'FERIE', startDate: day(12), endDate: day(14), status: 'APPROVED' })
      .execute();
    const shift = await draft(day(13));
    const refused = await assign(shift.id, { userId: guard });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ASSIGNMENT_REFUSED' });
    expect(refused.json().reasons.map((reason: { code: string }) => reason.code)).toContain('ON_LEAVE');
  });

  it('refuses a guard with an expired decree on a GPG post, and no override lets them through', async () => {
    const guard = await person();
    await setPerson(t, guard, { qualification: 'GPG' });
    await documentDeadline(t, { ownerId: guard, type: 'DECRETO_GPG', issuedAt: day(-800), expiresAt: day(-10) });
    const gpgPost = await insertPost(t, { clientSiteId: siteId, name: 'Vigilanza ingresso', serviceType: 'VIGILANZA_FISSA', requiredQualification: 'GPG' });
    const shift = await draft(day(15), '08:00', '16:00', gpgPost.id);
    const refused = await assign(shift.id, { userId: guard, overrideReason: 'Urgente' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ASSIGNMENT_REFUSED' });
    const reason = refused.json().reasons.find((r: { code: string }) => r.code === 'NOT_QUALIFIED');
    expect(reason).toMatchObject({ level: 'REFUSE', overridable: false, message: expect.any(String) });
  });
});
