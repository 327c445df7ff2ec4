import { expect } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from './app';
import { createUser, demoCompanyIds, userIdOf } from './api';

export interface Worker {
  id: number;
  token: string;
}

/** A new worker of a company, signed in. */
export const newWorker = async (t: TestApp, companyId: number, roles: string[] = ['ROLE_WORKER']): Promise<Worker> => {
  const user = await createUser(t, { companyIds: [companyId], roles });
  // Signed-up users start with a temporary password; these tests are not about changing it.
  await t.app.db.updateTable('user').set({ mustChangePassword: 0 }).where('id', '=', user.id).execute();
  const response = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: user.fiscalCode, password: user.password } });
  expect(response.statusCode, response.body).toBe(200);
  return { id: user.id, token: response.json().accessToken as string };
};

export const askLeave = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/permission', token, payload });

/** A request that must be accepted; answers the created record. */
export const createLeave = async (t: TestApp, token: string, payload: Record<string, unknown>) => {
  const response = await askLeave(t, token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; status: string; [key: string]: unknown };
};

export const decide = (t: TestApp, token: string, id: number, action: 'approve' | 'reject' | 'cancel', note?: string) =>
  t.call({ method: 'POST', url: `/api/permission/${id}/${action}`, token, payload: note === undefined ? {} : { note } });

export const listOf = async (t: TestApp, token: string, url: string) => {
  const response = await t.call({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as Array<Record<string, unknown>>, total: Number(String(response.headers['content-range']).split('/')[1]) };
};

/** The query string of a list-protocol filter. */
export const filterQuery = (filter: Record<string, unknown>, extra = '') =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

export const sickLeave = (overrides: Record<string, unknown> = {}) => ({
  type: 'MALATTIA',
  startDate: '2025-03-03',
  endDate: '2025-03-07',
  protocolNumber: '2503031234',
  kind: 'FIRST',
  ...overrides,
});

let dayCounter = 0;
/** A day no other call of this file used, so one worker's requests never overlap. */
export const nextLeaveDay = () => {
  dayCounter += 1;
  return addDays('2035-01-01', dayCounter);
};

/** A fresh PENDING hourly request of a demo account; answers its id. */
export const pendingRequestOf = async (t: TestApp, who: DemoRole = 'worker') =>
  (await createLeave(t, await t.login(who), { type: 'ROL', startDate: nextLeaveDay(), startTime: '09:00', endTime: '10:00' })).id;

/** A sick leave of a demo account from the demo data. */
export const demoSickLeaveOf = async (t: TestApp, who: DemoRole = 'worker') => {
  const row = await t.app.db
    .selectFrom('permission')
    .select('id')
    .where('userId', '=', await userIdOf(t, who))
    .where('type', '=', 'MALATTIA')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A new unread notification of a demo account; answers its id. */
export const notificationOf = async (t: TestApp, who: DemoRole) => {
  const row = await t.app.db
    .insertInto('notification')
    .values({ userId: await userIdOf(t, who), kind: 'TEST', title: 'Prova', body: 'Notifica di prova', link: null, params: null, createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A request for FERIE from one day to another. */
export const ferie = (startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({ type: 'FERIE', startDate, endDate, ...extra });

/**
 * What the leave test files share: a fresh app, every demo role signed in, the demo companies
 * (the moderator and accounting manage the first ones, never the third) and a worker of the third.
 */
export const leaveScene = async () => {
  const t = await createTestApp();
  const [c1, , c3] = await demoCompanyIds(t);
  const tokens: Record<string, string> = {};
  for (const who of ['admin', 'moderator', 'worker', 'clientManagement', 'accounting', 'client'] as const) tokens[who] = await t.login(who);
  return {
    t,
    c1,
    c3,
    tokens,
    workerId: await userIdOf(t, 'worker'),
    moderatorId: await userIdOf(t, 'moderator'),
    adminId: await userIdOf(t, 'admin'),
    outsider: await newWorker(t, c3),
  };
};

/** Leave written straight to the database (approved unless told), for tests about how it is counted rather than how it is asked. */
export const insertLeave = (
  t: TestApp,
  values: { userId: number; companyId: number; type: string; startDate: string; endDate: string | null; startTime?: string; endTime?: string; hours?: number; status?: string },
) =>
  t.app.db
    .insertInto('permission')
    .values({
      userId: values.userId,
      companyId: values.companyId,
      type: values.type,
      startDate: values.startDate,
      endDate: values.endDate,
      startTime: values.startTime ?? null,
      endTime: values.endTime ?? null,
      hours: values.hours ?? null,
      status: values.status ?? 'APPROVED',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .execute();
