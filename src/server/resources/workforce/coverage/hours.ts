import { monthBounds, workedMinutes } from '../../../../shared/attendance';
import { endOfMonth } from '../../../../shared/dates';
import { surnameFirst } from '../../../../shared/names';
import type { THoursReport } from '../../../../shared/schemas/workforce';
import type { DbOrTx } from '../../../db/database';
import { settingsOf } from './coverage';
import type { THoursQuery } from './queries';

type Row = THoursReport['rows'][number];

const MINUTE = 60_000;

/**
 * Planned against worked hours of a month, per person, client site or client: planned are the
 * minutes of the published shifts of the month's days (a night belongs to the day it starts; a
 * person's rows count their own shifts, a site's or client's open ones too); worked are the minutes
 * of the attendance begun in the month, as the month sheet counts them (the clock minutes; an open
 * record or a missed clock-out counts nothing) — by person wherever they clocked in, by site or
 * client at its sites only. noShows: assigned shifts nobody clocked in for, past the no-show grace.
 */
export const findHoursReport = async (db: DbOrTx, query: Pick<THoursQuery, 'month' | 'by'>, companies: number[] | undefined, now: Date): Promise<THoursReport> => {
  const { month, by } = query;
  if (companies && !companies.length) return { month, by, rows: [] };
  const { from, to } = monthBounds(month);
  const shifts = await db
    .selectFrom('shift')
    .innerJoin('clientSite', 'clientSite.id', 'shift.clientSiteId')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .leftJoin('user', 'user.id', 'shift.userId')
    .select((eb) => [
      'shift.id',
      'shift.companyId',
      'shift.userId',
      'user.firstName',
      'user.lastName',
      'shift.clientSiteId as siteId',
      'clientSite.name as siteName',
      'client.id as clientId',
      'client.name as clientName',
      'shift.minutes',
      'shift.startsAt',
      eb.exists(eb.selectFrom('attendance').select('attendance.id').whereRef('attendance.shiftId', '=', 'shift.id')).as('attended'),
    ])
    .where('shift.status', '=', 'PUBLISHED')
    .where('shift.date', '>=', `${month}-01`)
    .where('shift.date', '<=', endOfMonth(`${month}-01`))
    .$if(by === 'user', (q) => q.where('shift.userId', 'is not', null))
    .$if(companies !== undefined, (q) => q.where('shift.companyId', 'in', companies as number[]))
    .execute();
  const attendance = await db
    .selectFrom('attendance')
    .innerJoin('user', 'user.id', 'attendance.userId')
    .leftJoin('clientSite', (join) => join.onRef('clientSite.id', '=', 'attendance.siteId').on('attendance.siteType', '=', 'CLIENT_SITE'))
    .leftJoin('client', 'client.id', 'clientSite.clientId')
    .select([
      'attendance.userId',
      'user.firstName',
      'user.lastName',
      'attendance.checkIn',
      'attendance.checkOut',
      'attendance.missedClockOut',
      'clientSite.id as siteId',
      'clientSite.name as siteName',
      'client.id as clientId',
      'client.name as clientName',
    ])
    .where('attendance.checkIn', '>=', from)
    .where('attendance.checkIn', '<', to)
    .$if(by !== 'user', (q) => q.where('clientSite.id', 'is not', null))
    .$if(companies !== undefined && by === 'user', (q) => q.where('attendance.companyId', 'in', companies as number[]))
    .$if(companies !== undefined && by !== 'user', (q) => q.where('client.companyId', 'in', companies as number[]))
    .execute();

  const settings = await settingsOf(db, shifts.map((s) => s.companyId));
  const rows = new Map<number, Row>();
  const keyOf = (r: { userId: number | null; firstName: string | null; lastName: string | null; siteId: number | null; siteName: string | null; clientId: number | null; clientName: string | null }) => {
    const [id, name] =
      by === 'user' ? [r.userId, surnameFirst(r.lastName, r.firstName) ?? ''] : by === 'site' ? [r.siteId, r.siteName ?? ''] : [r.clientId, r.clientName ?? ''];
    const row = rows.get(id as number) ?? { id: id as number, name, plannedMinutes: 0, workedMinutes: 0, shifts: 0, noShows: 0 };
    rows.set(row.id, row);
    return row;
  };
  for (const shift of shifts) {
    const row = keyOf(shift);
    row.plannedMinutes += shift.minutes;
    row.shifts += 1;
    const grace = (settings.get(shift.companyId)?.noShowGraceMinutes ?? 0) * MINUTE;
    if (shift.userId !== null && !shift.attended && now.getTime() - Date.parse(shift.startsAt) > grace) row.noShows += 1;
  }
  for (const record of attendance) {
    const row = keyOf(record);
    if (!record.missedClockOut) row.workedMinutes += workedMinutes(record.checkIn, record.checkOut) ?? 0;
  }
  return { month, by, rows: [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'it') || a.id - b.id) };
};
