import type { Locale } from '../../../../shared/i18n/validation';
import type { TCheckResult } from '../../../../shared/schemas/workforce';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors';
import { loadRuleFacts } from './facts';
import { decideChecks } from './pure';
import { toCheckResult } from './words';

/** The shift an assignment is checked against. */
export interface AssignTarget {
  id: number;
  companyId: number;
  postId: number;
  date: string;
  startsAt: string;
  endsAt: string;
  minutes: number;
}

/**
 * Every check of assigning `userId` to `shift` (ignoring the shift itself), in the caller's
 * language: the law's refusals (not overridable), the company's refusals (overridable) and the
 * warnings. 404 for a person that does not exist.
 */
export const checkAssignment = async (db: DbOrTx, shift: AssignTarget, userId: number, locale: Locale): Promise<TCheckResult[]> => {
  const facts = (await loadRuleFacts(db, shift, [userId])).get(userId);
  if (!facts) throw notFound();
  return decideChecks(facts).map((result) => toCheckResult(locale, result));
};
