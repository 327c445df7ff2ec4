import { describe, expect, it } from 'vitest';
import type { TAssignCheckResult } from '../../../../../shared/schemas/workforce-check';
import { blocksDrop, verdictOf } from './verdict';

const decree = { code: 'NOT_QUALIFIED', level: 'REFUSE' as const, overridable: false, message: 'Decreto GPG scaduto il 10/11/2026' };
const rest = { code: 'REST_BETWEEN', level: 'REFUSE' as const, overridable: true, message: 'Solo 8 ore di riposo' };
const orders = { code: 'ORDERS_NOT_ACKNOWLEDGED', level: 'WARN' as const, overridable: true, message: 'Consegne non lette' };
const answer = (values: Partial<TAssignCheckResult>): TAssignCheckResult => ({ ok: true, code: null, message: '', refusals: [], warnings: [], reasonRequired: false, ...values });

describe('what the grid says of a person over a shift', () => {
  it.each([
    ['still checking', undefined, null, { kind: 'checking' }, false],
    ['fine', answer({}), null, { kind: 'ok' }, false],
    ['fine with warnings', answer({ warnings: [orders] }), null, { kind: 'warn', reasons: 'Consegne non lette' }, false],
    ['only with a reason', answer({ ok: false, code: 'OVERRIDE_REQUIRED', refusals: [rest] }), null, { kind: 'override', reasons: 'Solo 8 ore di riposo' }, false],
    ['refused by the law', answer({ ok: false, code: 'ASSIGNMENT_REFUSED', refusals: [decree, rest] }), null, { kind: 'refused', reasons: 'Decreto GPG scaduto il 10/11/2026; Solo 8 ore di riposo' }, true],
    ['a past shift (409)', undefined, { status: 409, message: 'Turno passato' }, { kind: 'refused', reasons: 'Turno passato' }, true],
    ['a failed check (the drop goes on to the assignment)', undefined, { status: 500 }, { kind: 'unknown' }, false],
  ] as const)('%s', (_name, result, failure, verdict, blocked) => {
    const said = verdictOf(result, failure);
    expect(said).toEqual(verdict);
    expect(blocksDrop(said)).toBe(blocked);
  });
});
