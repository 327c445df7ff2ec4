import type { ExpressionBuilder } from 'kysely';
import { dayBounds } from '../../../../shared/attendance';
import { addDays, todayInRome } from '../../../../shared/dates';
import { surnameFirst } from '../../../../shared/names';
import type { TCoverage, TCoverageRow, TWorkforceSettings } from '../../../../shared/schemas/workforce';
import type { Database } from '../../../db/schema';
import type { DbOrTx } from '../../../db/database';
import { getWorkforceSettings } from '../settings';

const MINUTE = 60_000;

interface Clocking {
  id: number;
  checkIn: string;
  checkOut: string | null;
}

/** The settings of some companies, each read once. */
export const settingsOf = async (db: DbOrTx, companyIds: Iterable<number>) => {
  const settings = new Map<number, TWorkforceSettings>();
  for (const companyId of new Set(companyIds)) settings.set(companyId, await getWorkforceSettings(db, companyId));
  return settings;
};

/**
 * A shift against its clock-ins as of `now`: OPEN with nobody assigned; DONE once every linked
 * attendance is closed; ON_TIME or LATE by the first clock-in against the start plus the late
 * grace; with none, PLANNED until the late grace passes, then LATE, then NO_SHOW past the second
 * grace. lateMinutes: of the clock-in after the start, or of the wait so far while it is missing.
 */
export const coverageState = (
  shift: { userId: number | null; startsAt: string },
  clockings: readonly Clocking[],
  graces: Pick<TWorkforceSettings, 'lateGraceMinutes' | 'noShowGraceMinutes'>,
  now: Date,
): Pick<TCoverageRow, 'state' | 'lateMinutes'> => {
  if (shift.userId === null) return { state: 'OPEN', lateMinutes: null };
  const start = Date.parse(shift.startsAt);
  const first = clockings[0];
  if (first) {
    const late = Date.parse(first.checkIn) - start;
    const lateMinutes = Math.max(0, Math.floor(late / MINUTE));
    if (clockings.every((c) => c.checkOut !== null)) return { state: 'DONE', lateMinutes };
    return { state: late > graces.lateGraceMinutes * MINUTE ? 'LATE' : 'ON_TIME', lateMinutes };
  }
  const waited = now.getTime() - start;
  if (waited <= 0) return { state: 'PLANNED', lateMinutes: null };
  const lateMinutes = Math.floor(waited / MINUTE);
  if (waited > graces.noShowGraceMinutes * MINUTE) return { state: 'NO_SHOW', lateMinutes };
  return { state: waited > graces.lateGraceMinutes * MINUTE ? 'LATE' : 'PLANNED', lateMinutes };
};

/**
 * The shifts a Rome day's panel states: those starting that day (a shift's day is the day it
 * starts) and, when the day is today, last night's still running (22:00–06:00 begun yesterday is
 * on the panel until it ends). The two days read on the shift's date index.
 */
export const shiftsOfPanelDay = (date: string, now: Date) => (eb: ExpressionBuilder<Database, 'shift'>) =>
  date === todayInRome(now)
    ? eb.and([eb('shift.date', 'in', [addDays(date, -1), date]), eb.or([eb('shift.date', '=', date), eb('shift.endsAt', '>', now.toISOString())])])
    : eb('shift.date', '=', date);

/**
 * The unplanned clock-ins a Rome day's panel states: those begun that day and, when the day is
 * today, yesterday's still open (the guard who clocked in without a shift at 23:00 is at work).
 */
export const unplannedOfPanelDay = (date: string, now: Date) => (eb: ExpressionBuilder<Database, 'attendance'>) => {
  const { from, to } = dayBounds(date);
  const begun = eb.and([eb('attendance.checkIn', '>=', from), eb('attendance.checkIn', '<', to)]);
  const stillOpen = eb.and([eb('attendance.checkIn', '>=', dayBounds(addDays(date, -1)).from), eb('attendance.checkIn', '<', from), eb('attendance.checkOut', 'is', null)]);
  return eb.and([eb('attendance.unplanned', '=', 1), date === todayInRome(now) ? eb.or([begun, stillOpen]) : begun]);
};

const userName = (row: { firstName: string | null; lastName: string | null }) => surnameFirst(row.lastName, row.firstName);

/**
 * The published shifts of a Rome day's panel (shiftsOfPanelDay) with their clock-ins, and its
 * unplanned clock-ins (unplannedOfPanelDay), sorted by start; of some companies (undefined: all),
 * or of one site.
 */
export const findCoverage = async (db: DbOrTx, options: { date: string; companies: number[] | undefined; siteId?: number; now: Date }): Promise<TCoverage> => {
  const { date, companies, siteId, now } = options;
  if (companies && !companies.length) return { date, rows: [] };
  const shifts = await db
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .innerJoin('clientSite', 'clientSite.id', 'shift.clientSiteId')
    .leftJoin('user', 'user.id', 'shift.userId')
    .select([
      'shift.id',
      'shift.companyId',
      'shift.postId',
      'post.name as postName',
      'shift.clientSiteId as siteId',
      'clientSite.name as siteName',
      'shift.userId',
      'user.firstName',
      'user.lastName',
      'shift.startTime as start',
      'shift.endTime as end',
      'shift.startsAt',
      'shift.endsAt',
    ])
    .where(shiftsOfPanelDay(date, now))
    .where('shift.status', '=', 'PUBLISHED')
    .$if(companies !== undefined, (q) => q.where('shift.companyId', 'in', companies as number[]))
    .$if(siteId !== undefined, (q) => q.where('shift.clientSiteId', '=', siteId as number))
    .execute();
  const [linked, unplanned] = await Promise.all([
    shifts.length
      ? db
          .selectFrom('attendance')
          .select(['id', 'shiftId', 'checkIn', 'checkOut'])
          .where('shiftId', 'in', shifts.map((s) => s.id))
          .orderBy('checkIn')
          .execute()
      : [],
    db
      .selectFrom('attendance')
      .innerJoin('user', 'user.id', 'attendance.userId')
      .select(['attendance.id', 'attendance.userId', 'user.firstName', 'user.lastName', 'attendance.siteId', 'attendance.siteName', 'attendance.checkIn', 'attendance.checkOut'])
      .where(unplannedOfPanelDay(date, now))
      .$if(companies !== undefined, (q) => q.where('attendance.companyId', 'in', companies as number[]))
      .$if(siteId !== undefined, (q) => q.where('attendance.siteType', '=', 'CLIENT_SITE').where('attendance.siteId', '=', siteId as number))
      .execute(),
  ]);
  const settings = await settingsOf(db, shifts.map((s) => s.companyId));
  const rows: TCoverageRow[] = shifts.map((shift) => {
    const clockings = linked.filter((a) => a.shiftId === shift.id);
    const first = clockings[0];
    const last = clockings.at(-1);
    return {
      shiftId: shift.id,
      postId: shift.postId,
      postName: shift.postName,
      siteId: shift.siteId,
      siteName: shift.siteName,
      userId: shift.userId,
      userName: shift.userId === null ? null : userName(shift),
      start: shift.start,
      end: shift.end,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      attendanceId: first?.id ?? null,
      checkIn: first?.checkIn ?? null,
      checkOut: last?.checkOut ?? null,
      ...coverageState(shift, clockings, settings.get(shift.companyId) as TWorkforceSettings, now),
    };
  });
  for (const a of unplanned) {
    rows.push({
      shiftId: null,
      postId: null,
      postName: null,
      siteId: a.siteId,
      siteName: a.siteName,
      userId: a.userId,
      userName: userName(a),
      start: null,
      end: null,
      startsAt: null,
      endsAt: null,
      attendanceId: a.id,
      checkIn: a.checkIn,
      checkOut: a.checkOut,
      lateMinutes: null,
      state: 'UNPLANNED',
    });
  }
  const startOf = (row: TCoverageRow) => row.startsAt ?? row.checkIn ?? '';
  rows.sort((a, b) => startOf(a).localeCompare(startOf(b)) || (a.siteName ?? '').localeCompare(b.siteName ?? '', 'it') || (a.shiftId ?? 0) - (b.shiftId ?? 0));
  return { date, rows };
};
