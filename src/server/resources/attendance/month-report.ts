import { clockMinute, dayBounds, minutesByDay, monthBounds, romeDateOf, romeInstant } from '../../../shared/attendance';
import { addDays, endOfMonth, todayInRome, weekday } from '../../../shared/dates';
import { countsAsLeaveDay, isRestDay, OPEN_END, PERMISSION_TYPES, type TPermissionType } from '../../../shared/leave';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../errors';
import { isMissed, missedCutoffs } from './settings';
import { surnameFirst } from '../../../shared/names';

/** The payroll codes of the leave types, as Italian attendance sheets write them. */
export const LEAVE_CODES: Record<TPermissionType, string> = { FERIE: 'FE', ROL: 'ROL', EX_FESTIVITA: 'EF', L104: '104', MALATTIA: 'MAL', OTHER: 'PE' };

export interface ReportLeave {
  type: TPermissionType;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  hours: number | null;
}

export interface ReportDay {
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Sunday, a national holiday or the company's patron saint's day. */
  rest: boolean;
}

export interface ReportCell {
  minutes: number;
  /**
   * A shift of that day counted as nothing: 'missed' when its clock-out is missing past the
   * company's limit, or came only after it (to be corrected), 'running' for a shift in progress.
   */
  open: 'missed' | 'running' | null;
  /** A counted shift of that day is flagged for review (outside the geofence, no position…). */
  review: boolean;
  /**
   * A shift of that day was entered by hand, or its check-in, check-out or site was corrected: the
   * reason is in the record's history. A record only marked as reviewed is not.
   */
  corrected: boolean;
  /** Leave on that day: a whole day (hours null) or some hours. */
  leave: Array<{ type: TPermissionType; hours: number | null }>;
}

export interface ReportRow {
  userId: number;
  name: string;
  fiscalCode: string | null;
  cells: ReportCell[];
  totals: {
    minutes: number;
    daysWorked: number;
    /** The month's working days (not rest days) within the person's employment: what days worked compare with. */
    workingDays: number;
    /** Of the minutes worked, those at night (22–06) and on Sundays and holidays (the company's patron day included). */
    nightMinutes: number;
    holidayMinutes: number;
    /** The night minutes that fell on a Sunday or holiday: counted in both of the above. */
    nightHolidayMinutes: number;
    /** Missed clock-outs. */
    missed: number;
    /** Records flagged for review (outside the geofence, no position…) and not yet cleared. */
    review: number;
    /** Whole days and hours of each leave type in the month. */
    leave: Record<TPermissionType, { days: number; hours: number }>;
  };
}

export interface MonthReport {
  month: string;
  company: { id: number; name: string };
  days: ReportDay[];
  rows: ReportRow[];
}

/** Night work under the security CCNL: from 22:00 to 06:00. */
const NIGHT = { from: '22:00', to: '06:00' };

interface RomeDay {
  from: number;
  to: number;
  nightEnds: number;
  nightStarts: number;
  holiday: boolean;
}

/**
 * A Rome day's instants and whether it is a rest day of a company with that patron day, computed
 * once per day and patron day (time zone arithmetic is costly; the same date is a holiday in Rome
 * and a working day in Milan).
 */
const romeDays = new Map<string, RomeDay>();
const romeDay = (date: string, patronDay: string | null = null): RomeDay => {
  const key = patronDay ? `${date}|${patronDay}` : date;
  let day = romeDays.get(key);
  if (!day) {
    const bounds = dayBounds(date);
    day = {
      from: Date.parse(bounds.from),
      to: Date.parse(bounds.to),
      nightEnds: Date.parse(romeInstant(date, NIGHT.to)),
      nightStarts: Date.parse(romeInstant(date, NIGHT.from)),
      holiday: isRestDay(date, patronDay),
    };
    if (romeDays.size > 10_000) romeDays.clear();
    romeDays.set(key, day);
  }
  return day;
};

const overlap = (start: number, end: number, from: number, to: number) => Math.max(0, Math.min(end, to) - Math.max(start, from));

/**
 * The minutes of a closed shift worked at night (22–06, Europe/Rome) and on Sundays or holidays
 * (national ones and the company's patron saint's day, 'MM-dd'), each minute by its own calendar
 * day: what payroll pays a supplement for. Night minutes of a Sunday or holiday are in both, and
 * `nightHoliday` says how many they are.
 */
export const premiumMinutes = (checkIn: string, checkOut: string, patronDay: string | null = null) => {
  // On the clock's minutes, as the worked minutes: each part is whole minutes, and none exceeds them.
  const start = clockMinute(checkIn);
  const end = clockMinute(checkOut);
  let night = 0;
  let holiday = 0;
  let nightHoliday = 0;
  for (let date = romeDateOf(checkIn); date <= romeDateOf(checkOut); date = addDays(date, 1)) {
    const day = romeDay(date, patronDay);
    const dark = overlap(start, end, day.from, day.nightEnds) + overlap(start, end, day.nightStarts, day.to);
    night += dark;
    if (day.holiday) {
      holiday += overlap(start, end, day.from, day.to);
      nightHoliday += dark;
    }
  }
  const minutes = (ms: number) => Math.round(ms / 60_000);
  return { night: minutes(night), holiday: minutes(holiday), nightHoliday: minutes(nightHoliday) };
};

/**
 * The night, holiday and night-on-holiday minutes of some shifts added up, as every total of a
 * month counts them: closed shifts only, a missed clock-out none; each on its company's calendar.
 */
export const premiumTotals = (
  records: ReadonlyArray<{ checkIn: string; checkOut: string | null; missed: boolean; companyId?: number }>,
  patronDayOf: (companyId: number | undefined) => string | null,
) => {
  const totals = { nightMinutes: 0, holidayMinutes: 0, nightHolidayMinutes: 0 };
  for (const r of records) {
    if (r.checkOut === null || r.missed) continue;
    const premium = premiumMinutes(r.checkIn, r.checkOut, patronDayOf(r.companyId));
    totals.nightMinutes += premium.night;
    totals.holidayMinutes += premium.holiday;
    totals.nightHolidayMinutes += premium.nightHoliday;
  }
  return totals;
};

/**
 * The month sheet of some people, from their records and approved leave (pure: the route loads
 * them). A shift counts on the day it started (minutesByDay); open-ended sick leave runs up to
 * `today` (the days after it are not known yet). The company's patron saint's day ('MM-dd', none
 * when null or left out) is a rest day like Sundays and national holidays.
 */
export const buildMonthReport = (input: {
  month: string;
  company: { id: number; name: string };
  patronDay?: string | null;
  /** Each person with their employment's first and last day when known: no leave counts outside it. */
  people: Array<{ userId: number; name: string; fiscalCode: string | null; hireDate?: string | null; endDate?: string | null }>;
  records: Array<{ userId: number; checkIn: string; checkOut: string | null; missed: boolean; review: boolean; corrected?: boolean }>;
  leave: Array<ReportLeave & { userId: number }>;
  today: string;
}): MonthReport => {
  const first = `${input.month}-01`;
  const last = endOfMonth(first);
  const days: ReportDay[] = [];
  const patronDay = input.patronDay ?? null;
  for (let date = first; date <= last; date = addDays(date, 1)) days.push({ date, weekday: weekday(date), rest: romeDay(date, patronDay).holiday });
  const rows = input.people.map(({ hireDate, endDate, ...person }): ReportRow => {
    const employed = (date: string) => (!hireDate || date >= hireDate) && (!endDate || date <= endDate);
    const records = input.records.filter((r) => r.userId === person.userId);
    const worked = new Map(minutesByDay(records).map((d) => [d.date, d.minutes]));
    const startedOn = (date: string) => records.filter((r) => romeDateOf(r.checkIn) === date);
    const openOn = (shifts: typeof records) => (shifts.some((r) => r.missed) ? 'missed' : shifts.some((r) => r.checkOut === null) ? 'running' : null);
    const leave = input.leave.filter((l) => l.userId === person.userId);
    const cells = days.map((day): ReportCell => ({
      minutes: worked.get(day.date) ?? 0,
      open: openOn(startedOn(day.date)),
      review: startedOn(day.date).some((r) => r.review && !r.missed && r.checkOut !== null),
      corrected: startedOn(day.date).some((r) => !!r.corrected),
      leave: leave
        .filter((l) => l.startDate <= day.date && day.date <= (l.endDate ?? input.today) && employed(day.date))
        .filter((l) => l.startTime !== null || countsAsLeaveDay(l.type, day.rest))
        .map((l) => ({ type: l.type, hours: l.startTime !== null ? l.hours : null })),
    }));
    const totals: ReportRow['totals'] = {
      minutes: cells.reduce((sum, c) => sum + c.minutes, 0),
      daysWorked: cells.filter((c) => c.minutes > 0).length,
      workingDays: days.filter((day) => !day.rest && employed(day.date)).length,
      ...premiumTotals(records, () => patronDay),
      missed: records.filter((r) => r.missed).length,
      // As the days mark them: a missed clock-out is counted as such, a shift in progress not yet.
      review: records.filter((r) => r.review && !r.missed && r.checkOut !== null).length,
      leave: Object.fromEntries(PERMISSION_TYPES.map((type) => [type, { days: 0, hours: 0 }])) as ReportRow['totals']['leave'],
    };
    for (const cell of cells) {
      for (const { type, hours } of cell.leave) {
        if (hours === null) totals.leave[type].days += 1;
        else totals.leave[type].hours = Math.round((totals.leave[type].hours + hours) * 100) / 100;
      }
    }
    return { ...person, cells, totals };
  });
  return { month: input.month, company: input.company, days, rows };
};

/**
 * Loads and builds a company's month sheet: its active workers and whoever has records or leave
 * there in the month (someone who left mid-month still appears); or one person of the company,
 * `userId`. 404 when the company, or that person in it, does not exist.
 */
export const findMonthReport = async (db: DbOrTx, query: { companyId: number; month: string; userId?: number }, now: Date): Promise<MonthReport> => {
  const { from, to } = monthBounds(query.month);
  const first = `${query.month}-01`;
  const last = endOfMonth(first);
  const found = await db.selectFrom('company').select(['id', 'name', 'patronDay']).where('id', '=', query.companyId).executeTakeFirst();
  if (!found) throw notFound();
  const { patronDay, ...company } = found;
  const [records, leave, cutoffs] = await Promise.all([
    db
      .selectFrom('attendance')
      .select(['userId', 'companyId', 'checkIn', 'checkOut', 'reviewFlag', 'missedClockOut', 'source', 'timesCorrected'])
      .where('companyId', '=', company.id)
      .where('checkIn', '>=', from)
      .where('checkIn', '<', to)
      .$if(query.userId !== undefined, (q) => q.where('userId', '=', query.userId as number))
      .orderBy('checkIn')
      .execute(),
    db
      .selectFrom('permission')
      .select(['userId', 'type', 'startDate', 'endDate', 'startTime', 'hours'])
      .where('companyId', '=', company.id)
      .where('status', '=', 'APPROVED')
      .where('startDate', '<=', last)
      .where((eb) => eb(eb.fn.coalesce('endDate', eb.val(OPEN_END)), '>=', first))
      .$if(query.userId !== undefined, (q) => q.where('userId', '=', query.userId as number))
      .execute(),
    missedCutoffs(db, now),
  ]);
  const involved = [...new Set([...records.map((r) => r.userId), ...leave.map((l) => l.userId)])];
  const people = await db
    .selectFrom('user')
    .select(['user.id', 'user.firstName', 'user.lastName', 'user.fiscalCode', 'user.hireDate', 'user.endDate'])
    .where((eb) => {
      const linked = eb.exists(eb.selectFrom('userCompany').select('userCompany.userId').whereRef('userCompany.userId', '=', 'user.id').where('userCompany.companyId', '=', company.id));
      // One person asked by id: anyone of the company. Everyone: its active workers.
      const listed =
        query.userId !== undefined
          ? linked
          : eb.and([eb('user.active', '=', 1), linked, eb.exists(eb.selectFrom('userRole').select('userRole.userId').whereRef('userRole.userId', '=', 'user.id').where('userRole.role', '=', 'ROLE_WORKER'))]);
      return involved.length ? eb.or([listed, eb('user.id', 'in', involved)]) : listed;
    })
    .$if(query.userId !== undefined, (q) => q.where('user.id', '=', query.userId as number))
    .orderBy('user.lastName')
    .orderBy('user.firstName')
    .orderBy('user.id')
    .execute();
  if (query.userId !== undefined && !people.length) throw notFound();
  // Everyone's sheet leaves out whoever was not employed in the month and has no records in it
  // (left before it began, or is to start after it), however their open-ended leave runs on.
  const employedInMonth = (p: { hireDate: string | null; endDate: string | null }) => (!p.hireDate || p.hireDate <= last) && (!p.endDate || p.endDate >= first);
  const listed = query.userId !== undefined ? people : people.filter((p) => employedInMonth(p) || records.some((r) => r.userId === p.id));
  return buildMonthReport({
    month: query.month,
    company,
    patronDay,
    people: listed.map((p) => ({ userId: p.id, name: surnameFirst(p.lastName, p.firstName) ?? `#${p.id}`, fiscalCode: p.fiscalCode, hireDate: p.hireDate, endDate: p.endDate })),
    records: records.map((r) => ({ userId: r.userId, checkIn: r.checkIn, checkOut: r.checkOut, missed: isMissed(r, cutoffs), review: r.reviewFlag === 1, corrected: r.source === 'MANUAL' || r.timesCorrected === 1 })),
    leave: leave.map((l) => ({ ...l, type: l.type as TPermissionType })),
    today: todayInRome(now),
  });
};
