import { ATTENDANCE_DEFAULTS, dayBounds, hoursOf, minutesByDay, minutesStartedOn, monthBounds, NOTICE_VERSION } from '../../../shared/attendance';
import { todayInRome } from '../../../shared/dates';
import type { TAttendanceWithPositions } from '../../../shared/schemas/attendance';
import type { DbOrTx } from '../../db/database';
import type { SessionUser } from '../auth/repository';
import { findPatronDays } from '../company/repository';
import { premiumTotals } from './month-report';
import { toAttendance } from './output';
import * as repo from './repository';
import { findNoticeAcceptance, getAttendanceSettings, missedCutoffs } from './settings';

const RECENT = 5;

/**
 * The worker's landing page: the open attendance, today's records and minutes (the shifts that
 * started today, the open one counted up to now), the last few records, the notice and the
 * company's clocking rules.
 */
export const findCurrent = async (db: DbOrTx, user: SessionUser, now: Date) => {
  const today = todayInRome(now);
  const { from, to } = dayBounds(today);
  const cutoffs = await missedCutoffs(db, now);
  const [open, todays, recent, acceptedAt, settings] = await Promise.all([
    repo.findOpenAttendance(db, user.id),
    repo.findUserRecords(db, user.id, from, to),
    repo.findRecentClosed(db, user.id, RECENT),
    findNoticeAcceptance(db, user.id),
    user.companyIds.length ? getAttendanceSettings(db, user.companyIds[0]) : Promise.resolve({ companyId: 0, ...ATTENDANCE_DEFAULTS }),
  ]);
  const records = todays.map((r) => toAttendance(r, cutoffs));
  return {
    open: open ? toAttendance(open, cutoffs) : null,
    today: { date: today, minutes: minutesStartedOn(records, today, now), records },
    recent: recent.map((r) => toAttendance(r, cutoffs)),
    notice: { version: NOTICE_VERSION, accepted: acceptedAt !== null, acceptedAt },
    settings: { geolocation: settings.geolocation, outsidePolicy: settings.outsidePolicy, retentionDays: settings.retentionDays, offlineMaxHours: settings.offlineMaxHours },
  };
};

/**
 * The worker's records of a month (Europe/Rome) with minutes and hours per day and in total, and
 * of the total those worked at night and on holidays, as the month sheet counts them (each
 * record's own company's calendar: its patron saint's day is a holiday).
 */
export const findMonth = async (db: DbOrTx, userId: number, month: string, now: Date) => {
  const { from, to } = monthBounds(month);
  const cutoffs = await missedCutoffs(db, now);
  const records: TAttendanceWithPositions[] = (await repo.findUserRecords(db, userId, from, to)).map((r) => toAttendance(r, cutoffs));
  const patronDays = await findPatronDays(db, [...new Set(records.map((r) => r.companyId))]);
  const days = minutesByDay(records);
  const totalMinutes = days.reduce((sum, day) => sum + day.minutes, 0);
  const { nightMinutes, holidayMinutes } = premiumTotals(records, (companyId) => (companyId === undefined ? null : (patronDays.get(companyId) ?? null)));
  return { month, records, days, totalMinutes, totalHours: hoursOf(totalMinutes), nightMinutes, holidayMinutes };
};
