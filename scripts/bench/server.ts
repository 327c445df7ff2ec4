// The real server for the benchmark, in a process of its own: buildApp and listen on a free port
// of 127.0.0.1, configured from the environment like `npm start`; prints the port when ready.
// SIGUSR2 starts a measured window; SIGUSR1 prints what the server spent since (`WINDOW <CPU µs>
// <µs inside SQLite statements> <statement calls>`) and starts the next. With BENCH_PROFILE=<file>
// a V8 CPU profile runs from the first window and is written to that file on SIGTERM.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import SQLite from 'better-sqlite3';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

/**
 * Time spent inside better-sqlite3's statements, to compare the list's statement inside a busy
 * server with the same statement in the ceiling's loop. A few hundred nanoseconds per call.
 */
const sqliteTime = { micros: 0, calls: 0 };
const probe = new SQLite(':memory:');
const statementMethods = Object.getPrototypeOf(probe.prepare('select 1')) as Record<'all' | 'get' | 'run', (...args: unknown[]) => unknown>;
probe.close();
for (const method of ['all', 'get', 'run'] as const) {
  const original = statementMethods[method];
  statementMethods[method] = function timed(this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      sqliteTime.micros += (performance.now() - started) * 1000;
      sqliteTime.calls += 1;
    }
  };
}

const app = await buildApp(loadConfig(), { staticRoot: '/nonexistent' });
// A deep backlog: the burst opens 1,000 connections at once.
await app.listen({ host: '127.0.0.1', port: 0, backlog: 2048 });
const address = app.server.address();

const profileFile = process.env.BENCH_PROFILE;
const session = profileFile ? new Session() : undefined;
session?.connect();
let window = process.cpuUsage();
const startWindow = () => {
  window = process.cpuUsage();
  sqliteTime.micros = 0;
  sqliteTime.calls = 0;
};
process.on('SIGUSR2', () => {
  startWindow();
  if (session) void session.post('Profiler.enable').then(() => session.post('Profiler.start'));
});
process.on('SIGUSR1', () => {
  const used = process.cpuUsage(window);
  process.stdout.write(`WINDOW ${used.user + used.system} ${Math.round(sqliteTime.micros)} ${sqliteTime.calls}\n`);
  startWindow();
});

process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void (async () => {
    if (session && profileFile) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    await app.close();
    process.exit(0);
  })();
});
