import { describe, expect, it } from 'vitest';
import { workforcePostsIt } from '../../../i18n/features/workforce/posts/it';
import { dayRuns, daysText, isOvernight, slotsSummary } from './slots';

/** The Italian words, looked up as the app's translate does. */
const translate = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], workforcePostsIt) as string;

describe('time slots in words', () => {
  it('groups consecutive days', () => {
    expect(dayRuns([5, 1, 2, 3, 4])).toEqual([[1, 5]]);
    expect(dayRuns([1, 3, 4])).toEqual([[1, 1], [3, 4]]);
  });

  it('reads a working week, a weekend and every day as an office writes them', () => {
    expect(daysText([1, 2, 3, 4, 5], translate)).toBe('lun–ven');
    expect(daysText([6, 7], translate)).toBe('sab, dom');
    expect(daysText([1, 3, 5], translate)).toBe('lun, mer, ven');
    expect(daysText([1, 2, 3, 4, 5, 6, 7], translate)).toBe('tutti i giorni');
  });

  it('summarises a post’s week, with a night slot and a whole day', () => {
    expect(
      slotsSummary(
        [
          { days: [1, 2, 3, 4, 5], start: '07:00', end: '19:00' },
          { days: [1, 2, 3, 4, 5, 6, 7], start: '22:00', end: '06:00' },
          { days: [7], start: '00:00', end: '00:00' },
        ],
        translate,
      ),
    ).toBe('lun–ven 07:00–19:00 · tutti i giorni 22:00–06:00 · dom 24 ore');
    expect(slotsSummary([], translate)).toBe('Nessuna fascia');
  });

  it('calls an end at or before the start overnight', () => {
    expect(isOvernight('22:00', '06:00')).toBe(true);
    expect(isOvernight('00:00', '00:00')).toBe(true);
    expect(isOvernight('07:00', '19:00')).toBe(false);
    expect(isOvernight('07:00', undefined)).toBe(false);
  });
});
