import { inflateSync } from 'node:zlib';

/** WinAnsi's characters 0x80–0x9f, where it differs from Latin-1 (Node's TextDecoder does not tell them apart). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/**
 * The text a PDF shows, one line per text operation: its compressed content streams inflated,
 * their hex strings decoded from WinAnsi (pdfkit writes the standard fonts' text so). A line that
 * pdfkit wrapped is two lines here, so a value found whole on a line was printed whole.
 */
export const pdfText = (body: Buffer) => {
  const raw = body.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
      for (const line of content.split('\n').filter((l) => l.endsWith('TJ'))) {
        texts.push([...line.matchAll(/<([0-9a-f]*)>/gi)].map((m) => winAnsi(Buffer.from(m[1], 'hex'))).join(''));
      }
    } catch {
      // Not a compressed content stream (a font, an image).
    }
  }
  return texts.join('\n');
};
