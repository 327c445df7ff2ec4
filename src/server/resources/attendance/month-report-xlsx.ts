import ExcelJS from 'exceljs';
import type { Locale } from '../../../shared/i18n/validation';
import type { MonthReport } from './month-report';
import { dayNotes, formatHours, leaveValue, reportTexts } from './month-report-text';

const GREY = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } } as const;
const THIN = { style: 'thin', color: { argb: 'FFCBD5E1' } } as const;
const NOTES_FONT = { size: 9, italic: true, color: { argb: 'FF475569' } } as const;
const MISSED_FONT = { size: 9, bold: true, color: { argb: 'FFB91C1C' } } as const;
const HOURS = '0.00';

/**
 * Worksheet names: the month for one company's sheet; the company's name for several (unique, at
 * most 31 characters, none of : \ / ? * [ ] which Excel refuses).
 */
const sheetNames = (reports: readonly MonthReport[]) => {
  if (reports.length === 1) return [reports[0].month];
  const used = new Set<string>();
  return reports.map((report) => {
    const base = report.company.name.replace(/[:\\/?*[\]]/g, ' ').replace(/\s+/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31) || report.month;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 30 - String(n).length)} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
};

/**
 * One company's sheet: per person a row of hours, a number for every day (the exact minutes / 60,
 * shown with two decimals, so that the spreadsheet's SUM of the days is the total), and under it
 * a lighter 'Assenze e note' row with the day's leave codes and marks; then the totals, leave
 * included, as numbers. Sundays and holidays are grey; the legend follows the table.
 */
const addSheet = (book: ExcelJS.Workbook, name: string, report: MonthReport, locale: Locale, now: Date) => {
  const texts = reportTexts(report, locale, now, 'decimal');
  const sheet = book.addWorksheet(name, { pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '5:5' } });
  sheet.addRow([texts.title]).font = { bold: true, size: 14 };
  sheet.addRow([texts.company]);
  sheet.addRow([texts.generated]).font = { color: { argb: 'FF64748B' } };
  sheet.addRow([]);

  const { totalsHeadings, leaveColumns } = texts;
  const header = sheet.addRow([texts.t('worker'), texts.t('fiscalCode'), ...texts.dayHeadings.map((d) => `${d.number}\n${d.weekday}`), ...totalsHeadings]);
  header.font = { bold: true };
  header.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  header.height = 30;
  const firstDay = 3;
  const firstTotal = firstDay + report.days.length;
  report.days.forEach((day, i) => {
    if (day.rest) header.getCell(firstDay + i).fill = GREY;
  });

  for (const row of report.rows) {
    const { minutes, nightMinutes, holidayMinutes, nightHolidayMinutes } = row.totals;
    const hourTotals = [minutes, nightMinutes, holidayMinutes, nightHolidayMinutes].map((value) => value / 60);
    const hours = sheet.addRow([
      row.name,
      row.fiscalCode ?? '',
      ...row.cells.map((cell) => (cell.minutes ? cell.minutes / 60 : null)),
      ...hourTotals,
      row.totals.daysWorked,
      ...leaveColumns.map((column) => leaveValue(row, column) || null),
      row.totals.missed || null,
      row.totals.review || null,
    ]);
    hours.alignment = { horizontal: 'center', vertical: 'middle' };
    hours.getCell(1).alignment = { horizontal: 'left', vertical: 'middle' };
    for (let c = firstDay; c < firstTotal + hourTotals.length; c += 1) hours.getCell(c).numFmt = HOURS;
    const firstLeave = firstTotal + hourTotals.length + 1;
    leaveColumns.forEach((column, i) => {
      if (column.unit === 'hours') hours.getCell(firstLeave + i).numFmt = HOURS;
    });
    hours.getCell(firstTotal).font = { bold: true };

    const notes = row.cells.map((cell) => dayNotes(cell, (value) => formatHours(value, locale)));
    const line = sheet.addRow([texts.t('notes'), null, ...notes.map((lines) => lines.join('\n') || null)]);
    line.font = NOTES_FONT;
    line.alignment = { horizontal: 'center', vertical: 'top', wrapText: true };
    line.getCell(1).alignment = { horizontal: 'left', vertical: 'top', indent: 1 };
    line.height = Math.max(1, ...notes.map((lines) => lines.length)) * 12 + 3;
    row.cells.forEach((cell, i) => {
      if (report.days[i].rest) {
        hours.getCell(firstDay + i).fill = GREY;
        line.getCell(firstDay + i).fill = GREY;
      }
      if (cell.open === 'missed') line.getCell(firstDay + i).font = MISSED_FONT;
    });
  }
  if (!report.rows.length) sheet.addRow([texts.t('empty')]);

  const lastColumn = firstTotal + totalsHeadings.length - 1;
  for (let r = 5; r <= sheet.rowCount; r += 1) {
    for (let c = 1; c <= lastColumn; c += 1) sheet.getCell(r, c).border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
  }
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 19;
  for (let c = firstDay; c < firstTotal; c += 1) sheet.getColumn(c).width = 7;
  for (let c = firstTotal; c <= lastColumn; c += 1) sheet.getColumn(c).width = 11;
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 5 }];

  sheet.addRow([]);
  sheet.addRow([texts.t('legend')]).font = { bold: true };
  for (const text of texts.legend) sheet.addRow([text]);
};

/**
 * The month sheet as a workbook: a worksheet per company (one for the back office's sheet; a
 * worker's own may span the companies they worked for that month).
 */
export const monthReportXlsx = async (list: readonly MonthReport[], locale: Locale, now: Date): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.creator = 'Presidio';
  book.created = now;
  const names = sheetNames(list);
  list.forEach((report, i) => addSheet(book, names[i], report, locale, now));
  return Buffer.from(await book.xlsx.writeBuffer());
};
