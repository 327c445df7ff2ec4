import { describe, expect, it } from 'vitest';
import { REQUEST_DEFAULTS, requestErrors, toRequestPayload, type TRequestFormValues } from './requestForm';

const filled = (values: Partial<TRequestFormValues> = {}): TRequestFormValues => ({
  ...REQUEST_DEFAULTS,
  serviceType: 'VIGILANZA_FISSA',
  siteId: 5,
  title: 'Piantonamento inventario',
  startDate: '2026-12-01',
  ...values,
});

describe('the request form', () => {
  it('says what is missing, not that an empty date is malformed', () => {
    expect(requestErrors(REQUEST_DEFAULTS)).toEqual({
      serviceType: 'validation.required',
      siteId: 'validation.required',
      title: 'validation.required',
      startDate: 'validation.required',
    });
    // The rounds and the end are said at once, even while other fields are still wrong.
    expect(requestErrors({ ...REQUEST_DEFAULTS, serviceType: 'VIGILANZA_ISPETTIVA', startDate: '2026-12-02', endDate: '2026-12-01' })).toMatchObject({
      title: 'validation.required',
      roundsPerDay: 'validation.required',
      endDate: 'validation.endBeforeStart',
    });
  });

  it('asks the rounds of an inspection service only, and sends them only with it', () => {
    expect(requestErrors(filled({ serviceType: 'VIGILANZA_ISPETTIVA' }))).toEqual({ roundsPerDay: 'validation.required' });
    expect(requestErrors(filled({ serviceType: 'VIGILANZA_ISPETTIVA', roundsPerDay: 60 }))).toEqual({ roundsPerDay: 'portal.form.roundsRange' });
    expect(toRequestPayload(filled({ serviceType: 'VIGILANZA_ISPETTIVA', roundsPerDay: 4 })).roundsPerDay).toBe(4);
    expect(toRequestPayload(filled({ roundsPerDay: 4 })).roundsPerDay).toBeNull();
  });

  it('says the range of guards, an end before the start, and a slot without days or with a bad time', () => {
    expect(requestErrors(filled({ endDate: '2028-01-01' }))).toEqual({ endDate: 'portal.form.rangeTooLong' });
    expect(requestErrors(filled({ headcount: 51, endDate: '2026-11-30' }))).toEqual({ headcount: 'portal.form.headcountRange', endDate: 'validation.endBeforeStart' });
    expect(requestErrors(filled({ timeSlots: [{ days: [], start: '08:00', end: '25:00' }] }))).toEqual({
      'timeSlots.0.days': 'validation.required',
      'timeSlots.0.end': 'validation.time',
    });
  });

  it('sends a whole request as the shared schema reads it', () => {
    expect(requestErrors(filled({ timeSlots: [{ days: [6, 7], start: '22:00', end: '06:00' }], headcount: 2, armed: true }))).toEqual({});
    expect(toRequestPayload(filled({ description: '' }))).toMatchObject({ description: null, endDate: null, timeSlots: [], armed: false, headcount: 1 });
  });
});
