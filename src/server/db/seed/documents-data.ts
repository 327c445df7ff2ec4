import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** The header and text of a demo PDF: real text on A4, the company's name and partita IVA on top. */
export interface DemoPdf {
  company: { name: string; vat: string };
  title: string;
  lines: string[];
}

export const demoPdf = ({ company, title, lines }: DemoPdf): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: company.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(14).text(company.name);
    doc.font('Helvetica').fontSize(9).fillColor('#475569').text(`Partita IVA ${company.vat}`);
    doc.moveDown(2).fillColor('black').font('Helvetica-Bold').fontSize(16).text(title);
    doc.moveDown().font('Helvetica').fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.4);
    doc.end();
  });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A small real PNG (RGB, 8 bits) that image viewers open: a card of `width` × `height` in one
 * colour with a darker band, the stand-in of a phone's photo of a document.
 */
export const demoPng = (width: number, height: number, [r, g, b]: [number, number, number]): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const band = y > height * 0.2 && y < height * 0.35;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(band ? [r / 2, g / 2, b / 2] : [r, g, b], 1 + x * 3);
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
};

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
/** 'marzo 2026' for '2026-03'. */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A payslip's lines: the gross and net of a GPG at level IV of the CCNL Vigilanza Privata. */
export const payslipLines = (person: string, fiscalCode: string, month: string) => [
  `Dipendente: ${person}`,
  `Codice fiscale: ${fiscalCode}`,
  `Periodo di retribuzione: ${monthName(month)}`,
  'CCNL Vigilanza Privata e Servizi Fiduciari, livello IV, guardia particolare giurata',
  'Ore ordinarie: 168,00 — Ore straordinarie: 6,00',
  'Retribuzione lorda: € 1.842,35',
  'Contributi INPS a carico del dipendente: € 169,25',
  'IRPEF netta: € 198,40',
  'Netto in busta: € 1.474,70',
];
