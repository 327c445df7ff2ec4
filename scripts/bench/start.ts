// npm run bench:start: the server's start as NODE_ENV=production, from the sources under tsx (as
// npm start ran before the bundle) and from the bundle of dist-server/ (as it runs now). Each run
// starts on an empty SQLite folder (so each migrates), times the spawn until /api/health answers,
// then reads the process's resident memory (VmRSS) once it has answered. Prints a markdown table of
// medians. Not a test: figures follow the machine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/helpers/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MODES: Array<[name: string, args: string[]]> = [
  ['sources under tsx', ['--import', 'tsx', 'src/server/server.ts']],
  ['bundle (dist-server/)', ['dist-server/server.mjs']],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const startOnce = async (args: string[]) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presidio-bench-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'no', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { ms: performance.now() - started, rss: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
};

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const rows: string[] = [];
for (const [name, args] of MODES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await startOnce(args));
  rows.push(`| ${name} | ${median(runs.map((r) => r.ms)).toFixed(0)} ms | ${median(runs.map((r) => r.rss)).toFixed(0)} MB |`);
}
console.log(`Server start, NODE_ENV=production, empty SQLite folder; median of ${RUNS} runs; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}\n`);
console.log('| Server | Spawn to /api/health | Resident memory after start |');
console.log('| --- | --- | --- |');
for (const row of rows) console.log(row);
