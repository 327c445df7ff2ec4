import { describe, expect, it } from 'vitest';
import { differenceText, hoursText, totalsOf } from './figures';

describe('hours report figures', () => {
  it('sums every column for the totals row', () => {
    const rows = [
      { id: 1, name: 'A', plannedMinutes: 600, workedMinutes: 570, shifts: 2, noShows: 0 },
      { id: 2, name: 'B', plannedMinutes: 480, workedMinutes: 0, shifts: 1, noShows: 1 },
    ];
    expect(totalsOf(rows)).toEqual({ plannedMinutes: 1080, workedMinutes: 570, shifts: 3, noShows: 1 });
    expect(totalsOf([])).toEqual({ plannedMinutes: 0, workedMinutes: 0, shifts: 0, noShows: 0 });
  });

  it('writes hours as the reader’s language does, the difference signed', () => {
    expect(hoursText(9030, 'it')).toBe('150,5');
    expect(hoursText(9030, 'en')).toBe('150.5');
    expect(hoursText(20, 'it')).toBe('0,33');
    expect(differenceText(-90, 'it')).toBe('−1,5');
    expect(differenceText(30, 'it')).toBe('+0,5');
    expect(differenceText(0, 'it')).toBe('0');
  });
});
