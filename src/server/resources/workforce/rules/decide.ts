import type { TCheckResult } from '../../../../shared/schemas/workforce';

export type Decision =
  | { allowed: true; warnings: TCheckResult[] }
  | { allowed: false; code: 'ASSIGNMENT_REFUSED' | 'OVERRIDE_REQUIRED'; reasons: TCheckResult[] };

/**
 * What the checks of an assignment allow: a refusal the law makes (not overridable) stops it
 * whatever the reason given; a rule the company refuses stops it unless a reason is given (then it
 * goes through as a warning, audited by the caller); warnings never stop it.
 */
export const decideAssignment = (results: TCheckResult[], overrideReason: string | null | undefined): Decision => {
  const hard = results.filter((r) => r.level === 'REFUSE' && !r.overridable);
  if (hard.length) return { allowed: false, code: 'ASSIGNMENT_REFUSED', reasons: results.filter((r) => r.level === 'REFUSE') };
  const soft = results.filter((r) => r.level === 'REFUSE');
  if (soft.length && !overrideReason) return { allowed: false, code: 'OVERRIDE_REQUIRED', reasons: soft };
  return { allowed: true, warnings: results };
};
