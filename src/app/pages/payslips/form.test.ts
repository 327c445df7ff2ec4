// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addFiles, defaultPayslipMonth, pageRanges, payslipMonths } from './form';

describe('the month of the payslips', () => {
  it('defaults to the month before today in Rome, also across a new year', () => {
    expect(defaultPayslipMonth(new Date('2026-11-15T10:00:00Z'))).toBe('2026-10');
    expect(defaultPayslipMonth(new Date('2027-01-03T10:00:00Z'))).toBe('2026-12');
    // 31 December 23:30 UTC is already 1 January in Rome.
    expect(defaultPayslipMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12');
  });

  it('offers next month first, then two years back, the default among them', () => {
    const now = new Date('2026-11-15T10:00:00Z');
    const months = payslipMonths(now);
    expect(months.slice(0, 3)).toEqual(['2026-12', '2026-11', '2026-10']);
    expect(months.at(-1)).toBe('2024-11');
    expect(months).toContain(defaultPayslipMonth(now));
  });
});

describe('the files chosen', () => {
  const file = (name: string, content = 'x', lastModified = 1) => new File([content], name, { type: 'application/pdf', lastModified });

  it('keeps the order they came in and sends a file picked twice once', () => {
    const a = file('a.pdf');
    const b = file('b.pdf');
    expect(addFiles([a], [b, file('a.pdf')]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('keeps two different files that share a name', () => {
    expect(addFiles([file('lotto.pdf', 'x')], [file('lotto.pdf', 'xyz')])).toHaveLength(2);
  });
});

describe('pages as ranges', () => {
  it('joins consecutive pages and sorts them', () => {
    expect(pageRanges([5, 1, 2, 3])).toBe('1–3, 5');
    expect(pageRanges([4])).toBe('4');
    expect(pageRanges([2, 4, 6])).toBe('2, 4, 6');
  });
});
