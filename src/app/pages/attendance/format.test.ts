import { describe, expect, it } from 'vitest';
import { currentMonth, formatDate, formatDateTime, formatDistance, formatMinutes, formatShift, formatTime, monthName, shiftMonth } from './format';

describe('attendance formatting', () => {
  it('writes worked time in hours and minutes, with no-break spaces so it never wraps mid-unit', () => {
    const plain = (minutes: number) => formatMinutes(minutes).replace(/\u00a0/g, ' ');
    expect(plain(0)).toBe('0 min');
    expect(plain(45)).toBe('45 min');
    expect(plain(480)).toBe('8 h');
    expect(plain(450)).toBe('7 h 30 min');
    expect(plain(425)).toBe('7 h 05 min');
    expect(plain(-3)).toBe('0 min');
    for (const minutes of [0, 45, 480, 7381]) expect(formatMinutes(minutes)).not.toMatch(/ /);
    expect(formatMinutes(7381)).toBe('123\u00a0h\u00a001\u00a0min');
  });

  it('shows dates and times in Europe/Rome, dd/MM/yyyy and HH:mm', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Rome (winter, +1).
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatTime('2026-12-31T23:30:00Z')).toBe('00:30');
    // Summer time: +2.
    expect(formatDateTime('2026-07-10T05:58:00Z')).toBe('10/07/2026 07:58');
    // A shift: the exit's day only when it is another Rome day; an open shift ends in '…'.
    expect(formatShift('2026-11-20T04:58:00Z', '2026-11-20T13:01:00Z')).toBe('20/11/2026 05:58 → 14:01');
    expect(formatShift('2026-11-09T20:56:00Z', '2026-11-10T05:13:00Z')).toBe('09/11/2026 21:56 → 10/11/2026 06:13');
    expect(formatShift('2026-11-20T22:30:00Z', '2026-11-20T23:30:00Z')).toBe('20/11/2026 23:30 → 21/11/2026 00:30');
    expect(formatShift('2026-11-20T04:58:00Z', null)).toBe('20/11/2026 05:58 → …');
  });

  it('writes distances in metres, then kilometres with the locale’s separator', () => {
    expect(formatDistance(87.4, 'it')).toBe('87 m');
    expect(formatDistance(6400, 'it')).toBe('6,4 km');
    expect(formatDistance(6400, 'en')).toBe('6.4 km');
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
    expect(monthName('2026-11', 'it')).toBe('Novembre 2026');
    expect(monthName('2026-10', 'it', { inSentence: true })).toBe('ottobre 2026');
    expect(monthName('2026-10', 'es', { inSentence: true })).toBe('octubre de 2026');
    expect(currentMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
  });
});
