import { describe, expect, it } from 'vitest';
import { isoWeekday, mondayOf, shiftSpan } from './shift-time';

describe('shiftSpan', () => {
  it.each([
    ['a day shift', '2026-11-26', '07:00', '19:00', '2026-11-26T06:00:00.000Z', '2026-11-26T18:00:00.000Z', 720],
    ['a night crossing midnight', '2026-11-26', '22:00', '06:00', '2026-11-26T21:00:00.000Z', '2026-11-27T05:00:00.000Z', 480],
    ['the night the clocks go back (9 hours)', '2026-10-24', '22:00', '06:00', '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z', 540],
    ['the night the clocks go forward (7 hours)', '2026-03-28', '22:00', '06:00', '2026-03-28T21:00:00.000Z', '2026-03-29T04:00:00.000Z', 420],
    ['a whole day', '2026-11-26', '00:00', '00:00', '2026-11-25T23:00:00.000Z', '2026-11-26T23:00:00.000Z', 1440],
    ['a night on the last day of the month', '2026-11-30', '22:00', '06:00', '2026-11-30T21:00:00.000Z', '2026-12-01T05:00:00.000Z', 480],
  ])('%s', (_name, date, start, end, startsAt, endsAt, minutes) => {
    expect(shiftSpan(date, start, end)).toEqual({ startsAt, endsAt, minutes });
  });

  it('knows the weekdays and Mondays', () => {
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });
});
