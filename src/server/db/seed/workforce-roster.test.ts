import { describe, expect, it } from 'vitest';
import { shiftSpan } from '../../../shared/workforce/shift-time';
import { assignFree, type PlannedShift, planRoster } from './workforce-roster';

const shift = (postIndex: number, date: string, start: string, end: string, userId: number | null = null): PlannedShift => ({
  postIndex, companyId: 1, postId: postIndex + 1, clientSiteId: 1, date, start, end, ...shiftSpan(date, start, end), slot: 0, status: 'PUBLISHED', userId, note: null,
});
const always = () => true;

describe('the demo roster planner', () => {
  it('keeps 11 hours between a person’s shifts, overlaps out, and leaves open what nobody can take', () => {
    const shifts = [shift(0, '2026-11-23', '14:00', '22:00'), shift(1, '2026-11-24', '06:00', '14:00'), shift(1, '2026-11-23', '18:00', '23:00')];
    planRoster(shifts, () => [7], always);
    expect(shifts.map((s) => s.userId)).toEqual([7, null, null]);
  });

  it('plans the posts in their order, the fewest hours first, and skips the unavailable', () => {
    const shifts = [shift(1, '2026-11-23', '07:00', '13:00'), shift(0, '2026-11-23', '22:00', '06:00'), shift(1, '2026-11-24', '07:00', '13:00')];
    planRoster(shifts, (post) => (post === 0 ? [1, 2] : [1, 2, 3]), (userId, date) => !(userId === 3 && date === '2026-11-24'));
    // The night goes first, to 1, who then cannot take the 23rd's morning (not 11 hours before 22:00):
    // 2 and 3 tie and the turn picks 3; on the 24th 3 is away and 1 rests until 17:00, so 2.
    expect(shifts.map((s) => s.userId)).toEqual([3, 1, 2]);
  });

  it('never moves a fixed shift, and counts it when planning around it', () => {
    const fixed = { ...shift(0, '2026-11-23', '07:00', '19:00', null), fixed: true };
    const shifts = [fixed, shift(0, '2026-11-23', '13:00', '19:00', 5), shift(1, '2026-11-23', '20:00', '23:00')];
    planRoster(shifts, () => [5, 6], always);
    expect(shifts.map((s) => s.userId)).toEqual([null, 5, 6]);
  });

  it('gives a one-off to the first person with rest, else to the first merely free', () => {
    const shifts = [shift(0, '2026-11-23', '06:00', '14:00', 1), shift(0, '2026-11-23', '14:00', '20:00', 2)];
    expect(assignFree(shifts, shift(1, '2026-11-23', '21:00', '23:00'), [1, 2, 3], always).userId).toBe(3);
    expect(assignFree(shifts, shift(1, '2026-11-23', '21:00', '23:00'), [1, 2], always).userId).toBe(1);
    expect(assignFree(shifts, shift(1, '2026-11-23', '10:00', '12:00'), [1], always).userId).toBeNull();
  });
});
