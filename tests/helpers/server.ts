import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const waitForHealth = async (url: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
};

export interface SpawnedServer {
  url: string;
  /** The server's own process (node with tsx's loader, no wrapper): its pid is the server's. */
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Its exit code (or the signal that ended it), whenever it exits. */
  exited: Promise<number | NodeJS.Signals>;
  /** Resolves once /api/health answers; rejects if the server exits first. */
  healthy: () => Promise<void>;
}


/**
 * Spawns `src/server/server.ts` (or the program `args` name, e.g. a bundled server) on a data
 * folder and database the caller keeps (SQLite in `dataDir` unless `env` gives a DATABASE_URL),
 * on a free port, without waiting for it.
 */
export const spawnServer = async (
  dataDir: string,
  env: Record<string, string> = {},
  { args = ['--import', 'tsx', 'src/server/server.ts'] }: { args?: string[] } = {},
): Promise<SpawnedServer> => {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'yes', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  return { url, child, output: () => log, exited, healthy: () => waitForHealth(url, child, () => log) };
};

/**
 * Starts the real server (the built app from dist/ and the API) on a free port with a fresh
 * SQLite database seeded with the demo data, as `npm start` would.
 */
export const startServer = async (env: Record<string, string> = {}): Promise<{ url: string; dataDir: string; stop: () => Promise<void> }> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'presidio-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/server.ts'], {
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'yes', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  return {
    url,
    dataDir: env.DATA_DIR ?? dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
