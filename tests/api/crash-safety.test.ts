import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { createTestApp } from '../helpers/app';
import { demoCompanyIds } from '../helpers/api';
import { type Clocker, clockInBody, newClocker, ROME } from '../helpers/attendance';
import { nextLeaveDay } from '../helpers/leave';
import { freshPgDatabase, spawnServer, type SpawnedServer } from '../helpers/server';

/**
 * A server killed with SIGKILL in the middle of a write load keeps every write it acknowledged:
 * the clock-ins, clock-outs and leave requests that got a 2xx are all there when a new server
 * starts on the same data (the suite's database: SQLite in DATA_DIR, or PostgreSQL).
 */

const WORKERS = 6;
/** The load runs until this many writes of each kind were acknowledged, then the server is killed. */
const EACH_KIND = 30;
const LOAD_DEADLINE_MS = 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'presidio-crash-'));
const servers: SpawnedServer[] = [];
let dropDatabase = async () => {};

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Acknowledged {
  clockIns: Array<{ id: number; userId: number }>;
  clockOuts: Array<{ id: number; checkOut: string }>;
  leaves: Array<{ id: number; userId: number }>;
  /** Answers that were not 2xx while the server was up: the load itself must be valid. */
  refused: string[];
}

/** The data the load needs, made in-process on the same data folder and database, then closed. */
const prepare = async (databaseUrl: string | undefined): Promise<Clocker[]> => {
  const t = await createTestApp({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const [c1] = await demoCompanyIds(t);
    const clockers: Clocker[] = [];
    for (let i = 0; i < WORKERS; i += 1) clockers.push(await newClocker(t, c1));
    return clockers;
  } finally {
    await t.close(); // closes the app; the folder and database given here stay
  }
};

/** One worker clocking in, asking for an hour of leave and clocking out, again and again, until told to stop. */
const work = async (url: string, c: Clocker, acked: Acknowledged, stopped: () => boolean, onAck: () => void) => {
  const post = (path: string, body: object) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const steps: Array<() => Promise<void>> = [
    async () => {
      const response = await post('/api/attendance/clock-in', clockInBody(c));
      if (response.status !== 201) throw new Error(`clock-in ${response.status} ${await response.text()}`);
      acked.clockIns.push({ id: ((await response.json()) as { id: number }).id, userId: c.id });
    },
    async () => {
      const response = await post('/api/permission', { type: 'ROL', startDate: nextLeaveDay(), startTime: '09:00', endTime: '10:00' });
      if (response.status !== 201) throw new Error(`leave ${response.status} ${await response.text()}`);
      acked.leaves.push({ id: ((await response.json()) as { id: number }).id, userId: c.id });
    },
    async () => {
      const response = await post('/api/attendance/clock-out', { ...ROME, accuracy: 10 });
      if (response.status !== 200) throw new Error(`clock-out ${response.status} ${await response.text()}`);
      const { id, checkOut } = (await response.json()) as { id: number; checkOut: string };
      acked.clockOuts.push({ id, checkOut });
    },
  ];
  for (let i = 0; !stopped(); i = (i + 1) % steps.length) {
    try {
      await steps[i]();
      onAck();
    } catch (error) {
      // After the kill every request in flight fails: only a refusal while the server was up counts.
      if (!stopped()) acked.refused.push(String(error));
      return;
    }
  }
};

describe('a server killed under a write load', () => {
  it('restarts on the same data with every acknowledged clock-in, clock-out and leave request', { timeout: 180_000 }, async () => {
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const database = await freshPgDatabase(process.env.DATABASE_URL);
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    // The demo data is there already (prepare seeded it): the servers need not look for it.
    const env: Record<string, string> = { SEED_DEMO: 'no', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const clockers = await prepare(databaseUrl);

    const first = await spawnServer(dataDir, env);
    servers.push(first);
    await first.healthy();

    const acked: Acknowledged = { clockIns: [], clockOuts: [], leaves: [], refused: [] };
    let killed = false;
    let loadDone!: () => void;
    const enough = new Promise<void>((resolve) => (loadDone = resolve));
    const onAck = () => {
      if ([acked.clockIns, acked.clockOuts, acked.leaves].every((list) => list.length >= EACH_KIND)) loadDone();
    };
    const loops = clockers.map((c) => work(first.url, c, acked, () => killed, onAck));
    const deadline = setTimeout(loadDone, LOAD_DEADLINE_MS);
    // Requests of other workers are in flight when the condition is met: the kill lands mid-load.
    await Promise.race([enough, Promise.all(loops)]);
    clearTimeout(deadline);
    killed = true;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(loops);

    expect(acked.refused, first.output()).toEqual([]);
    expect(acked.clockIns.length).toBeGreaterThanOrEqual(EACH_KIND);
    expect(acked.clockOuts.length).toBeGreaterThanOrEqual(EACH_KIND);
    expect(acked.leaves.length).toBeGreaterThanOrEqual(EACH_KIND);

    // A new server starts on the same data (on SQLite, the dead server's lock is gone with it).
    const second = await spawnServer(dataDir, env);
    servers.push(second);
    await second.healthy();

    const { db, close } = openDatabase({ databaseUrl, dataDir, reader: false });
    try {
      const attendance = await db
        .selectFrom('attendance')
        .select(['id', 'userId', 'checkOut'])
        .where('id', 'in', acked.clockIns.map((a) => a.id))
        .execute();
      const byId = new Map(attendance.map((row) => [row.id, row]));
      for (const { id, userId } of acked.clockIns) expect(byId.get(id), `clock-in ${id}`).toMatchObject({ userId });
      for (const { id, checkOut } of acked.clockOuts) {
        const stored = byId.get(id)?.checkOut;
        expect(stored ? new Date(stored).getTime() : null, `clock-out of ${id}`).toBe(new Date(checkOut).getTime());
      }
      const leaves = await db
        .selectFrom('permission')
        .select(['id', 'userId'])
        .where('id', 'in', acked.leaves.map((a) => a.id))
        .execute();
      expect(new Map(leaves.map((row) => [row.id, row.userId]))).toEqual(new Map(acked.leaves.map((a) => [a.id, a.userId])));
    } finally {
      await close();
    }

    // The restarted server answers from that data too: each worker's requests are there.
    const mine = await fetch(`${second.url}/api/permission?range=${encodeURIComponent('[0,499]')}`, { headers: { authorization: `Bearer ${clockers[0].token}` } });
    expect(mine.status).toBe(200);
    const listed = new Set(((await mine.json()) as Array<{ id: number }>).map((row) => row.id));
    for (const { id } of acked.leaves.filter((a) => a.userId === clockers[0].id)) expect(listed.has(id), `leave ${id} listed`).toBe(true);
  });
});
