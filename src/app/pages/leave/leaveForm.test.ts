import { describe, expect, it } from 'vitest';
import { defaultModeFor, toLeavePayload, validateLeaveForm, type TLeaveFormValues } from './leaveForm';

/** Its dates are fixed, so the form's bounds (last year to next year) are counted from a fixed day too. */
const TODAY = '2026-11-23';
const days = (v: Partial<TLeaveFormValues> = {}): TLeaveFormValues => ({ type: 'FERIE', mode: 'DAYS', startDate: '2026-03-02', endDate: '2026-03-03', ...v });
const hours = (v: Partial<TLeaveFormValues> = {}): TLeaveFormValues => ({ type: 'ROL', mode: 'HOURS', startDate: '2026-03-02', startTime: '09:00', endTime: '11:00', ...v });

describe('the leave request form', () => {
  it('sends whole days from–to without times, hours inside the one day without an end date', () => {
    expect(toLeavePayload(days({ startTime: '09:00', reason: 'Viaggio' }))).toEqual({
      type: 'FERIE', startDate: '2026-03-02', endDate: '2026-03-03', startTime: null, endTime: null, reason: 'Viaggio',
    });
    expect(toLeavePayload(hours({ endDate: '2026-03-09' }))).toEqual({
      type: 'ROL', startDate: '2026-03-02', endDate: null, startTime: '09:00', endTime: '11:00', reason: null,
    });
  });

  it('accepts a valid daily and a valid hourly request', () => {
    expect(validateLeaveForm(days(), TODAY)).toEqual({});
    expect(validateLeaveForm(hours(), TODAY)).toEqual({});
    expect(validateLeaveForm(days({ endDate: '2026-03-02' }), TODAY)).toEqual({});
  });

  it('daily: both dates required, the end not before the start', () => {
    expect(validateLeaveForm(days({ startDate: '', endDate: '' }), TODAY)).toEqual({ startDate: 'validation.required', endDate: 'validation.required' });
    expect(validateLeaveForm(days({ endDate: '2026-03-01' }), TODAY)).toEqual({ endDate: 'validation.endBeforeStart' });
  });

  it('hourly: the day and both times required, the end after the start, never an end-date error', () => {
    expect(validateLeaveForm(hours({ startTime: '', endTime: '' }), TODAY)).toEqual({ startTime: 'validation.required', endTime: 'validation.required' });
    expect(validateLeaveForm(hours({ endTime: '09:00' }), TODAY)).toEqual({ endTime: 'validation.endTimeBeforeStart' });
    expect(validateLeaveForm(hours({ startDate: '', endDate: '2026-01-01' }), TODAY)).toEqual({ startDate: 'validation.required' });
  });

  it('refuses dates before last year or after next year, beside each field', () => {
    expect(validateLeaveForm(days({ startDate: '2025-01-01', endDate: '2027-12-31' }), TODAY)).toEqual({});
    expect(validateLeaveForm(days({ startDate: '1900-03-02', endDate: '1900-03-03' }), TODAY)).toEqual({ startDate: 'leave.form.outOfRange', endDate: 'leave.form.outOfRange' });
    expect(validateLeaveForm(days({ startDate: '2027-12-31', endDate: '2028-01-01' }), TODAY)).toEqual({ endDate: 'leave.form.outOfRange' });
    expect(validateLeaveForm(hours({ startDate: '2099-03-02' }), TODAY)).toEqual({ startDate: 'leave.form.outOfRange' });
  });

  it('starts ROL and ex-festività by the hour, the rest by the day', () => {
    expect(defaultModeFor('ROL')).toBe('HOURS');
    expect(defaultModeFor('EX_FESTIVITA')).toBe('HOURS');
    expect(defaultModeFor('FERIE')).toBe('DAYS');
    expect(defaultModeFor('L104')).toBe('DAYS');
  });
});
