import { describe, expect, it } from 'vitest';
import { addDays, endOfMonth, isRealDate, todayInRome } from './dates';
import {
  countsAsLeaveDay, holidaysOf, hoursBetween, isPatronDay, isRestDay, latestSickLeaveStart, leaveDateBounds, leaveDays, leaveDaysByMonth, leaveDaysWithin, nationalHolidays, PERMISSION_TYPES,
} from './leave';

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
  it('counts sick leave in calendar days, Sundays and holidays included, and every other type as before', () => {
    // Friday 23 to Monday 26 October 2026: Sunday 25 is a leave day for sick leave only.
    expect(leaveDays('2026-10-23', '2026-10-26', 'MALATTIA')).toBe(4);
    for (const type of PERMISSION_TYPES.filter((t) => t !== 'MALATTIA')) expect(leaveDays('2026-10-23', '2026-10-26', type), type).toBe(3);
    expect(leaveDays('2026-10-23', '2026-10-26')).toBe(3);
    // Christmas week: Friday 25 and Saturday 26 are holidays, Sunday 27 a Sunday.
    expect(leaveDays('2026-12-24', '2026-12-27', 'MALATTIA')).toBe(4);
    expect(leaveDaysWithin('2026-12-28', '2027-01-09', '2027-01-01', '2027-12-31', 'MALATTIA')).toBe(9);
    expect(leaveDaysByMonth('2026-03-30', '2026-04-06', 'MALATTIA')).toEqual([
      { month: '2026-03', days: 2 },
      { month: '2026-04', days: 6 },
    ]);
    expect([countsAsLeaveDay('MALATTIA', true), countsAsLeaveDay('FERIE', true), countsAsLeaveDay('FERIE', false), countsAsLeaveDay(undefined, true)]).toEqual([true, false, true, false]);
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

describe("a company's patron saint's day", () => {
  it("is a day some year has, as 'MM-dd'", () => {
    expect(['06-29', '12-07', '01-31', '02-29'].filter(isPatronDay)).toEqual(['06-29', '12-07', '01-31', '02-29']);
    expect(['02-30', '04-31', '13-01', '00-10', '6-29', '29/06', '2026-06-29', ''].filter(isPatronDay)).toEqual([]);
  });

  it('joins the national holidays of every year, 29 February only in leap years', () => {
    expect(holidaysOf(2026, '06-29').has('2026-06-29')).toBe(true);
    expect(holidaysOf(2027, '06-29').has('2027-06-29')).toBe(true);
    expect(holidaysOf(2026, '06-29').size).toBe(nationalHolidays(2026).size + 1);
    expect(holidaysOf(2026, null)).toEqual(nationalHolidays(2026));
    expect(holidaysOf(2026)).toEqual(nationalHolidays(2026));
    // The patron day of Milan falls the day before the Immaculate Conception: two holidays in a row.
    expect([...holidaysOf(2026, '12-07')].filter((day) => day.startsWith('2026-12-0'))).toEqual(['2026-12-08', '2026-12-07']);
    expect(holidaysOf(2027, '02-29')).toEqual(nationalHolidays(2027));
    expect(holidaysOf(2028, '02-29').has('2028-02-29')).toBe(true);
  });

  it('is a rest day of that company only', () => {
    // Monday 29 June 2026: Saints Peter and Paul, patrons of Rome.
    expect(isRestDay('2026-06-29', '06-29')).toBe(true);
    expect(isRestDay('2026-06-29', '12-07')).toBe(false);
    expect(isRestDay('2026-06-29')).toBe(false);
    expect(isRestDay('2026-06-28')).toBe(true);
    expect(isRestDay('2026-06-02', '06-29')).toBe(true);
  });

  it('is not a leave day, except for sick leave', () => {
    // Monday 29 June to Saturday 4 July 2026, in Rome and in Milan.
    expect(leaveDays('2026-06-29', '2026-07-04', 'FERIE', '06-29')).toBe(5);
    expect(leaveDays('2026-06-29', '2026-07-04', 'FERIE', '12-07')).toBe(6);
    expect(leaveDays('2026-06-29', '2026-07-04', undefined, '06-29')).toBe(5);
    expect(leaveDays('2026-06-29', '2026-07-04', 'MALATTIA', '06-29')).toBe(6);
    expect(leaveDaysWithin('2026-06-22', '2026-07-04', '2026-06-29', '2026-06-30', 'L104', '06-29')).toBe(1);
    // Saturday 19 September 2026, San Gennaro in Naples.
    expect(leaveDaysByMonth('2026-09-14', '2026-10-03', 'FERIE', '09-19')).toEqual([
      { month: '2026-09', days: 14 },
      { month: '2026-10', days: 3 },
    ]);
    expect(leaveDaysByMonth('2026-09-14', '2026-10-03', 'FERIE')).toEqual([
      { month: '2026-09', days: 15 },
      { month: '2026-10', days: 3 },
    ]);
  });
});

describe('when leave may fall', () => {
  it('runs from 1 January of last year to 31 December of next year', () => {
    expect(leaveDateBounds('2026-11-23')).toEqual({ first: '2025-01-01', last: '2027-12-31' });
    expect(leaveDateBounds('2027-01-01')).toEqual({ first: '2026-01-01', last: '2028-12-31' });
  });

  it('lets a continuation start the day after its certificate ends, even after today, and nothing later', () => {
    expect(latestSickLeaveStart('2026-11-23')).toBe('2026-11-23');
    expect(latestSickLeaveStart('2026-11-23', null)).toBe('2026-11-23');
    expect(latestSickLeaveStart('2026-11-23', '2026-11-27')).toBe('2026-11-28');
    expect(latestSickLeaveStart('2026-11-23', '2026-11-10')).toBe('2026-11-23');
  });
});
