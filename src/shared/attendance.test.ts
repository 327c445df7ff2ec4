import { describe, expect, it } from 'vitest';
import { dayBounds, minutesByDay, minutesStartedOn, monthBounds, romeDateOf, romeDayStart, romeTimeOf, workedMinutes } from './attendance';

describe('days in Europe/Rome', () => {
  it('starts a day at local midnight, in winter and in summer', () => {
    expect(romeDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(romeDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
  });
  it('handles the days the clocks change', () => {
    // 29 March 2026 starts in winter time and has 23 hours; 25 October starts in summer time and has 25.
    expect(romeDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayBounds('2026-03-29')).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
    expect(dayBounds('2026-10-25')).toEqual({ from: '2026-10-24T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' });
  });
  it('bounds a month, across the year end', () => {
    expect(monthBounds('2026-12')).toEqual({ from: '2026-11-30T23:00:00.000Z', to: '2026-12-31T23:00:00.000Z' });
  });
  it('reads the local day and time of an instant', () => {
    expect(romeDateOf('2026-07-01T22:30:00.000Z')).toBe('2026-07-02');
    expect(romeTimeOf('2026-07-01T04:05:00.000Z')).toBe('06:05');
    expect(romeTimeOf('2026-01-10T13:00:00.000Z')).toBe('14:00');
  });
});

describe('worked time', () => {
  it('counts whole minutes; nothing while open', () => {
    expect(workedMinutes('2026-05-04T04:00:00.000Z', '2026-05-04T12:07:30.000Z')).toBe(488);
    expect(workedMinutes('2026-05-04T04:00:00.000Z', null)).toBeNull();
  });
  it('counts a night shift on the evening it started', () => {
    const days = minutesByDay([
      { checkIn: '2026-05-04T20:00:00.000Z', checkOut: '2026-05-05T04:00:00.000Z' },
      { checkIn: '2026-05-05T04:00:00.000Z', checkOut: '2026-05-05T08:00:00.000Z' },
      { checkIn: '2026-05-05T12:00:00.000Z', checkOut: null },
    ]);
    expect(days).toEqual([
      { date: '2026-05-04', minutes: 480, records: 1, hours: 8 },
      { date: '2026-05-05', minutes: 240, records: 2, hours: 4 },
    ]);
  });
  it("counts today's minutes by the day a shift began, the open one up to now, a missed clock-out not at all", () => {
    const now = new Date('2026-05-07T10:00:00.000Z');
    const records = [
      { checkIn: '2026-05-06T20:00:00.000Z', checkOut: '2026-05-07T04:00:00.000Z' }, // begun the evening before
      { checkIn: '2026-05-07T05:00:00.000Z', checkOut: '2026-05-07T07:00:30.000Z' },
      { checkIn: '2026-05-07T08:00:00.000Z', checkOut: null },
      { checkIn: '2026-05-07T04:30:00.000Z', checkOut: '2026-05-07T04:59:00.000Z', missed: true },
    ];
    // 2 h 00 min 30 s + 2 h up to now: 240.5 minutes, rounded once.
    expect(minutesStartedOn(records, '2026-05-07', now)).toBe(241);
    expect(minutesStartedOn(records, '2026-05-06', now)).toBe(480);
  });
  it('counts nothing for a missed clock-out, and rounds a day once', () => {
    const days = minutesByDay([
      { checkIn: '2026-05-06T06:00:00.000Z', checkOut: '2026-05-08T06:00:00.000Z', missed: true },
      { checkIn: '2026-05-07T06:00:00.000Z', checkOut: '2026-05-07T06:00:30.000Z' },
      { checkIn: '2026-05-07T07:00:00.000Z', checkOut: '2026-05-07T07:00:30.000Z' },
      { checkIn: '2026-05-07T08:00:00.000Z', checkOut: '2026-05-07T08:00:29.000Z' },
    ]);
    expect(days).toEqual([
      { date: '2026-05-06', minutes: 0, records: 1, hours: 0 },
      // 30 + 30 + 29 s is 1.48 minutes: one, where rounding each shift would have made two.
      { date: '2026-05-07', minutes: 1, records: 3, hours: 0.02 },
    ]);
  });
});
