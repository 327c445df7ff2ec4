import { expect } from 'vitest';
import { addDays, todayInRome, weekday } from '../../src/shared/dates';
import { holidaysOf } from '../../src/shared/leave';
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

export const decide = (t: TestApp, token: string, id: number, action: 'approve' | 'reject' | 'cancel' | 'revoke', note?: string) =>
  t.call({ method: 'POST', url: `/api/permission/${id}/${action}`, token, payload: note === undefined ? {} : { note } });

export const listOf = async (t: TestApp, token: string, url: string) => {
  const response = await t.call({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as Array<Record<string, unknown>>, total: Number(String(response.headers['content-range']).split('/')[1]) };
};

/** The query string of a list-protocol filter. */
export const filterQuery = (filter: Record<string, unknown>, extra = '') =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

const THIS_YEAR = Number(todayInRome().slice(0, 4));
/**
 * The year tests ask for leave in: next year, always inside the years leave may fall in (last year
 * to next year) and always in the future, whatever today is.
 */
export const LEAVE_YEAR = THIS_YEAR + 1;
/** The year of tests' sick leave: last year, always in the past and inside those years. */
export const SICK_YEAR = THIS_YEAR - 1;
/** A day of last year ('MM-dd'), for sick leave, which cannot start in the future. */
export const sickDay = (monthDay: string) => `${SICK_YEAR}-${monthDay}`;

/** The demo companies' patron saint's days (Rome, Milan, Naples): rest days of one of them. */
const DEMO_PATRON_DAYS = ['06-29', '12-07', '09-19'];
/** A rest day of any demo company: Sunday, a national holiday or one of their patron days. */
const anyRestDay = (day: string) => weekday(day) === 0 || holidaysOf(Number(day.slice(0, 4))).has(day) || DEMO_PATRON_DAYS.includes(day.slice(5));

/**
 * The Monday starting the first `weeks` consecutive weeks, from a month of the leave year on, whose
 * Monday-to-Saturday are all working days at every demo company: tests then name days by their
 * place in those weeks (Monday + 2 is a Wednesday) whatever the year's calendar.
 */
const firstMonday = (month: number) => {
  let monday = `${LEAVE_YEAR}-${String(month).padStart(2, '0')}-01`;
  while (weekday(monday) !== 1) monday = addDays(monday, 1);
  return monday;
};
const freeWeek = (monday: string) => Array.from({ length: 6 }, (_, i) => addDays(monday, i)).every((day) => !anyRestDay(day));

const freeWeeksFrom = (from: string, weeks: number) => {
  let monday = from;
  while (!Array.from({ length: weeks }, (_, w) => addDays(monday, 7 * w)).every(freeWeek)) monday = addDays(monday, 7);
  return monday;
};

export const workWeeks = (month: number, weeks = 1): string => freeWeeksFrom(firstMonday(month), weeks);

/**
 * Such weeks from `gap` weeks after a Monday of workWeeks on. Weeks asked from two months may be the
 * same ones (in 2028 Easter Monday and 25 April leave April no three free weeks, so three from April
 * on are May's, as three from May on): weeks that must not share a day with others follow them.
 */
export const workWeeksAfter = (after: string, gap: number, weeks = 1): string => freeWeeksFrom(addDays(after, 7 * gap), weeks);

/** The Monday of the first such week, from a month of the leave year on, that runs from one month into the next. */
export const monthEndWeek = (month: number): string => {
  let monday = firstMonday(month);
  while (!freeWeek(monday) || monday.slice(5, 7) === addDays(monday, 5).slice(5, 7)) monday = addDays(monday, 7);
  return monday;
};

/** The first Sunday of a month of the leave year. */
export const sundayIn = (month: number): string => {
  let day = `${LEAVE_YEAR}-${String(month).padStart(2, '0')}-01`;
  while (weekday(day) !== 0) day = addDays(day, 1);
  return day;
};

export const sickLeave = (overrides: Record<string, unknown> = {}) => ({
  type: 'MALATTIA',
  startDate: sickDay('03-03'),
  endDate: sickDay('03-07'),
  protocolNumber: '2503031234',
  kind: 'FIRST',
  ...overrides,
});

let lastLeaveDay = `${LEAVE_YEAR + 1}-01-01`;
/**
 * A working day no other call of this file used, so one worker's requests never overlap: from the
 * end of the leave year backwards, away from the weeks tests name and from the demo data.
 */
export const nextLeaveDay = () => {
  do lastLeaveDay = addDays(lastLeaveDay, -1);
  while (anyRestDay(lastLeaveDay));
  return lastLeaveDay;
};

/** A fresh PENDING hourly request of a demo account; answers its id. */
export const pendingRequestOf = async (t: TestApp, who: DemoRole = 'worker') =>
  (await createLeave(t, await t.login(who), { type: 'ROL', startDate: nextLeaveDay(), startTime: '09:00', endTime: '10:00' })).id;

/** A request of a demo worker, approved by the administrator. */
export const approvedRequestOf = async (t: TestApp, who: DemoRole = 'worker') => {
  const id = await pendingRequestOf(t, who);
  expect((await decide(t, await t.login('admin'), id, 'approve')).statusCode).toBe(200);
  return id;
};

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
