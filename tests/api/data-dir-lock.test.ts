import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/data-dir-lock';
import { freshPgDatabase } from '../helpers/pg-database';
import { spawnServer, type SpawnedServer } from '../helpers/server';

// Real server processes: each takes seconds to load and seed, half a minute on a busy machine.
const SLOW = 180_000;
/** How long a refused server may take to say so: the lock is checked before the app is even loaded. */
const REFUSED_WITHIN_MS = 20_000;

const dirs: string[] = [];
const servers: SpawnedServer[] = [];
const cleanups: Array<() => Promise<void>> = [];

const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'presidio-lock-'));
  dirs.push(dir);
  return dir;
};

const spawned = async (dataDir: string, env: Record<string, string> = {}) => {
  const server = await spawnServer(dataDir, env);
  servers.push(server);
  return server;
};

/** The exit of a server that must end by itself, or a failure naming what it printed. */
const exitOf = async (server: SpawnedServer, withinMs: number) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${withinMs} ms:\n${server.output()}`)), withinMs);
  });
  try {
    return await Promise.race([server.exited, late]);
  } finally {
    clearTimeout(timer);
  }
};

const kill = async (server: SpawnedServer, signal: NodeJS.Signals) => {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
};

afterAll(async () => {
  await Promise.all(servers.map((server) => kill(server, 'SIGKILL')));
  for (const cleanup of cleanups) await cleanup();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the lock of a SQLite data folder, in one process', () => {
  it('refuses a second holder at once, and is free again once released', () => {
    const dataDir = newDataDir();
    const first = lockDataDir(dataDir, { port: 4321 });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`in use by process ${process.pid} \\(started .*, port 4321\\)`));
    first.release();
    expect(existsSync(join(dataDir, 'presidio.pid'))).toBe(false);
    lockDataDir(dataDir).release();
  });
});

// The servers here run on SQLite whatever database the suite uses: the lock is SQLite's case.
describe('two servers on one SQLite data folder', () => {
  it('refuses the second at once, naming the first, and lets a server start after the first is killed', { timeout: SLOW }, async () => {
    const dataDir = newDataDir();
    const first = await spawned(dataDir);
    await first.healthy();
    const firstPort = new URL(first.url).port;

    const started = Date.now();
    const second = await spawned(dataDir);
    const code = await exitOf(second, REFUSED_WITHIN_MS);
    expect(code, second.output()).toBe(1);
    expect(Date.now() - started).toBeLessThan(REFUSED_WITHIN_MS);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid} (started `);
    expect(second.output()).toContain(`port ${firstPort}): another Presidio server runs on it`);
    // The refused server touched nothing: the first still answers.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // SIGKILL leaves no stale lock: the OS lets go of it with the process.
    expect(await kill(first, 'SIGKILL')).toBe('SIGKILL');
    const third = await spawned(dataDir);
    await third.healthy();
    const holder = JSON.parse(readFileSync(join(dataDir, 'presidio.pid'), 'utf8'));
    expect(holder).toMatchObject({ pid: third.child.pid, port: Number(new URL(third.url).port), host: '127.0.0.1' });
    const signin = await fetch(`${third.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fiscalCode: 'RSSMRA80A01H501U', password: 'Presidio.2026' }),
    });
    expect(signin.status).toBe(200);

    // A clean stop releases the folder and removes the holder's note.
    expect(await kill(third, 'SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, 'presidio.pid'))).toBe(false);
  });
});

// PostgreSQL is the scale-out: several servers on one database, sharing DATA_DIR too (jwt-secret,
// files/ on a shared mount). No lock stands in their way.
describe.skipIf(!process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  it('both run, on the same DATA_DIR', { timeout: SLOW }, async () => {
    const database = await freshPgDatabase(process.env.DATABASE_URL!);
    cleanups.push(database.drop);
    const dataDir = newDataDir();
    const env = { DATABASE_URL: database.url, SEED_DEMO: 'no' };
    const first = await spawned(dataDir, env);
    await first.healthy();
    const second = await spawned(dataDir, env);
    await second.healthy();
    for (const server of [first, second]) {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    }
    await Promise.all([kill(first, 'SIGTERM'), kill(second, 'SIGTERM')]);
  });
});
