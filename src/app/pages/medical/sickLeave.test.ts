import { describe, expect, it } from 'vitest';
import type { TPermission } from '../../../shared/schemas/permission';
import { groupSickLeaves, sickLeaveChain, toSickPayload, validateSickForm } from './sickLeave';

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
