import { describe, expect, it } from 'vitest';
import type { TBalance } from '../../../shared/schemas/permission';
import { availableAfterRequest, remainingAfterApproval, requestAmountIn, yearsOf, yearShare } from './balance';

const ferie = { type: 'FERIE', unit: 'DAYS', allowance: 26, used: 15, planned: 0, pending: 4, remaining: 11, available: 7 } as const;
const rol = { type: 'ROL', unit: 'HOURS', allowance: 72, used: 10, planned: 0, pending: 0, remaining: 62, available: 62 } as const;
const balanceOf = (year: number, items: TBalance['items'] = [ferie, rol]): TBalance => ({ userId: 7, year, patronDay: null, items });

// Mon 28 Dec 2026 – Fri 8 Jan 2027: 28–31 Dec are 4 days; 1 Jan and 6 Jan are holidays, 3 Jan a Sunday, so 2, 4, 5, 7, 8 Jan are 5.
const acrossNewYear = { type: 'FERIE' as const, startDate: '2026-12-28', endDate: '2027-01-08', startTime: null, endTime: null };

describe('what a request takes from each year', () => {
  it('names every year a period touches, the one day of hourly leave, none while dates are missing or reversed', () => {
    expect(yearsOf(acrossNewYear)).toEqual([2026, 2027]);
    expect(yearsOf({ startDate: '2027-03-02', endDate: '2027-03-03', startTime: null, endTime: null })).toEqual([2027]);
    expect(yearsOf({ startDate: '2026-05-04', endDate: '2026-05-04', startTime: '09:00', endTime: '11:00' })).toEqual([2026]);
    expect(yearsOf({ startDate: '2026-05-04', endDate: null, startTime: null, endTime: null })).toEqual([]);
    expect(yearsOf({ startDate: '2026-05-04', endDate: '2026-05-01', startTime: null, endTime: null })).toEqual([]);
    expect(yearsOf({ startDate: '', endDate: '', startTime: null, endTime: null })).toEqual([]);
  });

  it('counts only the leave days inside the year, as the server does', () => {
    expect(requestAmountIn(acrossNewYear, 2026)).toEqual({ value: 4, unit: 'DAYS' });
    expect(requestAmountIn(acrossNewYear, 2027)).toEqual({ value: 5, unit: 'DAYS' });
    expect(requestAmountIn(acrossNewYear, 2025)).toEqual({ value: 0, unit: 'DAYS' });
    const hours = { type: 'ROL' as const, startDate: '2026-05-04', endDate: '2026-05-04', startTime: '09:00', endTime: '11:30' };
    expect(requestAmountIn(hours, 2026)).toEqual({ value: 2.5, unit: 'HOURS' });
    expect(requestAmountIn(hours, 2027)).toEqual({ value: 0, unit: 'HOURS' });
  });

  it('sets a request beside the balance of its type and year; no figure in another unit than the allowance', () => {
    const line = yearShare(balanceOf(2027), acrossNewYear);
    expect(line).toEqual({ year: 2027, item: ferie, share: 5 });
    const ferieByHours = { type: 'FERIE' as const, startDate: '2026-05-04', endDate: '2026-05-04', startTime: '09:00', endTime: '13:00' };
    expect(yearShare(balanceOf(2026), ferieByHours)?.share).toBeNull();
    expect(yearShare(balanceOf(2026, [rol]), acrossNewYear)).toBeUndefined();
  });

  it('keeps the company’s patron saint’s day out of the count', () => {
    const onPatronDay = { type: 'FERIE' as const, startDate: '2026-06-29', endDate: '2026-06-30', startTime: null, endTime: null };
    expect(yearShare({ ...balanceOf(2026), patronDay: '06-29' }, onPatronDay)?.share).toBe(1);
  });

  it('approving moves a pending request into used; a new request joins the pending ones', () => {
    expect(remainingAfterApproval(ferie, 2)).toBe(9);
    expect(remainingAfterApproval(ferie, 12)).toBe(-1);
    expect(availableAfterRequest(ferie, 2)).toBe(5);
    expect(availableAfterRequest(rol, 0.1 + 0.2)).toBe(61.7);
  });
});
