import type { TAttendance } from '../../../shared/schemas/attendance';
import { type Column, recordRows, type Translate, yesNo } from '../../export/csv';
import { formatDate, formatTime } from '../../pages/attendance/format';

/** A company's name from its id, for the readers who see several. */
export type TCompanyName = (id: number) => string;

const columns = (companyName: TCompanyName): Column<TAttendance>[] => [
  { field: 'id' },
  { field: 'companyId', value: (r) => companyName(r.companyId) },
  { field: 'userName', value: (r) => r.userName ?? r.userId },
  { field: 'siteName' },
  { field: 'checkIn', format: 'date', value: (r) => formatDate(r.checkIn) },
  { field: 'checkIn', format: 'time', value: (r) => formatTime(r.checkIn) },
  { field: 'checkOut', format: 'date', value: (r) => (r.checkOut ? formatDate(r.checkOut) : null) },
  { field: 'checkOut', format: 'time', value: (r) => (r.checkOut ? formatTime(r.checkOut) : null) },
  // A missed clock-out's hours count nothing until corrected, as on the month sheet: left empty (its own column says why).
  { field: 'minutes', format: 'hours', value: (r) => (r.minutes != null && !r.missed ? (r.minutes / 60).toFixed(2).replace('.', ',') : null) },
  // Whole minutes beside the rounded hours: their sum is the month sheet's total, to the minute.
  { field: 'minutes', format: 'minutes', value: (r) => (r.missed ? null : r.minutes) },
  { field: 'checkInInside', value: (r, t) => t(`attendance.inside.${r.checkInInside}`) },
  { field: 'checkOutInside', value: (r, t) => (r.checkOutInside ? t(`attendance.inside.${r.checkOutInside}`) : null) },
  { field: 'source', value: (r, t) => t(`resources.attendance.sources.${r.source}`) },
  { field: 'reviewFlag', value: (r, t) => yesNo(r.reviewFlag, t) },
  { field: 'missed', value: (r, t) => yesNo(r.missed, t) },
  // Sent late by the phone and timed by it: payroll sees which hours rest on the phone's clock.
  { field: 'offline', value: (r, t) => yesNo(r.offline, t) },
  { field: 'note' },
  { field: 'editReason' },
];

/**
 * The attendance list as payroll opens it in a spreadsheet, in the reader's language: the
 * company by name, Italian dates and times (Europe/Rome), hours with a decimal comma and as whole
 * minutes (rounded hours do not add up to the month's total; minutes do); the header first.
 */
export const attendanceRows = (records: TAttendance[], translate: Translate, companyName: TCompanyName) =>
  recordRows('attendance', columns(companyName), records, translate);

/** 'presenze-2026-11-22': the day of the export, so that two exports do not overwrite each other's name. */
export const attendanceFileName = (today: Date = new Date()) =>
  `presenze-${today.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' })}`;
