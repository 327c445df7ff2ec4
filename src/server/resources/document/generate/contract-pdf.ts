import type { ContractLetter } from './contract-letter';
import { field, heading, openA4, paragraph, signatures } from './pdf-page';

/**
 * The employment letter as an A4 PDF of real text (standard fonts, WinAnsi: accents print and
 * copy right), the company's name and partita IVA heading every page. Runs in the document worker.
 */
export const contractPdf = (letter: ContractLetter): Promise<Buffer> => {
  const { company } = letter;
  const { doc, finish } = openA4({ companyName: company.name, vat: company.vat, detail: company.registeredOffice }, { title: letter.title });
  paragraph(doc, letter.title.toUpperCase(), { size: 15, bold: true, align: 'center' });
  doc.moveDown(0.3);
  paragraph(doc, letter.subtitle, { size: 9, align: 'center' });
  doc.moveDown(0.5);
  paragraph(doc, `Data: ${letter.date}`, { size: 10 });
  for (const section of letter.sections) {
    heading(doc, section.heading);
    for (const line of section.lines) {
      if (typeof line === 'string') paragraph(doc, line);
      else field(doc, line[0], line[1]);
    }
  }
  doc.moveDown(0.8);
  for (const line of letter.closing) paragraph(doc, line);
  signatures(doc, letter.signatures);
  return finish();
};
