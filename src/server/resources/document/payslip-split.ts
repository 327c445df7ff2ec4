import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { isValidFiscalCode } from '../../../shared/italian';

/** Why a file, or some pages of one, went to nobody. */
export type UnmatchedReason = 'NOT_PDF' | 'TOO_LARGE' | 'UNREADABLE' | 'NO_CODE' | 'UNKNOWN_CODE' | 'INVALID_CODE' | 'AMBIGUOUS';

/** The fiscal codes printed on one page: those that pass the check character, and those that look like one but fail it. */
export interface PageCodes {
  valid: string[];
  malformed: string[];
}

export interface SplitResult {
  /** One entry per person, their pages in order (1-based), even when not consecutive. */
  people: Array<{ code: string; pages: number[] }>;
  /** Every page that went to nobody, in runs sharing one reason. */
  unmatched: Array<{ reason: UnmatchedReason; pages: number[] }>;
}

const STRICT_SHAPE = /^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/;
/**
 * A valid code nobody in the company holds only counts when its year is written in digits: words
 * run together may by chance pass the pattern with omocodia letters and the check character, but
 * omocodia replaces the year's digits only after five others, which no real code reaches.
 */
const PLAUSIBLE = /^[A-Z]{6}\d{2}/;

/** The 16-character sequences of a line that may be a fiscal code, across the spaces a layout puts inside one. */
const candidatesOf = (line: string): { joined: string[]; inside: string[] } => {
  const tokens = line.toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);
  const joined: string[] = [];
  const inside: string[] = [];
  tokens.forEach((token, i) => {
    // A code written in groups ('RSSM RA80 A01H 501U'): tokens from a token's start to a token's end.
    let text = '';
    for (let j = i; j < tokens.length && text.length < 16; j += 1) text += tokens[j];
    if (text.length === 16) joined.push(text);
    // A code glued to a label ('CF:RSSMRA80…' is two tokens, 'CFRSSMRA80…' one).
    for (let k = 0; token.length > 16 && k + 16 <= token.length; k += 1) inside.push(token.slice(k, k + 16));
  });
  return { joined, inside };
};

/** The fiscal codes in some lines of text; a wrong check character is only reported for a code written whole. */
export const codesInLines = (lines: string[]): PageCodes => {
  const valid = new Set<string>();
  const malformed = new Set<string>();
  for (const line of lines) {
    const { joined, inside } = candidatesOf(line);
    for (const candidate of joined) {
      if (isValidFiscalCode(candidate)) valid.add(candidate);
      else if (STRICT_SHAPE.test(candidate)) malformed.add(candidate);
    }
    for (const candidate of inside) if (isValidFiscalCode(candidate)) valid.add(candidate);
  }
  return { valid: [...valid], malformed: [...malformed] };
};

/** The valid fiscal codes in a file's name ('cedolino_RSSMRA80A01H501U_2026-10.pdf'). */
export const codesInFileName = (fileName: string): string[] => {
  const name = fileName.replace(/\.[^.]*$/, '').toUpperCase();
  const codes = new Set<string>();
  for (const run of name.split(/[^A-Z0-9]+/)) {
    for (let k = 0; k + 16 <= run.length; k += 1) {
      const candidate = run.slice(k, k + 16);
      if (isValidFiscalCode(candidate)) codes.add(candidate);
    }
  }
  return [...codes];
};

interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  eol: boolean;
}

/** Items in lines: a new line where the text says so or moves up or down; a gap between items is a space. */
const linesOf = (items: TextItem[]): string[] => {
  const lines: string[] = [];
  let line = '';
  let previous: TextItem | undefined;
  for (const item of items) {
    if (previous && (previous.eol || Math.abs(previous.y - item.y) > 2)) {
      lines.push(line);
      line = '';
    } else if (previous && item.x - (previous.x + previous.width) > 1) {
      line += ' ';
    }
    line += item.str;
    previous = item;
  }
  if (line) lines.push(line);
  return lines;
};

const STANDARD_FONTS = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/**
 * Each page's lines of text, twice: in the order the PDF draws them, and top to bottom, left to
 * right; a code one order splits (a table drawn by columns), the other may keep whole.
 */
export const readPageLines = async (pdf: Uint8Array): Promise<string[][]> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes the buffer over; the caller keeps its own bytes to cut the pages from.
  const document = await getDocument({ data: pdf.slice(), isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) =>
        'str' in item ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, eol: item.hasEOL }] : [],
      );
      const visual = [...items].sort((a, b) => (Math.abs(a.y - b.y) > 2 ? b.y - a.y : a.x - b.x)).map((item) => ({ ...item, eol: false }));
      pages.push([...linesOf(items), ...linesOf(visual)]);
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
};

type Verdict = { code: string } | { reason: UnmatchedReason } | undefined;

/**
 * Only a code that passes the check character and belongs to a person of the company names a page;
 * two such codes make it ambiguous; a page without any code continues the page before it.
 */
const verdictOf = ({ valid, malformed }: PageCodes, isKnown: (code: string) => boolean): Verdict => {
  const known = valid.filter(isKnown);
  if (known.length > 1) return { reason: 'AMBIGUOUS' };
  if (known.length === 1) return { code: known[0] };
  if (valid.some((code) => PLAUSIBLE.test(code))) return { reason: 'UNKNOWN_CODE' };
  if (malformed.length) return { reason: 'INVALID_CODE' };
  return undefined;
};

/** Pages grouped by the person whose code they print; every other page is listed with its reason. */
export const groupPages = (pages: PageCodes[], isKnown: (code: string) => boolean): SplitResult => {
  const people = new Map<string, number[]>();
  const unmatched: SplitResult['unmatched'] = [];
  let current: Verdict;
  pages.forEach((codes, index) => {
    const page = index + 1;
    const verdict = verdictOf(codes, isKnown);
    const startsRun = verdict !== undefined;
    current = verdict ?? current ?? { reason: 'NO_CODE' };
    if ('code' in current) {
      people.set(current.code, [...(people.get(current.code) ?? []), page]);
      return;
    }
    const last = unmatched.at(-1);
    if (!startsRun && last && last.pages.at(-1) === page - 1) last.pages.push(page);
    else unmatched.push({ reason: current.reason, pages: [page] });
  });
  return { people: [...people].map(([code, owned]) => ({ code, pages: owned })), unmatched };
};

/** A new PDF of some pages (1-based) of another. */
export const extractPages = async (source: PDFDocument, pages: number[]): Promise<Uint8Array> => {
  const target = await PDFDocument.create();
  const copied = await target.copyPages(source, pages.map((page) => page - 1));
  for (const page of copied) target.addPage(page);
  return target.save();
};

/** Reads a PDF with both libraries: an unreadable one (damaged, encrypted) rejects here, before any page is cut. */
export const openPdf = async (pdf: Uint8Array) => {
  const source = await PDFDocument.load(pdf, { updateMetadata: false });
  const lines = await readPageLines(pdf);
  return { source, pages: lines.map(codesInLines) };
};

/** Each person's pages as a PDF of their own; pages that could not be cut are listed as unreadable. */
export interface SplitPdf extends SplitResult {
  people: Array<{ code: string; pages: number[]; pdf: Uint8Array }>;
}

/** Splits a PDF by the fiscal codes of `known` people printed on its pages; rejects when it cannot be read at all. */
export const splitPdf = async (pdf: Uint8Array, known: ReadonlySet<string>): Promise<SplitPdf> => {
  const { source, pages } = await openPdf(pdf);
  const { people, unmatched } = groupPages(pages, (code) => known.has(code));
  const split: SplitPdf = { people: [], unmatched };
  for (const person of people) {
    try {
      split.people.push({ ...person, pdf: await extractPages(source, person.pages) });
    } catch {
      split.unmatched.push({ reason: 'UNREADABLE', pages: person.pages });
    }
  }
  return split;
};
