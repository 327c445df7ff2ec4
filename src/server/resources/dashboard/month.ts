import { sql, type RawBuilder } from 'kysely';
import { romeDayStart, romeInstant, romeTimeOf } from '../../../shared/attendance';
import { addDays, endOfMonth } from '../../../shared/dates';
import { DEFAULT_HOURS_PER_DAY, isRestDay, leaveDaysWithin, OPEN_END, PERMISSION_TYPES, type TPermissionType } from '../../../shared/leave';
import type { TDashboard } from '../../../shared/schemas/dashboard';
import { mondayOf } from '../../../shared/workforce/shift-time';
import { dialectOf, type DbOrTx } from '../../db/database';
import { contractMinutesOf } from '../workforce/rules/contract';
import { figure, listLink, pageLink } from './links';

/** The last weeks whose coverage the dashboard shows. */
const COVERAGE_DAYS = 28;

/**
 * A record's worked minutes as the month sheet counts them (workedMinutes: the clock minutes'
 * difference; an open record or a missed clock-out nothing), written by the database.
 */
const minutes = (db: DbOrTx): RawBuilder<number> =>
  dialectOf(db) === 'postgres'
    ? sql<number>`case when attendance.check_out is null or attendance.missed_clock_out = 1 then 0 else greatest(0, (date_part('epoch', date_trunc('minute', attendance.check_out))::bigint - date_part('epoch', date_trunc('minute', attendance.check_in))::bigint) / 60) end`
    : sql<number>`case when attendance.check_out is null or attendance.missed_clock_out = 1 then 0 else max(0, (unixepoch(substr(attendance.check_out, 1, 16)) - unixepoch(substr(attendance.check_in, 1, 16))) / 60) end`;

/** Worked minutes per company of the records begun in [from, to). */
const workedByCompany = async (db: DbOrTx, companies: number[] | undefined, from: string, to: string) => {
  const rows = await db
    .selectFrom('attendance')
    .select(['attendance.companyId', sql<number>`sum(${minutes(db)})`.as('minutes')])
    .where('attendance.checkIn', '>=', from)
    .where('attendance.checkIn', '<', to)
    .$if(companies !== undefined, (q) => q.where('attendance.companyId', 'in', companies as number[]))
    .groupBy('attendance.companyId')
    .execute();
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
  const [names, current, previous] = await Promise.all([
    db
      .selectFrom('company')
      .select(['id', 'name'])
      .$if(companies !== undefined, (q) => q.where('id', 'in', companies as number[]))
      .orderBy('name')
      .execute(),
    workedByCompany(db, companies, romeDayStart(first), now.toISOString()),
    workedByCompany(db, companies, romeDayStart(lastFirst), lastEnd),
  ]);
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
    db
      .selectFrom('attendance')
      .innerJoin('clientSite', 'clientSite.id', 'attendance.siteId')
      .innerJoin('client', 'client.id', 'clientSite.clientId')
      .select(['client.id', 'client.name', sql<number>`sum(${minutes(db)})`.as('minutes')])
      .where('attendance.siteType', '=', 'CLIENT_SITE')
      .where('attendance.checkIn', '>=', romeDayStart(from))
      .where('attendance.checkIn', '<', romeDayStart(today))
      // The attendance's company too (a client's guards are its company's), so that the index on
      // company and clock-in answers without reading the table.
      .$if(companies !== undefined, (q) => q.where('client.companyId', 'in', companies as number[]).where('attendance.companyId', 'in', companies as number[]))
      .groupBy(['client.id', 'client.name'])
      .execute(),
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
  const rows = await db
    .selectFrom('attendance')
    // `user_id + 0`: grouped by an expression, SQLite reads the index on company and clock-in
    // (which holds every column needed) rather than the one on person and clock-in, and the table.
    .select([sql<number>`attendance.user_id + 0`.as('userId'), week.as('week'), sql<number>`sum(${minutes(db)})`.as('minutes')])
    .where('attendance.checkIn', '>=', romeDayStart(first))
    .where('attendance.checkIn', '<', now.toISOString())
    .$if(companies !== undefined, (q) => q.where('attendance.companyId', 'in', companies as number[]))
    .groupBy([sql`1`, sql`2`])
    .execute();
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
const readMonth = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date): Promise<TDashboard['month']> => {
  const [hours, coverage, overtime, absence] = await Promise.all([
    hoursByCompany(db, companies, today, now),
    coverageByClient(db, companies, today),
    overtimeMinutes(db, companies, today, now),
    absenceByType(db, companies, today),
  ]);
  return {
    month: today.slice(0, 7),
    ...hours,
    ...coverage,
    overtime: figure(overtime, pageLink('/workforce/hours')),
    ...absence,
  };
};

/**
 * The month's figures sum every record of weeks (tens of thousands: a month of 1,000,000 records is
 * about 40,000, each one's minutes worked out), and they move slowly: each scope's are kept a
 * minute per database and shared by the requests asking meanwhile. What is happening now and
 * what to act on are read at every request.
 */
const MONTH_TTL_MS = 60_000;
const kept = new WeakMap<object, Map<string, { until: number; figures: Promise<TDashboard['month']> }>>();

export const monthFigures = (db: DbOrTx, companies: number[] | undefined, today: string, now: Date): Promise<TDashboard['month']> => {
  const cache = kept.get(db) ?? new Map();
  kept.set(db, cache);
  const key = `${today}|${companies?.join(',') ?? '*'}`;
  const hit = cache.get(key);
  if (hit && hit.until > now.getTime()) return hit.figures;
  for (const [old, entry] of cache) if (entry.until <= now.getTime()) cache.delete(old);
  const figures = readMonth(db, companies, today, now);
  cache.set(key, { until: now.getTime() + MONTH_TTL_MS, figures });
  figures.catch(() => cache.delete(key));
  return figures;
};
