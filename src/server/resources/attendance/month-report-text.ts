import { romeTimeOf } from '../../../shared/attendance';
import { formatDate, todayInRome } from '../../../shared/dates';
import { PERMISSION_TYPES, type TPermissionType } from '../../../shared/leave';
import type { Locale } from '../../../shared/i18n/validation';
import { translate } from '../../i18n/messages';
import { LEAVE_CODES, type MonthReport, type ReportCell, type ReportRow } from './month-report';

/** Decimal hours as the reader writes them: '8', '7,5', '8,25' (en: '7.5'): the workbook's unit. */
export const formatHours = (hours: number, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);

/**
 * Minutes as hours:minutes, '8:45', '176:05': the PDF's unit. Minutes are whole, so the days of a
 * row add up to its total exactly, as the reader can check; decimals rounded per day would not.
 */
export const formatClock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The marks of a day: a missed clock-out (its shift counts 0), a shift in progress, a counted shift
 * flagged for review, a shift entered by hand or whose times or site were corrected.
 */
export const MARKS = { missed: '!', running: '…', review: '?', corrected: '*' } as const;

/**
 * What a day shows under its hours: one line per leave (its payroll code, with the hours of
 * hourly leave written by `hours`), then the day's marks on one line. Empty for a plain day.
 */
export const dayNotes = (cell: ReportCell, hours: (hours: number) => string): string[] => {
  const marks = [cell.open ? MARKS[cell.open] : '', cell.review ? MARKS.review : '', cell.corrected ? MARKS.corrected : ''].filter(Boolean).join(' ');
  return [...cell.leave.map((l) => (l.hours === null ? LEAVE_CODES[l.type] : `${LEAVE_CODES[l.type]} ${hours(l.hours)}`)), ...(marks ? [marks] : [])];
};

/** The catalogue's keys of the days of the week, Sunday first as `ReportDay.weekday` counts them. */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** A leave total's column: a type in whole days or in hours (hourly leave). */
export interface LeaveColumn {
  type: TPermissionType;
  unit: 'days' | 'hours';
  heading: string;
}

/** The value of a leave column in a row: whole days, or decimal hours. */
export const leaveValue = (row: ReportRow, column: Pick<LeaveColumn, 'type' | 'unit'>) => row.totals.leave[column.type][column.unit];

/**
 * The leave total columns of a sheet, in the catalogue's order: a type's days and its hours, each
 * only when someone has some, so that every total is a plain number.
 */
const leaveColumnsIn = (report: MonthReport, locale: Locale): LeaveColumn[] =>
  PERMISSION_TYPES.flatMap((type) =>
    (['days', 'hours'] as const)
      .filter((unit) => report.rows.some((row) => leaveValue(row, { type, unit })))
      .map((unit) => ({
        type,
        unit,
        heading: translate(locale, 'attendance.report.leaveColumn', { code: LEAVE_CODES[type], unit: translate(locale, `attendance.report.${unit}Unit`) }),
      })),
  );

/**
 * Titles, the days' headings, the totals' headings and the legend of one company's sheet, in the
 * reader's language; `hoursAs` says how the document writes hours (decimal in the workbook,
 * hours:minutes in the PDF), which the legend explains.
 */
export const reportTexts = (report: MonthReport, locale: Locale, now: Date, hoursAs: 'decimal' | 'clock') => {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `attendance.report.${key}`, params);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${report.month}-15T12:00:00Z`));
  const leaveColumns = leaveColumnsIn(report, locale);
  const types = PERMISSION_TYPES.filter((type) => leaveColumns.some((column) => column.type === type));
  return {
    t,
    title: t('title', { month: monthName }),
    company: t('company', { name: report.company.name }),
    generated: t('generated', { date: formatDate(todayInRome(now)), time: romeTimeOf(now.toISOString()) }),
    dayHeadings: report.days.map((day) => ({ number: String(Number(day.date.slice(8))), weekday: t(`weekdays.${WEEKDAYS[day.weekday]}`) })),
    leaveColumns,
    /** The totals' columns: hours (at night, on holidays, at night on holidays), days, each leave column, missed clock-outs, to review. */
    totalsHeadings: [t('hours'), t('night'), t('holiday'), t('nightHoliday'), t('days'), ...leaveColumns.map((column) => column.heading), t('open'), t('review')],
    legend: [
      t(hoursAs === 'decimal' ? 'legendHoursDecimal' : 'legendHoursClock'),
      t('legendNotes'),
      t('legendOpen'),
      t('legendRunning'),
      t('legendReviewDay'),
      t('legendCorrected'),
      t('legendReview'),
      t('legendRest'),
      t('legendPremium'),
      t('legendPremiumOverlap'),
      ...(leaveColumns.length ? [t('legendLeaveTotals')] : []),
      ...types.map((type) => t('legendLeave', { code: LEAVE_CODES[type], type: t(`leaveTypes.${type}`) })),
    ],
  };
};
