import { monthBounds, romeDateOf, romeTimeOf, workedMinutes } from '../../../../shared/attendance';
import { addDays, endOfMonth, todayInRome } from '../../../../shared/dates';
import { surnameFirst } from '../../../../shared/names';
import type { TStatement, TStatementDuty, TStatementStatus } from '../../../../shared/schemas/request-statement';
import type { DbOrTx } from '../../../db/database';

/** A client site as a statement heads it. */
export interface StatementSite {
  siteId: number;
  siteName: string;
  siteAddress: string | null;
  clientId: number;
  clientName: string;
  companyId: number;
  companyName: string;
}

const sitesQuery = (db: DbOrTx) =>
  db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .innerJoin('company', 'company.id', 'client.companyId')
    .select([
      'clientSite.id as siteId',
      'clientSite.name as siteName',
      'clientSite.address as siteAddress',
      'client.id as clientId',
      'client.name as clientName',
      'company.id as companyId',
      'company.name as companyName',
    ]);

/** One site, or undefined when there is none. */
export const findStatementSite = (db: DbOrTx, siteId: number): Promise<StatementSite | undefined> =>
  sitesQuery(db).where('clientSite.id', '=', siteId).executeTakeFirst();

/** Every site of a client, by name. */
export const findClientStatementSites = (db: DbOrTx, clientId: number): Promise<StatementSite[]> =>
  sitesQuery(db).where('client.id', '=', clientId).orderBy('clientSite.name').orderBy('clientSite.id').execute();

/** Who answered, as they sign: 'Mario Rossi'. */
export const signature = (firstName: string | null, lastName: string | null) => [firstName, lastName].filter(Boolean).join(' ') || null;

/** Whether a month is over in Europe/Rome: only then may the client answer its statement. */
export const isMonthClosed = (month: string, now: Date) => month < todayInRome(now).slice(0, 7);

const monthDays = (month: string) => {
  const last = endOfMonth(`${month}-01`);
  const days: string[] = [];
  for (let day = `${month}-01`; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
};

const byTime = (a: TStatementDuty, b: TStatementDuty) =>
  a.date.localeCompare(b.date) ||
  (a.plannedStart ?? a.checkIn ?? '').localeCompare(b.plannedStart ?? b.checkIn ?? '') ||
  a.name.localeCompare(b.name, 'it');

/**
 * The month's statements of sites of one company, in four queries whatever the number of sites
 * (the shifts by site and day, the attendance by site and check-in: both on their indexes).
 *
 * Planned: the PUBLISHED shifts of the sites' posts, each counted whole on the day it starts (a
 * 22–06 night is the evening's), as the roster and the hours report count them; open shifts count
 * as planned service but name nobody on duty. Delivered: the attendance clocked in at the site in
 * the month, on the day of its clock-in, with the minutes the month sheet counts (the clock times
 * shown): an open attendance counts nothing until its clock-out, nor does a missed clock-out until
 * the office corrects it. A clock-in linked to a shift joins that shift's line; any other is a line
 * of its own. Duties carry the person's name and times only.
 */
export const findStatements = async (db: DbOrTx, sites: StatementSite[], month: string, now: Date): Promise<TStatement[]> => {
  if (!sites.length) return [];
  const siteIds = sites.map((s) => s.siteId);
  const days = monthDays(month);
  const { from, to } = monthBounds(month);
  const [shifts, attendance, answers] = await Promise.all([
    db
      .selectFrom('shift')
      .innerJoin('post', 'post.id', 'shift.postId')
      .leftJoin('user', 'user.id', 'shift.userId')
      .select(['shift.id', 'shift.clientSiteId as siteId', 'shift.date', 'shift.startTime', 'shift.endTime', 'shift.minutes', 'shift.userId', 'post.name as postName', 'user.firstName', 'user.lastName'])
      .where('shift.clientSiteId', 'in', siteIds)
      .where('shift.date', '>=', days[0])
      .where('shift.date', '<=', days[days.length - 1])
      .where('shift.status', '=', 'PUBLISHED')
      .execute(),
    db
      .selectFrom('attendance')
      .innerJoin('user', 'user.id', 'attendance.userId')
      .select(['attendance.siteId', 'attendance.shiftId', 'attendance.checkIn', 'attendance.checkOut', 'attendance.missedClockOut', 'user.firstName', 'user.lastName'])
      // By the site, whatever company the clock-in was recorded under (attendance_site_check_in_idx).
      .where('attendance.siteId', 'in', siteIds)
      .where('attendance.checkIn', '>=', from)
      .where('attendance.checkIn', '<', to)
      .where('attendance.siteType', '=', 'CLIENT_SITE')
      .orderBy('attendance.checkIn')
      .execute(),
    db
      .selectFrom('siteStatement')
      .leftJoin('user', 'user.id', 'siteStatement.answeredBy')
      .select(['siteStatement.siteId', 'siteStatement.status', 'siteStatement.note', 'siteStatement.answeredAt', 'user.firstName', 'user.lastName'])
      .where('siteStatement.siteId', 'in', siteIds)
      .where('siteStatement.month', '=', month)
      .execute(),
  ]);

  const closed = isMonthClosed(month, now);
  return sites.map((site) => {
    const perDay = new Map(days.map((date) => [date, { date, plannedMinutes: 0, deliveredMinutes: 0 }]));
    const duties: TStatementDuty[] = [];
    const byShift = new Map<number, TStatementDuty>();
    for (const shift of shifts) {
      if (shift.siteId !== site.siteId) continue;
      (perDay.get(shift.date) as { plannedMinutes: number }).plannedMinutes += shift.minutes;
      if (shift.userId === null) continue;
      const duty: TStatementDuty = {
        date: shift.date,
        name: surnameFirst(shift.lastName, shift.firstName) ?? '',
        postName: shift.postName,
        plannedStart: shift.startTime,
        plannedEnd: shift.endTime,
        checkIn: null,
        checkOut: null,
        plannedMinutes: shift.minutes,
        deliveredMinutes: 0,
      };
      duties.push(duty);
      byShift.set(shift.id, duty);
    }
    for (const record of attendance) {
      if (record.siteId !== site.siteId) continue;
      const date = romeDateOf(record.checkIn);
      const minutes = record.missedClockOut ? 0 : (workedMinutes(record.checkIn, record.checkOut) ?? 0);
      (perDay.get(date) as { deliveredMinutes: number }).deliveredMinutes += minutes;
      const checkOut = record.checkOut === null ? null : romeTimeOf(record.checkOut);
      const linked = record.shiftId === null ? undefined : byShift.get(record.shiftId);
      if (linked) {
        // Records come by clock-in: the first one opens the line, the last one closes it.
        linked.checkIn ??= romeTimeOf(record.checkIn);
        linked.checkOut = checkOut;
        linked.deliveredMinutes += minutes;
        continue;
      }
      duties.push({
        date,
        name: surnameFirst(record.lastName, record.firstName) ?? '',
        postName: null,
        plannedStart: null,
        plannedEnd: null,
        checkIn: romeTimeOf(record.checkIn),
        checkOut,
        plannedMinutes: 0,
        deliveredMinutes: minutes,
      });
    }
    const answer = answers.find((a) => a.siteId === site.siteId);
    const dayList = [...perDay.values()];
    return {
      siteId: site.siteId,
      siteName: site.siteName,
      siteAddress: site.siteAddress,
      clientId: site.clientId,
      clientName: site.clientName,
      companyName: site.companyName,
      month,
      days: dayList,
      duties: duties.sort(byTime),
      totals: {
        plannedMinutes: dayList.reduce((sum, d) => sum + d.plannedMinutes, 0),
        deliveredMinutes: dayList.reduce((sum, d) => sum + d.deliveredMinutes, 0),
      },
      closed,
      status: (answer?.status ?? 'PENDING') as TStatementStatus,
      note: answer?.note ?? null,
      answeredBy: answer ? signature(answer.firstName, answer.lastName) : null,
      answeredAt: answer?.answeredAt ?? null,
    };
  });
};
