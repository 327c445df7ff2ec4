import ExcelJS from 'exceljs';
import { romeTimeOf } from '../../../../shared/attendance';
import { formatDate, todayInRome } from '../../../../shared/dates';
import type { Locale } from '../../../../shared/i18n/validation';
import type { THoursReport } from '../../../../shared/schemas/workforce';
import { translate } from '../../../i18n/messages';

const THIN = { style: 'thin', color: { argb: 'FFCBD5E1' } } as const;
const GREY = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } } as const;
const HOURS = '0.00';
const FIRST_ROW = 5;

/**
 * Planned against worked hours of a month as a workbook, headings in the reader's language: a row
 * per person, site or client with hours as numbers (minutes / 60, two decimals shown, so that a
 * SUM is exact), the difference, the shifts and the no-shows, and a total row of formulas.
 */
export const hoursXlsx = async (report: THoursReport, companyName: string | null, locale: Locale, now: Date): Promise<Buffer> => {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `workforce.coverage.hours.${key}`, params);
  const book = new ExcelJS.Workbook();
  book.creator = 'Presidio';
  book.created = now;
  const sheet = book.addWorksheet(report.month, { pageSetup: { orientation: 'portrait', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  sheet.addRow([t('title', { month: report.month })]).font = { bold: true, size: 14 };
  sheet.addRow([companyName ? t('company', { name: companyName }) : t('allCompanies')]);
  sheet.addRow([t('generated', { date: formatDate(todayInRome(now)), time: romeTimeOf(now.toISOString()) })]).font = { color: { argb: 'FF64748B' } };
  sheet.addRow([]);
  const header = sheet.addRow([t(`by.${report.by}`), t('planned'), t('worked'), t('difference'), t('shifts'), t('noShows')]);
  header.font = { bold: true };
  header.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  header.eachCell((cell) => {
    cell.fill = GREY;
  });
  for (const row of report.rows) {
    const line = sheet.addRow([row.name, row.plannedMinutes / 60, row.workedMinutes / 60, (row.workedMinutes - row.plannedMinutes) / 60, row.shifts, row.noShows]);
    for (const c of [2, 3, 4]) line.getCell(c).numFmt = HOURS;
  }
  if (report.rows.length) {
    const last = sheet.rowCount;
    const sum = (column: string, values: number) => ({ formula: `SUM(${column}${FIRST_ROW + 1}:${column}${last})`, result: values });
    const total = (pick: (r: THoursReport['rows'][number]) => number) => report.rows.reduce((s, r) => s + pick(r), 0);
    const line = sheet.addRow([
      t('total'),
      sum('B', total((r) => r.plannedMinutes) / 60),
      sum('C', total((r) => r.workedMinutes) / 60),
      sum('D', total((r) => r.workedMinutes - r.plannedMinutes) / 60),
      sum('E', total((r) => r.shifts)),
      sum('F', total((r) => r.noShows)),
    ]);
    line.font = { bold: true };
    for (const c of [2, 3, 4]) line.getCell(c).numFmt = HOURS;
  } else sheet.addRow([t('empty')]);
  for (let r = FIRST_ROW; r <= sheet.rowCount; r += 1) {
    for (let c = 1; c <= 6; c += 1) sheet.getCell(r, c).border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
  }
  sheet.getColumn(1).width = 36;
  for (let c = 2; c <= 6; c += 1) sheet.getColumn(c).width = 14;
  sheet.views = [{ state: 'frozen', ySplit: FIRST_ROW }];
  return Buffer.from(await book.xlsx.writeBuffer());
};
