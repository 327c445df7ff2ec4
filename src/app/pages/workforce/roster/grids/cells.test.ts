import { describe, expect, it } from 'vitest';
import type { TShift } from '../../../../../shared/schemas/workforce';
import { absencesByPersonDay, cellKey, shiftsByPersonDay, shiftsByPostDay } from './cells';

const shift = (id: number, postId: number, date: string, start: string, userId: number | null, status: TShift['status'] = 'DRAFT') =>
  ({ id, postId, date, start, userId, status }) as TShift;

describe('the grid’s cells', () => {
  const shifts = [shift(1, 7, '2026-11-23', '19:00', null), shift(2, 7, '2026-11-23', '07:00', 4), shift(3, 8, '2026-11-23', '07:00', 4, 'CANCELLED'), shift(4, 7, '2026-11-24', '07:00', 4)];

  it('groups a post’s shifts by day, earliest first, cancelled ones kept', () => {
    const cells = shiftsByPostDay(shifts);
    expect(cells.get(cellKey(7, '2026-11-23'))!.map((s) => s.id)).toEqual([2, 1]);
    expect(cells.get(cellKey(8, '2026-11-23'))!.map((s) => s.id)).toEqual([3]);
  });

  it('groups a person’s shifts by day, without open or cancelled ones', () => {
    const cells = shiftsByPersonDay(shifts);
    expect(cells.get(cellKey(4, '2026-11-23'))!.map((s) => s.id)).toEqual([2]);
    expect(cells.get(cellKey(4, '2026-11-24'))!.map((s) => s.id)).toEqual([4]);
    expect(cells.size).toBe(2);
  });

  it('groups leave by person and day', () => {
    const cells = absencesByPersonDay([{ userId: 4, date: '2026-11-25', type: 'FERIE', startTime: null, endTime: null }]);
    expect(cells.get(cellKey(4, '2026-11-25'))?.[0].type).toBe('FERIE');
  });
});
