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
  it('counts the minutes between the clock times shown, whatever the seconds; nothing while open', () => {
    // 06:00:00–14:07:30 in Rome shows 06:00–14:07: 8 h 07 min.
    expect(workedMinutes('2026-05-04T04:00:00.000Z', '2026-05-04T12:07:30.000Z')).toBe(487);
    // 05:58:59–14:01:01 shows 05:58–14:01: 8 h 03 min, not the 8 h 02 min 02 s in between rounded.
    expect(workedMinutes('2026-05-04T03:58:59.000Z', '2026-05-04T12:01:01.000Z')).toBe(483);
    expect(workedMinutes('2026-05-04T04:00:10.000Z', '2026-05-04T04:00:50.000Z')).toBe(0);
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
    // 07:00–09:00 and 10:00 up to now (12:00): 4 h, the seconds of the clock-out not counted.
    expect(minutesStartedOn(records, '2026-05-07', now)).toBe(240);
    expect(minutesStartedOn(records, '2026-05-06', now)).toBe(480);
  });
  it('counts nothing for a missed clock-out, and a day as the sum of its shifts as shown', () => {
    const days = minutesByDay([
      { checkIn: '2026-05-06T06:00:00.000Z', checkOut: '2026-05-08T06:00:00.000Z', missed: true },
      { checkIn: '2026-05-07T06:00:00.000Z', checkOut: '2026-05-07T06:00:30.000Z' },
      { checkIn: '2026-05-07T07:00:00.000Z', checkOut: '2026-05-07T07:00:30.000Z' },
      { checkIn: '2026-05-07T08:00:00.000Z', checkOut: '2026-05-07T08:00:29.000Z' },
      { checkIn: '2026-05-07T09:00:40.000Z', checkOut: '2026-05-07T09:01:10.000Z' },
    ]);
    expect(days).toEqual([
      { date: '2026-05-06', minutes: 0, records: 1, hours: 0 },
      // Three shifts within a clock minute count nothing; 11:00:40–11:01:10 shows 11:00–11:01, one minute.
      { date: '2026-05-07', minutes: 1, records: 4, hours: 0.02 },
    ]);
  });
});
