import { describe, expect, it } from 'vitest';
import type { TCoverageRow } from '../../../../shared/schemas/workforce';
import { ALL_STATES, CHIP_LOOK, coverageCounts, sortedRows, STATE_ORDER } from './states';

const row = (state: TCoverageRow['state'], startsAt: string | null, postName = 'Reception', checkIn: string | null = null): TCoverageRow => ({
  shiftId: 1, postId: 1, postName, siteId: 1, siteName: 'Sede', userId: 1, userName: 'Verdi Giuseppe', start: null, end: null,
  startsAt, endsAt: null, attendanceId: null, checkIn, checkOut: null, lateMinutes: null, state,
});

describe('coverage states', () => {
  it('gives every state a place in the summary and a look', () => {
    expect([...STATE_ORDER].sort()).toEqual([...ALL_STATES].sort());
    for (const state of ALL_STATES) expect(CHIP_LOOK[state]).toBeDefined();
  });

  it('counts only the states that occur, the urgent ones first', () => {
    const rows = [row('ON_TIME', 'a'), row('LATE', 'b'), row('ON_TIME', 'c'), row('NO_SHOW', 'd')];
    expect(coverageCounts(rows)).toEqual([['NO_SHOW', 1], ['LATE', 1], ['ON_TIME', 2]]);
    expect(coverageCounts([])).toEqual([]);
  });

  it('orders the day by start, an unplanned clock-in by its time', () => {
    const rows = [row('PLANNED', '2026-05-10T12:00:00Z'), row('UNPLANNED', null, 'X', '2026-05-10T06:30:00Z'), row('LATE', '2026-05-10T05:00:00Z')];
    expect(sortedRows(rows).map((r) => r.state)).toEqual(['LATE', 'UNPLANNED', 'PLANNED']);
  });
});
