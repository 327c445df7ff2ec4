import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthBounds, romeInstant } from '../../src/shared/attendance';
import { addDays, todayInRome, weekday } from '../../src/shared/dates';
import { holidaysOf } from '../../src/shared/leave';
import { shiftMonth } from '../../src/server/resources/attendance-months/service';
import { demoCompanyIds } from '../helpers/api';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { type Clocker, freshCompany, insertRecord, newClocker } from '../helpers/attendance';
import { createLeave, insertLeave, newWorker } from '../helpers/leave';

let t: TestApp;
let companies: [number, number, number];
let fresh: number;
let clocker: Clocker;

const CURRENT = todayInRome().slice(0, 7);
/** The closed month of these tests: two months ago, past whatever today is, with a past month after it. */
const M = shiftMonth(CURRENT, -2);
const LABEL = `${M.slice(5, 7)}/${M.slice(0, 4)}`;

/** The working days of a month at the second demo company (Milan): no Sunday, holiday or 7 December. */
const workingDays = (month: string) => {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    if (weekday(day) !== 0 && weekday(day) !== 6 && !holidaysOf(Number(day.slice(0, 4))).has(day) && day.slice(5) !== '12-07') days.push(day);
  }
  return days;
};
const DAYS = workingDays(M);
/** A worker's next working day of M, from the first: their records then never overlap. */
const days = () => {
  let index = 0;
  return () => {
    if (index === DAYS.length) throw new Error(`${M} has only ${DAYS.length} working days`);
    return DAYS[index++];
  };
};

const at = (day: string, time: string) => romeInstant(day, time);
const months = async (who: DemoRole, query = '') => t.call({ method: 'GET', url: `/api/attendance/months${query}`, token: await t.login(who) });
const close = async (who: DemoRole, companyId: number, month = M) =>
  t.call({ method: 'POST', url: `/api/attendance/months/${companyId}/${month}/close`, token: await t.login(who), payload: {} });
const reopen = async (who: DemoRole, companyId: number, payload: object = { reason: 'Correzione di un timbro' }, month = M) =>
  t.call({ method: 'POST', url: `/api/attendance/months/${companyId}/${month}/reopen`, token: await t.login(who), payload });
const monthOf = async (companyId: number, month = M) => {
  const response = await months('admin', `?companyId=${companyId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()[0].months.find((m: { month: string }) => m.month === month);
};

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  fresh = await freshCompany(t);
  clocker = await newClocker(t, companies[1]);
});
afterAll(() => t?.close());

describe('the months of a company', () => {
  it('are the last twelve, newest first: the current one open, a past one ready, closed or open with what is missing', async () => {
    const worker = await newClocker(t, fresh);
    let status = await monthOf(fresh, CURRENT);
    expect(status).toMatchObject({ month: CURRENT, state: 'OPEN', current: true, closure: null, missing: [] });
    const list = (await months('admin', `?companyId=${fresh}`)).json();
    expect(list).toHaveLength(1);
    expect(list[0].months.map((m: { month: string }) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => shiftMonth(CURRENT, -i)));
    expect(await monthOf(fresh)).toMatchObject({ state: 'READY', current: false, missingCount: 0 });

    const day = `${M}-15`;
    const open = await insertRecord(t, worker, at(day, '08:00'), null);
    const flagged = await insertRecord(t, worker, at(`${M}-14`, '08:00'), at(`${M}-14`, '16:00'), { reviewFlag: 1 });
    await insertRecord(t, worker, at(`${M}-13`, '08:00'), at(`${M}-13`, '16:00'));
    status = await monthOf(fresh);
    expect(status.state).toBe('OPEN');
    expect(status.missing.map((r: { id: number; reason: string }) => [r.id, r.reason])).toEqual([
      [flagged, 'REVIEW'],
      [open, 'MISSED'],
    ]);

    const refused = await close('admin', fresh);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/2 presenze/);
    expect(refused.json().missing.map((r: { id: number }) => r.id)).toEqual([flagged, open]);
    expect(await t.app.db.selectFrom('monthClose').select('id').where('companyId', '=', fresh).execute()).toEqual([]);

    const token = await t.login('admin');
    const fix = (id: number, payload: object) => t.call({ method: 'PATCH', url: `/api/attendance/${id}`, token, payload: { ...payload, reason: 'Verificata' } });
    expect((await fix(open, { checkOut: at(day, '16:00') })).statusCode).toBe(200);
    expect((await fix(flagged, { reviewFlag: false })).statusCode).toBe(200);
    const closed = await close('admin', fresh);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ companyId: fresh, month: M, state: 'CLOSED', closure: { closedByName: 'Mario Rossi' } });
    expect((await monthOf(fresh)).state).toBe('CLOSED');
  });

  it('close only when past, and once', async () => {
    expect((await close('admin', fresh, CURRENT)).statusCode).toBe(409);
    expect((await close('admin', fresh, shiftMonth(CURRENT, 1))).json().message).toMatch(/mesi passati/);
    const again = await close('admin', fresh);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/già chiuso/);
  });

  it('reopen with a reason, audited; without one it is a 400 per field', async () => {
    const missing = await reopen('admin', fresh, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['reason']);
    expect((await reopen('admin', fresh, { reason: '   ' })).statusCode).toBe(400);
    const reopened = await reopen('admin', fresh, { reason: 'Manca una correzione' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ state: 'READY', closure: null, reopened: { reason: 'Manca una correzione', reopenedByName: 'Mario Rossi' } });
    expect((await reopen('admin', fresh)).statusCode).toBe(409);
    const ids = (await t.app.db.selectFrom('monthClose').select('id').where('companyId', '=', fresh).execute()).map((row) => row.id);
    const audit = await t.app.db.selectFrom('auditEntry').select(['action', 'after']).where('entity', '=', 'monthClose').where('entityId', 'in', ids).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['CLOSE', 'REOPEN']);
    expect(JSON.parse(audit[1].after!)).toMatchObject({ month: M, companyId: fresh, reopenReason: 'Manca una correzione' });
    // Closed again, it is closed once more, with the reopening kept in the table.
    expect((await close('admin', fresh)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('monthClose').select('id').where('companyId', '=', fresh).execute()).toHaveLength(2);
  });

  it('are payroll’s and the administrator’s to close, within their companies (404 outside), read by the office too', async () => {
    expect((await months('moderator', `?companyId=${fresh}`)).statusCode).toBe(404);
    expect((await months('accounting', `?companyId=${companies[2]}`)).statusCode).toBe(404);
    expect((await months('admin', '?companyId=987654')).statusCode).toBe(404);
    expect((await months('admin', '?companyId=abc')).statusCode).toBe(400);
    expect((await close('accounting', fresh)).statusCode).toBe(404);
    expect((await reopen('accounting', companies[2])).statusCode).toBe(404);
    expect((await close('moderator', companies[0])).statusCode).toBe(403);
    expect((await close('admin', companies[0], '2026-13')).statusCode).toBe(400);
    const own = (await months('accounting')).json();
    expect(own.map((c: { companyId: number }) => c.companyId)).toEqual([companies[0]]);
    const moderator = (await months('moderator')).json();
    expect(moderator.map((c: { companyId: number }) => c.companyId).sort()).toEqual([companies[0], companies[1]].sort());
    for (const who of ['worker', 'clientManagement', 'client'] as const) expect((await months(who)).statusCode).toBe(403);
  });
});

/** A worker of the second demo company, on the roster of a site of theirs, and the days of M they have not used yet. */
interface Scene {
  clocker: Clocker;
  nextDay: () => string;
}
type Write = { route: string; who: DemoRole | 'clocker'; prepare: (scene: Scene) => Promise<() => Promise<{ statusCode: number; body: string }>>; ok: number };

/**
 * Every route that writes attendance or leave, by each role that may call it, on a day of M. Each
 * route has a worker of its own, so one worker's records never overlap whatever M's calendar: the
 * routes together take 22 days, more than most months have (November 2026 has 21, January 2027 19).
 */
const writes = (): Write[] => {
  const token = async (who: DemoRole | 'clocker', { clocker }: Scene) => (who === 'clocker' ? clocker.token : t.login(who));
  const call = (scene: Scene, who: DemoRole | 'clocker', method: 'POST' | 'PATCH', url: string, payload: object) => async () =>
    t.call({ method, url, token: await token(who, scene), payload });
  const record = async ({ clocker, nextDay }: Scene, open = false) => {
    const day = nextDay();
    return insertRecord(t, clocker, at(day, '08:00'), open ? null : at(day, '16:00'));
  };
  const leave = async (scene: Scene, status: 'PENDING' | 'APPROVED', by: DemoRole | 'clocker' = 'clocker') => {
    const day = scene.nextDay();
    const made = await createLeave(t, await token(by, scene), { type: 'FERIE', startDate: day, endDate: day, ...(by === 'clocker' ? {} : { userId: scene.clocker.id }) });
    if (status === 'APPROVED') expect((await t.call({ method: 'POST', url: `/api/permission/${made.id}/approve`, token: await t.login('admin'), payload: {} })).statusCode).toBe(200);
    return made.id;
  };
  const sick = async ({ clocker, nextDay }: Scene) => {
    const day = nextDay();
    return (await createLeave(t, clocker.token, { type: 'MALATTIA', startDate: day, endDate: day, protocolNumber: '2503031234', kind: 'FIRST' })).id;
  };
  const rows: Write[] = [];
  for (const who of ['admin', 'moderator'] as const) {
    rows.push({
      route: 'POST /api/attendance',
      who,
      ok: 201,
      prepare: async (scene) => {
        const day = scene.nextDay();
        const { clocker } = scene;
        return call(scene, who, 'POST', '/api/attendance', { userId: clocker.id, siteType: 'CLIENT_SITE', siteId: clocker.site.id, checkIn: at(day, '08:00'), checkOut: at(day, '12:00'), reason: 'Timbratura dimenticata' });
      },
    });
    rows.push({ route: 'PATCH /api/attendance/:id', who, ok: 200, prepare: async (scene) => call(scene, who, 'PATCH', `/api/attendance/${await record(scene)}`, { note: 'Cambio', reason: 'Correzione' }) });
    rows.push({
      route: 'POST /api/permission (on behalf)',
      who,
      ok: 201,
      prepare: async (scene) => {
        const day = scene.nextDay();
        return call(scene, who, 'POST', '/api/permission', { type: 'FERIE', userId: scene.clocker.id, startDate: day, endDate: day });
      },
    });
    rows.push({ route: 'POST /api/permission/:id/approve', who, ok: 200, prepare: async (scene) => call(scene, who, 'POST', `/api/permission/${await leave(scene, 'PENDING')}/approve`, {}) });
    rows.push({ route: 'POST /api/permission/:id/reject', who, ok: 200, prepare: async (scene) => call(scene, who, 'POST', `/api/permission/${await leave(scene, 'PENDING')}/reject`, {}) });
    rows.push({ route: 'POST /api/permission/:id/revoke', who, ok: 200, prepare: async (scene) => call(scene, who, 'POST', `/api/permission/${await leave(scene, 'APPROVED')}/revoke`, { note: 'Turni cambiati' }) });
    rows.push({ route: 'POST /api/permission/:id/cancel (author)', who, ok: 200, prepare: async (scene) => call(scene, who, 'POST', `/api/permission/${await leave(scene, 'PENDING', who)}/cancel`, {}) });
    rows.push({ route: 'PATCH /api/permission/:id (sick leave)', who, ok: 200, prepare: async (scene) => call(scene, who, 'PATCH', `/api/permission/${await sick(scene)}`, { protocolNumber: '2503039999' }) });
  }
  rows.push({
    route: 'POST /api/permission',
    who: 'clocker',
    ok: 201,
    prepare: async (scene) => {
      const day = scene.nextDay();
      return call(scene, 'clocker', 'POST', '/api/permission', { type: 'FERIE', startDate: day, endDate: day });
    },
  });
  rows.push({
    route: 'POST /api/permission (sick leave)',
    who: 'clocker',
    ok: 201,
    prepare: async (scene) => {
      const day = scene.nextDay();
      return call(scene, 'clocker', 'POST', '/api/permission', { type: 'MALATTIA', startDate: day, endDate: day, protocolNumber: '2503031234', kind: 'FIRST' });
    },
  });
  rows.push({
    route: 'PATCH /api/permission/:id (sick leave end)',
    who: 'clocker',
    ok: 200,
    prepare: async (scene) => {
      const id = await sick(scene);
      return call(scene, 'clocker', 'PATCH', `/api/permission/${id}`, { endDate: scene.nextDay() });
    },
  });
  rows.push({ route: 'POST /api/permission/:id/cancel', who: 'clocker', ok: 200, prepare: async (scene) => call(scene, 'clocker', 'POST', `/api/permission/${await leave(scene, 'PENDING')}/cancel`, {}) });
  // An open record of a closed month cannot come about through the API (closing needs none open, and
  // every route that would open one is refused): one written before the close still is not clocked out.
  rows.push({
    route: 'POST /api/attendance/clock-out',
    who: 'clocker',
    ok: 200,
    prepare: async (scene) => {
      let open: Promise<number> | undefined;
      // Written on the first attempt, once the month is closed.
      return async () => {
        open ??= record(scene, true);
        await open;
        return call(scene, 'clocker', 'POST', '/api/attendance/clock-out', {})();
      };
    },
  });
  return rows;
};

describe('a closed month', () => {
  const company = () => companies[1];

  it.each(writes().map((w) => [w.route, w.who, w] as const))('refuses %s by %s with 409, and takes it once reopened', async (_route, _who, write) => {
    const scene = { clocker: await newClocker(t, company()), nextDay: days() };
    const attempt = await write.prepare(scene);
    const closed = await close('admin', company());
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(JSON.parse(refused.body).message).toContain(`Il mese ${LABEL}`);
    expect(JSON.parse(refused.body).message).toContain('Mario Rossi');
    expect((await reopen('admin', company())).statusCode).toBe(200);
    const taken = await attempt();
    expect(taken.statusCode, taken.body).toBe(write.ok);
    // A clock-out this late is a missed one, to review: reviewed here, so the month closes again for the next route.
    await t.app.db.updateTable('attendance').set({ reviewFlag: 0, missedClockOut: 0 }).where('userId', '=', scene.clocker.id).execute();
  });

  it('refuses leave that only touches it: from its last days into the next month', async () => {
    const next = workingDays(shiftMonth(M, 1));
    expect((await close('admin', company())).statusCode).toBe(200);
    const across = await t.call({ method: 'POST', url: '/api/permission', token: clocker.token, payload: { type: 'FERIE', startDate: DAYS[DAYS.length - 1], endDate: next[1] } });
    expect(across.statusCode, across.body).toBe(409);
    const after = await t.call({ method: 'POST', url: '/api/permission', token: clocker.token, payload: { type: 'FERIE', startDate: next[2], endDate: next[2] } });
    expect(after.statusCode, after.body).toBe(201);
    expect((await reopen('admin', company())).statusCode).toBe(200);
  });

  it('refuses in the user’s language, and a clock-in too on a day of a closed month', async () => {
    // Today's month is never closable through the API: written by hand, it shows the guard is on the clock-in too.
    const worker = await newClocker(t, fresh);
    await t.app.db.insertInto('monthClose').values({ companyId: fresh, month: CURRENT, closedAt: new Date().toISOString(), closedBy: null }).execute();
    const refused = await t.call({
      method: 'POST',
      url: '/api/attendance/clock-in',
      token: worker.token,
      headers: { 'accept-language': 'en' },
      payload: { siteType: 'CLIENT_SITE', siteId: worker.site.id, lat: 41.9028, lng: 12.4964, accuracy: 10 },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/^Month \d\d\/\d{4} of this company is closed for payroll/);
    await t.app.db.deleteFrom('monthClose').where('companyId', '=', fresh).where('month', '=', CURRENT).execute();
    expect(monthBounds(M).from < new Date().toISOString()).toBe(true);
  });

  it('lets an open sick leave begun before it end in a later month: only the days between the old end and the new change', async () => {
    const worker = await newWorker(t, company());
    const start = `${shiftMonth(M, -1)}-10`;
    await insertLeave(t, { userId: worker.id, companyId: company(), type: 'MALATTIA', startDate: start, endDate: null });
    const id = (await t.app.db.selectFrom('permission').select('id').where('userId', '=', worker.id).executeTakeFirstOrThrow()).id;
    expect((await close('admin', company())).statusCode).toBe(200);
    const ended = await t.call({ method: 'PATCH', url: `/api/permission/${id}`, token: worker.token, payload: { endDate: todayInRome() } });
    expect(ended.statusCode, ended.body).toBe(200);
    const moved = await t.call({ method: 'PATCH', url: `/api/permission/${id}`, token: worker.token, payload: { endDate: DAYS[3] } });
    expect(moved.statusCode, moved.body).toBe(409);
    const certificate = await t.call({ method: 'PATCH', url: `/api/permission/${id}`, token: worker.token, payload: { protocolNumber: '2503030000' } });
    expect(certificate.statusCode, certificate.body).toBe(409);
    expect((await reopen('admin', company())).statusCode).toBe(200);
  });

  it('leaves other companies and other months alone', async () => {
    const other = await newWorker(t, companies[0]);
    await insertLeave(t, { userId: other.id, companyId: companies[0], type: 'FERIE', startDate: DAYS[0], endDate: DAYS[0], status: 'PENDING' });
    expect((await close('admin', company())).statusCode).toBe(200);
    const id = (await t.app.db.selectFrom('permission').select('id').where('userId', '=', other.id).executeTakeFirstOrThrow()).id;
    expect((await t.call({ method: 'POST', url: `/api/permission/${id}/approve`, token: await t.login('admin'), payload: {} })).statusCode).toBe(200);
    expect((await reopen('admin', company())).statusCode).toBe(200);
  });
});
