import { romeTimeOf } from '../../../shared/attendance';
import { formatDate, todayInRome } from '../../../shared/dates';
import { PERMISSION_TYPES } from '../../../shared/leave';
import type { Locale } from '../../../shared/i18n/validation';
import { translate } from '../../i18n/messages';
import { LEAVE_CODES, type MonthReport, type ReportCell, type ReportRow } from './month-report';

/** Hours as the reader writes them: '8', '7,5', '8,25' (en: '7.5'). */
export const formatHours = (hours: number, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);

/** One day of one person: hours worked, leave codes (with hours for hourly leave), '!' for a missed clock-out, '…' for a shift in progress. */
export const cellText = (cell: ReportCell, locale: Locale): string =>
  [
    cell.minutes ? formatHours(cell.minutes / 60, locale) : '',
    ...cell.leave.map(({ type, hours }) => (hours === null ? LEAVE_CODES[type] : `${LEAVE_CODES[type]} ${formatHours(hours, locale)}`)),
    cell.open === 'missed' ? '!' : cell.open === 'running' ? '…' : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The leave types present in a sheet, in the catalogue's order: only they get a total column and a legend line. */
export const leaveTypesIn = (report: MonthReport) =>
  PERMISSION_TYPES.filter((type) => report.rows.some((row) => row.totals.leave[type].days || row.totals.leave[type].hours));

/** A leave total: '3 gg', '6 h', '1 gg + 4 h', or '' for none. */
export const leaveTotal = (total: ReportRow['totals']['leave'][keyof ReportRow['totals']['leave']], locale: Locale) =>
  [
    total.days ? `${total.days} ${translate(locale, 'attendance.report.daysUnit')}` : '',
    total.hours ? `${formatHours(total.hours, locale)} ${translate(locale, 'attendance.report.hoursUnit')}` : '',
  ]
    .filter(Boolean)
    .join(' + ');

/** Titles, the days' headings and the legend, in the reader's language. */
export const reportTexts = (report: MonthReport, locale: Locale, now: Date) => {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `attendance.report.${key}`, params);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${report.month}-15T12:00:00Z`));
  const weekdayInitial = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const types = leaveTypesIn(report);
  return {
    t,
    title: t('title', { month: monthName }),
    company: t('company', { name: report.company.name }),
    generated: t('generated', { date: formatDate(todayInRome(now)), time: romeTimeOf(now.toISOString()) }),
    dayHeadings: report.days.map((day) => ({ number: String(Number(day.date.slice(8))), initial: weekdayInitial.format(new Date(`${day.date}T12:00:00Z`)) })),
    types,
    /** The totals' columns after the days: hours (at night, on holidays), days, each leave type present, missed clock-outs, to review. */
    totalsHeadings: [t('hours'), t('night'), t('holiday'), t('days'), ...types.map((type) => LEAVE_CODES[type]), t('open'), t('review')],
    legend: [
      t('legendHours'),
      t('legendOpen'),
      t('legendRunning'),
      t('legendReview'),
      t('legendRest'),
      t('legendPremium'),
      ...types.map((type) => t('legendLeave', { code: LEAVE_CODES[type], type: translate(locale, `permission.types.${type}`) })),
    ],
  };
};
