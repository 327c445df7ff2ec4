import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFORCE_DEFAULTS } from '../../src/shared/schemas/workforce';
import { ZAssignCheckResult } from '../../src/shared/schemas/workforce-check';
import { putWorkforceSettings } from '../../src/server/resources/workforce/settings';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds } from '../helpers/api';
import { documentDeadline, setPerson } from '../helpers/deadlines';
import { dayFromToday as day, insertClientSite, insertFitFiduciario, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
let siteId: number;
let outsideSiteId: number;
let postId: number;

const siteIn = (companyId: number) => insertClientSite(t, companyId, `Cliente verifica ${companyId}`);
const person = (companyId = companies[0]) => insertFitFiduciario(t, companyId);

const check = async (shiftId: number | string, payload: unknown, who: 'admin' | 'moderator' = 'admin', language?: string) =>
  t.call({ method: 'POST', url: `/api/workforce/shifts/${shiftId}/check`, token: await t.login(who), payload: payload as Record<string, unknown>, headers: language ? { 'accept-language': language } : {} });
const assign = async (shiftId: number, payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/api/workforce/shifts/${shiftId}/assign`, token: await t.login('admin'), payload });
const draft = (date: string, start = '08:00', end = '16:00', post = postId) => insertShift(t, { postId: post, date, start, end, status: 'DRAFT' });
const codes = (results: Array<{ code: string }>) => results.map((result) => result.code).sort();

/**
 * The check says what the assignment then answers: the same code, the same reasons (codes, levels,
 * messages) and the same message. The assignment runs after the check, so the check wrote nothing.
 */
const expectSameAnswerAsAssign = async (shiftId: number, userId: number) => {
  const asked = await check(shiftId, { userId });
  expect(asked.statusCode, asked.body).toBe(200);
  const answer = ZAssignCheckResult.parse(asked.json());
  const assigned = await assign(shiftId, { userId });
  if (answer.ok) {
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().warnings).toEqual(answer.warnings);
  } else {
    expect(assigned.statusCode, assigned.body).toBe(409);
    expect(assigned.json()).toMatchObject({ code: answer.code, message: answer.message });
    expect(assigned.json().reasons).toEqual(answer.refusals);
  }
  return answer;
};

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  siteId = await siteIn(companies[0]);
  outsideSiteId = await siteIn(companies[2]);
  postId = (await insertPost(t, { clientSiteId: siteId, name: 'Reception verifica' })).id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('POST api/workforce/shifts/:id/check', () => {
  it('answers ok for a person the checks let through, and writes nothing', async () => {
    const guard = await person();
    const shift = await draft(day(3));
    const asked = await check(shift.id, { userId: guard }, 'moderator');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ ok: true, code: null, message: '', refusals: [], reasonRequired: false });
    const row = await t.app.db.selectFrom('shift').select(['userId', 'version']).where('id', '=', shift.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ userId: null, version: 1 });
    expect(await t.app.db.selectFrom('shiftChange').select('id').where('shiftId', '=', shift.id).execute()).toEqual([]);
    await expectSameAnswerAsAssign(shift.id, guard);
  });

  it('refuses an overlap with the code, reasons and message the assignment then answers', async () => {
    const guard = await person();
    await insertShift(t, { postId, userId: guard, date: day(4), start: '08:00', end: '16:00', status: 'DRAFT' });
    const shift = await draft(day(4), '12:00', '20:00');
    const answer = await expectSameAnswerAsAssign(shift.id, guard);
    expect(answer).toMatchObject({ ok: false, code: 'ASSIGNMENT_REFUSED', refusals: [{ code: 'OVERLAP', level: 'REFUSE', overridable: false }] });
    expect(answer.message).toContain('Reception verifica');
  });

  it('refuses approved leave that day, as the assignment does', async () => {
    const guard = await person();
    await t.app.db.insertInto('permission').values({ userId: guard, companyId: companies[0], type: 'FERIE', startDate: day(12), endDate: day(14), status: 'APPROVED' }).execute();
    const answer = await expectSameAnswerAsAssign((await draft(day(13))).id, guard);
    expect(answer.code).toBe('ASSIGNMENT_REFUSED');
    expect(codes(answer.refusals)).toContain('ON_LEAVE');
  });

  it('refuses a guard with an expired decree on a GPG post, in the caller’s language', async () => {
    const guard = await person();
    await setPerson(t, guard, { qualification: 'GPG' });
    await documentDeadline(t, { ownerId: guard, type: 'DECRETO_GPG', issuedAt: day(-800), expiresAt: day(-10) });
    const gpgPost = await insertPost(t, { clientSiteId: siteId, name: 'Vigilanza verifica', serviceType: 'VIGILANZA_FISSA', requiredQualification: 'GPG' });
    const shift = await draft(day(15), '08:00', '16:00', gpgPost.id);
    const answer = await expectSameAnswerAsAssign(shift.id, guard);
    expect(answer).toMatchObject({ ok: false, code: 'ASSIGNMENT_REFUSED' });
    expect(answer.refusals.find((reason) => reason.code === 'NOT_QUALIFIED')).toMatchObject({ level: 'REFUSE', overridable: false });
    expect(answer.message).toMatch(/^Assegnazione rifiutata: /);
    const english = await check(shift.id, { userId: guard }, 'admin', 'en');
    expect(english.json().message).toMatch(/^Assignment refused: /);
  });

  it('tells a rule the company refuses (an override would do) apart from the law, and a short rest as a warning', async () => {
    const { id: restPost, companyId } = await insertPost(t, { clientSiteId: siteId, name: 'Portineria riposo' });
    const guard = await person();
    await insertShift(t, { postId: restPost, userId: guard, date: day(20), start: '16:00', end: '22:00', status: 'DRAFT' });
    const early = await draft(day(21), '06:00', '12:00', restPost);
    const warned = await check(early.id, { userId: guard });
    expect(warned.json()).toMatchObject({ ok: true, code: null, refusals: [], warnings: [{ code: 'REST_BETWEEN', level: 'WARN' }] });

    const rules = { ...WORKFORCE_DEFAULTS.rules, FIDUCIARIO: { ...WORKFORCE_DEFAULTS.rules.FIDUCIARIO, refuse: ['REST_BETWEEN' as const] } };
    await putWorkforceSettings(t.app.db, companyId, { ...WORKFORCE_DEFAULTS, rules }, guard);
    try {
      const answer = await expectSameAnswerAsAssign(early.id, guard);
      expect(answer).toMatchObject({ ok: false, code: 'OVERRIDE_REQUIRED', refusals: [{ code: 'REST_BETWEEN', level: 'REFUSE', overridable: true }] });
    } finally {
      await t.app.db.deleteFrom('workforceSetting').where('companyId', '=', companyId).execute();
    }
  });

  it('says a published shift needs a reason to change', async () => {
    const guard = await person();
    const published = await insertShift(t, { postId, date: day(9), start: '08:00', end: '16:00', status: 'PUBLISHED' });
    const asked = await check(published.id, { userId: guard });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ ok: true, reasonRequired: true });
  });

  it('answers 404 outside the caller’s companies, 409 for past and cancelled shifts, 400 for bad input', async () => {
    const guard = await person();
    const open = await draft(day(6), '09:00', '10:00');
    expect((await check(open.id, { userId: 999_999 })).statusCode).toBe(404);
    expect((await check(999_999, { userId: guard })).statusCode).toBe(404);
    const outsider = await person(companies[2]);
    expect((await check(open.id, { userId: outsider }, 'moderator')).statusCode).toBe(404);
    const outsidePost = await insertPost(t, { clientSiteId: outsideSiteId });
    const outsideShift = await draft(day(6), '08:00', '16:00', outsidePost.id);
    expect((await check(outsideShift.id, { userId: guard }, 'moderator')).statusCode).toBe(404);

    const past = await check((await draft(day(-1))).id, { userId: guard });
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('CONFLICT');
    const cancelled = await insertShift(t, { postId, date: day(6), status: 'CANCELLED' });
    expect((await check(cancelled.id, { userId: guard })).statusCode).toBe(409);

    for (const payload of [{}, { userId: null }, { userId: 'x' }, { userId: -1 }, [1]]) {
      const answer = await check(open.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().errors, JSON.stringify(payload)).toBeDefined();
    }
    expect((await check('abc', { userId: guard })).statusCode).toBe(400);
  });
});
