import PDFDocument from 'pdfkit';

/** WinAnsi's characters 0x80–0x9f beyond Latin-1: what the standard fonts can print besides it. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters with a stroke, which Unicode does not decompose into a base letter and an accent. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * Text the standard PDF fonts can print (WinAnsi: Italian accents, €, typographic quotes); any
 * other letter loses its accent or stroke ('Ćirić' → 'Ciric', 'Łukasz' → 'Lukasz'), and what is
 * no letter of the alphabet at all becomes '?', so that a name never prints as an empty box.
 */
export const printable = (text: string): string =>
  [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) return char;
      if (char === '\n') return char;
      if (code < 0x20) return ' ';
      if (STROKED[char]) return STROKED[char];
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return [...plain].every((c) => c.codePointAt(0)! <= 0xff) && plain ? plain : '?';
    })
    .join('');

export const MARGIN = 56;
/** Room above the body for the header that every page repeats. */
const HEADER_ROOM = 52;
const MUTED = '#475569';

export type Doc = PDFKit.PDFDocument;

export interface Letterhead {
  companyName: string;
  vat: string;
  /** A second, smaller header line (the registered office). */
  detail?: string | null;
}

/**
 * An A4 page set with the company's name and partita IVA at the top of every page and the page
 * number at the bottom, written once the body is done (pages are buffered). `finish` answers the bytes.
 */
export const openA4 = (letterhead: Letterhead, info: { title: string }) => {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + HEADER_ROOM, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: printable(info.title), Author: printable(letterhead.companyName), Creator: 'Presidio' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const finish = (): Promise<Buffer> => {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i += 1) {
      doc.switchToPage(i);
      // Header and footer sit in the margins: without this, writing there would open a new page.
      const { top, bottom } = doc.page.margins;
      doc.page.margins.top = 0;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
      doc.text(printable(`${letterhead.companyName} – P.IVA ${letterhead.vat}`), MARGIN, MARGIN - 16, { width, lineBreak: false });
      if (letterhead.detail) doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(printable(letterhead.detail), MARGIN, MARGIN - 2, { width, lineBreak: false });
      doc.moveTo(MARGIN, MARGIN + 12).lineTo(MARGIN + width, MARGIN + 12).lineWidth(0.5).stroke('#94a3b8');
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      doc.text(`Pagina ${i + 1} di ${count}`, MARGIN, doc.page.height - MARGIN + 16, { width, align: 'right', lineBreak: false });
      doc.page.margins.top = top;
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return done;
  };
  return { doc, width, finish };
};

/** Starts a new page when fewer than `height` points are left, so a block is not split from its heading. */
export const keepTogether = (doc: Doc, height: number) => {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
};

export const heading = (doc: Doc, text: string, size = 11) => {
  keepTogether(doc, 3 * size + 24);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor('black').text(printable(text), MARGIN);
  doc.moveDown(0.2);
};

/** Never justified: pdfkit spreads justified words apart without spaces, which then copy and search as one word. */
export const paragraph = (doc: Doc, text: string, options: { size?: number; bold?: boolean; align?: 'left' | 'center' } = {}) => {
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? 10)
    .fillColor('black')
    .text(printable(text), MARGIN, undefined, { align: options.align ?? 'left', width: doc.page.width - 2 * MARGIN });
};

/** 'Etichetta: valore' with the label in bold, wrapped as one paragraph. */
export const field = (doc: Doc, label: string, value: string) => {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(printable(`${label}: `), MARGIN, undefined, { continued: true, width: doc.page.width - 2 * MARGIN });
  doc.font('Helvetica').text(printable(value));
};

/** Signature lines side by side: each a caption, a name under it when known, and a line to sign on. */
export const signatures = (doc: Doc, blocks: Array<{ caption: string; name?: string | null }>) => {
  const width = doc.page.width - 2 * MARGIN;
  const column = width / blocks.length;
  keepTogether(doc, 90);
  doc.moveDown(2);
  const top = doc.y;
  let bottom = top;
  blocks.forEach((block, i) => {
    const x = MARGIN + i * column;
    doc.font('Helvetica').fontSize(10).fillColor('black').text(printable(block.caption), x, top, { width: column - 16 });
    if (block.name) doc.font('Helvetica-Bold').text(printable(block.name), x, doc.y, { width: column - 16 });
    const lineY = doc.y + 32;
    doc.moveTo(x, lineY).lineTo(x + column - 24, lineY).lineWidth(0.6).stroke('black');
    bottom = Math.max(bottom, lineY + 6);
  });
  doc.x = MARGIN;
  doc.y = bottom;
};
