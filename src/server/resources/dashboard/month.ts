import { type Compilable, CompiledQuery, sql } from 'kysely';
import { romeDayStart, romeInstant, romeTimeOf } from '../../../shared/attendance';
import { addDays, endOfMonth } from '../../../shared/dates';
import { DEFAULT_HOURS_PER_DAY, isRestDay, leaveDaysWithin, OPEN_END, PERMISSION_TYPES, type TPermissionType } from '../../../shared/leave';
import type { TDashboard } from '../../../shared/schemas/dashboard';
import { mondayOf } from '../../../shared/workforce/shift-time';
import { dialectOf, type DbOrTx } from '../../db/database';
import { contractMinutesOf } from '../workforce/rules/contract';
import { sharedFigures } from './kept';
import { figure, listLink, pageLink } from './links';

/** The last weeks whose coverage the dashboard shows. */
const COVERAGE_DAYS = 28;

/**
 * A record's worked minutes as the month sheet counts them (workedMinutes: the clock minutes'
 * difference; an open record or a missed clock-out nothing): the column the database writes
 * (migration 0017), read from the index on company and clock-in that holds it.
 */
const MINUTES = sql<number>`sum(${sql.ref('attendance.workedMinutes')})`;

/**
 * A statement summing worked minutes, on the index that holds them. SQLite's planner does not
 * count a virtual column's value in an index as covered and would take the smaller index on
 * company and clock-in, then work the minutes out of every record: it is told which to use.
 */
const onMinutesIndex = async <R>(db: DbOrTx, query: Compilable<R>): Promise<R[]> => {
  const compiled = query.compile();
  if (dialectOf(db) === 'postgres') return (await db.executeQuery(compiled)).rows;
  const text = compiled.sql.replace('from "attendance"', 'from "attendance" indexed by "attendance_company_minutes_idx"');
  return (await db.executeQuery<R>(CompiledQuery.raw(text, [...compiled.parameters]))).rows;
};

/** Worked minutes per company of the records begun in [from, to). */
const workedByCompany = async (db: DbOrTx, companies: number[] | undefined, from: string, to: string) => {
  const rows = await onMinutesIndex(
    db,
    db
      .selectFrom('attendance')
      .select(['attendance.companyId', MINUTES.as('minutes')])
      .where('attendance.checkIn', '>=', from)
      .where('attendance.checkIn', '<', to)
      .$if(companies !== undefined, (q) => q.where('attendance.companyId', 'in', companies as number[]))
      .groupBy('attendance.companyId'),
  );
  return new Map(rows.map((row) => [row.companyId, Number(row.minutes ?? 0)]));
};

/** This month so far against the same days of last month (to the same time of day), per company. */
const hoursByCompany = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date) => {
  const first = `${today.slice(0, 7)}-01`;
  const lastFirst = `${addDays(first, -1).slice(0, 7)}-01`;
  const day = Number(today.slice(8, 10));
  const longer = day > Number(endOfMonth(lastFirst).slice(8, 10));
  // From the 29th on, a shorter last month is compared whole.
  const compareTo = longer ? endOfMonth(lastFirst) : addDays(lastFirst, day - 1);
  const lastEnd = longer ? romeDayStart(first) : romeInstant(compareTo, romeTimeOf(now.toISOString()));
  const names = await db
    .selectFrom('company')
    .select(['id', 'name'])
    .$if(companies !== undefined, (q) => q.where('id', 'in', companies as number[]))
    .orderBy('name')
    .execute();
  // One long sum after the other (see readMonth).
  const current = await workedByCompany(db, companies, romeDayStart(first), now.toISOString());
  const previous = await workedByCompany(db, companies, romeDayStart(lastFirst), lastEnd);
  const hours = names.map((company) => ({
    companyId: company.id,
    name: company.name,
    minutes: current.get(company.id) ?? 0,
    lastMonthMinutes: previous.get(company.id) ?? 0,
    link: listLink('/attendance', 'attendance', { companyId: company.id, checkIn_gte: romeDayStart(first) }),
  }));
  return { hours, compareFrom: lastFirst, compareTo };
};

/** Planned (published shifts) against delivered minutes (attendance at its sites) of the last 4 weeks, per client, the least covered first. */
const coverageByClient = async (db: DbOrTx, companies: number[] | undefined, today: string) => {
  const from = addDays(today, -COVERAGE_DAYS);
  const to = addDays(today, -1);
  const [planned, delivered] = await Promise.all([
    db
      .selectFrom('shift')
      .innerJoin('clientSite', 'clientSite.id', 'shift.clientSiteId')
      .innerJoin('client', 'client.id', 'clientSite.clientId')
      .select(['client.id', 'client.name', sql<number>`sum(shift.minutes)`.as('minutes')])
      .where('shift.date', '>=', from)
      .where('shift.date', '<=', to)
      .where('shift.status', '=', 'PUBLISHED')
      .$if(companies !== undefined, (q) => q.where('shift.companyId', 'in', companies as number[]))
      .groupBy(['client.id', 'client.name'])
      .execute(),
    onMinutesIndex(
      db,
      db
        .selectFrom('attendance')
        .innerJoin('clientSite', 'clientSite.id', 'attendance.siteId')
      .innerJoin('client', 'client.id', 'clientSite.clientId')
      .select(['client.id', 'client.name', MINUTES.as('minutes')])
      .where('attendance.siteType', '=', 'CLIENT_SITE')
      .where('attendance.checkIn', '>=', romeDayStart(from))
      .where('attendance.checkIn', '<', romeDayStart(today))
      // The attendance's company too (a client's guards are its company's), so that the index on
      // company and clock-in answers without reading the table.
      .$if(companies !== undefined, (q) => q.where('client.companyId', 'in', companies as number[]).where('attendance.companyId', 'in', companies as number[]))
      .groupBy(['client.id', 'client.name']),
    ),
  ]);
  const clients = new Map<number, TDashboard['month']['coverage'][number]>();
  const row = (id: number, name: string) => {
    const found = clients.get(id) ?? { clientId: id, name, plannedMinutes: 0, deliveredMinutes: 0, ratio: null, link: pageLink(`/client/${id}/show`) };
    clients.set(id, found);
    return found;
  };
  for (const p of planned) row(p.id, p.name).plannedMinutes = Number(p.minutes ?? 0);
  for (const d of delivered) row(d.id, d.name).deliveredMinutes = Number(d.minutes ?? 0);
  const coverage = [...clients.values()].map((c) => ({ ...c, ratio: c.plannedMinutes ? Math.round((c.deliveredMinutes / c.plannedMinutes) * 1000) / 1000 : null }));
  coverage.sort((a, b) => (a.ratio ?? Infinity) - (b.ratio ?? Infinity) || a.name.localeCompare(b.name, 'it'));
  return { coverage, coverageFrom: from, coverageTo: to };
};

/**
 * Overtime of the month so far: per person and ISO week (the week's days within the month), the
 * minutes worked beyond their contract's weekly minutes, as the roster's CONTRACT_HOURS rule counts them.
 */
const overtimeMinutes = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date) => {
  const first = `${today.slice(0, 7)}-01`;
  const mondays: string[] = [];
  for (let monday = addDays(mondayOf(first), 7); monday <= today; monday = addDays(monday, 7)) mondays.push(monday);
  const week = mondays.length
    ? sql<number>`case ${sql.join(mondays.map((monday, i) => sql`when attendance.check_in < ${romeDayStart(monday)} then ${i}`), sql` `)} else ${mondays.length} end`
    : sql<number>`0`;
  const rows = await onMinutesIndex(
    db,
    db
    .selectFrom('attendance')
    // `user_id + 0`: grouped by an expression, SQLite reads the index on company and clock-in
    // (which holds every column needed) rather than the one on person and clock-in, and the table.
    .select([sql<number>`attendance.user_id + 0`.as('userId'), week.as('week'), MINUTES.as('minutes')])
    .where('attendance.checkIn', '>=', romeDayStart(first))
    .where('attendance.checkIn', '<', now.toISOString())
    .$if(companies !== undefined, (q) => q.where('attendance.companyId', 'in', companies as number[]))
    .groupBy([sql`1`, sql`2`]),
  );
  const contracts = await contractMinutesOf(db, rows.map((row) => row.userId), today);
  return rows.reduce((sum, row) => sum + Math.max(0, Number(row.minutes ?? 0) - (contracts.get(row.userId) ?? 0)), 0);
};

/**
 * Leave of the month so far by type, in working days (hourly leave as its hours over a day's 8),
 * against the working days of the workers employed: the absence rate.
 */
const absenceByType = async (db: DbOrTx, companies: number[] | undefined, today: string) => {
  const first = `${today.slice(0, 7)}-01`;
  const [leave, workers] = await Promise.all([
    db
      .selectFrom('permission')
      .select(['type', 'startDate', 'endDate', 'startTime', 'hours'])
      .where('status', '=', 'APPROVED')
      .where('startDate', '<=', today)
      .where((eb) => eb(eb.fn.coalesce('endDate', eb.val(OPEN_END)), '>=', first))
      .$if(companies !== undefined, (q) => q.where('companyId', 'in', companies as number[]))
      .execute(),
    db
      .selectFrom('user')
      .innerJoin('userRole', 'userRole.userId', 'user.id')
      .select(sql<number>`count(distinct ${sql.ref('user.id')})`.as('n'))
      .where('user.active', '=', 1)
      .where('userRole.role', '=', 'ROLE_WORKER')
      .$if(companies !== undefined, (q) =>
        q.where((eb) => eb.exists(eb.selectFrom('userCompany').select('userCompany.userId').whereRef('userCompany.userId', '=', 'user.id').where('userCompany.companyId', 'in', companies as number[]))),
      )
      .executeTakeFirst(),
  ]);
  let workingDays = 0;
  for (let day = first; day <= today; day = addDays(day, 1)) if (!isRestDay(day)) workingDays += 1;
  const workerDays = workingDays * Number(workers?.n ?? 0);
  const days = new Map<TPermissionType, number>(PERMISSION_TYPES.map((type) => [type, 0]));
  for (const l of leave) {
    const type = l.type as TPermissionType;
    const counted = l.startTime !== null ? Number(l.hours ?? 0) / DEFAULT_HOURS_PER_DAY : leaveDaysWithin(l.startDate, l.endDate ?? today, first, today);
    days.set(type, (days.get(type) ?? 0) + counted);
  }
  const absence = PERMISSION_TYPES.map((type) => {
    const value = Math.round((days.get(type) ?? 0) * 100) / 100;
    return {
      type,
      days: value,
      rate: workerDays ? Math.round((value / workerDays) * 10_000) / 10_000 : 0,
      link: listLink('/permission', 'permission', { type, status: 'APPROVED', startDate_lte: today, endDate_gte: first }),
    };
  });
  return { absence, workerDays };
};

/** How the month goes: hours against last month, coverage per client, overtime and absence. */
export const readMonth = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date): Promise<TDashboard['month']> => {
  // The long sums one after the other, not queued together: on SQLite every statement takes its
  // turn on the one reader thread, and a request's short statements then wait for one sum at
  // most, not for all of them, while the month is read again in the background.
  const hours = await hoursByCompany(db, companies, today, now);
  const coverage = await coverageByClient(db, companies, today);
  const overtime = await overtimeMinutes(db, companies, today, now);
  const absence = await absenceByType(db, companies, today);
  return {
    month: today.slice(0, 7),
    ...hours,
    ...coverage,
    overtime: figure(overtime, pageLink('/workforce/hours')),
    ...absence,
  };
};

/**
 * The month's figures add up every record of weeks (about 40,000 a month in the bench, each read
 * from the index, none worked out) and move slowly: each scope's are kept MONTH_KEEP_MS from when
 * they were read, shared by the requests asking meanwhile, and read again in the background once
 * MONTH_REFRESH_MS old (the kept ones served until the new are ready, so that no request waits for
 * them under a steady load); after a write answered by this server they are read again at once and
 * waited for (see kept.ts). What is happening now and what to act on are read for every request
 * (shared only by those arriving while one is being read).
 */
export const MONTH_KEEP_MS = 10_000;
export const MONTH_REFRESH_MS = 5_000;
const kept = sharedFigures<TDashboard['month']>(MONTH_KEEP_MS, MONTH_REFRESH_MS);

export const monthFigures = (db: DbOrTx, companies: number[] | undefined, today: string, now: Date): Promise<TDashboard['month']> =>
  kept(db, `${today}|${companies?.join(',') ?? '*'}`, () => readMonth(db, companies, today, now));
