// The real server for the benchmark, in a process of its own: buildApp and listen on a free port
// of 127.0.0.1, configured from the environment like `npm start`; prints the port when ready.
// SIGUSR2 starts a measured window; SIGUSR1 prints what the server spent since (`WINDOW <CPU µs of
// the process> <µs the main thread was busy> <µs the SQLite reader's thread was busy>`) and starts
// the next. With BENCH_PROFILE=<file> a V8 CPU profile of the main thread runs from the first
// window and is written to that file on SIGTERM.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';

const config = loadConfig();
const handle = openDatabase(config);
const app = await buildApp(config, { staticRoot: '/nonexistent', handle });
// A deep backlog: the burst opens 1,000 connections at once.
await app.listen({ host: '127.0.0.1', port: 0, backlog: 2048 });
const address = app.server.address();

const profileFile = process.env.BENCH_PROFILE;
const session = profileFile ? new Session() : undefined;
session?.connect();
const busy = () => ({ main: performance.eventLoopUtilization().active, reader: handle.reader?.busyMs() ?? 0 });
let window = { cpu: process.cpuUsage(), ...busy() };
const startWindow = () => {
  window = { cpu: process.cpuUsage(), ...busy() };
};
process.on('SIGUSR2', () => {
  startWindow();
  if (session) void session.post('Profiler.enable').then(() => session.post('Profiler.start'));
});
process.on('SIGUSR1', () => {
  const used = process.cpuUsage(window.cpu);
  const now = busy();
  const micros = (ms: number) => Math.round(ms * 1000);
  process.stdout.write(`WINDOW ${used.user + used.system} ${micros(now.main - window.main)} ${micros(now.reader - window.reader)}\n`);
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
