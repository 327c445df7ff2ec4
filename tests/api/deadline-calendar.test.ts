import { createHash } from 'node:crypto';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { demoCompanyIds, userIdOf } from '../helpers/api';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { created, createPerson, vehicleBody } from '../helpers/people';

let t: TestApp;
let companies: [number, number, number];
const ids: Record<string, number> = {};

const insertDeadline = async (d: { companyId: number; subjectType?: string; subjectId: number; kind: string; dueDate: string; state?: string; title?: string }) =>
  (
    await t.app.db
      .insertInto('deadline')
      .values({
        subjectType: 'USER',
        title: null,
        state: 'OPEN',
        ...d,
        leadDays: 30,
        remindFrom: addDays(d.dueDate, -30),
        source: 'MANUAL',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const calendarCall = async (who: DemoRole, method: 'GET' | 'POST' | 'DELETE') =>
  t.call({ method, url: '/api/deadlines/calendar', token: await t.login(who) });

const newLink = async (who: DemoRole) => {
  const response = await calendarCall(who, 'POST');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url as string;
};

/** The feed behind a link, read as a calendar app does: no session, only the URL. */
const feed = (url: string) => t.call({ method: 'GET', url: new URL(url).pathname });

const eventsOf = async (url: string) => {
  const response = await feed(url);
  expect(response.statusCode, response.body).toBe(200);
  const parsed = ical.sync.parseICS(response.body);
  return Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
};
/** The deadlines of a feed (it also carries the owner's shifts, tested in workforce-calendar.test.ts). */
const uids = (events: VEvent[]) =>
  events
    .map((e) => e.uid)
    .filter((id) => id.startsWith('deadline-'))
    .sort();
const uid = (id: number) => `deadline-${id}@presidio`;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  await t.app.db.deleteFrom('deadline').execute();
  const worker = await userIdOf(t, 'worker');
  const colleague = await createPerson(t, { firstName: 'Anna', lastName: 'Gialli', companyIds: [companies[0]] });
  const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0], { assignedUserId: worker }));
  ids.decree = await insertDeadline({ companyId: companies[0], subjectId: worker, kind: 'DECRETO_GPG', dueDate: '2027-01-15' });
  ids.done = await insertDeadline({ companyId: companies[0], subjectId: worker, kind: 'DECRETO_GPG', dueDate: '2025-01-15', state: 'DONE' });
  ids.insurance = await insertDeadline({ companyId: companies[0], subjectType: 'VEHICLE', subjectId: vehicle.id, kind: 'VEHICLE_INSURANCE', dueDate: '2027-02-10' });
  ids.colleague = await insertDeadline({ companyId: companies[0], subjectId: colleague.id, kind: 'FIRST_AID', dueDate: '2027-02-01' });
  ids.company = await insertDeadline({ companyId: companies[2], subjectType: 'COMPANY', subjectId: companies[2], kind: 'OTHER', title: 'Certificazione UNI 10891', dueDate: '2027-03-01' });
});
afterAll(() => t?.close());

describe('the private calendar link', () => {
  let first: string;

  it('is created on request, only its hash kept, and said to be active', async () => {
    expect((await calendarCall('worker', 'GET')).json()).toEqual({ active: false, createdAt: null });
    first = await newLink('worker');
    expect(first).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{43}$/);
    const status = (await calendarCall('worker', 'GET')).json();
    expect(status).toEqual({ active: true, createdAt: expect.any(String) });
    const token = first.split('/').pop()!;
    const stored = await t.app.db.selectFrom('calendarToken').select('tokenHash').where('revokedAt', 'is', null).execute();
    expect(stored).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('serves the worker their own deadlines and their vehicle’s, not DONE, as all-day events with a week’s alarm', async () => {
    const response = await feed(first);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const events = await eventsOf(first);
    expect(uids(events)).toEqual([uid(ids.decree), uid(ids.insurance)].sort());
    const decree = events.find((e) => e.uid === uid(ids.decree))!;
    expect(decree.summary).toBe('Scadenza: Decreto di nomina GPG – Verdi Giuseppe');
    expect(decree.start.dateOnly).toBe(true);
    expect([decree.start.getFullYear(), decree.start.getMonth() + 1, decree.start.getDate()]).toEqual([2027, 1, 15]);
    expect(decree.description).toContain('Stato: ');
    expect(decree.description).toContain('/home/documents');
    expect(decree.alarms?.map((a) => [a.action, a.trigger])).toEqual([['DISPLAY', expect.stringMatching(/^-P(7D|1W)$/)]]);
  });

  it('serves the office its companies’ deadlines: every company for an administrator', async () => {
    const moderator = await eventsOf(await newLink('moderator'));
    expect(uids(moderator)).toEqual([uid(ids.decree), uid(ids.insurance), uid(ids.colleague)].sort());
    const admin = await eventsOf(await newLink('admin'));
    expect(uids(admin)).toEqual([uid(ids.decree), uid(ids.insurance), uid(ids.colleague), uid(ids.company)].sort());
    expect(admin.find((e) => e.uid === uid(ids.company))?.summary).toMatch(/^Scadenza: Certificazione UNI 10891 – /);
  });

  it('replaces the old link with a new one: the old one answers 404', async () => {
    const second = await newLink('worker');
    expect(second).not.toBe(first);
    const old = await feed(first);
    expect(old.statusCode).toBe(404);
    expect(old.headers['content-type']).toMatch(/^application\/json/);
    expect(old.body).not.toContain('Giuseppe');
    expect(uids(await eventsOf(second))).toEqual([uid(ids.decree), uid(ids.insurance)].sort());

    expect((await calendarCall('worker', 'DELETE')).json()).toEqual({ active: false, createdAt: null });
    expect((await feed(second)).statusCode).toBe(404);
    expect((await calendarCall('worker', 'GET')).json()).toEqual({ active: false, createdAt: null });
  });

  it('answers 404 for an unknown or malformed token, and the link stops when its user is deactivated', async () => {
    expect((await t.call({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/calendar/short' })).statusCode).toBe(404);
    const person = await createPerson(t, { companyIds: [companies[0]] });
    const token = 'B'.repeat(43);
    await t.app.db.insertInto('calendarToken').values({ userId: person.id, tokenHash: createHash('sha256').update(token).digest('hex') }).execute();
    expect((await t.call({ method: 'GET', url: `/api/calendar/${token}` })).statusCode).toBe(200);
    await t.app.db.updateTable('user').set({ active: 0 }).where('id', '=', person.id).execute();
    expect((await t.call({ method: 'GET', url: `/api/calendar/${token}` })).statusCode).toBe(404);
  });

  it('is for staff only: a client user is refused', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await calendarCall('client', method)).statusCode).toBe(403);
  });
});
