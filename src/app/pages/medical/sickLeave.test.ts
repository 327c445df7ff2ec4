import { describe, expect, it } from 'vitest';
import type { TPermission } from '../../../shared/schemas/permission';
import { continuationStart, groupSickLeaves, parentOf, sickLeaveChain, toSickPayload, validateSickForm } from './sickLeave';

const sick = (id: number, startDate: string, endDate: string | null, parentId: number | null = null) =>
  ({ id, startDate, endDate, parentId, type: 'MALATTIA', kind: parentId ? 'CONTINUATION' : 'FIRST', protocolNumber: `P${id}` }) as TPermission;

describe('sick-leave report', () => {
  it('needs the protocol and a start not in the future; the end may stay open', () => {
    const valid = { kind: 'FIRST' as const, protocolNumber: 'PUC1', startDate: '2026-03-02', endDate: '' };
    expect(validateSickForm(valid, '2026-03-02')).toEqual({});
    expect(validateSickForm({ ...valid, protocolNumber: ' ' }, '2026-03-02')).toEqual({ protocolNumber: 'validation.required' });
    expect(validateSickForm({ ...valid, startDate: '2026-03-03' }, '2026-03-02')).toEqual({ startDate: 'validation.futureSickLeave' });
    expect(validateSickForm({ ...valid, endDate: '2026-03-01' }, '2026-03-02')).toEqual({ endDate: 'validation.endBeforeStart' });
  });

  it('lets a continuation start the day after the certificate it follows ends, even after today, and no later', () => {
    const continuation = { kind: 'CONTINUATION' as const, protocolNumber: 'PUC2', startDate: '2026-11-28', endDate: '', parentId: 4 };
    expect(validateSickForm(continuation, '2026-11-23', { endDate: '2026-11-27' })).toEqual({});
    expect(validateSickForm({ ...continuation, startDate: '2026-11-29' }, '2026-11-23', { endDate: '2026-11-27' })).toEqual({ startDate: 'sickLeave.form.continuationTooLate' });
    expect(validateSickForm({ ...continuation, kind: 'FIRST', parentId: null }, '2026-11-23', { endDate: '2026-11-27' })).toEqual({ startDate: 'validation.futureSickLeave' });
    expect(validateSickForm(continuation, '2026-11-23', { endDate: null })).toEqual({ startDate: 'sickLeave.form.continuationTooLate' });
  });

  it('takes a continuation only from the day after a closed certificate; after a gap, a relapse', () => {
    const continuation = { kind: 'CONTINUATION' as const, protocolNumber: 'PUC3', startDate: '2026-11-16', endDate: '', parentId: 4 };
    expect(validateSickForm(continuation, '2026-11-23', { endDate: '2026-11-13' })).toEqual({ startDate: 'sickLeave.form.continuationDay' });
    expect(validateSickForm({ ...continuation, kind: 'RELAPSE' }, '2026-11-23', { endDate: '2026-11-13' })).toEqual({});
    expect(validateSickForm({ ...continuation, startDate: '2026-11-14' }, '2026-11-23', { endDate: '2026-11-13' })).toEqual({});
  });

  it('proposes the day after the previous certificate, in the future too, or today after an open one', () => {
    expect(continuationStart({ endDate: '2026-11-27' }, '2026-11-23')).toBe('2026-11-28');
    expect(continuationStart({ endDate: '2026-11-10' }, '2026-11-23')).toBe('2026-11-11');
    expect(continuationStart({ endDate: null }, '2026-11-23')).toBe('2026-11-23');
    const previous = [sick(4, '2026-11-20', '2026-11-27')];
    expect(parentOf({ kind: 'CONTINUATION', parentId: '4' }, undefined, previous)?.id).toBe(4);
    expect(parentOf({ kind: 'CONTINUATION', parentId: null }, undefined, previous)).toBeUndefined();
  });

  it('refuses dates before last year or after next year', () => {
    const valid = { kind: 'FIRST' as const, protocolNumber: 'PUC1', startDate: '1900-03-02', endDate: '2099-01-01' };
    expect(validateSickForm(valid, '2026-11-23')).toEqual({ startDate: 'leave.form.outOfRange', endDate: 'leave.form.outOfRange' });
  });

  it('names a parent only for a continuation or a relapse', () => {
    expect(toSickPayload({ kind: 'FIRST', parentId: 4, protocolNumber: 'A', startDate: '2026-03-02' })).toMatchObject({ parentId: null, endDate: null });
    expect(toSickPayload({ kind: 'CONTINUATION', parentId: '4', protocolNumber: 'A', startDate: '2026-03-02' })).toMatchObject({ parentId: 4 });
  });

  it('follows a chain from any certificate of it, first to last', () => {
    const all = [sick(3, '2026-03-10', null, 2), sick(1, '2026-03-01', '2026-03-05'), sick(2, '2026-03-06', '2026-03-09', 1), sick(9, '2026-05-01', '2026-05-02')];
    expect(sickLeaveChain(all, 3).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(sickLeaveChain(all, 1).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(sickLeaveChain(all, 42)).toEqual([]);
    const groups = groupSickLeaves(all);
    expect(groups.map((g) => [g.root.id, g.startDate, g.endDate])).toEqual([[9, '2026-05-01', '2026-05-02'], [1, '2026-03-01', null]]);
  });
});
