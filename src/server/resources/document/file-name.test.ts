// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentDisposition, nameForType, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it('keeps the last path part only, on either slash', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\gv\\busta paga.pdf')).toBe('busta paga.pdf');
  });

  it('drops control characters, bidirectional overrides and leading dots', () => {
    expect(sanitizeFileName('a\u0000b\r\nc.pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('fattura\u202Efdp.exe')).toBe('fatturafdp.exe');
    expect(sanitizeFileName('..hidden.pdf')).toBe('hidden.pdf');
  });

  it('composes accents (NFC) and names an empty result', () => {
    expect(sanitizeFileName('perche\u0301.pdf')).toBe('perché.pdf');
    expect(sanitizeFileName('../')).toBe('documento');
    expect(sanitizeFileName(undefined)).toBe('documento');
  });

  it('cuts a long name to 255 characters keeping its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('nameForType', () => {
  it('keeps a right extension, appends one to a name without, and replaces a photo’s', () => {
    expect(nameForType('cedolino.PDF', 'application/pdf', true)).toBe('cedolino.PDF');
    expect(nameForType('scansione', 'application/pdf', false)).toBe('scansione.pdf');
    expect(nameForType('foto.jpg', 'image/png', true)).toBe('foto.png');
  });
});

describe('contentDisposition', () => {
  it('sends an ASCII name and the exact UTF-8 one', () => {
    expect(contentDisposition('Carta d’identità "nuova".pdf')).toBe(
      `attachment; filename="Carta d_identita _nuova_.pdf"; filename*=UTF-8''Carta%20d%E2%80%99identit%C3%A0%20%22nuova%22.pdf`,
    );
  });
});
