import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { TIME_ZONE, todayInRome } from '../../shared/dates';
import { type Db, type DbOrTx, dialectOf } from '../db/database';
import { noteWrite } from '../db/changes';

export interface JobContext {
  /** The run's time: the scheduler's clock, which tests set. */
  now: Date;
  log: FastifyBaseLogger;
}

export interface Job {
  /** Unique: the job's row in job_run and its advisory lock. */
  name: string;
  intervalMs: number;
  /**
   * A daily job's hour in Europe/Rome (0–23): it runs once per Rome day, at the first check from
   * that hour on (or later that day, after downtime), instead of 24 hours after its last run,
   * which would drift to whenever a server first started.
   */
  dailyAtHour?: number;
  /** Whether the server runs it on its own; a job that is off runs only when runDue names it. */
  enabled: boolean;
  /** Must be safe to run again: a run cut short by a crash is run once more. */
  run: (context: JobContext) => Promise<unknown>;
}

export interface JobOutcome {
  name: string;
  result?: unknown;
  error?: unknown;
}

export interface Scheduler {
  add: (job: Job) => void;
  /**
   * Runs, as of `now`, every enabled job (or the named ones, enabled or not) whose interval has
   * passed since its last run on any server; answers those this server ran. A job already running
   * here, or on another server, is left to that run.
   */
  runDue: (now?: Date, names?: string[]) => Promise<JobOutcome[]>;
  /** Runs what is due now (catch-up after downtime) and then checks every `tickMs`. */
  start: (tickMs: number) => void;
  /** Stops checking and waits for the runs in progress. */
  stop: () => Promise<void>;
}

/** A minute: an hourly job runs at most a minute late, and the check is one small read. */
export const TICK_MS = 60_000;

/** The advisory lock of a job on PostgreSQL: 64 bits of a hash of its name, the same on every server. */
export const jobLockKey = (name: string): string => createHash('sha256').update(`presidio.job:${name}`).digest().readBigInt64BE(0).toString();

const ROME_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

export const isDue = (lastRunAt: string | undefined, job: Pick<Job, 'intervalMs' | 'dailyAtHour'>, now: Date): boolean => {
  if (job.dailyAtHour !== undefined) {
    if (Number(ROME_HOUR.format(now)) < job.dailyAtHour) return false;
    return lastRunAt === undefined || todayInRome(new Date(lastRunAt)) < todayInRome(now);
  }
  return lastRunAt === undefined || Date.parse(lastRunAt) + job.intervalMs <= now.getTime();
};

const lastRunOf = async (db: DbOrTx, name: string) =>
  (await db.selectFrom('jobRun').select('lastRunAt').where('name', '=', name).executeTakeFirst())?.lastRunAt;

export const createScheduler = ({ db, log }: { db: Db; log: FastifyBaseLogger }): Scheduler => {
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<JobOutcome | undefined>>();
  let timer: NodeJS.Timeout | undefined;

  const execute = async (job: Job, now: Date): Promise<JobOutcome> => {
    try {
      return { name: job.name, result: await job.run({ now, log }) };
    } catch (error) {
      // Counted as a run all the same: it is tried again at its next interval, not at every tick.
      log.error({ err: error, job: job.name }, 'scheduled job failed');
      return { name: job.name, error };
    }
  };

  /**
   * PostgreSQL, several servers: whoever takes the job's lock checks and stamps the last run and
   * runs the job; the lock ends with the transaction, after the run, so another server that asks
   * meanwhile skips it and one that asks later sees it done. The job's own statements use the pool,
   * committing as they go; a crash rolls back only the stamp, and the job runs again.
   */
  const runLocked = (job: Job, now: Date) =>
    db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${jobLockKey(job.name)}::bigint) as locked`.execute(tx);
      if (!rows[0]?.locked || !isDue(await lastRunOf(tx, job.name), job, now)) return undefined;
      const stamp = now.toISOString();
      await tx
        .insertInto('jobRun')
        .values({ name: job.name, lastRunAt: stamp })
        .onConflict((oc) => oc.column('name').doUpdateSet({ lastRunAt: stamp }))
        .execute();
      return execute(job, now);
    });

  /** SQLite, one server: the stamp is claimed first, only if still the one read, then the job runs. */
  const runClaimed = async (job: Job, now: Date) => {
    const last = await lastRunOf(db, job.name);
    if (!isDue(last, job, now)) return undefined;
    const stamp = now.toISOString();
    const claimed =
      last === undefined
        ? (await db.insertInto('jobRun').values({ name: job.name, lastRunAt: stamp }).onConflict((oc) => oc.column('name').doNothing()).executeTakeFirst())
            .numInsertedOrUpdatedRows
        : (await db.updateTable('jobRun').set({ lastRunAt: stamp }).where('name', '=', job.name).where('lastRunAt', '=', last).executeTakeFirst())
            .numUpdatedRows;
    return Number(claimed) === 1 ? execute(job, now) : undefined;
  };

  const runOne = (job: Job, now: Date): Promise<JobOutcome | undefined> => {
    if (running.has(job.name)) return Promise.resolve(undefined);
    const run = (dialectOf(db) === 'postgres' ? runLocked(job, now) : runClaimed(job, now))
      .catch((error: unknown) => {
        log.error({ err: error, job: job.name }, 'scheduled job could not start');
        return { name: job.name, error };
      })
      .then((outcome) => {
        // A run (even a failed one) may have written: what was kept before it is read again (db/changes.ts).
        if (outcome) noteWrite();
        return outcome;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  const runDue: Scheduler['runDue'] = async (now = new Date(), names) => {
    const chosen = names
      ? names.map((name) => {
          const job = jobs.get(name);
          if (!job) throw new Error(`no scheduled job named ${name}`);
          return job;
        })
      : [...jobs.values()].filter((job) => job.enabled);
    const outcomes = await Promise.all(chosen.map((job) => runOne(job, now)));
    return outcomes.filter((outcome): outcome is JobOutcome => outcome !== undefined);
  };

  return {
    add: (job) => {
      if (jobs.has(job.name)) throw new Error(`a scheduled job named ${job.name} exists already`);
      jobs.set(job.name, job);
    },
    runDue,
    start: (tickMs) => {
      if (timer || ![...jobs.values()].some((job) => job.enabled)) return;
      const tick = () => void runDue();
      tick();
      timer = setInterval(tick, tickMs).unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await Promise.all(running.values());
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Named jobs run at their intervals, once across the servers sharing the database. */
    scheduler: Scheduler;
  }
}

/**
 * The server's scheduler: its timer starts when the server is ready, only when some job is
 * enabled (in tests none is unless asked for), and stops before the database and storage close.
 */
export const schedulerPlugin = fp<{ tickMs?: number }>(
  async (app, { tickMs = TICK_MS }) => {
    const scheduler = createScheduler({ db: app.db, log: app.log });
    app.decorate('scheduler', scheduler);
    app.addHook('onReady', async () => scheduler.start(tickMs));
    app.addHook('preClose', async () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['database'] },
);
