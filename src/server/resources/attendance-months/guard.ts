import { romeDateOf } from '../../../shared/attendance';
import { addDays, formatDate, todayInRome } from '../../../shared/dates';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors';
import { findClosedAmong, lockCompany } from './repository';

/** Days ('yyyy-MM-dd', both included) a write touches; `to` null: still running, so until today. */
export interface TPeriod {
  from: string;
  to: string | null;
}

/** The days of an attendance record (Europe/Rome): a shift across midnight touches both days, an open one runs until today. */
export const attendancePeriod = (record: { checkIn: string; checkOut: string | null }): TPeriod => ({
  from: romeDateOf(record.checkIn),
  to: record.checkOut ? romeDateOf(record.checkOut) : null,
});

/** The days of a leave request or sick leave; an open-ended sick leave runs until today. */
export const leavePeriod = (leave: { startDate: string; endDate: string | null }): TPeriod => ({ from: leave.startDate, to: leave.endDate });

/**
 * The days a change of a sick leave touches: its whole period when its certificate changes; when
 * only its end moves, the days between the old end and the new (an open end runs until today).
 */
export const sickLeaveChange = (before: { startDate: string; endDate: string | null }, input: Record<string, unknown>, endDate: string | null): TPeriod[] => {
  if (Object.entries(input).some(([key, value]) => key !== 'endDate' && value !== undefined)) return [leavePeriod(before), leavePeriod({ ...before, endDate })];
  const [oldEnd, newEnd] = [before.endDate ?? todayInRome(), endDate ?? todayInRome()];
  if (oldEnd === newEnd) return [];
  const [first, last] = oldEnd < newEnd ? [oldEnd, newEnd] : [newEnd, oldEnd];
  return [{ from: addDays(first, 1), to: last }];
};

const monthRange = ({ from, to }: TPeriod) => {
  const end = to ?? todayInRome();
  const [first, last] = from <= end ? [from, end] : [end, from];
  return { from: first.slice(0, 7), to: last.slice(0, 7) };
};

/**
 * The one guard of payroll's month close, called inside the write transaction of every route that
 * creates, changes or deletes an attendance, a leave request or a sick leave: 409, naming the month,
 * when and by whom it was closed, if any day of the periods falls in a closed month of the company.
 * On PostgreSQL it holds the company's row shared until the write commits, so a month cannot close
 * between this check and the write (closing takes the row for update).
 */
export const assertMonthsOpen = async (db: DbOrTx, companyId: number, periods: ReadonlyArray<TPeriod>) => {
  if (!periods.length) return;
  await lockCompany(db, companyId, 'share');
  const closed = await findClosedAmong(db, companyId, periods.map(monthRange));
  if (!closed) return;
  throw new AppError('CONFLICT', 'attendanceMonths.closed', {
    params: {
      month: `${closed.month.slice(5, 7)}/${closed.month.slice(0, 4)}`,
      date: formatDate(romeDateOf(closed.closedAt)),
      name: closed.closedByName ?? '–',
    },
  });
};
