import { describe, expect, it } from 'vitest';
import { isoDate, isoMonth, optionalText, requiredText } from './zod';

describe('isoDate', () => {
  it('accepts real days of 1900–2100 and refuses the others', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2100-12-31', ' 2026-05-01 ']) expect(isoDate().safeParse(day).success, day).toBe(true);
    for (const day of ['1899-12-31', '2101-01-01', '0001-01-01', '9999-12-31', '2026-02-30', '2025-02-29', '2026-13-01', '2026-1-01', ''])
      expect(isoDate().safeParse(day).error?.issues[0]?.message, day).toBe('validation.date');
  });
});

describe('isoMonth', () => {
  it('accepts months of 1900–2100 and refuses the others', () => {
    for (const month of ['1900-01', '2026-12', '2100-12']) expect(isoMonth().safeParse(month).success, month).toBe(true);
    for (const month of ['1899-12', '2101-01', '0001-01', '9999-12', '2026-00', '2026-13', '2026-1'])
      expect(isoMonth().safeParse(month).error?.issues[0]?.message, month).toBe('validation.month');
  });
});

describe('control characters', () => {
  const CONTROLS = ['\u0000', '\u0001', '\u001f', '\u007f'];

  it('are refused in single-line texts, line breaks and tabs included', () => {
    for (const c of [...CONTROLS, '\n', '\r', '\t']) {
      expect(requiredText(200).safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false);
      expect(optionalText(100).safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false);
    }
  });

  it('are refused in multi-line texts but for line breaks and tabs', () => {
    for (const c of CONTROLS) expect(optionalText(2000).safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false);
    expect(optionalText(2000).parse('a\r\nb\tc')).toBe('a\r\nb\tc');
    expect(requiredText(300, { multiLine: true }).parse('a\nb')).toBe('a\nb');
  });

  it('leave other text alone', () => {
    expect(requiredText().parse('  Caffè «Roma» – 1° piano 😀 ')).toBe('Caffè «Roma» – 1° piano 😀');
  });
});
