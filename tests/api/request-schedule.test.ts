import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { isoWeekday } from '../../src/shared/workforce/shift-time';
import { demoCompanyIds } from '../helpers/api';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { type ClientFixture, createRequest, demoClient, insertClient, insertRequest, requestBody } from '../helpers/requests';
import { dayFromToday, insertPost } from '../helpers/workforce';

let t: TestApp;
let companies: [number, number, number];
let aurora: ClientFixture;

const call = async (who: DemoRole, url: string, payload?: object, language = 'it') =>
  t.call({ method: 'POST', url, token: await t.login(who), payload, headers: { 'accept-language': language } });

const shiftsOf = (requestId: number) =>
  t.app.db.selectFrom('shift').selectAll().where('requestId', '=', requestId).orderBy('date').orderBy('slot').execute();

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  aurora = await demoClient(t);
});
afterAll(() => t?.close());

describe('scheduling a request', () => {
  it('on a new post made from the request: drafts from its start to its end, linked to it, and the client told', async () => {
    const body = requestBody(aurora.siteId, {
      serviceType: 'VIGILANZA_FISSA',
      title: 'Piantonamento cantiere',
      description: 'Controllare gli accessi dei fornitori',
      startDate: dayFromToday(2),
      endDate: dayFromToday(8),
      timeSlots: [{ days: [1, 2, 3, 4, 5], start: '08:00', end: '16:00' }],
      headcount: 2,
    });
    const created = await createRequest(t, await t.login('client'), body);
    const response = await call('moderator', `/api/request/${created.id}/schedule`, { note: 'Due guardie dal lunedì al venerdì' });
    expect(response.statusCode, response.body).toBe(200);
    const weekdays = Array.from({ length: 7 }, (_, i) => dayFromToday(2 + i)).filter((day) => isoWeekday(day) <= 5);
    const answer = response.json();
    expect(answer).toMatchObject({ message: `Richiesta pianificata: turni in bozza creati ${weekdays.length * 2}`, status: 'SCHEDULED', shiftCount: weekdays.length * 2 });

    const post = await t.app.db.selectFrom('post').selectAll().where('id', '=', answer.postId).executeTakeFirstOrThrow();
    expect(post).toMatchObject({
      clientSiteId: aurora.siteId,
      companyId: aurora.companyId,
      name: 'Piantonamento cantiere',
      serviceType: 'VIGILANZA_FISSA',
      requiredQualification: 'GPG',
      headcount: 2,
      orders: 'Controllare gli accessi dei fornitori',
      active: 1,
    });
    expect(JSON.parse(post.timeSlots)).toEqual([{ days: [1, 2, 3, 4, 5], start: '08:00', end: '16:00' }]);
    const shifts = await shiftsOf(created.id);
    expect(shifts).toHaveLength(weekdays.length * 2);
    expect(new Set(shifts.map((s) => s.date))).toEqual(new Set(weekdays));
    expect(shifts.every((s) => s.status === 'DRAFT' && s.postId === post.id && s.userId === null && s.startTime === '08:00')).toBe(true);

    const history = (await t.call({ method: 'GET', url: `/api/request/${created.id}/history`, token: await t.login('client') })).json();
    expect(history.at(-1)).toMatchObject({ kind: 'SCHEDULED', fromStatus: 'OPEN', toStatus: 'SCHEDULED', text: 'Due guardie dal lunedì al venerdì' });
    const told = await t.app.db.selectFrom('notification').select(['kind', 'link']).where('link', '=', `/dashclient/request/${created.id}`).execute();
    expect(told).toEqual([{ kind: 'REQUEST_STATUS', link: `/dashclient/request/${created.id}` }]);
    const audit = await t.app.db.selectFrom('auditEntry').select(['entity', 'action']).where('entity', 'in', ['serviceRequest', 'post']).where('entityId', 'in', [created.id, post.id]).execute();
    expect(audit).toEqual(expect.arrayContaining([{ entity: 'post', action: 'CREATE' }, { entity: 'serviceRequest', action: 'SCHEDULE' }]));
  });

  it('asks anyone for a fiduciary service, and a GPG for an armed one', async () => {
    for (const [armed, qualification] of [[false, 'ANY'], [true, 'GPG']] as const) {
      const created = await createRequest(t, await t.login('client'), requestBody(aurora.siteId, { serviceType: 'PORTIERATO', armed }));
      const answer = (await call('admin', `/api/request/${created.id}/schedule`, {})).json();
      const post = await t.app.db.selectFrom('post').select('requiredQualification').where('id', '=', answer.postId).executeTakeFirstOrThrow();
      expect(post.requiredQualification).toBe(qualification);
    }
  });

  it('on a post of the request’s site, up to `until`, leaving the shifts it already had as they were', async () => {
    const post = await insertPost(t, { clientSiteId: aurora.siteId, timeSlots: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '07:00', end: '19:00' }] });
    const id = await insertRequest(t, aurora, { status: 'IN_PROGRESS', startDate: dayFromToday(1), endDate: dayFromToday(30) });
    const first = await call('moderator', `/api/request/${id}/schedule`, { postId: post.id, until: dayFromToday(3) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ postId: post.id, shiftCount: 3 });
    expect((await shiftsOf(id)).map((s) => s.date)).toEqual([dayFromToday(1), dayFromToday(2), dayFromToday(3)]);
    // Another request on the same post and days: the existing drafts stay the first request's.
    const other = await insertRequest(t, aurora, { status: 'IN_PROGRESS', startDate: dayFromToday(1), endDate: dayFromToday(4) });
    const second = await call('moderator', `/api/request/${other}/schedule`, { postId: post.id });
    expect(second.json()).toMatchObject({ message: 'Richiesta pianificata: turni in bozza creati 1', shiftCount: 1 });
    expect((await shiftsOf(id)).length).toBe(3);
  });

  it('refuses a post elsewhere or inactive, and a range it cannot make, on the field', async () => {
    const neighbour = await insertClient(t, companies[0]);
    const elsewhere = await insertPost(t, { clientSiteId: neighbour.siteId });
    const inactive = await insertPost(t, { clientSiteId: aurora.siteId });
    await t.app.db.updateTable('post').set({ active: 0 }).where('id', '=', inactive.id).execute();
    const id = await insertRequest(t, aurora, { startDate: dayFromToday(1), endDate: dayFromToday(100) });
    const cases: Array<[object, Record<string, string>]> = [
      [{ postId: elsewhere.id, until: dayFromToday(5) }, { postId: 'Scegli un posto attivo della sede della richiesta' }],
      [{ postId: inactive.id, until: dayFromToday(5) }, { postId: 'Scegli un posto attivo della sede della richiesta' }],
      [{ postId: 999_999, until: dayFromToday(5) }, { postId: 'Scegli un posto attivo della sede della richiesta' }],
      [{}, { until: 'Si pianificano al massimo 62 giorni alla volta: indica fino a quando' }],
      [{ until: dayFromToday(70) }, { until: 'Si pianificano al massimo 62 giorni alla volta: indica fino a quando' }],
      [{ until: dayFromToday(0) }, { until: 'La data di fine non può precedere quella di inizio' }],
      [{ until: dayFromToday(101) }, { until: 'Oltre la fine della richiesta' }],
      [{ until: 'domani' }, { until: 'Data non valida (aaaa-mm-gg)' }],
      [{ postId: 'uno', until: dayFromToday(5) }, { postId: expect.any(String) }],
    ];
    for (const [body, errors] of cases) {
      const response = await call('moderator', `/api/request/${id}/schedule`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    const row = await t.app.db.selectFrom('serviceRequest').select(['status', 'postId']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'OPEN', postId: null });
    expect(await shiftsOf(id)).toEqual([]);
    // Within 62 days it goes through.
    const ok = await call('moderator', `/api/request/${id}/schedule`, { until: addDays(dayFromToday(1), 61) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('asks for a post when the request’s site is gone', async () => {
    const id = await insertRequest(t, aurora);
    await t.app.db.updateTable('serviceRequest').set({ siteId: null }).where('id', '=', id).execute();
    const response = await call('moderator', `/api/request/${id}/schedule`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ postId: 'La sede della richiesta non esiste più: scegli un posto' });
  });

  it('makes nothing when refused for its status: no post, no shift', async () => {
    const id = await insertRequest(t, aurora, { status: 'SCHEDULED' });
    const posts = async () => Number((await t.app.db.selectFrom('post').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await posts();
    const response = await call('moderator', `/api/request/${id}/schedule`, {}, 'en');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only a request sent or taken in charge can be scheduled');
    expect(await posts()).toBe(before);
  });

  it('twice at once: one schedule, one post, one set of shifts', async () => {
    const id = await insertRequest(t, aurora, { startDate: dayFromToday(1), endDate: dayFromToday(2) });
    const [a, b] = await Promise.all([call('moderator', `/api/request/${id}/schedule`, {}), call('admin', `/api/request/${id}/schedule`, {})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const posts = await t.app.db.selectFrom('post').select('id').where('name', '=', (a.statusCode === 200 ? a : b).json().title).execute();
    expect(posts).toHaveLength(1);
    expect(await shiftsOf(id)).toHaveLength(2);
  });
});
