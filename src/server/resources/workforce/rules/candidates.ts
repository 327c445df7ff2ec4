import type { Locale } from '../../../../shared/i18n/validation';
import type { TCandidate } from '../../../../shared/schemas/workforce';
import type { DbOrTx } from '../../../db/database';
import type { AssignTarget } from './check';

/** Who could cover `shift`: the people of its company who pass every refusing check, best first. Built by the rules work. */
export const findCandidates = async (_db: DbOrTx, _shift: AssignTarget, _locale: Locale, _limit = 20): Promise<TCandidate[]> => [];
