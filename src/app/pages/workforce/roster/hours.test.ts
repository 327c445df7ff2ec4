import { describe, expect, it } from 'vitest';
import { formatHours, weekHours } from './hours';

describe('planned hours', () => {
  it.each([
    [0, 'it', '0'],
    [2400, 'it', '40'],
    [1950, 'it', '32,5'],
    [1950, 'en', '32.5'],
    [125, 'it', '2,1'],
    [59, 'it', '1'],
  ])('%i minutes in %s are %s hours', (minutes, locale, text) => {
    expect(formatHours(minutes, locale)).toBe(text);
  });

  it('writes planned against contract, over only above it', () => {
    expect(weekHours(1920, 2400, 'it')).toEqual({ text: '32/40 h', over: false });
    expect(weekHours(2400, 2400, 'it')).toEqual({ text: '40/40 h', over: false });
    expect(weekHours(2910, 2400, 'it')).toEqual({ text: '48,5/40 h', over: true });
  });
});
