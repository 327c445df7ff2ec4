import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeDateOf, romeDayStart, romeTimeOf } from '../../src/shared/attendance';
import { addDays, todayInRome } from '../../src/shared/dates';
import { isRestDay } from '../../src/shared/leave';
import type { TDashboard, TDashboardFigure } from '../../src/shared/schemas/dashboard';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { freshCompany } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';
import { clientBody, created, siteBody } from '../helpers/people';
import { insertPost, insertShift } from '../helpers/workforce';

let t: TestApp;
let demo: [number, number, number];
let admin: string;
let moderator: string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoCompanyIds(t);
  admin = await t.login('admin');
  moderator = await t.login('moderator');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const dashboard = async (query: string, token = admin) => {
  const response = await t.call({ method: 'GET', url: `/api/dashboard${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDashboard;
};

/** The total a figure's list shows, opened with its filter in that company. */
const listTotal = async (figure: TDashboardFigure, companyId: number) => {
  const filter = JSON.stringify({ ...figure.link.filter, companyId });
  const response = await t.call({ method: 'GET', url: `/api/${figure.link.resource}?filter=${encodeURIComponent(filter)}&range=[0,0]`, token: admin });
  expect(response.statusCode, `${figure.link.resource} ${filter}: ${response.body}`).toBe(200);
  return Number(String(response.headers['content-range']).split('/')[1]);
};

/** A company of its own with a client site, a post and seven workers, and everything the dashboard counts. */
const scene = async () => {
  const company = await freshCompany(t);
  const client = await created(t, '/api/client', clientBody(company));
  const site = await created(t, '/api/client-site', siteBody(client.id));
  const post = await insertPost(t, { clientSiteId: site.id, name: 'Portineria' });
  const [anna, bruno, carla, dario, eva, franco, giulia] = await Promise.all(Array.from({ length: 7 }, () => newWorker(t, company)));
  const records: Array<{ checkIn: string; checkOut: string | null; userId: number }> = [];
  const clock = async (userId: number, checkIn: string, extra: { checkOut?: string; shiftId?: number; unplanned?: number } = {}) => {
    records.push({ userId, checkIn, checkOut: extra.checkOut ?? null });
    await t.app.db
      .insertInto('attendance')
      .values({ userId, companyId: company, siteType: 'CLIENT_SITE', siteId: site.id, siteName: site.name, checkIn, checkOut: extra.checkOut ?? null, shiftId: extra.shiftId ?? null, unplanned: extra.unplanned ?? 0 })
      .execute();
  };
  // The published shifts' days and lengths: those before today are the month's planned coverage.
  const published: Array<{ date: string; minutes: number }> = [];
  const shiftAt = (userId: number | null, startsAt: string, hours = 8) => {
    published.push({ date: romeDateOf(startsAt), minutes: hours * 60 });
    return insertShift(t, { postId: post.id, userId, date: romeDateOf(startsAt), start: romeTimeOf(startsAt), end: romeTimeOf(plus(startsAt, hours * HOUR)) });
  };

  // Now: Anna on time and at work, Bruno late, Carla a no-show, Dario clocked in without a shift, Eva open since 30 hours.
  const annaShift = await shiftAt(anna.id, ago(3 * HOUR));
  await clock(anna.id, plus(annaShift.startsAt, 2 * MINUTE), { shiftId: annaShift.id });
  await shiftAt(bruno.id, ago(20 * MINUTE));
  await shiftAt(carla.id, ago(60 * MINUTE));
  await clock(dario.id, ago(HOUR), { unplanned: 1 });
  await clock(eva.id, ago(30 * HOUR));

  const today = todayInRome();
  const first = `${today.slice(0, 7)}-01`;
  const leave = (userId: number, type: string, status: string, startDate: string, endDate: string | null) =>
    t.app.db.insertInto('permission').values({ userId, companyId: company, type, status, startDate, endDate, startTime: null, endTime: null, hours: null }).execute();
  await leave(franco.id, 'MALATTIA', 'APPROVED', addDays(today, -1), null);
  await leave(giulia.id, 'FERIE', 'APPROVED', today, today);
  await leave(giulia.id, 'FERIE', 'APPROVED', addDays(today, -40), addDays(today, -35));
  await leave(bruno.id, 'ROL', 'PENDING', addDays(today, 5), addDays(today, 5));

  const deadline = (kind: string, dueDate: string, state = 'OPEN') =>
    t.app.db
      .insertInto('deadline')
      .values({ companyId: company, subjectType: 'USER', subjectId: anna.id, kind, title: null, dueDate, leadDays: 60, remindFrom: addDays(dueDate, -60), source: 'MANUAL', sourceId: null, state })
      .execute();
  await deadline('ID_CARD', addDays(today, -3));
  await deadline('ID_CARD', addDays(today, -9));
  await deadline('DECRETO_GPG', addDays(today, -1));
  await deadline('DECRETO_GPG', addDays(today, -5), 'DONE');
  await deadline('MEDICAL_FITNESS', addDays(today, 10));
  await deadline('MEDICAL_FITNESS', addDays(today, 45));

  const request = (status: string, createdAt: string) =>
    t.app.db
      .insertInto('serviceRequest')
      .values({ companyId: company, clientId: client.id, siteId: site.id, createdBy: null, serviceType: 'PORTIERATO', title: 'Servizio', description: null, startDate: today, endDate: null, armed: 0, roundsPerDay: null, status, handledBy: null, rejectReason: null, postId: null, createdAt, updatedAt: createdAt })
      .execute();
  await request('OPEN', ago(49 * HOUR));
  await request('OPEN', ago(HOUR));
  await request('IN_PROGRESS', ago(72 * HOUR));

  const monday = addDays(mondayOf(today), 7);
  await insertShift(t, { postId: post.id, userId: null, date: monday, start: '07:00', end: '15:00', status: 'DRAFT' });
  await insertShift(t, { postId: post.id, userId: anna.id, date: addDays(monday, 6), start: '07:00', end: '15:00', status: 'DRAFT' });
  await insertShift(t, { postId: post.id, userId: anna.id, date: addDays(monday, 2), start: '07:00', end: '15:00', status: 'PUBLISHED' });

  const document = (createdAt: string, acknowledgedAt: string | null) =>
    t.app.db
      .insertInto('document')
      .values({ ownerType: 'USER', ownerId: anna.id, companyId: company, type: 'OTHER', title: 'Ordine di servizio', fileName: 'o.pdf', mimeType: 'application/pdf', size: 1, sha256: 'x', storageKey: `k${Math.random()}`, issuedAt: null, expiresAt: null, visibleToOwner: 1, acknowledgedAt, uploadedBy: null, replacesId: null, createdAt, updatedAt: createdAt })
      .execute();
  await document(ago(8 * 24 * HOUR), null);
  await document(ago(2 * 24 * HOUR), null);
  await document(ago(8 * 24 * HOUR), ago(7 * 24 * HOUR));

  // The month: 45 hours in one record from the 1st (5 over Anna's 40), 2 hours on last month's 1st.
  // At the month's first instant: a minute later would not yet have come in the first minute of the 1st.
  const monthStart = romeDayStart(first);
  await clock(bruno.id, monthStart, { checkOut: plus(monthStart, 45 * HOUR) });
  const lastFirst = `${addDays(first, -1).slice(0, 7)}-01`;
  const lastStart = romeDayStart(lastFirst);
  await clock(carla.id, lastStart, { checkOut: plus(lastStart, 2 * HOUR) });
  // Coverage: 8 planned hours three days ago, 4 delivered (and, before 03:00, the shifts of "now" begun yesterday).
  const coverageShift = await shiftAt(carla.id, plus(romeDayStart(addDays(today, -3)), 8 * HOUR));
  await clock(carla.id, coverageShift.startsAt, { checkOut: plus(coverageShift.startsAt, 4 * HOUR), shiftId: coverageShift.id });
  const plannedBefore = published.filter((shift) => shift.date < today && shift.date >= addDays(today, -28)).reduce((sum, shift) => sum + shift.minutes, 0);
  return { company, client, records, today, first, monthStart, plannedBefore };
};

describe('GET /api/dashboard', () => {
  it('counts every figure of a crafted company, and each list link shows the same count', async () => {
    const s = await scene();
    const d = await dashboard(`?companyId=${s.company}`);
    const values = (section: Record<string, TDashboardFigure>) => Object.fromEntries(Object.entries(section).map(([key, f]) => [key, f.value]));
    expect(values(d.now)).toEqual({ onDuty: 2, planned: 3, late: 1, noShow: 1, unplanned: 1, missedOpen: 1, sick: 1, onLeave: 1 });
    expect(values(d.todo)).toEqual({ pendingLeave: 1, deadlinesExpired: 3, deadlinesDue: 1, requestsWaiting: 1, draftShifts: 2, unacknowledged: 1 });
    expect(d.expiredByKind.map((k) => [k.kind, k.value, k.blocks])).toEqual([['DECRETO_GPG', 1, true], ['ID_CARD', 2, false]]);
    for (const section of [d.now, d.todo, Object.fromEntries(d.expiredByKind.map((k) => [k.kind, k]))]) {
      for (const [key, figure] of Object.entries(section)) {
        if (figure.link.resource) expect(await listTotal(figure, s.company), key).toBe(figure.value);
      }
    }

    const worked = (from: string, to = d.at) => s.records.filter((r) => r.checkOut && r.checkIn >= from && r.checkIn < to).reduce((sum, r) => sum + (Date.parse(r.checkOut!) - Date.parse(r.checkIn)) / MINUTE, 0);
    const [hours] = d.month.hours;
    // Last month is read to the same day and minute: in the first minute of the 1st, nothing of it yet.
    const lastMonthMinutes = s.today === s.first && romeTimeOf(d.at) === '00:00' ? 0 : 120;
    expect(hours).toMatchObject({ companyId: s.company, minutes: worked(romeDayStart(s.first)), lastMonthMinutes });
    expect(d.month.overtime.value).toBe(5 * 60);
    // Delivered: every closed record at the site begun in the 4 weeks before today (the 45 hours too, when the 1st is one of those days).
    const delivered = worked(romeDayStart(addDays(s.today, -28)), romeDayStart(s.today));
    expect(d.month.coverage).toEqual([expect.objectContaining({ clientId: s.client.id, plannedMinutes: s.plannedBefore, deliveredMinutes: delivered, ratio: Math.round((delivered / s.plannedBefore) * 1000) / 1000 })]);
    const ferie = d.month.absence.find((a) => a.type === 'FERIE');
    const ferieDays = isRestDay(s.today) ? 0 : 1;
    expect(ferie?.days).toBe(ferieDays);
    expect(d.month.workerDays % 7).toBe(0);
    expect(ferie?.rate).toBe(d.month.workerDays ? Math.round((ferieDays / d.month.workerDays) * 10_000) / 10_000 : 0);
  });

  it("answers an administrator's every company without companyId, and only the moderator's own", async () => {
    const all = await dashboard('');
    expect(all.month.hours.map((h) => h.companyId)).toEqual(expect.arrayContaining(demo));
    const own = await dashboard('', moderator);
    const moderatorCompanies = own.month.hours.map((h) => h.companyId);
    expect(moderatorCompanies.length).toBeGreaterThan(0);
    expect(moderatorCompanies.length).toBeLessThan(all.month.hours.length);
    const outside = demo.find((id) => !moderatorCompanies.includes(id));
    const response = await t.call({ method: 'GET', url: `/api/dashboard?companyId=${outside}`, token: moderator });
    expect(response.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/dashboard?companyId=999999', token: admin })).statusCode).toBe(404);
  });

  it('refuses a bad companyId with a message for the field', async () => {
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await t.call({ method: 'GET', url: `/api/dashboard?companyId=${bad}`, token: admin, headers: { 'accept-language': 'it' } });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors).toHaveProperty('companyId');
    }
  });
});
