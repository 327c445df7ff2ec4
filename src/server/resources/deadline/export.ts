import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { formatDate, todayInRome } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/validation';
import type { TDeadline } from '../../../shared/schemas/deadline';
import type { DbOrTx } from '../../db/database';
import { deadlineMessages } from './messages';

/** The most rows an export writes: a spreadsheet of more is no longer read by anyone. */
export const EXPORT_MAX_ROWS = 50_000;

const COLUMNS = ['subject', 'subjectType', 'kind', 'title', 'dueDate', 'status', 'remindFrom', 'renewalFiledAt', 'snoozedUntil', 'note', 'company'] as const;
const DATE_COLUMNS = new Set(['dueDate', 'remindFrom', 'renewalFiledAt', 'snoozedUntil']);

/**
 * The texts come from the resource's own catalogue (messages.ts), which also joins the server's.
 * The rows' values in the columns' order; dates as 'yyyy-MM-dd' until each format writes them its way. */
const cellsOf = (row: TDeadline, locale: Locale, companies: Map<number, string>): Array<string | null> => [
  row.subjectName,
  deadlineMessages[locale].subjectTypes[row.subjectType],
  deadlineMessages[locale].kinds[row.kind],
  row.title,
  row.dueDate,
  deadlineMessages[locale].statuses[row.status],
  row.remindFrom,
  row.renewalFiledAt,
  row.snoozedUntil,
  row.note,
  companies.get(row.companyId) ?? String(row.companyId),
];

export const companyNames = async (db: DbOrTx, rows: TDeadline[]) => {
  const ids = [...new Set(rows.map((row) => row.companyId))];
  const found = ids.length ? await db.selectFrom('company').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  return new Map(found.map((company) => [company.id, company.name]));
};

/**
 * A CSV as Italian spreadsheets open it: UTF-8 with a BOM, ';' between fields, CRLF. A text that
 * starts like a formula is written as text (a leading apostrophe), so opening the file runs nothing.
 */
const csvField = (value: string | null) => {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const deadlinesCsv = (rows: TDeadline[], locale: Locale, companies: Map<number, string>) => {
  const header = COLUMNS.map((column) => deadlineMessages[locale].export[column]);
  const lines = rows.map((row) =>
    cellsOf(row, locale, companies)
      .map((value, i) => (DATE_COLUMNS.has(COLUMNS[i]) && value ? formatDate(value) : value))
      .map(csvField)
      .join(';'),
  );
  return `\uFEFF${[header.map(csvField).join(';'), ...lines].join('\r\n')}\r\n`;
};

/** A workbook of one sheet: the headers bold and frozen, dates as dates shown dd/mm/yyyy. */
export const deadlinesXlsx = async (rows: TDeadline[], locale: Locale, companies: Map<number, string>) => {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(deadlineMessages[locale].export.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({
    header: deadlineMessages[locale].export[column],
    key: column,
    width: DATE_COLUMNS.has(column) ? 13 : column === 'subject' || column === 'title' || column === 'note' ? 32 : 18,
    style: DATE_COLUMNS.has(column) ? { numFmt: 'dd/mm/yyyy' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(cellsOf(row, locale, companies).map((value, i) => (DATE_COLUMNS.has(COLUMNS[i]) && value ? new Date(`${value}T00:00:00Z`) : value)));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Answers an export as a download named 'scadenze-<today>.<format>' in the caller's language. */
export const sendExport = (reply: FastifyReply, body: string | Buffer, format: keyof typeof TYPES, locale: Locale) => {
  const name = `${deadlineMessages[locale].export.fileName}-${todayInRome()}.${format}`;
  return reply.type(TYPES[format]).header('content-disposition', `attachment; filename="${name}"`).send(body);
};
