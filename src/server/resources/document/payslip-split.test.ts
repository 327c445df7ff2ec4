// @vitest-environment node
import PDFKit from 'pdfkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fiscalCodeCheckChar } from '../../../shared/italian';
import { codesInFileName, codesInLines, extractPages, groupPages, openPdf, readPageLines } from './payslip-split';
import { openSplitter, UnreadablePdf } from './payslip-thread';

const code = (first15: string) => first15 + fiscalCodeCheckChar(first15);
const VERDI = 'VRDGPP90C10F839E';
const ROSSI = 'RSSMRA80A01H501U';
const BIANCHI = 'BNCLRA85M55F205Q';
const OTHER_COMPANY = code('DLCCRI89R14F839');
const WRONG_CHECK = 'RSSMRA80A01H501X';

/** A page's text: a line, or a line drawn in several pieces (as payroll software often writes a code). */
type Line = string | string[];

/** A pdfkit PDF with one page per entry. */
const makePdf = (pages: Line[][]): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const doc = new PDFKit({ size: 'A4', autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (const lines of pages) {
      doc.addPage();
      for (const line of lines) {
        const pieces = typeof line === 'string' ? [line] : line;
        pieces.forEach((piece, i) => doc.text(piece, { continued: i < pieces.length - 1 }));
      }
    }
    doc.end();
  });

const payslipPage = (fiscalCode: Line, page = 1) => ['PRESIDIO SICUREZZA SRL - Cedolino paga ottobre 2026', ['Codice fiscale: ', fiscalCode].flat(), `Pagina ${page}`, 'Netto in busta 1.450,00'];
const known = (codes: string[]) => (candidate: string) => codes.includes(candidate);

describe('codesInLines', () => {
  it('finds a code written whole, in groups, glued to a label, and tells a wrong check character apart', () => {
    expect(codesInLines([`Codice fiscale ${ROSSI}`]).valid).toEqual([ROSSI]);
    expect(codesInLines(['C.F. VRDG PP90 C10F 839E']).valid).toEqual([VERDI]);
    expect(codesInLines([`CF:${BIANCHI}`, `CF${ROSSI}NATO`]).valid.sort()).toEqual([BIANCHI, ROSSI].sort());
    expect(codesInLines([`Codice fiscale ${WRONG_CHECK}`])).toEqual({ valid: [], malformed: [WRONG_CHECK] });
    expect(codesInLines(['Retribuzione lorda mensile 1.800,00 EUR', 'Partita IVA 01234567890'])).toEqual({ valid: [], malformed: [] });
  });
});

describe('codesInFileName', () => {
  it('finds the valid code a name holds, whatever surrounds it', () => {
    expect(codesInFileName(`${VERDI}.pdf`)).toEqual([VERDI]);
    expect(codesInFileName(`cedolino_${VERDI.toLowerCase()}_2026-10.pdf`)).toEqual([VERDI]);
    expect(codesInFileName(`cedolino${VERDI}.pdf`)).toEqual([VERDI]);
    expect(codesInFileName(`${WRONG_CHECK}.pdf`)).toEqual([]);
    expect(codesInFileName('cedolini ottobre 2026.pdf')).toEqual([]);
  });
});

describe('groupPages', () => {
  const page = (valid: string[] = [], malformed: string[] = []) => ({ valid, malformed });

  it('gives a page without a code to the page before it, and lists every page nobody gets with its reason', () => {
    const result = groupPages(
      [page(), page([VERDI]), page(), page([BIANCHI]), page([OTHER_COMPANY]), page(), page([], [WRONG_CHECK]), page([VERDI, BIANCHI]), page(), page([BIANCHI])],
      known([VERDI, BIANCHI]),
    );
    expect(result.people).toEqual([
      { code: VERDI, pages: [2, 3] },
      { code: BIANCHI, pages: [4, 10] },
    ]);
    expect(result.unmatched).toEqual([
      { reason: 'NO_CODE', pages: [1] },
      { reason: 'UNKNOWN_CODE', pages: [5, 6] },
      { reason: 'INVALID_CODE', pages: [7] },
      { reason: 'AMBIGUOUS', pages: [8, 9] },
    ]);
  });

  it('names a page by the one code of the company it prints, whatever other codes it shows', () => {
    const result = groupPages([page([ROSSI, VERDI], [WRONG_CHECK])], known([VERDI]));
    expect(result).toEqual({ people: [{ code: VERDI, pages: [1] }], unmatched: [] });
  });
});

describe('openPdf and extractPages', () => {
  it('splits a PDF made by payroll software into each person’s pages', async () => {
    const pdf = await makePdf([
      payslipPage(ROSSI),
      payslipPage(['VRDGPP90', 'C10F839E'], 1),
      payslipPage('', 2),
      payslipPage(OTHER_COMPANY),
      ['Riepilogo contributi: nessun codice fiscale qui'],
      payslipPage(WRONG_CHECK),
      payslipPage(['BNCL RA85 M55F 205Q']),
    ]);
    const { source, pages } = await openPdf(pdf);
    const result = groupPages(pages, known([ROSSI, VERDI, BIANCHI]));
    expect(result.people).toEqual([
      { code: ROSSI, pages: [1] },
      { code: VERDI, pages: [2, 3] },
      { code: BIANCHI, pages: [7] },
    ]);
    expect(result.unmatched).toEqual([
      { reason: 'UNKNOWN_CODE', pages: [4, 5] },
      { reason: 'INVALID_CODE', pages: [6] },
    ]);

    const verdi = await extractPages(source, [2, 3]);
    expect((await PDFDocument.load(verdi)).getPageCount()).toBe(2);
    const text = (await readPageLines(verdi)).map((lines) => lines.join('\n'));
    expect(text[0]).toContain('VRDGPP90C10F839E');
    expect(text[1]).toContain('Pagina 2');
    // The source is still whole for the next person.
    expect(source.getPageCount()).toBe(7);
  });

  it('refuses a file that is not a readable PDF', async () => {
    const damaged = await makePdf([payslipPage(ROSSI)]);
    await expect(openPdf(damaged.slice(0, 400))).rejects.toThrow();
    await expect(openPdf(new TextEncoder().encode('%PDF-1.7\n<html>not really</html>'))).rejects.toThrow();
  });
});

describe('openSplitter', () => {
  it('splits PDFs one after another on its own thread, and tells an unreadable one apart', async () => {
    const splitter = openSplitter();
    try {
      const first = await splitter.split(await makePdf([payslipPage(VERDI), payslipPage('', 2), payslipPage(BIANCHI)]), [VERDI, BIANCHI]);
      expect(first.people.map(({ code, pages }) => ({ code, pages }))).toEqual([
        { code: VERDI, pages: [1, 2] },
        { code: BIANCHI, pages: [3] },
      ]);
      expect((await PDFDocument.load(first.people[0].pdf)).getPageCount()).toBe(2);
      await expect(splitter.split(new TextEncoder().encode('%PDF-1.7 broken'), [VERDI])).rejects.toBeInstanceOf(UnreadablePdf);
      const second = await splitter.split(await makePdf([payslipPage(ROSSI)]), [ROSSI]);
      expect(second.people.map(({ code }) => code)).toEqual([ROSSI]);
    } finally {
      await splitter.close();
    }
  });
});
