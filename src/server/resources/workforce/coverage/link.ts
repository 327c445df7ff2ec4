import { dayBounds, romeTimeOf } from '../../../../shared/attendance';
import { addDays, todayInRome } from '../../../../shared/dates';
import { type DbOrTx } from '../../../db/database';
import { findLeaveManagerIds } from '../../notification/repository';
import { notifyUsers } from '../../notification/service';
import { getWorkforceSettings } from '../settings';

/** The longest clock-in window a company may set (ZWorkforceSettings): what the query reads before each company's own is applied. */
const MAX_WINDOW_MINUTES = 240;
const MINUTE = 60_000;

/** A shift a clock-in now could be linked to. */
export interface LinkableShift {
  id: number;
  siteId: number;
  companyId: number;
  postName: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  /** Whether an attendance is linked to it already. */
  linked: boolean;
}

/**
 * The person's published shifts at client sites whose clock-in window is open now: from the
 * company's clockWindowMinutes before the start to the end. Best first: those nobody clocked in
 * for yet, then by the nearest start; a shift already clocked in for stays a candidate only while it
 * runs (a return after a break is no unplanned clock-in). The first at a site is the one a
 * clock-in there links to; with none, a clock-in at a client site is unplanned.
 */
export const findLinkableShifts = async (db: DbOrTx, userId: number, now: Date): Promise<LinkableShift[]> => {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .select((eb) => [
      'shift.id',
      'shift.clientSiteId as siteId',
      'shift.companyId',
      'post.name as postName',
      'shift.startTime as start',
      'shift.endTime as end',
      'shift.startsAt',
      'shift.endsAt',
      eb.exists(eb.selectFrom('attendance').select('attendance.id').whereRef('attendance.shiftId', '=', 'shift.id')).as('linked'),
    ])
    .where('shift.userId', '=', userId)
    .where('shift.status', '=', 'PUBLISHED')
    .where('shift.endsAt', '>', at)
    // No shift is longer than a day (25 hours across a daylight-saving change): the index on (user, start) reads a day.
    .where('shift.startsAt', '>', new Date(now.getTime() - 26 * 3_600_000).toISOString())
    .where('shift.startsAt', '<=', new Date(now.getTime() + MAX_WINDOW_MINUTES * MINUTE).toISOString())
    .execute();
  const windows = new Map<number, number>();
  for (const companyId of new Set(rows.map((row) => row.companyId))) windows.set(companyId, (await getWorkforceSettings(db, companyId)).clockWindowMinutes);
  const distance = (row: { startsAt: string }) => Math.abs(Date.parse(row.startsAt) - now.getTime());
  return rows
    .map((row) => ({ ...row, linked: Boolean(row.linked) }))
    .filter((row) => Date.parse(row.startsAt) - (windows.get(row.companyId) ?? 0) * MINUTE <= now.getTime())
    .filter((row) => !row.linked || Date.parse(row.startsAt) <= now.getTime())
    .sort((a, b) => Number(a.linked) - Number(b.linked) || distance(a) - distance(b) || a.id - b.id);
};

/**
 * The days whose published shifts make a client site one the person may clock in at (today−90 to
 * today+14, Rome), as the instants their starts fall between: [from, to).
 */
export const rosterWindow = (now: Date) => {
  const today = todayInRome(now);
  return { from: dayBounds(addDays(today, -90)).from, to: dayBounds(addDays(today, 14)).to };
};

/**
 * Tells the company's office of a clock-in at a client site with no shift there (in the clock-in's
 * transaction); `who` names a person without a name on file.
 */
export const tellUnplanned = async (
  db: DbOrTx,
  record: { id: number; companyId: number; userName: string | null; siteName: string | null; checkIn: string },
  who: string,
) =>
  notifyUsers(db, await findLeaveManagerIds(db, record.companyId), {
    kind: 'CLOCK_IN_UNPLANNED',
    params: { name: record.userName ?? who, site: record.siteName ?? '', time: romeTimeOf(record.checkIn) },
    link: `/attendance/${record.id}/show`,
  });
