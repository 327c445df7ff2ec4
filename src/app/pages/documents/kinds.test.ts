// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addMonths, formatSize, offeredExpiry, titleOfFile, typesFor, visibleByDefault } from './kinds';

describe('the document catalogue as the upload page offers it', () => {
  it('offers each owner only the types it may have', () => {
    expect(typesFor('VEHICLE')).toEqual(['REPORT', 'VEHICLE_INSURANCE', 'VEHICLE_INSPECTION', 'OTHER']);
    expect(typesFor('COMPANY')).toEqual(['REPORT', 'OTHER']);
    expect(typesFor('USER')).toContain('PAYSLIP');
    expect(typesFor('USER')).not.toContain('VEHICLE_INSURANCE');
    expect(typesFor(undefined)).toEqual([]);
  });

  it("takes the type's visibility: a payslip is the worker's, a report the office's", () => {
    expect(visibleByDefault('PAYSLIP')).toBe(true);
    expect(visibleByDefault('REPORT')).toBe(false);
  });

  it('offers the expiry from the issue date and the validity, to the last day of a shorter month', () => {
    expect(offeredExpiry('MEDICAL_FITNESS', '2026-03-15')).toBe('2027-03-15');
    expect(offeredExpiry('ID_CARD', '2026-01-31')).toBe('2036-01-31');
    expect(offeredExpiry('DECRETO_GPG', '2024-02-29')).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
  });

  it('offers none for a type that does not expire, or without a whole issue date', () => {
    expect(offeredExpiry('PAYSLIP', '2026-03-15')).toBeUndefined();
    expect(offeredExpiry('ID_CARD', null)).toBeUndefined();
    expect(offeredExpiry('ID_CARD', '2026-03')).toBeUndefined();
    expect(offeredExpiry(undefined, '2026-03-15')).toBeUndefined();
  });

  it("titles a file by its name without the extension", () => {
    expect(titleOfFile('Busta paga marzo 2026.pdf')).toBe('Busta paga marzo 2026');
    expect(titleOfFile('scan.v2.jpeg')).toBe('scan.v2');
    expect(titleOfFile('.pdf')).toBe('.pdf');
  });

  it('writes sizes as people read them, in their decimals', () => {
    expect(formatSize(900, 'it')).toBe('900 B');
    expect(formatSize(830 * 1024, 'it')).toBe('830 KB');
    expect(formatSize(1.25 * 1024 * 1024, 'it')).toBe('1,3 MB');
    expect(formatSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
  });
});
