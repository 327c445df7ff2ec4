import { todayInRome } from '../../../../shared/dates';
import { DEFAULT_WEEKLY_HOURS } from '../../../../shared/schemas/workforce';
import type { DbOrTx } from '../../../db/database';

/** A week's minutes for someone without a contract letter in force. */
export const DEFAULT_MINUTES = DEFAULT_WEEKLY_HOURS * 60;

/** The weekly hours a contract letter was written with; anything unreadable falls back to the default. */
export const weeklyMinutesOf = (data: string): number => {
  try {
    const hours = (JSON.parse(data) as { weeklyHours?: unknown }).weeklyHours;
    return typeof hours === 'number' && hours > 0 ? Math.round(hours * 60) : DEFAULT_MINUTES;
  } catch {
    return DEFAULT_MINUTES;
  }
};

/**
 * Each person's contract minutes a week on `on` (today by default): the weekly hours of their
 * employment contract in force that day (the newest when several are), else the default. One query
 * for all the ids.
 */
export const contractMinutesOf = async (db: DbOrTx, userIds: number[], on: string = todayInRome()): Promise<Map<number, number>> => {
  const result = new Map(userIds.map((id) => [id, DEFAULT_MINUTES]));
  const ids = [...new Set(userIds)];
  if (!ids.length) return result;
  const rows = await db
    .selectFrom('employmentContract')
    .select(['userId', 'data'])
    .where('userId', 'in', ids)
    .where('startDate', '<=', on)
    .where((eb) => eb.or([eb('endDate', 'is', null), eb('endDate', '>=', on)]))
    .orderBy('userId')
    .orderBy('startDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.userId)) continue;
    seen.add(row.userId);
    result.set(row.userId, weeklyMinutesOf(row.data));
  }
  return result;
};
