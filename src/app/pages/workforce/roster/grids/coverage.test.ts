import { describe, expect, it } from 'vitest';
import { coverageOf, isOpen } from './coverage';

const shift = (userId: number | null, status: 'DRAFT' | 'PUBLISHED' | 'CANCELLED' = 'DRAFT') => ({ userId, status });

describe('a post’s day coverage', () => {
  it.each([
    ['every slot assigned', [shift(1), shift(2, 'PUBLISHED')], 'FULL'],
    ['some slots assigned', [shift(1), shift(null)], 'PARTIAL'],
    ['no slot assigned', [shift(null), shift(null, 'PUBLISHED')], 'EMPTY'],
    ['a cancelled open shift needs nobody', [shift(1), shift(null, 'CANCELLED')], 'FULL'],
    ['only cancelled shifts', [shift(null, 'CANCELLED')], null],
    ['nothing planned', [], null],
  ] as const)('%s', (_case, shifts, expected) => {
    expect(coverageOf(shifts)).toBe(expected);
  });

  it('an open shift is unassigned and not cancelled', () => {
    expect([isOpen(shift(null)), isOpen(shift(3)), isOpen(shift(null, 'CANCELLED'))]).toEqual([true, false, false]);
  });
});
