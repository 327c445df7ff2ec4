import { sql } from 'kysely';
import { addDays } from '../../../shared/dates';
import { OPEN_END, PERMISSION_TYPES } from '../../../shared/leave';
import type { TDashboard } from '../../../shared/schemas/dashboard';
import type { TWorkforceSettings } from '../../../shared/schemas/workforce';
import type { DbOrTx } from '../../db/database';
import { missedCondition } from '../attendance/list';
import { missedCutoffs } from '../attendance/settings';
import { coverageState, settingsOf, shiftsOfPanelDay, unplannedOfPanelDay } from '../workforce/coverage/coverage';
import { countOf, figure, listLink, pageLink, rosterPath } from './links';

const LEAVE_TYPES = PERMISSION_TYPES.filter((type) => type !== 'MALATTIA');

/**
 * Open attendances of the companies: on duty (open within the missed clock-out limit) and open
 * past it, with the same condition the attendance list's `missed` filter uses.
 */
const openAttendance = async (db: DbOrTx, companies: number[] | undefined, now: Date) => {
  const missed = missedCondition(await missedCutoffs(db, now));
  const row = await db
    .selectFrom('attendance')
    .select([sql<number>`sum(case when ${missed} then 1 else 0 end)`.as('missed'), sql<number>`count(*)`.as('open')])
    .where('attendance.checkOut', 'is', null)
    .$if(companies !== undefined, (q) => q.where('attendance.companyId', 'in', companies as number[]))
    .executeTakeFirst();
  const open = Number(row?.open ?? 0);
  const past = Number(row?.missed ?? 0);
  return { onDuty: open - past, missedOpen: past };
};

/** Assigned, published shifts running at this instant (a night begun yesterday included). */
const plannedNow = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date) => {
  const at = now.toISOString();
  return countOf(
    await db
      .selectFrom('shift')
      .select(sql<number>`count(*)`.as('n'))
      .where('shift.date', '>=', addDays(today, -1))
      .where('shift.date', '<=', today)
      .where('shift.status', '=', 'PUBLISHED')
      .where('shift.userId', 'is not', null)
      .where('shift.startsAt', '<=', at)
      .where('shift.endsAt', '>', at)
      .$if(companies !== undefined, (q) => q.where('shift.companyId', 'in', companies as number[]))
      .executeTakeFirst(),
  );
};

/** Approved sick leave and other leave running today (an open-ended sick leave too), as the leave list's filter finds them: one statement. */
const leaveToday = async (db: DbOrTx, companies: number[] | undefined, today: string) => {
  const row = await db
    .selectFrom('permission')
    .select([sql<number>`sum(case when ${sql.ref('permission.type')} = 'MALATTIA' then 1 else 0 end)`.as('sick'), sql<number>`count(*)`.as('n')])
    .where('permission.status', '=', 'APPROVED')
    .where('permission.type', 'in', ['MALATTIA', ...LEAVE_TYPES])
    .where('permission.startDate', '<=', today)
    .where((eb) => eb(eb.fn.coalesce('permission.endDate', eb.val(OPEN_END)), '>=', today))
    .$if(companies !== undefined, (q) => q.where('permission.companyId', 'in', companies as number[]))
    .executeTakeFirst();
  const sick = Number(row?.sick ?? 0);
  return { sick, onLeave: Number(row?.n ?? 0) - sick };
};

/**
 * Today's late and no-show shifts and unplanned clock-ins, each shift stated as the coverage panel
 * states it (coverageState, with its company's graces), without the panel's names and places: the
 * published shifts of today's panel (last night's still running too) with the clock-ins linked to
 * them, and the panel's unplanned clock-ins.
 */
const coverageToday = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date) => {
  const [shifts, clockings, unplanned] = await Promise.all([
    db
      .selectFrom('shift')
      .select(['shift.id', 'shift.companyId', 'shift.userId', 'shift.startsAt'])
      .where(shiftsOfPanelDay(today, now))
      .where('shift.status', '=', 'PUBLISHED')
      .where('shift.userId', 'is not', null)
      .$if(companies !== undefined, (q) => q.where('shift.companyId', 'in', companies as number[]))
      .execute(),
    // Shift by shift (a few hundred) on the partial index of the clock-ins linked to a shift
    // (migration 0017): a cross join, which SQLite takes in the order written; the same inner join
    // to PostgreSQL.
    db
      .selectFrom('shift')
      .crossJoin('attendance')
      .select(['attendance.shiftId', 'attendance.checkIn', 'attendance.checkOut'])
      .whereRef('attendance.shiftId', '=', 'shift.id')
      .where('attendance.shiftId', 'is not', null)
      .where(shiftsOfPanelDay(today, now))
      .where('shift.status', '=', 'PUBLISHED')
      .where('shift.userId', 'is not', null)
      .$if(companies !== undefined, (q) => q.where('shift.companyId', 'in', companies as number[]))
      .orderBy('attendance.checkIn')
      .execute(),
    db
      .selectFrom('attendance')
      .select(sql<number>`count(*)`.as('n'))
      .where(unplannedOfPanelDay(today, now))
      .$if(companies !== undefined, (q) => q.where('attendance.companyId', 'in', companies as number[]))
      .executeTakeFirst(),
  ]);
  const linked = new Map<number, Array<{ id: number; checkIn: string; checkOut: string | null }>>();
  for (const c of clockings) {
    const list = linked.get(c.shiftId as number) ?? [];
    list.push({ id: 0, checkIn: c.checkIn, checkOut: c.checkOut });
    linked.set(c.shiftId as number, list);
  }
  const settings = await settingsOf(db, shifts.map((shift) => shift.companyId));
  let late = 0;
  let noShow = 0;
  for (const shift of shifts) {
    const { state } = coverageState(shift, linked.get(shift.id) ?? [], settings.get(shift.companyId) as TWorkforceSettings, now);
    if (state === 'LATE') late += 1;
    else if (state === 'NO_SHOW') noShow += 1;
  }
  return { late, noShow, unplanned: countOf(unplanned) };
};

/**
 * What is happening now: on duty against planned, the coverage panel's late, no-show and
 * unplanned clock-ins of today (its own logic), open attendances past the missed clock-out limit,
 * and who is sick or on leave today.
 */
export const nowFigures = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date): Promise<TDashboard['now']> => {
  const [open, planned, coverage, { sick, onLeave }] = await Promise.all([
    openAttendance(db, companies, now),
    plannedNow(db, companies, today, now),
    coverageToday(db, companies, today, now),
    leaveToday(db, companies, today),
  ]);
  const presence = pageLink('/attendance/users');
  const running = { status: 'APPROVED', startDate_lte: today, endDate_gte: today };
  return {
    onDuty: figure(open.onDuty, listLink('/attendance', 'attendance', { open: true, missed: false })),
    planned: figure(planned, pageLink(rosterPath(today))),
    late: figure(coverage.late, presence),
    noShow: figure(coverage.noShow, presence),
    unplanned: figure(coverage.unplanned, presence),
    missedOpen: figure(open.missedOpen, listLink('/attendance', 'attendance', { open: true, missed: true })),
    sick: figure(sick, listLink('/permission', 'permission', { ...running, type: 'MALATTIA' })),
    onLeave: figure(onLeave, listLink('/permission', 'permission', { ...running, type: LEAVE_TYPES })),
  };
};
