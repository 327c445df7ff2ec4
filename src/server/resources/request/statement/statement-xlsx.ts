import ExcelJS from 'exceljs';
import { romeTimeOf } from '../../../../shared/attendance';
import { formatDate, todayInRome } from '../../../../shared/dates';
import type { Locale } from '../../../../shared/i18n/validation';
import type { TStatement } from '../../../../shared/schemas/request-statement';
import { statementWords } from './words';

const THIN = { style: 'thin', color: { argb: 'FFCBD5E1' } } as const;
const GREY = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } } as const;
const HOURS = '0.00';
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the workbook. */
const sheetName = (name: string, taken: Set<string>) => {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 28) || 'Sede';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
};

/** A table's header row, bold on grey, wrapped. */
const header = (sheet: ExcelJS.Worksheet, headings: string[]) => {
  const row = sheet.addRow(headings);
  row.font = { bold: true };
  row.alignment = { vertical: 'middle', wrapText: true };
  row.eachCell((cell) => {
    cell.fill = GREY;
    cell.border = BORDER;
  });
};

const bordered = (row: ExcelJS.Row, hours: number[]) => {
  row.eachCell({ includeEmpty: true }, (cell) => {
    cell.border = BORDER;
  });
  for (const c of hours) row.getCell(c).numFmt = HOURS;
};

/**
 * A client's month of service as a workbook, a sheet per site, headings in the reader's language:
 * the hours of each day as numbers (minutes / 60, so a SUM is exact) with a total row of formulas,
 * then who was on duty (name, post and times only).
 */
export const statementXlsx = async (statements: TStatement[], locale: Locale, now: Date): Promise<Buffer> => {
  const w = statementWords(locale);
  const { t } = w;
  const book = new ExcelJS.Workbook();
  book.creator = 'Presidio';
  book.created = now;
  const taken = new Set<string>();
  if (!statements.length) book.addWorksheet(t('title').slice(0, 31)).addRow([t('noSites')]);
  for (const s of statements) {
    const sheet = book.addWorksheet(sheetName(s.siteName, taken), { pageSetup: { orientation: 'portrait', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
    sheet.addRow([t('title')]).font = { bold: true, size: 14 };
    sheet.addRow([t('company', { name: s.companyName })]);
    sheet.addRow([t('client', { name: s.clientName })]);
    sheet.addRow([t('site', { name: s.siteName })]).font = { bold: true };
    sheet.addRow([t('month', { month: w.month(s.month) })]);
    sheet.addRow([s.closed ? w.status(s) : t('openMonth')]);
    if (s.note) sheet.addRow([t('note', { note: s.note })]);
    sheet.addRow([t('generated', { date: formatDate(todayInRome(now)), time: romeTimeOf(now.toISOString()) })]).font = { color: { argb: 'FF64748B' } };
    sheet.addRow([]);

    header(sheet, [t('day'), t('planned'), t('delivered'), t('difference')]);
    const firstDay = sheet.rowCount + 1;
    for (const d of s.days) {
      bordered(sheet.addRow([w.day(d.date), d.plannedMinutes / 60, d.deliveredMinutes / 60, (d.deliveredMinutes - d.plannedMinutes) / 60]), [2, 3, 4]);
    }
    const lastDay = sheet.rowCount;
    const sum = (column: string, minutes: number) => ({ formula: `SUM(${column}${firstDay}:${column}${lastDay})`, result: minutes / 60 });
    const total = sheet.addRow([
      t('total'),
      sum('B', s.totals.plannedMinutes),
      sum('C', s.totals.deliveredMinutes),
      sum('D', s.totals.deliveredMinutes - s.totals.plannedMinutes),
    ]);
    total.font = { bold: true };
    bordered(total, [2, 3, 4]);
    sheet.addRow([]);

    sheet.addRow([t('duties')]).font = { bold: true, size: 12 };
    if (!s.duties.length) sheet.addRow([t('noDuties')]);
    else {
      header(sheet, [t('day'), t('name'), t('post'), t('plannedTime'), t('clockTime'), t('planned'), t('delivered')]);
      for (const d of s.duties) {
        const row = sheet.addRow([w.day(d.date), d.name, d.postName ?? '', w.span(d.plannedStart, d.plannedEnd), w.span(d.checkIn, d.checkOut), d.plannedMinutes / 60, d.deliveredMinutes / 60]);
        bordered(row, [6, 7]);
      }
    }
    sheet.addRow([]);
    sheet.addRow([t('legend')]).font = { italic: true, color: { argb: 'FF64748B' } };
    [22, 26, 22, 16, 16, 14, 14].forEach((width, i) => {
      sheet.getColumn(i + 1).width = width;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};
