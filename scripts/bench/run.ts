// npm run bench: the attendance list and clock-in under load on SQLite and PostgreSQL, against
// the same two queries without HTTP and against json-server 0.17. Prints a markdown table and
// writes it to docs/benchmark.md. Not a test: figures depend on the machine.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchDatabase, freshPostgres, freshSqlite, postgresBase } from './database';
import { autocannon, type LoadResult, startJsonServer } from './measure';
import { report } from './report';
import { runScenario, type ScenarioResult } from './scenario';

const started = Date.now();
const load = loadavg()[0];
const work = mkdtempSync(join(tmpdir(), 'presidio-bench-json-'));
const jsonFile = join(work, 'db.json');
const results: ScenarioResult[] = [];
let jsonServer: LoadResult | undefined;
const notes: string[] = [];

const run = async (open: () => Promise<BenchDatabase>, withJson: boolean) => {
  const bench = await open();
  try {
    results.push(await runScenario(bench, withJson ? jsonFile : undefined));
  } finally {
    await bench.drop();
  }
};

try {
  await run(freshSqlite, true);
  const server = await startJsonServer(jsonFile);
  try {
    // The equivalent query: one company, newest first, page 40 of 25 (json-server answers X-Total-Count).
    const url = `${server.url}/attendance?companyId=1&_sort=checkIn&_order=desc&_page=40&_limit=25`;
    const sample = await fetch(url);
    if (sample.status !== 200 || ((await sample.json()) as unknown[]).length !== 25) throw new Error('json-server did not answer the page');
    jsonServer = await autocannon(url, { connections: 50, seconds: 15 });
    process.stderr.write(`[bench] json-server: ${jsonServer.rps} req/s, p99 ${jsonServer.p99} ms\n`);
  } finally {
    await server.stop();
  }
  const base = await postgresBase();
  if (base) await run(() => freshPostgres(base), false);
  else notes.push('PostgreSQL: no server answered at DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres, so only SQLite was measured.');
} finally {
  rmSync(work, { recursive: true, force: true });
}

const markdown = report(results, jsonServer, {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  loadAtStart: load,
  minutes: (Date.now() - started) / 60_000,
  notes,
});
process.stdout.write(`${markdown}\n`);
mkdirSync('docs', { recursive: true });
writeFileSync('docs/benchmark.md', `${markdown}\n`);
