import { describe, expect, it } from 'vitest';
import { allowancesBody, defaultTexts, fieldErrors, overrideTexts, workerAllowances } from './allowances';

const data = {
  companyId: 2,
  year: 2031,
  defaults: { FERIE: 26, ROL: 72 },
  overrides: [{ userId: 7, type: 'FERIE', amount: 30 }, { userId: 8, type: 'ROL', amount: 10 }],
};

describe('allowances', () => {
  it('applies a worker’s override, else the company’s default, else none', () => {
    expect(workerAllowances(data, 7)).toEqual([
      { type: 'FERIE', effective: 30, override: 30, companyDefault: 26 },
      { type: 'ROL', effective: 72, override: null, companyDefault: 72 },
      { type: 'EX_FESTIVITA', effective: null, override: null, companyDefault: null },
    ]);
    expect(overrideTexts(workerAllowances(data, 7))).toEqual({ FERIE: '30', ROL: '', EX_FESTIVITA: '' });
    expect(defaultTexts(data)).toEqual({ FERIE: '26', ROL: '72', EX_FESTIVITA: '' });
  });

  it('sends only what changed: an emptied field removes, a filled one is a number, a bad one goes as typed', () => {
    const initial = { FERIE: '30', ROL: '', EX_FESTIVITA: '8' };
    expect(allowancesBody({ FERIE: '', ROL: '12,5', EX_FESTIVITA: '8' }, initial)).toEqual({ FERIE: null, ROL: 12.5 });
    expect(allowancesBody({ FERIE: '30', ROL: 'abc', EX_FESTIVITA: ' 8 ' }, initial)).toEqual({ ROL: 'abc' });
    expect(allowancesBody(initial, initial)).toEqual({});
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(fieldErrors({ 'allowances.FERIE': 'Valore non valido', l104MonthlyDays: 'Troppo alto' })).toEqual({
      FERIE: 'Valore non valido',
      l104MonthlyDays: 'Troppo alto',
    });
    expect(fieldErrors(undefined)).toEqual({});
  });
});
