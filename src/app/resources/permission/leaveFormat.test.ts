import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messages } from '../../i18n/locales/it';
import { messages as en } from '../../i18n/locales/en';
import { formatAmount, formatPeriod, formatPeriodShort, formatRequestAmount, requestAmount } from './leaveFormat';

const italian = polyglotI18nProvider(() => messages, 'it').translate;
const english = polyglotI18nProvider(() => en, 'en').translate;
const period = (p: Partial<Parameters<typeof formatPeriod>[1]>) => ({ startDate: '2026-03-02', endDate: null, startTime: null, endTime: null, ...p });

describe('leave amounts and periods', () => {
  it('counts days for FERIE and hours for ROL, in the reader’s language and number format', () => {
    expect(formatAmount(italian, 'it', 17, 'DAYS')).toBe('17 giorni');
    expect(formatAmount(italian, 'it', 1, 'DAYS')).toBe('1 giorno');
    expect(formatAmount(italian, 'it', 1.5, 'HOURS')).toBe('1,5 ore');
    expect(formatAmount(italian, 'it', 0, 'HOURS')).toBe('0 ore');
    expect(formatAmount(english, 'en', 1, 'HOURS')).toBe('1 hour');
    expect(formatAmount(english, 'en', 2.25, 'DAYS')).toBe('2.25 days');
  });

  it('counts leave days as the server does: no Sundays, no national holidays for leave other than sickness', () => {
    // Saturday 2026-04-25 (Liberazione) to Monday 2026-04-27: only the Monday counts.
    expect(requestAmount({ ...period({ startDate: '2026-04-25', endDate: '2026-04-27' }), type: 'FERIE' })).toEqual({ value: 1, unit: 'DAYS' });
    expect(requestAmount({ ...period({ startDate: '2026-03-02', endDate: '2026-03-07' }), type: 'FERIE' })).toEqual({ value: 6, unit: 'DAYS' });
    expect(requestAmount({ ...period({ startTime: '09:00', endTime: '10:30' }), type: 'ROL' })).toEqual({ value: 1.5, unit: 'HOURS' });
    expect(requestAmount({ ...period({ endDate: null }), type: 'MALATTIA' })).toBeNull();
    expect(requestAmount({ ...period({ endDate: '2026-03-01' }), type: 'FERIE' })).toBeNull();
  });

  it('counts sick leave in calendar days, as the month sheet and INPS do: 23/10–26/10 is 4 days, not 3', () => {
    const sick = { ...period({ startDate: '2026-10-23', endDate: '2026-10-26' }), type: 'MALATTIA' as const };
    expect(requestAmount(sick)).toEqual({ value: 4, unit: 'DAYS' });
    expect(formatRequestAmount(italian, 'it', sick)).toBe('4 giorni');
    // The same days of ferie skip Sunday 25.
    expect(formatRequestAmount(italian, 'it', { ...sick, type: 'FERIE' })).toBe('3 giorni');
  });

  it("counts leave days without the company's patron saint's day, as the server sends it with the request or the balance", () => {
    // Monday 29 June to Wednesday 1 July 2026: Saints Peter and Paul in Rome, a working day in Milan.
    const rome = { ...period({ startDate: '2026-06-29', endDate: '2026-07-01' }), type: 'FERIE' as const, patronDay: '06-29' };
    expect(requestAmount(rome)).toEqual({ value: 2, unit: 'DAYS' });
    expect(formatRequestAmount(italian, 'it', rome)).toBe('2 giorni');
    expect(requestAmount({ ...rome, patronDay: '12-07' })).toEqual({ value: 3, unit: 'DAYS' });
    expect(requestAmount({ ...rome, patronDay: null })).toEqual({ value: 3, unit: 'DAYS' });
    expect(requestAmount({ ...rome, type: 'MALATTIA' })).toEqual({ value: 3, unit: 'DAYS' });
  });

  it('writes periods in full and for table cells', () => {
    expect(formatPeriod(italian, period({ endDate: '2026-03-05' }))).toBe('dal 02/03/2026 al 05/03/2026');
    expect(formatPeriod(italian, period({ endDate: '2026-03-02' }))).toBe('02/03/2026');
    expect(formatPeriod(italian, period({ startTime: '09:00', endTime: '11:00' }))).toBe('02/03/2026, 09:00–11:00');
    expect(formatPeriod(italian, period({}))).toBe('dal 02/03/2026, fine da definire');
    expect(formatPeriodShort(period({ endDate: '2026-03-05' }))).toBe('02/03/2026 – 05/03/2026');
    expect(formatPeriodShort(period({}))).toBe('02/03/2026 – …');
  });
});
