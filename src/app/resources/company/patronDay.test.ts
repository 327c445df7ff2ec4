import { describe, expect, it } from 'vitest';
import { ZCompanyPatch } from '../../../shared/schemas/company';
import { choosePatronDay, dayChoices, daysInMonth, formatPatronDay, monthChoices, patronDayCell, patronDayParts, patronDayValue } from './patronDay';

describe("the patron saint's day as the form edits it", () => {
  it("splits 'MM-dd' into a day and a month, and joins them back", () => {
    expect(patronDayParts('06-29')).toEqual({ day: '29', month: '06' });
    expect(patronDayParts(null)).toEqual({ day: '', month: '' });
    expect(patronDayParts('06-')).toEqual({ day: '', month: '06' });
    expect(patronDayValue({ day: '29', month: '06' })).toBe('06-29');
    expect(patronDayValue({ day: '', month: '' })).toBeNull();
  });

  it('offers the days of the chosen month, 29 February included', () => {
    expect([daysInMonth(''), daysInMonth('02'), daysInMonth('04'), daysInMonth('12')]).toEqual([31, 29, 30, 31]);
    expect(dayChoices('02').at(-1)).toBe('29');
    expect(dayChoices('').slice(0, 2)).toEqual(['01', '02']);
  });

  it('keeps a chosen day, drops one the new month lacks, and clears everything on "none"', () => {
    const nothing = { day: '', month: '' };
    expect(choosePatronDay(nothing, { day: '29' })).toBe('-29');
    expect(choosePatronDay({ day: '29', month: '' }, { month: '06' })).toBe('06-29');
    expect(choosePatronDay({ day: '29', month: '06' }, { month: '02' })).toBe('02-29');
    expect(choosePatronDay({ day: '31', month: '12' }, { month: '04' })).toBe('04-');
    expect(choosePatronDay({ day: '07', month: '12' }, { month: '' })).toBeNull();
    expect(choosePatronDay({ day: '07', month: '12' }, { day: '' })).toBeNull();
  });

  it('leaves an incomplete choice for the schema to refuse with its own message', () => {
    for (const patronDay of [choosePatronDay({ day: '', month: '' }, { day: '29' }), choosePatronDay({ day: '31', month: '12' }, { month: '04' })]) {
      expect(ZCompanyPatch.safeParse({ patronDay }).error?.issues.map((i) => i.message)).toEqual(['validation.patronDay']);
    }
    expect(ZCompanyPatch.parse({ patronDay: choosePatronDay({ day: '', month: '12' }, { day: '07' }) })).toEqual({ patronDay: '12-07' });
  });

  it("writes it in the reader's language, and as gg/mm in a spreadsheet", () => {
    expect(formatPatronDay('06-29', 'it')).toBe('29 giugno');
    expect(formatPatronDay('12-07', 'en')).toBe('December 7');
    expect(formatPatronDay('09-19', 'es')).toBe('19 de septiembre');
    expect(formatPatronDay(null, 'it')).toBe('');
    expect(monthChoices('it').map((m) => m.name).slice(0, 2)).toEqual(['gennaio', 'febbraio']);
    expect(monthChoices('it')[11]).toEqual({ id: '12', name: 'dicembre' });
    expect([patronDayCell('06-29'), patronDayCell(null)]).toEqual(['29/06', '']);
  });
});
