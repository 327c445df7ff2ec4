import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { WORKFORCE_DEFAULTS } from '../../src/shared/schemas/workforce';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import { findCandidates } from '../../src/server/resources/workforce/rules/candidates';
import { type AssignTarget, checkAssignment } from '../../src/server/resources/workforce/rules/check';
import { contractMinutesOf } from '../../src/server/resources/workforce/rules/contract';
import { putWorkforceSettings } from '../../src/server/resources/workforce/settings';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody, createUser, demoCompanyIds } from '../helpers/api';
import { medicalVisit } from '../helpers/deadlines';
import { dayFromToday, insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let otherCompanyId: number;
// A week far enough ahead that nothing of the demo roster is in it; D is its Wednesday.
const W = mondayOf(dayFromToday(70));
const D = addDays(W, 2);

beforeAll(async () => {
  t = await createTestApp();
  otherCompanyId = (await demoCompanyIds(t))[2];
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** A company of its own with one client site, so no demo person walks into the checks. */
const freshCompany = async () => {
  const { id: companyId } = await t.app.db.insertInto('company').values({ ...(companyBody() as { name: string; vat: string }), status: 'ACTIVE' }).returning('id').executeTakeFirstOrThrow();
  const { id: clientId } = await t.app.db.insertInto('client').values({ companyId, name: 'Cliente di prova' }).returning('id').executeTakeFirstOrThrow();
  const { id: siteId } = await t.app.db.insertInto('clientSite').values({ clientId, name: 'Sede di prova' }).returning('id').executeTakeFirstOrThrow();
  return { companyId, siteId };
};

interface GuardOptions {
  companyId: number;
  qualification?: string | null;
  lastName?: string;
  decreeDue?: string | null;
  decreeFiled?: boolean;
  roles?: string[];
  endDate?: string | null;
}

/** A person fit for work (medical visit of ten days ago), a GPG with a decree valid for two years unless told. */
const guard = async ({ companyId, qualification = 'GPG', lastName = 'Guardia', decreeDue = dayFromToday(700), decreeFiled = false, roles, endDate = null }: GuardOptions) => {
  const { id } = await createUser(t, { companyIds: [companyId], ...(roles ? { roles } : {}) });
  await t.app.db.updateTable('user').set({ firstName: `N${id}`, lastName, qualification, hireDate: '2020-01-01', endDate }).where('id', '=', id).execute();
  await medicalVisit(t, id, { visitDate: dayFromToday(-10), outcome: 'FIT', validUntil: dayFromToday(400) });
  if (qualification === 'GPG' && decreeDue) {
    await deadline(companyId, id, 'DECRETO_GPG', decreeDue, decreeFiled ? { state: 'RENEWAL_FILED', renewalFiledAt: dayFromToday(0) } : {});
  }
  return id;
};

const deadline = (companyId: number, userId: number, kind: string, dueDate: string, more: { state?: string; renewalFiledAt?: string } = {}) =>
  t.app.db
    .insertInto('deadline')
    .values({ companyId, subjectType: 'USER', subjectId: userId, kind, dueDate, leadDays: 30, remindFrom: addDays(dueDate, -30), source: kind === 'FIRST_AID' ? 'TRAINING' : 'MANUAL', ...more })
    .execute();

const leave = (companyId: number, userId: number, fields: { type: string; startDate: string; endDate: string | null; status?: string; startTime?: string; endTime?: string }) =>
  t.app.db
    .insertInto('permission')
    .values({ userId, companyId, status: 'APPROVED', ...fields, kind: fields.type === 'MALATTIA' ? 'FIRST' : null, protocolNumber: fields.type === 'MALATTIA' ? 'ABC123' : null })
    .execute();

/** An open shift as the assignment sees it. */
const openShift = async (postId: number, date: string, start: string, end: string): Promise<AssignTarget> => {
  const { id } = await insertShift(t, { postId, date, start, end, status: 'DRAFT' });
  return t.app.db.selectFrom('shift').select(['id', 'companyId', 'postId', 'date', 'startsAt', 'endsAt', 'minutes']).where('id', '=', id).executeTakeFirstOrThrow();
};

const check = (shift: AssignTarget, userId: number, locale: 'it' | 'es' | 'en' = 'it') => checkAssignment(t.app.db, shift, userId, locale);
const codes = async (shift: AssignTarget, userId: number) => (await check(shift, userId)).map((r) => r.code);

describe('checkAssignment', () => {
  let company: { companyId: number; siteId: number };
  let gpgPost: { id: number };
  let porterPost: { id: number };
  beforeAll(async () => {
    company = await freshCompany();
    gpgPost = await insertPost(t, { clientSiteId: company.siteId, name: 'Varco armato', serviceType: 'VIGILANZA_FISSA', requiredQualification: 'GPG', requiredCourses: ['FIRST_AID'], orders: 'Chiudere il varco alle 22' });
    porterPost = await insertPost(t, { clientSiteId: company.siteId, name: 'Portineria Est', serviceType: 'PORTIERATO' });
  });

  it('passes a fit GPG at a GPG post once the course is done and the orders acknowledged; warns before and after the orders change', async () => {
    const id = await guard({ companyId: company.companyId });
    const shift = await openShift(gpgPost.id, D, '07:00', '15:00');
    const before = await check(shift, id);
    expect(before.map((r) => [r.code, r.level])).toEqual([
      ['COURSE_MISSING', 'WARN'],
      ['ORDERS_NOT_ACKNOWLEDGED', 'WARN'],
    ]);
    expect(before[0]).toMatchObject({ params: { course: 'FIRST_AID', reason: 'MISSING' }, message: 'Corso richiesto dal posto non valido: Primo soccorso (mai svolto)' });
    await deadline(company.companyId, id, 'FIRST_AID', dayFromToday(500));
    await t.app.db.insertInto('postAck').values({ postId: gpgPost.id, userId: id, ordersVersion: 1 }).execute();
    expect(await check(shift, id)).toEqual([]);
    await t.app.db.updateTable('post').set({ ordersVersion: 2 }).where('id', '=', gpgPost.id).execute();
    expect(await codes(shift, id)).toEqual(['ORDERS_NOT_ACKNOWLEDGED']);
  });

  it('refuses an overlap with the other shift named; touching ends, cancelled shifts and the shift itself do not count', async () => {
    const id = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO' });
    const shift = await openShift(porterPost.id, D, '07:00', '15:00');
    await t.app.db.updateTable('shift').set({ userId: id }).where('id', '=', shift.id).execute();
    await insertShift(t, { postId: porterPost.id, userId: id, date: D, start: '15:00', end: '23:00' });
    await insertShift(t, { postId: porterPost.id, userId: id, date: D, start: '14:00', end: '22:00', status: 'CANCELLED' });
    expect(await codes(shift, id)).not.toContain('OVERLAP');
    await insertShift(t, { postId: porterPost.id, userId: id, date: D, start: '12:00', end: '20:00' });
    const overlap = (await check(shift, id)).filter((r) => r.code === 'OVERLAP');
    expect(overlap).toEqual([
      { code: 'OVERLAP', level: 'REFUSE', overridable: false, params: { post: 'Portineria Est', date: expect.any(String), start: '12:00', end: '20:00' }, message: expect.stringContaining('Portineria Est') },
    ]);
  });

  it('refuses approved leave and sick leave (open-ended too), not a pending request nor hours outside the shift', async () => {
    const shift = await openShift(porterPost.id, D, '07:00', '13:00');
    const onHoliday = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO' });
    await leave(company.companyId, onHoliday, { type: 'FERIE', startDate: addDays(D, -2), endDate: addDays(D, 2) });
    expect(await check(shift, onHoliday)).toMatchObject([{ code: 'ON_LEAVE', level: 'REFUSE', overridable: false, params: { type: 'FERIE', typeName: 'Ferie' } }]);
    const sick = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO' });
    await leave(company.companyId, sick, { type: 'MALATTIA', startDate: addDays(D, -5), endDate: null });
    expect(await codes(shift, sick)).toEqual(['SICK_LEAVE']);
    const pending = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO' });
    await leave(company.companyId, pending, { type: 'FERIE', startDate: D, endDate: D, status: 'PENDING' });
    await leave(company.companyId, pending, { type: 'ROL', startDate: D, endDate: D, startTime: '14:00', endTime: '16:00' });
    expect(await codes(shift, pending)).toEqual([]);
    await leave(company.companyId, pending, { type: 'ROL', startDate: D, endDate: D, startTime: '12:00', endTime: '16:00' });
    expect(await codes(shift, pending)).toEqual(['ON_LEAVE']);
  });

  it('refuses an expired decree even with its renewal filed, and a fiduciario at a GPG post, with the reasons in words', async () => {
    const shift = await openShift(gpgPost.id, D, '07:00', '15:00');
    const lapsed = await guard({ companyId: company.companyId, decreeDue: addDays(D, -1), decreeFiled: true });
    const [refusal] = await check(shift, lapsed);
    expect(refusal).toMatchObject({ code: 'NOT_QUALIFIED', level: 'REFUSE', overridable: false, params: { causes: 'GPG_INVALID', blockers: 'GPG_EXPIRED' } });
    expect(refusal.message).toContain('decreto GPG scaduto');
    const fiduciario = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO' });
    expect((await check(shift, fiduciario, 'en'))[0]).toMatchObject({ code: 'NOT_QUALIFIED', params: { causes: 'NOT_GPG' }, message: expect.stringContaining('the post needs a licensed security guard') });
  });

  it('refuses someone no longer employed, deactivated, or of another company', async () => {
    const shift = await openShift(porterPost.id, D, '07:00', '13:00');
    const gone = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO', endDate: addDays(D, -1) });
    expect(await check(shift, gone)).toMatchObject([{ code: 'NOT_EMPLOYED', params: { reason: 'ENDED' } }]);
    const inactive = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO' });
    await t.app.db.updateTable('user').set({ active: 0 }).where('id', '=', inactive).execute();
    expect(await check(shift, inactive)).toMatchObject([{ code: 'NOT_EMPLOYED', params: { reason: 'INACTIVE' } }]);
    const elsewhere = await guard({ companyId: otherCompanyId, qualification: 'FIDUCIARIO' });
    expect(await codes(shift, elsewhere)).toEqual(['OTHER_COMPANY']);
  });

  it('warns on short rest across midnight, and refuses it (overridably) where the company says so', async () => {
    const id = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO' });
    await insertShift(t, { postId: porterPost.id, userId: id, date: addDays(D, -1), start: '16:00', end: '22:00' });
    const shift = await openShift(porterPost.id, D, '06:00', '12:00');
    expect(await check(shift, id)).toMatchObject([{ code: 'REST_BETWEEN', level: 'WARN', params: { side: 'BEFORE', restMinutes: 480, minHours: 11 } }]);
    const rules = { ...WORKFORCE_DEFAULTS.rules, FIDUCIARIO: { ...WORKFORCE_DEFAULTS.rules.FIDUCIARIO, refuse: ['REST_BETWEEN' as const] } };
    await putWorkforceSettings(t.app.db, company.companyId, { ...WORKFORCE_DEFAULTS, rules }, id);
    try {
      expect(await check(shift, id)).toMatchObject([{ code: 'REST_BETWEEN', level: 'REFUSE', overridable: true }]);
    } finally {
      await t.app.db.deleteFrom('workforceSetting').where('companyId', '=', company.companyId).execute();
    }
  });

  it('warns past the contract’s weekly hours, from the contract in force', async () => {
    const id = await guard({ companyId: company.companyId, qualification: 'FIDUCIARIO' });
    await contract(company.companyId, id, { startDate: '2024-01-01', endDate: null, weeklyHours: 12 });
    await insertShift(t, { postId: porterPost.id, userId: id, date: W, start: '08:00', end: '14:00' });
    const shift = await openShift(porterPost.id, D, '08:00', '14:00');
    expect(await codes(shift, id)).toEqual([]);
    await insertShift(t, { postId: porterPost.id, userId: id, date: addDays(W, 1), start: '08:00', end: '14:00' });
    expect(await check(shift, id)).toMatchObject([{ code: 'CONTRACT_HOURS', params: { weekMinutes: 1080, contractMinutes: 720, overtime: '6 h' } }]);
  });

  it('answers 404 for a person who does not exist', async () => {
    const shift = await openShift(porterPost.id, D, '07:00', '13:00');
    await expect(check(shift, 99_999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

const contract = (companyId: number, userId: number, { weeklyHours, ...dates }: { startDate: string; endDate: string | null; weeklyHours: number }) =>
  t.app.db
    .insertInto('employmentContract')
    .values({ userId, companyId, ccnl: 'VIGILANZA', level: 'D', qualification: 'FIDUCIARIO', ...dates, data: JSON.stringify({ weeklyHours }) })
    .execute();

describe('contractMinutesOf', () => {
  it('reads the newest contract in force, else the default', async () => {
    const { companyId } = await freshCompany();
    const [current, ended, none] = [await guard({ companyId }), await guard({ companyId }), await guard({ companyId })];
    await contract(companyId, current, { startDate: '2023-01-01', endDate: null, weeklyHours: 40 });
    await contract(companyId, current, { startDate: '2025-01-01', endDate: null, weeklyHours: 30 });
    await contract(companyId, current, { startDate: dayFromToday(30), endDate: null, weeklyHours: 20 });
    await contract(companyId, ended, { startDate: '2023-01-01', endDate: dayFromToday(-1), weeklyHours: 24 });
    const minutes = await contractMinutesOf(t.app.db, [current, ended, none]);
    expect([minutes.get(current), minutes.get(ended), minutes.get(none)]).toEqual([1800, 2400, 2400]);
  });
});

describe('findCandidates', () => {
  it('ranks the people who pass every refusing check by warnings, then the week’s minutes', async () => {
    const { companyId, siteId } = await freshCompany();
    const post = await insertPost(t, { clientSiteId: siteId, name: 'Varco', serviceType: 'VIGILANZA_FISSA', requiredQualification: 'GPG', requiredCourses: ['FIRST_AID'], orders: 'Consegne' });
    const other = await insertPost(t, { clientSiteId: siteId, name: 'Altro varco', serviceType: 'PORTIERATO' });
    const ready = async (lastName: string) => {
      const id = await guard({ companyId, lastName });
      await deadline(companyId, id, 'FIRST_AID', dayFromToday(500));
      await t.app.db.insertInto('postAck').values({ postId: post.id, userId: id, ordersVersion: 1 }).execute();
      return id;
    };
    const best = await ready('Bianchi');
    const busy = await ready('Azzurri');
    await insertShift(t, { postId: other.id, userId: busy, date: W, start: '08:00', end: '16:00' });
    await insertShift(t, { postId: other.id, userId: busy, date: addDays(W, 1), start: '08:00', end: '16:00' });
    const unready = await guard({ companyId, lastName: 'Neri' });
    const overlapping = await ready('Sovrapposto');
    await insertShift(t, { postId: other.id, userId: overlapping, date: D, start: '10:00', end: '18:00' });
    const away = await ready('Assente');
    await leave(companyId, away, { type: 'FERIE', startDate: D, endDate: D });
    await guard({ companyId, lastName: 'Scaduto', decreeDue: addDays(D, -1), decreeFiled: true });
    await guard({ companyId, lastName: 'Fiduciario', qualification: 'FIDUCIARIO' });
    await guard({ companyId, lastName: 'Contabile', roles: ['ROLE_ACCOUNTING'] });
    await guard({ companyId: otherCompanyId, lastName: 'Altrove' });

    const shift = await openShift(post.id, D, '07:00', '15:00');
    const list = await findCandidates(t.app.db, shift, 'it');
    expect(list.map((c) => c.userId)).toEqual([best, busy, unready]);
    expect(list[0]).toEqual({ userId: best, name: `Bianchi N${best}`, qualification: 'GPG', weekMinutes: 0, contractMinutes: 2400, warnings: [] });
    expect(list[1]).toMatchObject({ weekMinutes: 960, warnings: [] });
    expect(list[2].warnings.map((w) => w.code)).toEqual(['COURSE_MISSING', 'ORDERS_NOT_ACKNOWLEDGED']);
    expect((await findCandidates(t.app.db, shift, 'it', 1)).map((c) => c.userId)).toEqual([best]);

    // Whoever holds the shift is no replacement for it.
    await t.app.db.updateTable('shift').set({ userId: best }).where('id', '=', shift.id).execute();
    expect((await findCandidates(t.app.db, shift, 'it')).map((c) => c.userId)).toEqual([busy, unready]);
  });
});
