import { sql } from 'kysely';
import { addDays } from '../../../shared/dates';
import { OPEN_END, PERMISSION_TYPES } from '../../../shared/leave';
import type { TDashboard } from '../../../shared/schemas/dashboard';
import type { DbOrTx } from '../../db/database';
import { missedCondition } from '../attendance/list';
import { missedCutoffs } from '../attendance/settings';
import { findCoverage } from '../workforce/coverage/coverage';
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

/** Approved leave of some types running today (an open-ended sick leave too), as the leave list's filter finds it. */
const leaveToday = async (db: DbOrTx, companies: number[] | undefined, types: readonly string[], today: string) =>
  countOf(
    await db
      .selectFrom('permission')
      .select(sql<number>`count(*)`.as('n'))
      .where('permission.status', '=', 'APPROVED')
      .where('permission.type', 'in', [...types])
      .where('permission.startDate', '<=', today)
      .where((eb) => eb(eb.fn.coalesce('permission.endDate', eb.val(OPEN_END)), '>=', today))
      .$if(companies !== undefined, (q) => q.where('permission.companyId', 'in', companies as number[]))
      .executeTakeFirst(),
  );

/**
 * What is happening now: on duty against planned, the coverage panel's late, no-show and
 * unplanned clock-ins of today (its own logic), open attendances past the missed clock-out limit,
 * and who is sick or on leave today.
 */
export const nowFigures = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date): Promise<TDashboard['now']> => {
  const [open, planned, coverage, sick, onLeave] = await Promise.all([
    openAttendance(db, companies, now),
    plannedNow(db, companies, today, now),
    findCoverage(db, { date: today, companies, now }),
    leaveToday(db, companies, ['MALATTIA'], today),
    leaveToday(db, companies, LEAVE_TYPES, today),
  ]);
  const states = (state: string) => coverage.rows.filter((row) => row.state === state).length;
  const presence = pageLink('/attendance/users');
  const running = { status: 'APPROVED', startDate_lte: today, endDate_gte: today };
  return {
    onDuty: figure(open.onDuty, listLink('/attendance', 'attendance', { open: true, missed: false })),
    planned: figure(planned, pageLink(rosterPath(today))),
    late: figure(states('LATE'), presence),
    noShow: figure(states('NO_SHOW'), presence),
    unplanned: figure(states('UNPLANNED'), presence),
    missedOpen: figure(open.missedOpen, listLink('/attendance', 'attendance', { open: true, missed: true })),
    sick: figure(sick, listLink('/permission', 'permission', { ...running, type: 'MALATTIA' })),
    onLeave: figure(onLeave, listLink('/permission', 'permission', { ...running, type: LEAVE_TYPES })),
  };
};
