import type { InjectOptions } from 'fastify';
import { NOTICE_VERSION } from '../../src/shared/attendance';
import type { TestApp } from './app';
import type { Caller } from './api';
import { userIdOf } from './api';

interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  file?: RegExp;
}

const only = (roles: Partial<Record<Caller, number>>): Record<Caller, number> => ({
  admin: 403,
  moderator: 403,
  worker: 403,
  clientManagement: 403,
  accounting: 403,
  client: 403,
  anonymous: 401,
  ...roles,
});
/** Back office and accounting read the attendance of their companies (DOMAIN.md). */
const readers = (status: number) => only({ admin: status, moderator: status, accounting: status });
const backOffice = (status: number) => only({ admin: status, moderator: status });
/** The roles of the home area clock in and read their own record; accounting does not clock. */
const clockers = (status: number, admin = status) => only({ admin, moderator: status, worker: status, clientManagement: status });

let day = 0;
/** A past day no other row of the table used, for manual records that must not overlap. */
const nextPastDay = () => {
  day += 1;
  return new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
};

/**
 * The rows of the attendance routes (issue 5). Clocking rows prepare the caller first: the notice
 * accepted, and no open attendance (clock-in) or one open (clock-out).
 */
export const attendanceRows = (context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => {
  const t = () => context().t;
  const demoRecord = async () =>
    (await t().app.db.selectFrom('attendance').select('id').where('userId', '=', await userIdOf(t(), 'worker')).orderBy('id').executeTakeFirstOrThrow()).id;
  const manualBody = async () => {
    const date = nextPastDay();
    return { userId: await userIdOf(t(), 'worker'), checkIn: `${date}T06:00:00+01:00`, checkOut: `${date}T14:00:00+01:00`, reason: 'Timbratura dimenticata' };
  };
  const manualRecord = async () => {
    const response = await t().call({ method: 'POST', url: '/api/attendance', token: await t().login('admin'), payload: await manualBody() });
    return response.json().id as number;
  };
  const callerId = async (caller: Caller) => (caller === 'anonymous' ? undefined : userIdOf(t(), caller));
  const prepare = async (caller: Caller, open: boolean) => {
    const userId = await callerId(caller);
    if (userId === undefined) return;
    const db = t().app.db;
    await db.deleteFrom('attendanceNotice').where('userId', '=', userId).execute();
    await db.insertInto('attendanceNotice').values({ userId, noticeVersion: NOTICE_VERSION, acceptedAt: new Date().toISOString() }).execute();
    await db.updateTable('attendance').set({ checkOut: new Date().toISOString() }).where('userId', '=', userId).where('checkOut', 'is', null).execute();
    if (open) await t().call({ method: 'POST', url: '/api/attendance/clock-in', token: await t().login(caller as Exclude<Caller, 'anonymous'>), payload: await clockInBody(caller) });
  };
  const clockInBody = async (caller: Caller) => {
    const response = caller === 'anonymous' ? undefined : await t().call({ method: 'GET', url: '/api/attendance/sites', token: await t().login(caller) });
    const site = response?.statusCode === 200 ? (response.json() as Array<{ id: number; type: string; lat: number; lng: number }>)[0] : undefined;
    return site ? { siteType: site.type, siteId: site.id, lat: site.lat, lng: site.lng, accuracy: 10 } : { siteType: 'PLACE', siteId: 1, lat: 41.9, lng: 12.5, accuracy: 10 };
  };

  return {
    'GET /api/attendance': { request: async () => ({ method: 'GET', url: '/api/attendance' }), expected: readers(200) },
    'GET /api/attendance/:id': { request: async () => ({ method: 'GET', url: `/api/attendance/${await demoRecord()}` }), expected: readers(200) },
    'GET /api/attendance/:id/history': { request: async () => ({ method: 'GET', url: `/api/attendance/${await demoRecord()}/history` }), expected: readers(200) },
    'POST /api/attendance': { request: async () => ({ method: 'POST', url: '/api/attendance', payload: await manualBody() }), expected: backOffice(201) },
    'PATCH /api/attendance/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/attendance/${await manualRecord()}`, payload: { note: 'Verificato', reason: 'Controllo del foglio presenze' } }),
      expected: backOffice(200),
    },
    'GET /api/attendance/month-report': {
      request: async () => ({ method: 'GET', url: `/api/attendance/month-report?companyId=${context().companies[0]}&month=2026-03&format=xlsx` }),
      expected: readers(200),
      file: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
    },
    'GET /api/attendance/month-summary': {
      request: async () => ({ method: 'GET', url: `/api/attendance/month-summary?companyId=${context().companies[0]}&month=2026-03` }),
      expected: readers(200),
    },
    'GET /api/attendance/users': { request: async () => ({ method: 'GET', url: `/api/attendance/users?companyId=${context().companies[0]}` }), expected: readers(200) },
    'GET /api/attendance/settings/:companyId': { request: async () => ({ method: 'GET', url: `/api/attendance/settings/${context().companies[0]}` }), expected: backOffice(200) },
    'PUT /api/attendance/settings/:companyId': {
      request: async () => ({ method: 'PUT', url: `/api/attendance/settings/${context().companies[0]}`, payload: { retentionDays: 30 } }),
      expected: backOffice(200),
    },
    'GET /api/attendance/sites': { request: async () => ({ method: 'GET', url: '/api/attendance/sites' }), expected: clockers(200) },
    'GET /api/attendance/current': { request: async () => ({ method: 'GET', url: '/api/attendance/current' }), expected: clockers(200) },
    'GET /api/attendance/my': { request: async () => ({ method: 'GET', url: '/api/attendance/my' }), expected: clockers(200) },
    // The administrator belongs to no company, so has no month sheet of their own.
    'GET /api/attendance/my/report': {
      request: async () => ({ method: 'GET', url: '/api/attendance/my/report?format=pdf' }),
      expected: clockers(200, 404),
      file: /^application\/pdf$/,
    },
    'POST /api/attendance/notice': { request: async () => ({ method: 'POST', url: '/api/attendance/notice', payload: { version: NOTICE_VERSION } }), expected: clockers(200) },
    // The administrator belongs to no company, so has no site to clock in at (400) and nothing open (409).
    'POST /api/attendance/clock-in': {
      request: async ({ caller }) => {
        await prepare(caller, false);
        return { method: 'POST', url: '/api/attendance/clock-in', payload: await clockInBody(caller) };
      },
      expected: clockers(201, 400),
    },
    'POST /api/attendance/clock-out': {
      request: async ({ caller }) => {
        await prepare(caller, true);
        return { method: 'POST', url: '/api/attendance/clock-out', payload: { lat: 41.9028, lng: 12.4964, accuracy: 10 } };
      },
      expected: clockers(200, 409),
    },
  };
};
