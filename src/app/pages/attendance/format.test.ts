import { describe, expect, it } from 'vitest';
import { currentMonth, formatDate, formatDateTime, formatDistance, formatMinutes, formatTime, monthName, shiftMonth } from './format';

describe('attendance formatting', () => {
  it('writes worked time in hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(480)).toBe('8 h');
    expect(formatMinutes(450)).toBe('7 h 30 min');
    expect(formatMinutes(425)).toBe('7 h 05 min');
    expect(formatMinutes(-3)).toBe('0 min');
  });

  it('shows dates and times in Europe/Rome, dd/MM/yyyy and HH:mm', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Rome (winter, +1).
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatTime('2026-12-31T23:30:00Z')).toBe('00:30');
    // Summer time: +2.
    expect(formatDateTime('2026-07-10T05:58:00Z')).toBe('10/07/2026 07:58');
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
    expect(currentMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
  });
});
