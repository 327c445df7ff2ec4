import PDFKit from 'pdfkit';
import { multipartBody } from './files';

/** The form of POST api/document/payslips: the company, the month, then the files. */
export const payslipForm = (companyId: number | string, month: string, files: Array<{ fileName: string; content: Buffer; type?: string }>) =>
  multipartBody({ companyId, month }, files.map(({ fileName, content, type }) => ({ name: fileName, content, type: type ?? 'application/pdf' })));

/**
 * A PDF as payroll software writes one, one page per entry: each page's lines, a line drawn in
 * pieces when given as an array (as a code often is).
 */
export const payslipPdf = (pages: Array<Array<string | string[]>>): Promise<Buffer> =>
  new Promise((resolve) => {
    const doc = new PDFKit({ size: 'A4', autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (const lines of pages) {
      doc.addPage();
      for (const line of lines) {
        const pieces = typeof line === 'string' ? [line] : line;
        pieces.forEach((piece, i) => doc.text(piece, { continued: i < pieces.length - 1 }));
      }
    }
    doc.end();
  });

/** One page of a payslip naming the person by fiscal code. */
export const payslipPage = (fiscalCode: string | string[], page = 1) => [
  'PRESIDIO SICUREZZA SRL - Cedolino paga',
  ['Codice fiscale: ', fiscalCode].flat(),
  `Pagina ${page}`,
  'Netto in busta 1.450,00',
];
