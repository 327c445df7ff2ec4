import ExcelJS from 'exceljs';
import { hoursOf } from '../../../shared/attendance';
import type { Locale } from '../../../shared/i18n/validation';
import type { MonthReport } from './month-report';
import { cellText, leaveTotal, reportTexts } from './month-report-text';

const GREY = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } } as const;
const THIN = { style: 'thin', color: { argb: 'FFCBD5E1' } } as const;

/**
 * The month sheet as a workbook: one row per person, one column per day, then the totals. A day
 * with only hours worked is a number (the spreadsheet can add it up); with leave or a missing
 * clock-out it is text. Sundays and holidays are grey; the legend follows the table.
 */
export const monthReportXlsx = async (report: MonthReport, locale: Locale, now: Date): Promise<Buffer> => {
  const texts = reportTexts(report, locale, now);
  const book = new ExcelJS.Workbook();
  book.creator = 'Presidio';
  book.created = now;
  const sheet = book.addWorksheet(report.month, { pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  sheet.addRow([texts.title]).font = { bold: true, size: 14 };
  sheet.addRow([texts.company]);
  sheet.addRow([texts.generated]).font = { color: { argb: 'FF64748B' } };
  sheet.addRow([]);

  const { totalsHeadings } = texts;
  const header = sheet.addRow([texts.t('worker'), texts.t('fiscalCode'), ...texts.dayHeadings.map((d) => `${d.number}\n${d.initial}`), ...totalsHeadings]);
  header.font = { bold: true };
  header.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  header.height = 30;
  const firstDay = 3;
  report.days.forEach((day, i) => {
    if (day.rest) header.getCell(firstDay + i).fill = GREY;
  });

  for (const row of report.rows) {
    const line = sheet.addRow([
      row.name,
      row.fiscalCode ?? '',
      ...row.cells.map((cell) => (cell.leave.length || cell.open ? cellText(cell, locale) : cell.minutes ? hoursOf(cell.minutes) : null)),
      hoursOf(row.totals.minutes),
      hoursOf(row.totals.nightMinutes),
      hoursOf(row.totals.holidayMinutes),
      row.totals.daysWorked,
      ...texts.types.map((type) => leaveTotal(row.totals.leave[type], locale)),
      row.totals.missed || null,
      row.totals.review || null,
    ]);
    line.alignment = { horizontal: 'center', vertical: 'middle' };
    line.getCell(1).alignment = { horizontal: 'left' };
    row.cells.forEach((cell, i) => {
      const target = line.getCell(firstDay + i);
      if (typeof target.value === 'number') target.numFmt = '0.00';
      if (report.days[i].rest) target.fill = GREY;
      if (cell.open === 'missed') target.font = { bold: true, color: { argb: 'FFB91C1C' } };
    });
    // Hours worked, at night and on holidays.
    for (let c = 0; c < 3; c += 1) line.getCell(firstDay + report.days.length + c).numFmt = '0.00';
    line.getCell(firstDay + report.days.length).font = { bold: true };
  }
  if (!report.rows.length) sheet.addRow([texts.t('empty')]);

  const lastColumn = firstDay + report.days.length + totalsHeadings.length - 1;
  for (let r = 5; r <= sheet.rowCount; r += 1) {
    for (let c = 1; c <= lastColumn; c += 1) sheet.getCell(r, c).border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
  }
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 19;
  for (let c = firstDay; c < firstDay + report.days.length; c += 1) sheet.getColumn(c).width = 6;
  for (let c = firstDay + report.days.length; c <= lastColumn; c += 1) sheet.getColumn(c).width = 11;
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 5 }];

  sheet.addRow([]);
  sheet.addRow([texts.t('legend')]).font = { bold: true };
  for (const line of texts.legend) sheet.addRow([line]);
  return Buffer.from(await book.xlsx.writeBuffer());
};
