import { describe, expect, it } from 'vitest';
import { addDays, endOfMonth, isRealDate, todayInRome } from './dates';
import { hoursBetween, leaveDays, leaveDaysByMonth, leaveDaysWithin, nationalHolidays } from './leave';

describe('dates', () => {
  it('answers today in Europe/Rome, not in UTC', () => {
    expect(todayInRome(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInRome(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInRome(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
  it('rejects impossible dates', () => {
    expect(isRealDate('2026-02-28')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-13-01')).toBe(false);
  });
  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
  });
});

describe('leave days', () => {
  it('knows Easter Monday and the fixed holidays', () => {
    expect(nationalHolidays(2026).has('2026-04-06')).toBe(true);
    expect(nationalHolidays(2027).has('2027-03-29')).toBe(true);
    expect(nationalHolidays(2026).has('2026-12-08')).toBe(true);
  });
  it('counts a six-day week: Saturdays count, Sundays and holidays do not', () => {
    // Monday 2 to Sunday 8 March 2026.
    expect(leaveDays('2026-03-02', '2026-03-08')).toBe(6);
    // 24–27 December 2026: Thursday, Friday (Christmas), Saturday (St Stephen), Sunday.
    expect(leaveDays('2026-12-24', '2026-12-27')).toBe(1);
    expect(leaveDays('2026-03-09', '2026-03-09')).toBe(1);
  });
  it('splits a period by year and by month', () => {
    expect(leaveDaysWithin('2026-12-28', '2027-01-09', '2027-01-01', '2027-12-31')).toBe(6);
    expect(leaveDaysByMonth('2026-03-30', '2026-04-03')).toEqual([
      { month: '2026-03', days: 2 },
      { month: '2026-04', days: 3 },
    ]);
  });
  it('measures hourly leave', () => {
    expect(hoursBetween('09:00', '11:30')).toBe(2.5);
  });
});
