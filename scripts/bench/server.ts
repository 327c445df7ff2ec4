// The real server for the benchmark, in a process of its own: buildApp and listen on a free port
// of 127.0.0.1, configured from the environment like `npm start`; prints the port when ready.
// SIGUSR2 marks the start of a measured window: on SIGTERM the server prints the CPU time it used
// since (`CPU <microseconds>`), and with BENCH_PROFILE=<file> writes a V8 CPU profile of the window.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const app = await buildApp(loadConfig(), { staticRoot: '/nonexistent' });
// A deep backlog: the burst opens 1,000 connections at once.
await app.listen({ host: '127.0.0.1', port: 0, backlog: 2048 });
const address = app.server.address();

const profileFile = process.env.BENCH_PROFILE;
const session = profileFile ? new Session() : undefined;
session?.connect();
let window: NodeJS.CpuUsage | undefined;
process.on('SIGUSR2', () => {
  window = process.cpuUsage();
  if (session) void session.post('Profiler.enable').then(() => session.post('Profiler.start'));
});

process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void (async () => {
    if (window) {
      const used = process.cpuUsage(window);
      process.stdout.write(`CPU ${used.user + used.system}\n`);
    }
    if (session && profileFile) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    await app.close();
    process.exit(0);
  })();
});
