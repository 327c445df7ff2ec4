import type { TAssignCheckResult } from '../../../../../shared/schemas/workforce-check';

/**
 * What the grid says of a person over a shift, from the server's check: still checking, fine, fine
 * with warnings, only with an override reason, or refused (then the drop is not sent). `reasons`
 * are the server's own words.
 */
export type TVerdict = { kind: 'checking' | 'ok' } | { kind: 'warn' | 'override' | 'refused'; reasons: string } | { kind: 'unknown' };

/** A failed check: a 409 (a past or cancelled shift) refuses as the assignment would; anything else says nothing. */
export interface TCheckFailure {
  status?: number;
  message?: string;
}

const joined = (results: Array<{ message: string }>) => results.map((result) => result.message).join('; ');

export const verdictOf = (result: TAssignCheckResult | undefined, failure: TCheckFailure | null | undefined): TVerdict => {
  if (failure) return failure.status === 409 && failure.message ? { kind: 'refused', reasons: failure.message } : { kind: 'unknown' };
  if (!result) return { kind: 'checking' };
  if (result.code === 'ASSIGNMENT_REFUSED') return { kind: 'refused', reasons: joined(result.refusals) };
  if (result.code === 'OVERRIDE_REQUIRED') return { kind: 'override', reasons: joined(result.refusals) };
  return result.warnings.length ? { kind: 'warn', reasons: joined(result.warnings) } : { kind: 'ok' };
};

/** Whether a drop there is not sent: only what the assignment would refuse outright. */
export const blocksDrop = (verdict: TVerdict) => verdict.kind === 'refused';
