import type { TAttendance } from '../../../shared/schemas/attendance';
import { type Column, recordRows, type Translate, yesNo } from '../../export/csv';
import { formatDate, formatTime } from '../../pages/attendance/format';

const COLUMNS: Column<TAttendance>[] = [
  { field: 'id' },
  { field: 'userName', value: (r) => r.userName ?? r.userId },
  { field: 'siteName' },
  { field: 'checkIn', format: 'dd/MM/yyyy', value: (r) => formatDate(r.checkIn) },
  { field: 'checkIn', format: 'hh:mm', value: (r) => formatTime(r.checkIn) },
  { field: 'checkOut', format: 'dd/MM/yyyy', value: (r) => (r.checkOut ? formatDate(r.checkOut) : null) },
  { field: 'checkOut', format: 'hh:mm', value: (r) => (r.checkOut ? formatTime(r.checkOut) : null) },
  { field: 'minutes', format: 'h', value: (r) => (r.minutes != null ? (r.minutes / 60).toFixed(2).replace('.', ',') : null) },
  { field: 'checkInInside', value: (r, t) => t(`attendance.inside.${r.checkInInside}`) },
  { field: 'checkOutInside', value: (r, t) => (r.checkOutInside ? t(`attendance.inside.${r.checkOutInside}`) : null) },
  { field: 'source', value: (r, t) => t(`resources.attendance.sources.${r.source}`) },
  { field: 'reviewFlag', value: (r, t) => yesNo(r.reviewFlag, t) },
  { field: 'missed', value: (r, t) => yesNo(r.missed, t) },
  { field: 'note' },
  { field: 'editReason' },
];

/**
 * The attendance list as payroll opens it in a spreadsheet, in the reader's language: Italian
 * dates and times (Europe/Rome), hours with a decimal comma; the header first.
 */
export const attendanceRows = (records: TAttendance[], translate: Translate) => recordRows('attendance', COLUMNS, records, translate);
