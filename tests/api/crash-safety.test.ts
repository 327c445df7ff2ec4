import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { freshPgDatabase } from '../helpers/pg-database';
import { spawnServer, type SpawnedServer } from '../helpers/server';
import { prepareClockers, startWriteLoad } from '../helpers/write-load';

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
    // The data the load needs, made in-process on the same data folder and database, then closed.
    const clockers = await prepareClockers(dataDir, databaseUrl, WORKERS);

    const first = await spawnServer(dataDir, env);
    servers.push(first);
    await first.healthy();

    const load = startWriteLoad(first.url, clockers);
    let deadline: NodeJS.Timeout | undefined;
    // Requests of other workers are in flight when the condition is met: the kill lands mid-load.
    await Promise.race([load.reached(EACH_KIND), new Promise<void>((resolve) => (deadline = setTimeout(resolve, LOAD_DEADLINE_MS)))]);
    clearTimeout(deadline);
    first.child.kill('SIGKILL');
    const stopping = load.stop();
    expect(await first.exited).toBe('SIGKILL');
    await stopping;
    const { acked } = load;

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
