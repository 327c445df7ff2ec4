import PDFDocument from 'pdfkit';
import type { Locale } from '../../../shared/i18n/validation';
import type { MonthReport } from './month-report';
import { dayNotes, formatClock, leaveValue, MARKS, reportTexts } from './month-report-text';

const MARGIN = 20;
/** The name and fiscal code column, and the grid's total column. */
const NAME = 72;
const TOTAL = 30;
/**
 * Font sizes. A day column of a 31-day month is 22.5 pt wide: the widest usual note, 'ROL 2:30'
 * at 5 pt, takes 21.3 pt. Anything wider wraps inside its cell, which grows: nothing is clipped.
 */
const HOURS_SIZE = 6.5;
const NOTE_SIZE = 5;
const HEAD_SIZE = 5.5;
const PAD = 0.5;
const HOURS_LINE = 11;
const GREY = '#e5e7eb';
const LINE = '#cbd5e1';
const DIVIDER = '#e2e8f0';
const MUTED = '#64748b';
const NOTE = '#334155';
const RED = '#b91c1c';

type Doc = PDFKit.PDFDocument;
type Texts = ReturnType<typeof reportTexts>;
interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'center' | 'right';
}

const font = (doc: Doc, style: Style) => doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size).fillColor(style.color ?? 'black');
/** The height of a text wrapped to a width, as `write` prints it. */
const heightOf = (doc: Doc, text: string, width: number, style: Style) => (text ? font(doc, style).heightOfString(text, { width: width - 2 * PAD }) : 0);
/** Prints a text wrapped to a width, never cut: the caller made room for heightOf. */
const write = (doc: Doc, text: string, x: number, y: number, width: number, style: Style) => {
  if (text) font(doc, style).text(text, x + PAD, y, { width: width - 2 * PAD, align: style.align ?? 'center' });
};
const cell = (doc: Doc, x: number, y: number, w: number, h: number, fill?: string) => {
  if (fill) doc.rect(x, y, w, h).fill(fill);
  doc.rect(x, y, w, h).lineWidth(0.4).stroke(LINE);
};

/** Where a document's section (one company) starts, for the pages' footers. */
interface Section {
  firstPage: number;
  texts: Texts;
  company: string;
}

/** The page being written: where the next line goes, and a new page (its header repeated) when one does not fit. */
interface Cursor {
  doc: Doc;
  width: number;
  y: number;
  room: (height: number, header?: () => void) => void;
}

const clockOfHours = (hours: number) => formatClock(Math.round(hours * 60));

/**
 * The daily grid: per person the hours of each day and, under them, the day's leave and marks
 * (one line each, so 'ROL 2:30' stays whole), with the month's hours at the right.
 */
const writeGrid = (at: Cursor, report: MonthReport, texts: Texts) => {
  const { doc } = at;
  const dayWidth = (at.width - NAME - TOTAL) / report.days.length;
  const dayX = (i: number) => MARGIN + NAME + i * dayWidth;
  const totalX = MARGIN + NAME + report.days.length * dayWidth;
  const noteStyle = (line: string): Style => (line.includes(MARKS.missed) ? { size: NOTE_SIZE, bold: true, color: RED } : { size: NOTE_SIZE, color: NOTE });
  const noteHeight = (line: string) => heightOf(doc, line, dayWidth, noteStyle(line));

  const header = () => {
    const label = { size: HEAD_SIZE, bold: true };
    const h = Math.max(20, heightOf(doc, texts.t('hours'), TOTAL, label) + 4);
    cell(doc, MARGIN, at.y, NAME, h);
    write(doc, texts.t('worker'), MARGIN + 1, at.y + 3, NAME - 2, { size: 6.5, bold: true, align: 'left' });
    texts.dayHeadings.forEach((d, i) => {
      cell(doc, dayX(i), at.y, dayWidth, h, report.days[i].rest ? GREY : undefined);
      write(doc, d.number, dayX(i), at.y + h / 2 - 7, dayWidth, { size: HOURS_SIZE, bold: true });
      write(doc, d.weekday, dayX(i), at.y + h / 2 + 0.5, dayWidth, { size: HEAD_SIZE, color: MUTED });
    });
    cell(doc, totalX, at.y, TOTAL, h);
    write(doc, texts.t('hours'), totalX, at.y + 2, TOTAL, label);
    at.y += h;
  };

  header();
  for (const row of report.rows) {
    const notes = row.cells.map((c) => dayNotes(c, clockOfHours));
    const nameHeight = heightOf(doc, row.name, NAME, { size: 6.5 }) + heightOf(doc, row.fiscalCode ?? '', NAME, { size: HEAD_SIZE });
    const notesLine = Math.max(8, ...notes.map((lines) => lines.reduce((sum, line) => sum + noteHeight(line), 0) + 2.5));
    const h = Math.max(HOURS_LINE + notesLine, nameHeight + 4);
    at.room(h, header);
    const { y } = at;
    cell(doc, MARGIN, y, NAME, h);
    write(doc, row.name, MARGIN + 1, y + 2, NAME - 2, { size: 6.5, align: 'left' });
    write(doc, row.fiscalCode ?? '', MARGIN + 1, doc.y, NAME - 2, { size: HEAD_SIZE, color: MUTED, align: 'left' });
    row.cells.forEach((c, i) => {
      cell(doc, dayX(i), y, dayWidth, h, report.days[i].rest ? GREY : undefined);
      doc.moveTo(dayX(i), y + HOURS_LINE).lineTo(dayX(i) + dayWidth, y + HOURS_LINE).lineWidth(0.3).stroke(DIVIDER);
      write(doc, c.minutes ? formatClock(c.minutes) : '', dayX(i), y + 2, dayWidth, { size: HOURS_SIZE });
      let noteY = y + HOURS_LINE + 1.5;
      for (const line of notes[i]) {
        write(doc, line, dayX(i), noteY, dayWidth, noteStyle(line));
        noteY += noteHeight(line);
      }
    });
    cell(doc, totalX, y, TOTAL, h);
    write(doc, formatClock(row.totals.minutes), totalX, y + 2, TOTAL, { size: HOURS_SIZE, bold: true });
    at.y += h;
  }
};

/** The month's totals, leave included (a type's days and hours apart), as a table of their own: wide enough for every leave type. */
const writeTotals = (at: Cursor, report: MonthReport, texts: Texts) => {
  const { doc } = at;
  const label = { size: HEAD_SIZE, bold: true };
  const value = { size: HOURS_SIZE };
  const nameWidth = 130;
  const codeWidth = 72;
  const columnWidth = Math.min(52, (at.width - nameWidth - codeWidth) / texts.totalsHeadings.length);
  const columnX = (i: number) => MARGIN + nameWidth + codeWidth + i * columnWidth;
  const line = (h: number, name: string, code: string, values: string[], style: Style, bold: (i: number) => boolean) => {
    const top = at.y + 2.5;
    cell(doc, MARGIN, at.y, nameWidth, h);
    write(doc, name, MARGIN + 1, top, nameWidth - 2, { ...style, align: 'left' });
    cell(doc, MARGIN + nameWidth, at.y, codeWidth, h);
    write(doc, code, MARGIN + nameWidth + 1, top, codeWidth - 2, { ...style, align: 'left' });
    values.forEach((text, i) => {
      cell(doc, columnX(i), at.y, columnWidth, h);
      write(doc, text, columnX(i), top, columnWidth, { ...style, bold: style.bold || bold(i) });
    });
    at.y += h;
  };
  const header = () => {
    const h = Math.max(12, ...texts.totalsHeadings.map((heading) => heightOf(doc, heading, columnWidth, label) + 4));
    line(h, texts.t('worker'), texts.t('fiscalCode'), texts.totalsHeadings, label, () => false);
  };

  at.y += 12;
  at.room(14 + 12 + 12);
  font(doc, { size: 9, bold: true }).text(texts.t('totalsTitle'), MARGIN, at.y);
  at.y = doc.y + 3;
  header();
  for (const row of report.rows) {
    const optional = (minutes: number) => (minutes ? formatClock(minutes) : '');
    const values = [
      formatClock(row.totals.minutes),
      optional(row.totals.nightMinutes),
      optional(row.totals.holidayMinutes),
      optional(row.totals.nightHolidayMinutes),
      String(row.totals.daysWorked),
      ...texts.leaveColumns.map((column) => {
        const total = leaveValue(row, column);
        return !total ? '' : column.unit === 'hours' ? clockOfHours(total) : String(total);
      }),
      row.totals.missed ? String(row.totals.missed) : '',
      row.totals.review ? String(row.totals.review) : '',
    ];
    const h = Math.max(12, heightOf(doc, row.name, nameWidth, value) + 4);
    at.room(h, header);
    line(h, row.name, row.fiscalCode ?? '', values, value, (i) => i === 0);
  }
};

const writeLegend = (at: Cursor, texts: Texts) => {
  const { doc } = at;
  at.y += 10;
  at.room(10 + 9);
  font(doc, { size: 8, bold: true }).text(texts.t('legend'), MARGIN, at.y);
  at.y = doc.y;
  for (const line of texts.legend) {
    const h = heightOf(doc, line, at.width, { size: 7 });
    at.room(h);
    write(doc, line, MARGIN, at.y, at.width, { size: 7, align: 'left' });
    at.y += h;
  }
};

/**
 * One company's sheet: its titles, the daily grid, the month's totals and the legend. Hours are
 * hours:minutes, so the days of a row add up to its total exactly.
 */
const writeSection = (at: Cursor, report: MonthReport, texts: Texts) => {
  const { doc } = at;
  font(doc, { size: 14, bold: true }).text(texts.title, MARGIN, MARGIN);
  font(doc, { size: 9 }).text(texts.company);
  font(doc, { size: 9, color: MUTED }).text(texts.generated);
  at.y = doc.y + 8;
  writeGrid(at, report, texts);
  if (report.rows.length) writeTotals(at, report, texts);
  else {
    font(doc, { size: 9, color: MUTED }).text(texts.t('empty'), MARGIN, at.y + 8);
    at.y = doc.y;
  }
  writeLegend(at, texts);
};

/**
 * The month sheet as an A4 landscape PDF for the payroll file: a section per company (one for the
 * back office's sheet; a worker's own may span the companies they worked for that month), each
 * starting on a new page; headers repeat on every page, Sundays and holidays are grey, missed
 * clock-outs red; pages are numbered through the document.
 */
export const monthReportPdf = (list: readonly MonthReport[], locale: Locale, now: Date): Promise<Buffer> => {
  const texts = list.map((report) => reportTexts(report, locale, now, 'clock'));
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true, info: { Title: texts[0].title, Author: 'Presidio' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const width = doc.page.width - 2 * MARGIN;
  // The footer's line sits under the last row.
  const bottom = doc.page.height - MARGIN - 12;
  const at: Cursor = {
    doc,
    width,
    y: MARGIN,
    room: (height, header) => {
      if (at.y + height <= bottom) return;
      doc.addPage();
      at.y = MARGIN;
      header?.();
    },
  };
  const sections: Section[] = [];
  list.forEach((report, i) => {
    if (i) doc.addPage();
    sections.push({ firstPage: doc.bufferedPageRange().count - 1, texts: texts[i], company: report.company.name });
    writeSection(at, report, texts[i]);
  });

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without it, writing there would start a new page.
    doc.page.margins.bottom = 0;
    const section = sections.findLast((s) => s.firstPage <= i) ?? sections[0];
    const label = section.texts.t('page', { page: i + 1, pages: count });
    font(doc, { size: 7, color: MUTED }).text(`${section.texts.title} · ${section.company} · ${label}`, MARGIN, doc.page.height - MARGIN - 8, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
};
