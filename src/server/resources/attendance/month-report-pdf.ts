import PDFDocument from 'pdfkit';
import type { Locale } from '../../../shared/i18n/validation';
import type { MonthReport } from './month-report';
import { cellText, formatHours, leaveTotal, reportTexts } from './month-report-text';

const MARGIN = 28;
const ROW = 20;
const HEAD = 22;
const NAME = 108;
const TOTAL = 32;
const GREY = '#e5e7eb';
const LINE = '#cbd5e1';
const MUTED = '#64748b';

/**
 * The month sheet as an A4 landscape PDF for the payroll file: one row per person (name and fiscal
 * code), one column per day, then the totals; the header repeats on every page, Sundays and
 * holidays are grey, missing clock-outs red, the legend closes the document; pages are numbered.
 */
export const monthReportPdf = (report: MonthReport, locale: Locale, now: Date): Promise<Buffer> => {
  const texts = reportTexts(report, locale, now);
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true, info: { Title: texts.title, Author: 'Presidio' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const totals = texts.totalsHeadings;
  const width = doc.page.width - 2 * MARGIN;
  const dayWidth = Math.min(20, (width - NAME - totals.length * TOTAL) / report.days.length);
  const dayX = (i: number) => MARGIN + NAME + i * dayWidth;
  const totalX = (i: number) => MARGIN + NAME + report.days.length * dayWidth + i * TOTAL;
  const bottom = doc.page.height - MARGIN - 14;

  const box = (x: number, y: number, w: number, h: number, text: string, options: { fill?: string; bold?: boolean; size?: number; color?: string; align?: 'left' | 'center' } = {}) => {
    if (options.fill) doc.rect(x, y, w, h).fill(options.fill);
    doc.rect(x, y, w, h).lineWidth(0.4).stroke(LINE);
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size ?? 6).fillColor(options.color ?? 'black');
    const textHeight = doc.heightOfString(text, { width: w - 2 });
    doc.text(text, x + 1, y + Math.max(1, (h - textHeight) / 2), { width: w - 2, height: h - 1, align: options.align ?? 'center', lineGap: -0.5 });
  };

  const tableHeader = (y: number) => {
    box(MARGIN, y, NAME, HEAD, texts.t('worker'), { bold: true, align: 'left' });
    texts.dayHeadings.forEach((d, i) => box(dayX(i), y, dayWidth, HEAD, `${d.number}\n${d.initial}`, { bold: true, fill: report.days[i].rest ? GREY : undefined }));
    totals.forEach((label, i) => box(totalX(i), y, TOTAL, HEAD, label, { bold: true, size: 5.5 }));
    return y + HEAD;
  };

  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text(texts.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(texts.company).fillColor(MUTED).text(texts.generated);
  let y = tableHeader(doc.y + 8);
  for (const row of report.rows) {
    if (y + ROW > bottom) {
      doc.addPage();
      y = tableHeader(MARGIN);
    }
    box(MARGIN, y, NAME, ROW, `${row.name}${row.fiscalCode ? `\n${row.fiscalCode}` : ''}`, { align: 'left', size: 6.5 });
    row.cells.forEach((cell, i) =>
      box(dayX(i), y, dayWidth, ROW, cellText(cell, locale), { fill: report.days[i].rest ? GREY : undefined, size: 5, color: cell.open === 'missed' ? '#b91c1c' : undefined, bold: cell.open === 'missed' }),
    );
    const hours = (minutes: number) => (minutes ? formatHours(minutes / 60, locale) : '');
    const values = [formatHours(row.totals.minutes / 60, locale), hours(row.totals.nightMinutes), hours(row.totals.holidayMinutes), String(row.totals.daysWorked), ...texts.types.map((type) => leaveTotal(row.totals.leave[type], locale)), row.totals.missed ? String(row.totals.missed) : '', row.totals.review ? String(row.totals.review) : ''];
    values.forEach((value, i) => box(totalX(i), y, TOTAL, ROW, value, { bold: i === 0, size: 6.5 }));
    y += ROW;
  }
  if (!report.rows.length) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(texts.t('empty'), MARGIN, y + 8);
    y = doc.y;
  }

  if (y + 14 + texts.legend.length * 10 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('Helvetica-Bold').fontSize(8).fillColor('black').text(texts.t('legend'), MARGIN, y + 10);
  doc.font('Helvetica').fontSize(7);
  for (const line of texts.legend) doc.text(line);

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without it, writing there would start a new page.
    doc.page.margins.bottom = 0;
    const label = texts.t('page', { page: i + 1, pages: count });
    doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(`${texts.title} · ${report.company.name} · ${label}`, MARGIN, doc.page.height - MARGIN - 8, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
};
