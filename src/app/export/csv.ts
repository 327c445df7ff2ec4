import { downloadCSV } from 'react-admin';

/**
 * Spreadsheet files as an office in Italy or Spain opens them: ';' between cells (what Excel
 * expects with those regional settings), CRLF between rows, and a byte-order mark so that Excel
 * reads accented names as UTF-8 instead of mangling them.
 */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/** What a spreadsheet would run as a formula when a cell starts with it (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text that a spreadsheet would take for a formula (a note '=HYPERLINK(…)', a phone
 * '+39 …') is kept as text with a leading apostrophe; numbers are written as they are. A cell
 * holding the separator, a quote or a line break is quoted.
 */
export const csvCell = (value: unknown): string => {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  let text = Array.isArray(value) ? value.join(', ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows of cells, the first one the header, as the text of a CSV file. */
export const csvText = (rows: readonly (readonly unknown[])[]): string => rows.map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n');

/** Downloads rows as `<filename>.csv`, ready for a spreadsheet. */
export const downloadSpreadsheet = (rows: readonly (readonly unknown[])[], filename: string) => downloadCSV(BOM + csvText(rows), filename);

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A column of a resource's spreadsheet: the field whose label heads it, and how a record fills it. */
export interface Column<T> {
  field: string;
  /** Shown after the label in the reader's words, 'Entrata (gg/mm/aaaa)'. */
  format?: 'date' | 'time' | 'dateTime' | 'hours' | 'minutes';
  /** The cell; the record's field as it is by default. */
  value?: (record: T, translate: Translate) => unknown;
}

/** A header of the fields' labels in the reader's language (`resources.<resource>.fields.<field>`), then a row per record. */
export const recordRows = <T>(resource: string, columns: readonly Column<T>[], records: readonly T[], translate: Translate): unknown[][] => [
  columns.map(({ field, format }) => translate(`resources.${resource}.fields.${field}`) + (format ? ` (${translate(`export.formats.${format}`)})` : '')),
  ...records.map((record) => columns.map(({ field, value }) => (value ? value(record, translate) : (record as Record<string, unknown>)[field]))),
];

/** Yes or no in the reader's language. */
export const yesNo = (value: boolean, translate: Translate) => translate(`ra.boolean.${value}`);
