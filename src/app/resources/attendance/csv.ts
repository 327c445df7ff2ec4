import type { TAttendance } from '../../../shared/schemas/attendance';
import { formatDate, formatTime } from '../../pages/attendance/format';

const quote = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The attendance list as payroll opens it in a spreadsheet: Italian dates and times (Europe/Rome),
 * hours with a decimal comma, ';' as separator (what Excel expects with an Italian locale).
 */
export const attendanceCsv = (records: TAttendance[], header: string[]): string => {
  const rows = records.map((r) => [
    r.id,
    r.userName ?? r.userId,
    r.siteName ?? '',
    formatDate(r.checkIn),
    formatTime(r.checkIn),
    r.checkOut ? formatDate(r.checkOut) : '',
    r.checkOut ? formatTime(r.checkOut) : '',
    r.minutes != null ? (r.minutes / 60).toFixed(2).replace('.', ',') : '',
    r.checkInInside,
    r.checkOutInside ?? '',
    r.source,
    r.reviewFlag ? 1 : 0,
    r.missed ? 1 : 0,
    r.note ?? '',
    r.editReason ?? '',
  ]);
  return [header, ...rows].map((row) => row.map(quote).join(';')).join('\r\n');
};

export const CSV_COLUMNS = [
  'id', 'userName', 'siteName', 'checkIn', 'checkIn', 'checkOut', 'checkOut', 'minutes',
  'checkInInside', 'checkOutInside', 'source', 'reviewFlag', 'missed', 'note', 'editReason',
] as const;
