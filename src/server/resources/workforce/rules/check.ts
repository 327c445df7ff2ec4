import type { Locale } from '../../../../shared/i18n/validation';
import type { TCheckResult } from '../../../../shared/schemas/workforce';
import type { DbOrTx } from '../../../db/database';

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

/** Every check of assigning `userId` to `shift` (ignoring the shift itself), in the caller's language. Built by the rules work. */
export const checkAssignment = async (_db: DbOrTx, _shift: AssignTarget, _userId: number, _locale: Locale): Promise<TCheckResult[]> => [];
