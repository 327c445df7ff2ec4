import { type ChildProcess, spawn } from 'node:child_process';
import { request, Agent } from 'node:http';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * What the server spent during a measured window: the CPU of its process (every thread), the time
 * its main thread was busy (HTTP, sign-in check, the route), and the time the SQLite reader's
 * thread was busy running statements (0 on PostgreSQL, whose statements run in its own processes).
 */
export interface ServerWindow {
  cpuMicros: number;
  mainMicros: number;
  readerMicros: number;
}

/**
 * The real server (scripts/bench/server.ts) in a child process; resolves with its URL once
 * listening. `windowed(work)` runs the work while the server counts what it spends.
 */
export const startServer = (env: Record<string, string>) =>
  new Promise<{ url: string; stop: () => Promise<void>; windowed: <T>(work: () => Promise<T>) => Promise<{ result: T; server: ServerWindow }> }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'no', RETENTION_JOB: 'off', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let onWindow: ((line: string) => void) | undefined;
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const window = output.match(/WINDOW (\d+ \d+ \d+)\n/);
      if (window && onWindow) {
        output = output.replace(window[0], '');
        onWindow(window[1]);
      }
      const port = output.match(/READY (\d+)/)?.[1];
      if (port) {
        output = output.replace(/READY \d+\n?/, '');
        resolve({ url: `http://127.0.0.1:${port}`, stop: () => stopChild(child), windowed });
      }
    });
    const windowed = async <T>(work: () => Promise<T>) => {
      child.kill('SIGUSR2');
      const result = await work();
      const line = await new Promise<string>((done) => {
        onWindow = done;
        child.kill('SIGUSR1');
      });
      onWindow = undefined;
      const [cpuMicros, mainMicros, readerMicros] = line.split(' ').map(Number);
      return { result, server: { cpuMicros, mainMicros, readerMicros } };
    };
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}: ${output}`)));
  });

/** json-server 0.17 from node_modules, serving a JSON file on a free port. */
export const startJsonServer = async (file: string) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/json-server/lib/cli/bin.js', '--port', String(port), '--host', '127.0.0.1', '--quiet', file], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`json-server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/attendance?_limit=1`)).ok) return { url, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('json-server did not start');
};

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** autocannon 8 (its CLI, in a process of its own so it does not share the server's core). */
export const autocannon = (url: string, { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> }) =>
  new Promise<LoadResult>((resolve, reject) => {
    const args = ['node_modules/autocannon/autocannon.js', '-j', '-n', '-c', String(connections), '-d', String(seconds), '-t', '60'];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', () => {
      try {
        const r = JSON.parse(output);
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors });
      } catch (error) {
        reject(new Error(`autocannon failed: ${String(error)} ${output.slice(0, 500)}`));
      }
    });
  });

/**
 * CPU time every process of the machine has used so far (µs, from /proc/stat; undefined off
 * Linux): around a measurement, what it cost the whole machine — server, database, load generator
 * and kernel alike.
 */
export const machineCpuMicros = (): number | undefined => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) * 10_000; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
};

/** How many times per second `work` completes with `concurrency` callers for `seconds`. */
/**
 * Runs `work` from `concurrency` callers for `seconds`: turns per second, and the p99 of one
 * turn's time from its call to its answer (queueing behind the other callers included, as a
 * request's latency includes its wait).
 */
export const loop = async (work: () => Promise<unknown>, { concurrency, seconds }: { concurrency: number; seconds: number }) => {
  const deadline = Date.now() + seconds * 1000;
  const times: number[] = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const called = performance.now();
        await work();
        times.push(performance.now() - called);
      }
    }),
  );
  return { rate: times.length / ((Date.now() - started) / 1000), p99: percentile(times, 99) };
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Fires every request at once, each on its own connection; answers statuses and latencies. */
export const burst = async (url: string, calls: Array<{ headers: Record<string, string>; body: unknown }>) => {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const target = new URL(url);
  const one = (call: (typeof calls)[number]) =>
    new Promise<{ status: number; ms: number; body: string }>((resolve) => {
      const payload = JSON.stringify(call.body);
      const started = performance.now();
      const req = request(
        { agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...call.headers } },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }));
        },
      );
      req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: String(error) }));
      req.end(payload);
    });
  const started = performance.now();
  const results = await Promise.all(calls.map(one));
  agent.destroy();
  const latencies = results.map((r) => r.ms);
  const statuses = results.reduce<Record<number, number>>((s, r) => ({ ...s, [r.status]: (s[r.status] ?? 0) + 1 }), {});
  return { statuses, p50: percentile(latencies, 50), p99: percentile(latencies, 99), wallMs: performance.now() - started, results };
};
