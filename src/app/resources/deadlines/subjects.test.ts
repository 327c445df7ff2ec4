import { describe, expect, it } from 'vitest';
import { dueHint, exportQuery, renewalLabel, renewalPath, subjectPath } from './subjects';

describe('a deadline’s subject and renewal', () => {
  it('links each kind of subject to its page', () => {
    expect(subjectPath('USER', 3)).toBe('/user/3/show');
    expect(subjectPath('VEHICLE', 6)).toBe('/vehicle/6/show');
    expect(subjectPath('COMPANY', 1)).toBe('/company/1/show');
    expect(subjectPath('CLIENT', 2)).toBe('/client/2/show');
  });

  it('says how far the due date is: valid through the day, expired from the next', () => {
    expect(dueHint('2026-12-16', '2026-11-26')).toEqual(['deadlinesOffice.days.left', 20]);
    expect(dueHint('2026-11-26', '2026-11-26')).toEqual(['deadlinesOffice.days.today', 0]);
    expect(dueHint('2026-11-25', '2026-11-26')).toEqual(['deadlinesOffice.days.ago', 1]);
  });

  it('records a renewal where its source lives', () => {
    expect(renewalPath({ kind: 'DECRETO_GPG', source: 'DOCUMENT', subjectType: 'USER', subjectId: 3 })).toBe('/document/create?ownerType=USER&ownerId=3&type=DECRETO_GPG');
    expect(renewalPath({ kind: 'VEHICLE_INSURANCE', source: 'VEHICLE', subjectType: 'VEHICLE', subjectId: 6 })).toBe('/vehicle/6');
    expect(renewalPath({ kind: 'FIRST_AID', source: 'TRAINING', subjectType: 'USER', subjectId: 4 })).toBe('/user/4/show/deadlines');
    expect(renewalPath({ kind: 'MEDICAL_FITNESS', source: 'MEDICAL', subjectType: 'USER', subjectId: 4 })).toBe('/user/4/show/deadlines');
    expect(renewalLabel({ source: 'DOCUMENT' })).toBe('uploadRenewal');
    expect(renewalLabel({ source: 'VEHICLE' })).toBe('updateVehicle');
    expect(renewalLabel({ source: 'TRAINING' })).toBe('recordRenewal');
  });

  it('exports with the top-bar company unless the filter picks one', () => {
    expect(exportQuery({ window: 'OVERDUE' }, 2)).toEqual({ filter: { window: 'OVERDUE', companyId: 2 } });
    expect(exportQuery({ companyId: 5 }, 2)).toEqual({ filter: { companyId: 5 } });
    expect(exportQuery({ q: 'Verdi' }, 0)).toEqual({ filter: { q: 'Verdi' } });
  });
});
