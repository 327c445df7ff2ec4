// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONITORING, SECTOR_CCNL, SECTOR_CCNL_SIGNATORIES, ZContractRequest } from '../../../shared/schemas/document-generate';
import { CONTRACT_DEFAULTS, contractResolver, levelFor, personPrefill, placeSuggestions, qualificationKindOf } from './contractForm';

const guard = { id: 7, firstName: 'Alessandro', lastName: 'Ricci', jobTitle: 'Guardia particolare giurata', contractType: 'CCNL Vigilanza privata – tempo indeterminato', hireDate: '2019-03-01', endDate: null };

describe('contract form', () => {
  it('starts with the sector CCNL and the GPS-at-clock-in notice, and asks for what differs per person', () => {
    expect(CONTRACT_DEFAULTS.ccnl).toBe(SECTOR_CCNL);
    expect(CONTRACT_DEFAULTS.monitoringSystems).toBe(DEFAULT_MONITORING);
    expect(CONTRACT_DEFAULTS.monitoringSystems).toMatch(/GPS/);
    const parsed = ZContractRequest.safeParse(CONTRACT_DEFAULTS);
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error?.issues.map((i) => String(i.path[0])));
    for (const field of ['userId', 'level', 'qualification', 'jobTitle', 'placeOfWork', 'startDate', 'probationDays', 'monthlyPay', 'paidLeaveDays']) {
      expect(fields, field).toContain(field);
    }
    expect(fields).not.toContain('hoursDistribution');
    expect(fields).not.toContain('endDate');
  });

  it('with a person, the prefill and the pay the form sends is a letter the server accepts, with the sector signatories', () => {
    const values = { ...CONTRACT_DEFAULTS, ...personPrefill(guard), userId: 7, placeOfWork: 'Roma', probationDays: 30, monthlyPay: 1650.5, paidLeaveDays: 26 };
    const parsed = ZContractRequest.parse(values);
    expect(parsed).toMatchObject({ qualification: 'Guardia particolare giurata', level: 'IV', startDate: '2019-03-01', endDate: null, weeklyHours: 40 });
    expect(parsed.ccnlSignatories).toBe(SECTOR_CCNL_SIGNATORIES);
  });

  it('reads a guard or a fiduciary from the job title before the contract description', () => {
    expect(qualificationKindOf({ jobTitle: 'Guardia giurata' })).toBe('GPG');
    expect(qualificationKindOf({ jobTitle: 'Addetta reception', contractType: 'CCNL Vigilanza privata' })).toBe('FIDUCIARIO');
    expect(qualificationKindOf({ jobTitle: 'Capo turno', contractType: 'CCNL Vigilanza privata – tempo indeterminato' })).toBe('GPG');
    expect(qualificationKindOf({ jobTitle: 'Ufficio paghe', contractType: null })).toBeUndefined();
  });

  it('prefills the end only of a fixed-term contract, and clears it otherwise', () => {
    expect(personPrefill({ ...guard, contractType: 'CCNL Servizi fiduciari – tempo determinato', endDate: '2026-12-31', jobTitle: 'Portiere' })).toMatchObject({
      endDate: '2026-12-31', qualification: 'Addetto ai servizi fiduciari', level: 'D',
    });
    expect(personPrefill({ ...guard, endDate: '2026-12-31' }).endDate).toBe('');
    expect(personPrefill({ id: 1, firstName: 'A', lastName: 'B', jobTitle: 'Ufficio paghe' })).toEqual({ jobTitle: 'Ufficio paghe', endDate: '' });
  });

  it('pairs a qualification with its usual level, whatever its case', () => {
    expect(levelFor('guardia particolare giurata ')).toBe('IV');
    expect(levelFor('Addetto ai servizi fiduciari')).toBe('D');
    expect(levelFor('Custode')).toBeUndefined();
  });

  it('suggests the company places and its head office, each once', () => {
    expect(placeSuggestions([{ name: 'Sede', address: 'Via Roma 1' }, { name: 'Magazzino', address: null }], 'Via Roma 1')).toEqual(['Sede, Via Roma 1', 'Magazzino', 'Via Roma 1']);
    expect(placeSuggestions([{ name: 'A', address: null }, { name: 'A', address: null }], null)).toEqual(['A']);
    expect(placeSuggestions(Array.from({ length: 9 }, (_, i) => ({ name: `P${i}`, address: null })), 'HQ', 3)).toEqual(['P0', 'P1', 'P2']);
  });

  it('reports an empty start date as required, not as a malformed date', async () => {
    const result = await contractResolver({ ...CONTRACT_DEFAULTS }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.startDate?.message).toBe('validation.required');
    expect(result.errors.ccnl).toBeUndefined();
  });
});
