import PDFDocument from 'pdfkit';
import { romeTimeOf } from '../../../../shared/attendance';
import { formatDate, todayInRome } from '../../../../shared/dates';
import type { Locale } from '../../../../shared/i18n/validation';
import type { TStatement } from '../../../../shared/schemas/request-statement';
import { clock, signedClock, statementWords } from './words';

const MARGIN = 36;
const ROW = 15;
const HEAD = 24;
const LINE = '#cbd5e1';
const GREY = '#f1f5f9';
const MUTED = '#64748b';
const RED = '#b91c1c';

type Doc = PDFKit.PDFDocument;
type Column = { x: number; w: number; align?: 'left' | 'right' };

const font = (doc: Doc, size: number, bold = false, color = 'black') => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(color);

/** The day table's and the duties table's columns, on the 523 pt of an A4 page inside its margins. */
const DAY_COLUMNS: Column[] = [
  { x: 0, w: 170 },
  { x: 170, w: 115, align: 'right' },
  { x: 285, w: 115, align: 'right' },
  { x: 400, w: 123, align: 'right' },
];
const DUTY_COLUMNS: Column[] = [
  { x: 0, w: 74 },
  { x: 74, w: 118 },
  { x: 192, w: 92 },
  { x: 284, w: 70 },
  { x: 354, w: 69 },
  { x: 423, w: 50, align: 'right' },
  { x: 473, w: 50, align: 'right' },
];

/**
 * A client's month of service as an A4 PDF, a section per site (each from a new page): the
 * company, client, site and month, whether the client answered, the hours planned and delivered
 * day by day with their totals, then who was on duty (name, post and times only). Every value is
 * printed whole on its line, so what the page shows is what a reader searches.
 */
export const statementPdf = (statements: TStatement[], locale: Locale, now: Date): Promise<Buffer> => {
  const w = statementWords(locale);
  const { t } = w;
  const first = statements[0];
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${t('title')} · ${first?.clientName ?? ''}`, Author: 'Presidio' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 14;
  const footers: string[] = [];
  let y = MARGIN;
  let footer = '';

  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  const cell = (text: string, c: Column, size: number, bold = false, color = 'black', wrap = false) =>
    font(doc, size, bold, color).text(text, MARGIN + c.x + 3, y + 4, { width: c.w - 6, align: c.align ?? 'left', lineBreak: wrap, ellipsis: !wrap });
  const table = (columns: Column[], headings: string[], rows: Array<{ values: string[]; bold?: boolean; colors?: string[] }>) => {
    const header = () => {
      doc.rect(MARGIN, y, width, HEAD).fill(GREY);
      headings.forEach((h, i) => cell(h, columns[i], 7.5, true, MUTED, true));
      y += HEAD;
    };
    if (y + HEAD + ROW > bottom) newPage();
    header();
    for (const row of rows) {
      if (y + ROW > bottom) {
        newPage();
        header();
      }
      row.values.forEach((value, i) => cell(value, columns[i], 8.5, row.bold, row.colors?.[i]));
      doc.moveTo(MARGIN, y + ROW).lineTo(MARGIN + width, y + ROW).lineWidth(0.4).stroke(LINE);
      y += ROW;
    }
  };
  const heading = (text: string) => {
    if (y + 2 * ROW + HEAD > bottom) newPage();
    font(doc, 11, true).text(text, MARGIN, y, { lineBreak: false });
    y += ROW + 3;
  };
  /** Marks the pages written since the last call with a section's footer. */
  const closeSection = () => {
    const { count } = doc.bufferedPageRange();
    while (footers.length < count) footers.push(footer);
  };

  if (!statements.length) font(doc, 11).text(t('noSites'), MARGIN, y);
  statements.forEach((s, index) => {
    if (index > 0) {
      closeSection();
      newPage();
    }
    footer = `${s.clientName} · ${s.siteName} · ${w.month(s.month)}`;
    font(doc, 16, true).text(t('title'), MARGIN, y);
    font(doc, 10).text(t('company', { name: s.companyName }));
    font(doc, 10).text(t('client', { name: s.clientName }));
    font(doc, 10, true).text(t('site', { name: s.siteName }));
    if (s.siteAddress) font(doc, 9, false, MUTED).text(s.siteAddress);
    font(doc, 10).text(t('month', { month: w.month(s.month) }));
    font(doc, 10, s.status !== 'PENDING', s.status === 'CONTESTED' ? RED : 'black').text(s.closed ? w.status(s) : t('openMonth'));
    if (s.note) font(doc, 9).text(t('note', { note: s.note }), { width });
    font(doc, 8, false, MUTED).text(t('generated', { date: formatDate(todayInRome(now)), time: romeTimeOf(now.toISOString()) }));
    y = doc.y + 10;

    heading(t('days'));
    const difference = (d: { plannedMinutes: number; deliveredMinutes: number }) => d.deliveredMinutes - d.plannedMinutes;
    table(
      DAY_COLUMNS,
      [t('day'), t('planned'), t('delivered'), t('difference')],
      [
        ...s.days.map((d) => ({
          values: [w.day(d.date), clock(d.plannedMinutes), clock(d.deliveredMinutes), signedClock(difference(d))],
          colors: ['black', 'black', 'black', difference(d) < 0 ? RED : 'black'],
        })),
        { values: [t('total'), clock(s.totals.plannedMinutes), clock(s.totals.deliveredMinutes), signedClock(difference(s.totals))], bold: true },
      ],
    );
    y += 12;

    heading(t('duties'));
    if (!s.duties.length) {
      font(doc, 9, false, MUTED).text(t('noDuties'), MARGIN + 3, y, { lineBreak: false });
      y += ROW;
    } else
      table(
        DUTY_COLUMNS,
        [t('day'), t('name'), t('post'), t('plannedTime'), t('clockTime'), t('planned'), t('delivered')],
        s.duties.map((d) => ({
          values: [w.day(d.date), d.name, d.postName ?? '', w.span(d.plannedStart, d.plannedEnd), w.span(d.checkIn, d.checkOut), clock(d.plannedMinutes), clock(d.deliveredMinutes)],
        })),
      );
    y += 10;
    if (y + 30 > bottom) newPage();
    font(doc, 7.5, false, MUTED).text(t('legend'), MARGIN, y, { width });
  });
  closeSection();

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this, writing there would start a new page.
    doc.page.margins.bottom = 0;
    const label = t('page', { page: i + 1, pages: count });
    font(doc, 7, false, MUTED).text(`${footers[i] ? `${footers[i]} · ` : ''}${label}`, MARGIN, doc.page.height - MARGIN + 6, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
};
