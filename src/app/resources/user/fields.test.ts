import { describe, expect, it } from 'vitest';
import { userStatus } from './fields';

describe('userStatus', () => {
  const today = '2026-11-23';
  it('reads deactivated first, whatever the dates', () => {
    expect(userStatus({ active: false, endDate: '2026-01-31' }, today)).toEqual({ key: 'resources.user.active.false', color: 'default' });
  });

  it('marks an active account whose employment ended (the day after its last) or has not begun', () => {
    expect(userStatus({ active: true, endDate: '2026-11-22' }, today)).toEqual({ key: 'resources.user.employment.ended', date: '2026-11-22', color: 'warning' });
    expect(userStatus({ active: true, hireDate: '2026-12-01' }, today)).toEqual({ key: 'resources.user.employment.notStarted', date: '2026-12-01', color: 'info' });
  });

  it('agrees with a woman in Italian', () => {
    expect(userStatus({ active: true, sex: 'F', endDate: '2026-11-15' }, today).key).toBe('resources.user.employment.endedF');
    expect(userStatus({ active: true, sex: 'F', hireDate: '2026-12-01' }, today).key).toBe('resources.user.employment.notStartedF');
  });

  it('is active on the first and the last day of the employment', () => {
    expect(userStatus({ active: true, hireDate: today, endDate: today }, today).key).toBe('resources.user.active.true');
    expect(userStatus({ active: true }, today).key).toBe('resources.user.active.true');
  });
});
