import { describe, expect, it } from 'vitest';
import { correctionOf, validateReason } from './AttendanceInputs';

describe('attendance corrections', () => {
  it('refuses to submit without a reason', () => {
    const errorOf = (value: unknown) => validateReason.map((validate) => validate(value, {})).find(Boolean);
    expect(errorOf('')).toBeTruthy();
    expect(errorOf(undefined)).toBeTruthy();
    expect(errorOf('   ')).toBe('validation.reasonTooShort');
    expect(errorOf(' ok ')).toBe('validation.reasonTooShort');
    expect(errorOf('Uscita dimenticata')).toBeUndefined();
  });

  it('sends only what changed, with the reason', () => {
    const previous = { id: 1, checkIn: '2026-11-20T05:00:00.000Z', checkOut: null, note: null, reviewFlag: true, userName: 'X' };
    expect(correctionOf({ ...previous, checkIn: '2026-11-20T05:00:00Z', reason: 'Dimenticata' }, previous)).toEqual({ reason: 'Dimenticata' });
    expect(correctionOf({ ...previous, checkOut: '2026-11-20T13:00:00.000Z', reviewFlag: false, reason: 'Uscita dimenticata' }, previous)).toEqual({
      reason: 'Uscita dimenticata', checkOut: '2026-11-20T13:00:00.000Z', reviewFlag: false,
    });
  });
});
