import PDFDocument from 'pdfkit';
import { romeTimeOf } from '../../../../shared/attendance';
import { formatDate, todayInRome } from '../../../../shared/dates';
import type { Locale } from '../../../../shared/i18n/validation';
import { translate } from '../../../i18n/messages';
import type { RosterSheet } from './roster-sheet';

const MARGIN = 36;
const ROW = 16;
const LINE = '#cbd5e1';
const GREY = '#f1f5f9';
const MUTED = '#64748b';
const DRAFT = '#b45309';

type Doc = PDFKit.PDFDocument;

const font = (doc: Doc, size: number, bold = false, color = 'black') => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(color);

/** 'lunedì 2 marzo 2026' in the reader's language. */
const dayLabel = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/**
 * A site's week of shifts as an A4 PDF: the company, client and site, then each day with its
 * shifts (post, times, the person or 'open'); drafts are marked as not published. Every value is
 * printed whole on its line (nothing wraps), so what the page shows is what a reader searches.
 */
export const rosterPdf = (sheet: RosterSheet, locale: Locale, now: Date): Promise<Buffer> => {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `workforce.coverage.roster.${key}`, params);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${t('title')} · ${sheet.siteName}`, Author: 'Presidio' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 14;
  const columns = [
    { key: 'time', x: 0, w: 90 },
    { key: 'post', x: 90, w: 170 },
    { key: 'person', x: 260, w: 140 },
    { key: 'status', x: 400, w: width - 400 },
  ];
  let y = MARGIN;
  const room = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = MARGIN;
  };
  const cellText = (text: string, x: number, w: number, size: number, bold = false, color = 'black') => {
    font(doc, size, bold, color).text(text, MARGIN + x + 3, y + 4, { width: w - 6, lineBreak: false, ellipsis: true });
  };

  font(doc, 16, true).text(t('title'), MARGIN, y);
  font(doc, 10).text(t('company', { name: sheet.companyName }));
  font(doc, 10).text(t('client', { name: sheet.clientName }));
  font(doc, 10, true).text(t('site', { name: sheet.siteName }));
  if (sheet.siteAddress) font(doc, 9, false, MUTED).text(sheet.siteAddress);
  font(doc, 10).text(t('period', { from: formatDate(sheet.from), to: formatDate(sheet.to) }));
  font(doc, 8, false, MUTED).text(t('generated', { date: formatDate(todayInRome(now)), time: romeTimeOf(now.toISOString()) }));
  y = doc.y + 10;

  for (const date of sheet.days) {
    const shifts = sheet.shifts.filter((s) => s.date === date);
    room(ROW * 2 + 8);
    font(doc, 11, true).text(dayLabel(date, locale), MARGIN, y, { lineBreak: false });
    y += ROW + 2;
    const header = () => {
      doc.rect(MARGIN, y, width, ROW).fill(GREY);
      for (const c of columns) if (c.key !== 'status') cellText(t(c.key), c.x, c.w, 8, true, MUTED);
      y += ROW;
    };
    if (!shifts.length) {
      font(doc, 9, false, MUTED).text(t('none'), MARGIN + 3, y, { lineBreak: false });
      y += ROW + 4;
      continue;
    }
    header();
    for (const shift of shifts) {
      if (y + ROW > bottom) {
        room(ROW * 2);
        header();
      }
      cellText(`${shift.start}–${shift.end}`, columns[0].x, columns[0].w, 9);
      cellText(shift.postName, columns[1].x, columns[1].w, 9);
      cellText(shift.userName ?? t('open'), columns[2].x, columns[2].w, 9, false, shift.userName ? 'black' : MUTED);
      if (!shift.published) cellText(t('draft'), columns[3].x, columns[3].w, 8, true, DRAFT);
      doc.moveTo(MARGIN, y + ROW).lineTo(MARGIN + width, y + ROW).lineWidth(0.4).stroke(LINE);
      y += ROW;
    }
    y += 8;
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this, writing there would start a new page.
    doc.page.margins.bottom = 0;
    const label = t('page', { page: i + 1, pages: count });
    font(doc, 7, false, MUTED).text(`${sheet.siteName} · ${formatDate(sheet.from)}–${formatDate(sheet.to)} · ${label}`, MARGIN, doc.page.height - MARGIN + 6, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
};
