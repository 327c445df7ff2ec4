import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { REQUEST_STATUSES, REQUEST_TRANSITIONS, type TRequestAction, type TRequestStatus } from '../../src/shared/schemas/request';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import { romeDateOf } from '../../src/shared/attendance';
import { createTestApp, type TestApp } from '../helpers/app';

/** The client portal's demo: what cliente.demo (Condominio Aurora) and the office find on the first start. */

/** The action behind each history entry that changes the status. */
const ACTION_OF: Record<string, TRequestAction> = { TAKEN: 'take', SCHEDULED: 'schedule', REJECTED: 'reject', CLOSED: 'close', CANCELLED: 'cancel' };

const clientNamed = (t: TestApp, name: string) =>
  t.app.db.selectFrom('client').innerJoin('clientSite', 'clientSite.clientId', 'client.id').select(['client.id', 'client.companyId', 'clientSite.id as siteId']).where('client.name', '=', name).executeTakeFirstOrThrow();

/** Last calendar month (Europe/Rome) of a day: its first and last days. */
const lastMonthOf = (today: string) => {
  const first = `${today.slice(0, 7)}-01`;
  const last = addDays(first, -1);
  return { from: `${last.slice(0, 7)}-01`, to: last };
};

const expectDemo = async (t: TestApp, nowMs: number) => {
  const today = todayInRome(new Date(nowMs));
  const aurora = await clientNamed(t, 'Condominio Aurora');
  const requests = await t.app.db.selectFrom('serviceRequest').selectAll().where('clientId', '=', aurora.id).orderBy('id').execute();
  const events = await t.app.db.selectFrom('serviceRequestEvent').selectAll().orderBy('id').execute();
  const historyOf = (id: number) => events.filter((e) => e.requestId === id);
  const byStatus = (status: TRequestStatus) => requests.filter((r) => r.status === status);

  // Every status, each once, every request at Aurora's site, none dated after now.
  expect(requests.map((r) => r.status).sort()).toEqual([...REQUEST_STATUSES].sort());
  for (const r of requests) {
    expect(r).toMatchObject({ companyId: aurora.companyId, siteId: aurora.siteId });
    const history = historyOf(r.id);
    expect(history[0]).toMatchObject({ kind: 'CREATED', toStatus: 'OPEN', byClient: 1 });
    expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(nowMs);
    // The history follows the allowed transitions, in order, and ends in the request's status.
    let status: TRequestStatus = 'OPEN';
    for (const e of history.slice(1)) {
      expect(Date.parse(e.createdAt)).toBeLessThanOrEqual(nowMs);
      if (!e.toStatus) continue;
      expect(REQUEST_TRANSITIONS[ACTION_OF[e.kind]]).toMatchObject({ to: e.toStatus });
      expect(REQUEST_TRANSITIONS[ACTION_OF[e.kind]].from).toContain(status);
      expect(e.fromStatus).toBe(status);
      status = e.toStatus as TRequestStatus;
    }
    expect(status).toBe(r.status);
  }

  const [open] = byStatus('OPEN');
  expect(romeDateOf(open.createdAt)).toBe(addDays(today, -1));
  const [inProgress] = byStatus('IN_PROGRESS');
  const talk = historyOf(inProgress.id);
  expect(talk.filter((e) => e.kind === 'REPLY' && e.byClient === 0 && e.internal === 0)).toHaveLength(1);
  expect(talk.filter((e) => e.kind === 'COMMENT' && e.internal === 1)).toHaveLength(1);
  expect(inProgress.handledBy).not.toBeNull();

  // Scheduled on the post of Aurora's site, with its draft shift next week, in the roster for the office.
  const [scheduled] = byStatus('SCHEDULED');
  const post = await t.app.db.selectFrom('post').select(['id', 'clientSiteId']).where('id', '=', scheduled.postId!).executeTakeFirstOrThrow();
  expect(post.clientSiteId).toBe(aurora.siteId);
  const linked = await t.app.db.selectFrom('shift').selectAll().where('requestId', '=', scheduled.id).execute();
  expect(linked.length).toBeGreaterThan(0);
  const nextMonday = addDays(mondayOf(today), 7);
  for (const shift of linked) {
    expect(shift).toMatchObject({ status: 'DRAFT', postId: post.id, date: scheduled.startDate });
    expect(shift.date >= nextMonday && shift.date < addDays(nextMonday, 7)).toBe(true);
  }

  expect(byStatus('REJECTED')[0].rejectReason).toMatch(/\w{10,}/);
  expect(historyOf(byStatus('CANCELLED')[0].id).at(-1)).toMatchObject({ kind: 'CANCELLED', byClient: 1 });
  expect(historyOf(byStatus('DONE')[0].id).at(-1)).toMatchObject({ kind: 'CLOSED', toStatus: 'DONE' });

  // Another company's client has requests of its own: what the demo client must never see.
  const other = await clientNamed(t, 'Condominio Parco Margherita');
  expect(other.companyId).not.toBe(aurora.companyId);
  const theirs = await t.app.db.selectFrom('serviceRequest').select(['id', 'companyId']).where('clientId', '=', other.id).execute();
  expect(theirs.length).toBeGreaterThanOrEqual(2);
  expect(theirs.every((r) => r.companyId === other.companyId)).toBe(true);

  // Last month at Aurora's site: hours planned on the published roster and hours delivered, clocked.
  const month = lastMonthOf(today);
  const planned = await t.app.db
    .selectFrom('shift')
    .select(['minutes', 'userId'])
    .where('clientSiteId', '=', aurora.siteId)
    .where('status', '=', 'PUBLISHED')
    .where('date', '>=', month.from)
    .where('date', '<=', month.to)
    .execute();
  expect(planned.length).toBeGreaterThan(5);
  expect(planned.every((s) => s.userId !== null)).toBe(true);
  const worked = await t.app.db
    .selectFrom('attendance')
    .select(['checkIn', 'checkOut', 'shiftId'])
    .where('siteType', '=', 'CLIENT_SITE')
    .where('siteId', '=', aurora.siteId)
    .where('checkOut', 'is not', null)
    .execute();
  const inMonth = worked.filter((a) => romeDateOf(a.checkIn) >= month.from && romeDateOf(a.checkIn) <= month.to);
  const deliveredMinutes = inMonth.reduce((sum, a) => sum + (Date.parse(a.checkOut!) - Date.parse(a.checkIn)) / 60_000, 0);
  expect(inMonth.length).toBeGreaterThan(5);
  expect(deliveredMinutes).toBeGreaterThan(planned.reduce((sum, s) => sum + s.minutes, 0) * 0.8);
};

describe('the client portal demo', () => {
  let t: TestApp;
  let seededAt: number;
  beforeAll(async () => {
    seededAt = Date.now();
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives Condominio Aurora a request in every status, with its history, and last month’s service at its site', async () => {
    await expectDemo(t, seededAt);
  });

  it('lets cliente.demo sign in at /login-client as Condominio Aurora’s user', async () => {
    const token = await t.login('client');
    const me = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json()).toMatchObject({ roles: ['ROLE_CLIENT'], clientId: (await clientNamed(t, 'Condominio Aurora')).id });
  });
});

describe('the client portal demo seeded on awkward days', () => {
  afterEach(() => vi.useRealTimers());

  // Just past midnight on the 1st (Rome), and the last day of a month.
  it.each(['2026-11-30T23:10:00Z', '2027-01-31T10:00:00Z'])('holds when seeded at %s', async (instant) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
    const t = await createTestApp();
    try {
      await expectDemo(t, Date.parse(instant));
    } finally {
      await t.close();
    }
  });
});
