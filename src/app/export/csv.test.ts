import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, csvText, downloadSpreadsheet } from './csv';

describe('csvCell', () => {
  it('writes numbers, empty values and lists as a spreadsheet reads them', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(['Amministratore', 'Dipendente'])).toBe('Amministratore, Dipendente');
  });

  it('quotes the separator, quotes and line breaks', () => {
    expect(csvCell('Reception; Roma')).toBe('"Reception; Roma"');
    expect(csvCell('ha detto "ok"')).toBe('"ha detto ""ok"""');
    expect(csvCell('riga 1\nriga 2')).toBe('"riga 1\nriga 2"');
    expect(csvCell('Niccolò D’Angelo')).toBe('Niccolò D’Angelo');
  });

  it.each(['=HYPERLINK("http://x","clic")', '+39 06 1234567', '-2+3', '@SUM(A1)', '\tx', '\rx'])('keeps %j as text, not a formula', (text) => {
    const cell = csvCell(text);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    expect(unquoted).toBe(`'${text}`);
  });
});

describe('csvText and downloadSpreadsheet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('joins cells with ; and rows with CRLF', () => {
    expect(csvText([['a', 'b'], [1, 'x;y']])).toBe('a;b\r\n1;"x;y"');
  });

  it('downloads the file with a byte-order mark, so that Excel reads UTF-8', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:test';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadSpreadsheet([['Cognome'], ['Niccolò']], 'utenti');
    expect(click).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await created[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Cognome\r\nNiccolò');
    expect(document.querySelector('a[download="utenti.csv"]')).not.toBeNull();
  });
});
