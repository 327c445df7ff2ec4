import { DEFAULT_WEEKLY_HOURS } from '../../../../shared/schemas/workforce';
import type { DbOrTx } from '../../../db/database';

/** Each person's contract minutes a week (their current employment contract's weekly hours, else the default). Built by the rules work. */
export const contractMinutesOf = async (_db: DbOrTx, userIds: number[]): Promise<Map<number, number>> =>
  new Map(userIds.map((id) => [id, DEFAULT_WEEKLY_HOURS * 60]));
