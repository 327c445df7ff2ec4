import { describe, expect, it } from 'vitest';
import { dayHeading, daysOf, formatRange, rangeOf, stepRange, weeksOf } from './range';

describe('the roster’s ranges', () => {
  it.each([
    ['a Wednesday', '2026-11-25', { from: '2026-11-23', to: '2026-11-29' }],
    ['a Monday', '2026-11-23', { from: '2026-11-23', to: '2026-11-29' }],
    ['a Sunday belongs to the week before', '2026-11-29', { from: '2026-11-23', to: '2026-11-29' }],
    ['a week across the new year', '2026-12-31', { from: '2026-12-28', to: '2027-01-03' }],
  ])('a week starts on Monday: %s', (_case, day, range) => {
    expect(rangeOf('week', day)).toEqual(range);
  });

  it.each([
    ['2026-11-25', { from: '2026-11-01', to: '2026-11-30' }],
    ['2028-02-10', { from: '2028-02-01', to: '2028-02-29' }],
    ['2026-12-31', { from: '2026-12-01', to: '2026-12-31' }],
  ])('a month is the calendar month of %s', (day, range) => {
    expect(rangeOf('month', day)).toEqual(range);
  });

  it('steps a week by seven days, from its Monday, across months and years', () => {
    expect(stepRange('week', '2026-11-25', 1)).toBe('2026-11-30');
    expect(stepRange('week', '2026-11-25', -1)).toBe('2026-11-16');
    expect(stepRange('week', '2026-12-30', 1)).toBe('2027-01-04');
  });

  it('steps a month to the first of the next or previous one, whatever its length', () => {
    expect(stepRange('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepRange('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(stepRange('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(stepRange('month', '2027-01-15', -1)).toBe('2026-12-01');
  });

  it('lists the days of a range, and the Mondays of the weeks it touches', () => {
    expect(daysOf({ from: '2026-10-24', to: '2026-10-27' })).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
    expect(daysOf(rangeOf('month', '2026-02-10'))).toHaveLength(28);
    expect(weeksOf(rangeOf('week', '2026-11-25'))).toEqual(['2026-11-23']);
    expect(weeksOf(rangeOf('month', '2026-11-10'))).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
  });

  it('writes the range as dd/MM/yyyy and a column as weekday and dd/MM', () => {
    expect(formatRange({ from: '2026-11-23', to: '2026-11-29' })).toBe('23/11/2026 – 29/11/2026');
    expect(dayHeading('2026-11-23', 'it')).toEqual({ weekday: 'lun', date: '23/11' });
    expect(dayHeading('2026-11-29', 'en').weekday).toBe('Sun');
  });
});
