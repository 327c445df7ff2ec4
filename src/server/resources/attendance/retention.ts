import fp from 'fastify-plugin';
import { ATTENDANCE_DEFAULTS } from '../../../shared/attendance';
import type { DbOrTx } from '../../db/database';
import { purgeIdempotencyKeys } from './idempotency';
import { findSavedSettings } from './settings';

const DAY_MS = 86_400_000;
/** Hourly: a position outlives its company's retention by an hour at most. */
export const RETENTION_INTERVAL_MS = 3_600_000;

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

/** Runs the purge when the server is ready and then hourly; stops with the server. */
export const retentionJobPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= purgeExpiredPositions(app.db)
        .then((result) => {
          if (result.records) app.log.info(result, 'attendance retention: coordinates erased');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'attendance retention failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, RETENTION_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'attendance-retention', dependencies: ['database'] },
);
