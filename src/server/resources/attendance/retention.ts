import { ATTENDANCE_DEFAULTS } from '../../../shared/attendance';
import type { Db, DbOrTx } from '../../db/database';
import type { Job } from '../../plugins/scheduler';
import { purgeIdempotencyKeys } from './idempotency';
import { findSavedSettings } from './settings';

const DAY_MS = 86_400_000;
/** Hourly: a position outlives its company's retention by an hour at most. */
export const RETENTION_INTERVAL_MS = 3_600_000;
export const RETENTION_JOB = 'attendance-retention';

/**
 * Erases the raw coordinates of every attendance older than its company's retention (30 days by
 * default), keeping inside/outside, distance, accuracy and times; marks the record purged so it is
 * not visited again. Attendance itself is never deleted here: it is payroll evidence kept at least
 * 5 years (ATTENDANCE_RETENTION_YEARS). Also forgets idempotency keys older than a day.
 */
export const purgeExpiredPositions = async (db: DbOrTx, now: Date = new Date()) => {
  const [companies, saved] = await Promise.all([db.selectFrom('company').select('id').execute(), findSavedSettings(db)]);
  const retention = new Map(saved.map((s) => [s.companyId, s.retentionDays]));
  const stamp = now.toISOString();
  let records = 0;
  for (const { id } of companies) {
    const cutoff = new Date(now.getTime() - (retention.get(id) ?? ATTENDANCE_DEFAULTS.retentionDays) * DAY_MS).toISOString();
    const result = await db
      .updateTable('attendance')
      .set({ checkInLat: null, checkInLng: null, checkOutLat: null, checkOutLng: null, positionsPurgedAt: stamp })
      .where('companyId', '=', id)
      .where('positionsPurgedAt', 'is', null)
      .where('checkIn', '<', cutoff)
      .executeTakeFirst();
    records += Number(result.numUpdatedRows);
  }
  return { records, idempotencyKeys: await purgeIdempotencyKeys(db, now) };
};

/**
 * The purge on the scheduler: hourly, at the server's start when an hour has passed since the last
 * run on any server, once across the servers sharing a database. RETENTION_JOB turns it on.
 */
export const retentionJob = (db: Db, { enabled }: { enabled: boolean }): Job => ({
  name: RETENTION_JOB,
  intervalMs: RETENTION_INTERVAL_MS,
  enabled,
  run: async ({ now, log }) => {
    const result = await purgeExpiredPositions(db, now);
    if (result.records) log.info(result, 'attendance retention: coordinates erased');
    return result;
  },
});
