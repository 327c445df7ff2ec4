import { describe, expect, it } from 'vitest';
import { shiftSpan } from '../../../shared/workforce/shift-time';
import { dayLabel, ordersToRead, timeRange, upcoming, type TMyShift } from './shifts';
import { byWeek } from './weeks';

const shift = (id: number, date: string, start = '07:00', end = '19:00', extra: Partial<TMyShift> = {}): TMyShift => ({
  id, postId: 1, postName: 'Portineria', siteName: 'Reception', clientName: 'Demo', date, start, end,
  ...shiftSpan(date, start, end), status: 'PUBLISHED', ordersAcknowledged: true, ...extra,
});

const words: Record<string, string> = { 'workforce.day.today': 'Oggi', 'workforce.day.tomorrow': 'Domani' };
const translate = (key: string) => words[key] ?? key;

describe('timeRange', () => {
  it.each([
    ['07:00', '19:00', '07:00–19:00'],
    ['22:00', '06:00', '22:00–06:00 (+1)'],
    ['00:00', '00:00', '00:00–00:00 (+1)'],
    ['19:00', '23:59', '19:00–23:59'],
  ])('%s–%s reads %s', (start, end, expected) => expect(timeRange(start, end)).toBe(expected));
});

describe('dayLabel', () => {
  it.each([
    ['2026-11-23', 'Oggi'],
    ['2026-11-24', 'Domani'],
    ['2026-11-25', 'mercoledì 25/11'],
    ['2026-12-01', 'martedì 01/12'],
    ['2026-11-22', 'domenica 22/11'],
  ])('%s, seen on Monday 23/11, is %s', (date, expected) => expect(dayLabel(date, '2026-11-23', 'it', translate)).toBe(expected));

  it('across the year’s end, tomorrow is tomorrow', () => expect(dayLabel('2027-01-01', '2026-12-31', 'it', translate)).toBe('Domani'));
  it('in Spanish and English the weekday is theirs', () => {
    expect(dayLabel('2026-11-25', '2026-11-23', 'es', translate)).toBe('miércoles 25/11');
    expect(dayLabel('2026-11-25', '2026-11-23', 'en', translate)).toBe('Wednesday 25/11');
  });
});

describe('upcoming', () => {
  const now = new Date('2026-11-23T08:00:00.000Z'); // 09:00 in Rome
  const shifts = [
    shift(4, '2026-11-25'),
    shift(1, '2026-11-22', '22:00', '06:00'), // ended this morning
    shift(2, '2026-11-23', '07:00', '19:00'), // under way
    shift(3, '2026-11-24', '07:00', '19:00', { status: 'CANCELLED' }),
    shift(5, '2026-11-26'),
  ];

  it('drops what is over and puts the shift under way first', () => {
    expect(upcoming(shifts, now).map((s) => s.id)).toEqual([2, 3, 4, 5]);
  });

  it('keeps a cancelled one in its place, and gives as many as asked', () => {
    expect(upcoming(shifts, now, 3).map((s) => s.id)).toEqual([2, 3, 4]);
  });

  it('a night begun yesterday is still there until it ends', () => {
    const early = new Date('2026-11-23T04:30:00.000Z'); // 05:30 in Rome
    expect(upcoming(shifts, early, 1).map((s) => s.id)).toEqual([1]);
  });
});

describe('byWeek', () => {
  it('groups by the Monday of each week, soonest first, a Sunday night in its own week', () => {
    const weeks = byWeek([shift(3, '2026-12-01'), shift(1, '2026-11-23'), shift(2, '2026-11-29', '22:00', '06:00'), shift(4, '2026-11-30')]);
    expect(weeks.map((w) => [w.monday, w.shifts.map((s) => s.id)])).toEqual([
      ['2026-11-23', [1, 2]],
      ['2026-11-30', [4, 3]],
    ]);
  });

  it('is empty without shifts', () => expect(byWeek([])).toEqual([]));
});

describe('ordersToRead', () => {
  it.each([
    [false, 'PUBLISHED', true],
    [true, 'PUBLISHED', false],
    [null, 'PUBLISHED', false],
    [false, 'CANCELLED', false],
  ] as const)('acknowledged %s, %s: %s', (ordersAcknowledged, status, expected) => {
    expect(ordersToRead({ ordersAcknowledged, status })).toBe(expected);
  });
});
