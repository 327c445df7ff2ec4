import { describe, expect, it } from 'vitest';
import type { TAttendanceHistoryEntry } from '../../../shared/schemas/attendance-views';
import { handEdits } from './AttendanceHistory';

const entry = (id: number, action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): TAttendanceHistoryEntry => ({
  id, action, actorId: 1, actorName: `Ufficio ${id}`, at: `2026-11-0${id}T10:00:00.000Z`, reason: null, before, after,
});

describe('what the office changed by hand', () => {
  const clockIn = entry(1, 'CLOCK_IN', null, { checkIn: 'a', checkOut: null });
  const clockOut = entry(2, 'CLOCK_OUT', { checkIn: 'a', checkOut: null }, { checkIn: 'a', checkOut: 'b' });

  it('nothing for a record only clocked, or only given a note', () => {
    const noted = entry(3, 'UPDATE', { checkIn: 'a', checkOut: 'b', note: null }, { checkIn: 'a', checkOut: 'b', note: 'ok' });
    expect(handEdits([clockIn, clockOut, noted], { checkOut: 'b' })).toEqual({ corrected: undefined, checkOutByHand: undefined });
  });

  it('a clock-out moved by hand: both the correction and who set the clock-out', () => {
    const moved = entry(3, 'UPDATE', { checkIn: 'a', checkOut: 'b' }, { checkIn: 'a', checkOut: 'c' });
    expect(handEdits([clockIn, clockOut, moved], { checkOut: 'c' })).toEqual({ corrected: moved, checkOutByHand: moved });
  });

  it('a check-in moved by hand leaves the clocked-out position as it was', () => {
    const moved = entry(3, 'UPDATE', { checkIn: 'a', checkOut: 'b' }, { checkIn: 'z', checkOut: 'b' });
    expect(handEdits([clockIn, clockOut, moved], { checkOut: 'b' })).toEqual({ corrected: moved, checkOutByHand: undefined });
  });

  it('a record reopened by hand has no clock-out to speak of', () => {
    const reopened = entry(3, 'UPDATE', { checkIn: 'a', checkOut: 'b' }, { checkIn: 'a', checkOut: null });
    expect(handEdits([clockIn, clockOut, reopened], { checkOut: null }).checkOutByHand).toBeUndefined();
  });
});
