// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DbHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createScheduler, isDue, type Job, jobLockKey, type JobContext } from './scheduler';

const HOUR = 3_600_000;
const T0 = new Date('2026-11-26T08:00:00.000Z');
const later = (ms: number, from = T0) => new Date(from.getTime() + ms);

let dataDir: string;
let handle: DbHandle;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'presidio-scheduler-'));
  handle = openDatabase({ dataDir, reader: false });
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.deleteFrom('jobRun').execute();
});

const quietLog = () => ({ error: vi.fn(), info: vi.fn(), warn: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

/** A job that records the time of each of its runs. */
const recording = (name: string, options: Partial<Job> = {}) => {
  const runs: Date[] = [];
  const job: Job = { name, intervalMs: HOUR, enabled: true, run: async ({ now }: JobContext) => runs.push(now), ...options };
  return { job, runs };
};

describe('isDue and jobLockKey', () => {
  it('is due when never run, or once the interval has passed since the last run', () => {
    expect(isDue(undefined, { intervalMs: HOUR }, T0)).toBe(true);
    expect(isDue(T0.toISOString(), { intervalMs: HOUR }, later(HOUR - 1))).toBe(false);
    expect(isDue(T0.toISOString(), { intervalMs: HOUR }, later(HOUR))).toBe(true);
  });

  it('runs a daily job once per day in Rome, from its hour on, and catches up later that day', () => {
    const daily = { intervalMs: 24 * HOUR, dailyAtHour: 6 };
    // 04:59 UTC is 05:59 in Rome in winter: not yet; 05:00 UTC is 06:00.
    expect(isDue(undefined, daily, new Date('2026-12-01T04:59:00Z'))).toBe(false);
    expect(isDue(undefined, daily, new Date('2026-12-01T05:00:00Z'))).toBe(true);
    // Ran at 06:00 today: not again today, even late at night; tomorrow from 06:00 (04:00 UTC in summer).
    expect(isDue('2026-12-01T05:00:00Z', daily, new Date('2026-12-01T22:30:00Z'))).toBe(false);
    expect(isDue('2026-12-01T05:00:00Z', daily, new Date('2026-12-02T04:30:00Z'))).toBe(false);
    expect(isDue('2026-12-01T05:00:00Z', daily, new Date('2026-12-02T11:00:00Z'))).toBe(true);
    expect(isDue('2026-07-01T04:00:00Z', daily, new Date('2026-07-02T04:00:00Z'))).toBe(true);
    // Days are Rome's: 23:30 UTC on the 1st is already the 2nd in Rome; 22:30 UTC is still the 1st.
    expect(isDue('2026-12-01T23:30:00Z', daily, new Date('2026-12-02T05:00:00Z'))).toBe(false);
    expect(isDue('2026-12-01T22:30:00Z', daily, new Date('2026-12-02T05:00:00Z'))).toBe(true);
  });

  it('locks each job under its own 64-bit key, the same on every server', () => {
    expect(jobLockKey('document-purge')).toBe(jobLockKey('document-purge'));
    expect(jobLockKey('document-purge')).not.toBe(jobLockKey('attendance-retention'));
    const key = BigInt(jobLockKey('document-purge'));
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  });
});

describe('runDue', () => {
  it('runs a job at its interval, as of the clock it is given, and not before', async () => {
    const scheduler = createScheduler({ db: handle.db, log: quietLog() });
    const { job, runs } = recording('hourly');
    scheduler.add(job);
    expect((await scheduler.runDue(T0)).map((o) => o.name)).toEqual(['hourly']);
    expect(await scheduler.runDue(T0)).toEqual([]);
    expect(await scheduler.runDue(later(HOUR - 1))).toEqual([]);
    expect((await scheduler.runDue(later(HOUR))).map((o) => o.name)).toEqual(['hourly']);
    expect(runs).toEqual([T0, later(HOUR)]);
    const row = await handle.db.selectFrom('jobRun').selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'hourly', lastRunAt: later(HOUR).toISOString() });
  });

  it('runs a job that is off only when named', async () => {
    const scheduler = createScheduler({ db: handle.db, log: quietLog() });
    const { job, runs } = recording('off', { enabled: false });
    scheduler.add(job);
    expect(await scheduler.runDue(T0)).toEqual([]);
    expect((await scheduler.runDue(T0, ['off'])).map((o) => o.name)).toEqual(['off']);
    expect(runs).toHaveLength(1);
    await expect(scheduler.runDue(T0, ['nobody'])).rejects.toThrow(/no scheduled job/);
    expect(() => scheduler.add(job)).toThrow(/exists already/);
  });

  it('runs one run of a job at a time', async () => {
    const scheduler = createScheduler({ db: handle.db, log: quietLog() });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { job, runs } = recording('slow');
    scheduler.add({
      ...job,
      run: async (context) => {
        await held;
        return job.run(context);
      },
    });
    const first = scheduler.runDue(T0);
    // Due again by its clock, but the first run has not finished.
    expect(await scheduler.runDue(later(2 * HOUR))).toEqual([]);
    release();
    expect((await first).map((o) => o.name)).toEqual(['slow']);
    expect(runs).toEqual([T0]);
  });

  it('logs a failing job and tries it again at its next interval, not at every check', async () => {
    const log = quietLog();
    const scheduler = createScheduler({ db: handle.db, log });
    let calls = 0;
    scheduler.add({
      name: 'failing',
      intervalMs: HOUR,
      enabled: true,
      run: async () => {
        calls += 1;
        throw new Error('storage unreachable');
      },
    });
    const [outcome] = await scheduler.runDue(T0);
    expect((outcome.error as Error).message).toBe('storage unreachable');
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'failing' }), 'scheduled job failed');
    await scheduler.runDue(later(60_000));
    expect(calls).toBe(1);
    await scheduler.runDue(later(HOUR));
    expect(calls).toBe(2);
  });

  it('runs a job once when two schedulers share the database and ask at the same moment', async () => {
    const a = createScheduler({ db: handle.db, log: quietLog() });
    const b = createScheduler({ db: handle.db, log: quietLog() });
    const { job, runs } = recording('shared');
    a.add(job);
    b.add(job);
    const outcomes = await Promise.all([a.runDue(T0), b.runDue(T0)]);
    expect(outcomes.flat()).toHaveLength(1);
    expect(runs).toHaveLength(1);
  });
});

describe('the timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('catches up once at start after downtime, then runs at each interval, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: T0 });
    // Three intervals missed while no server ran: one run catches up, not three.
    await handle.db.insertInto('jobRun').values({ name: 'hourly', lastRunAt: later(-3 * HOUR).toISOString() }).execute();
    const scheduler = createScheduler({ db: handle.db, log: quietLog() });
    const { job, runs } = recording('hourly');
    const off = recording('off', { enabled: false });
    scheduler.add(job);
    scheduler.add(off.job);
    scheduler.start(60_000);
    await vi.waitFor(() => expect(runs).toEqual([T0]));
    await vi.advanceTimersByTimeAsync(HOUR - 60_000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(runs).toEqual([T0, later(HOUR)]));
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(runs).toHaveLength(2);
    expect(off.runs).toEqual([]);
  });

  it('starts no timer when every job is off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: T0 });
    const scheduler = createScheduler({ db: handle.db, log: quietLog() });
    scheduler.add(recording('off', { enabled: false }).job);
    scheduler.start(60_000);
    expect(vi.getTimerCount()).toBe(0);
    await scheduler.stop();
  });
});
