// npm run bench:dashboard: the office's dashboard, GET api/dashboard (issue 23), on 1,000,000
// attendances over two years, 50,000 deadlines and 20,000 shifts (the last 8 weeks published, next
// week in draft), with leave, client requests and documents: p99 at 20 connections over a real
// listening server, of every company (the administrator's 'Tutte le aziende') and of one. SQLite,
// then PostgreSQL when one answers at DATABASE_URL (or on 127.0.0.1). Not a test: figures follow the machine.
import { loadavg } from 'node:os';
import { type Db, readerOf } from '../../src/server/db/database';
import { MONTH_KEEP_MS, monthFigures, readMonth } from '../../src/server/resources/dashboard/month';
import { nowFigures } from '../../src/server/resources/dashboard/now';
import { todoFigures } from '../../src/server/resources/dashboard/todo';
import { createTokenSigner } from '../../src/server/resources/auth/tokens';
import { todayInRome } from '../../src/shared/dates';
import { ATTENDANCES, DEADLINES, SHIFTS, seedDashboard } from './dashboard-seed';
import { type BenchDatabase, freshPostgres, freshSqlite, JWT_SECRET, postgresBase } from './database';
import { autocannon, type LoadResult, startServer } from './measure';
import { tokensFor } from './seed';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const log = (line: string) => process.stderr.write(`[bench:dashboard] ${line}\n`);
const today = todayInRome();

/** Each part of the answer alone, in this process (median of 5, ms): where a request's time goes. */
const parts = async (db: Db, companies: number[]) => {
  const now = new Date();
  const timed = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const t0 = performance.now();
      await work();
      times.push(performance.now() - t0);
    }
    return Math.round(times.sort((a, b) => a - b)[2] * 10) / 10;
  };
  const reader = readerOf(db);
  return {
    now: await timed(() => nowFigures(reader, companies, today, now)),
    todo: await timed(() => todoFigures(reader, companies, today, now)),
    // What a request would cost without the month kept (MONTH_KEEP_MS), and with it.
    monthRead: await timed(() => readMonth(reader, companies, today, now)),
    month: await timed(() => monthFigures(reader, companies, today, now)),
  };
};

type Measured = LoadResult & { cpuMs: number; readerMs: number };

interface Result {
  name: string;
  parts: Awaited<ReturnType<typeof parts>>;
  partsOne: Awaited<ReturnType<typeof parts>>;
  load: number;
  seedSeconds: number;
  all: Measured;
  one: Measured;
  alone: number;
}

const run = async (bench: BenchDatabase): Promise<Result> => {
  const { db, dialect } = bench.handle;
  const started = Date.now();
  const p = await seedDashboard(db, dialect);
  const seedSeconds = (Date.now() - started) / 1000;
  log(`${bench.name}: seeded in ${seedSeconds.toFixed(1)} s`);
  const split = await parts(db, p.companyIds);
  const one = await parts(db, [p.companyIds[0]]);
  log(`${bench.name}: in process, every company: now ${split.now} ms, todo ${split.todo} ms, month read ${split.monthRead} ms (kept ${MONTH_KEEP_MS / 1000} s: ${split.month} ms)`);
  log(`${bench.name}: in process, one company: now ${one.now} ms, todo ${one.todo} ms, month read ${one.monthRead} ms`);
  const [token] = await tokensFor(db, createTokenSigner(new TextEncoder().encode(JWT_SECRET)), [p.adminId]);
  const server = await startServer({ ...bench.env, DEADLINE_REMINDER_JOB: 'off', WORKFORCE_ALERT_JOB: 'off' });
  try {
    const headers = { authorization: `Bearer ${token}` };
    const urls = { all: `${server.url}/api/dashboard`, one: `${server.url}/api/dashboard?companyId=${p.companyIds[0]}` };
    const sample = await fetch(urls.all, { headers });
    if (sample.status !== 200) throw new Error(`unexpected answer ${sample.status} ${(await sample.text()).slice(0, 300)}`);
    const t0 = performance.now();
    for (let i = 0; i < 10; i += 1) await (await fetch(urls.all, { headers })).arrayBuffer();
    const alone = (performance.now() - t0) / 10;
    log(`${bench.name}: one request alone ${alone.toFixed(1)} ms`);
    await autocannon(urls.all, { connections: CONNECTIONS, seconds: 2, headers });
    const results: Partial<Result> = {};
    for (const key of ['all', 'one'] as const) {
      const { result: r, server: spent } = await server.windowed(() => autocannon(urls[key], { connections: CONNECTIONS, seconds: SECONDS, headers }));
      if (r.non2xx || r.errors) throw new Error(`failed requests: ${JSON.stringify(r)}`);
      // What the server spent per request answered (requests of a scope arriving together share one reading).
      const per = (micros: number) => Math.round(micros / Math.max(1, r.requests) / 10) / 100;
      results[key] = { ...r, cpuMs: per(spent.cpuMicros), readerMs: per(spent.readerMicros) };
      log(`${bench.name} ${key}: p99 ${r.p99} ms, p50 ${r.p50} ms, ${Math.round(r.rps)} requests/s; per request: server CPU ${per(spent.cpuMicros)} ms, SQLite reader ${per(spent.readerMicros)} ms; load ${loadavg()[0].toFixed(1)}`);
    }
    return { name: bench.name, parts: split, partsOne: one, seedSeconds, alone, all: results.all!, one: results.one!, load: loadavg()[0] };
  } finally {
    await server.stop();
  }
};

const main = async () => {
  const results: Result[] = [];
  const sqlite = await freshSqlite();
  try {
    results.push(await run(sqlite));
  } finally {
    await sqlite.drop();
  }
  const base = await postgresBase();
  if (base) {
    const pg = await freshPostgres(base);
    try {
      results.push(await run(pg));
    } finally {
      await pg.drop();
    }
  } else log('PostgreSQL: no server answered; skipped');
  const row = (label: string, cell: (r: Result) => string) => `| ${label} | ${results.map(cell).join(' | ')} | ${label.startsWith('p99') ? '< 150 ms' : ''} |`;
  console.log(`\nGET api/dashboard, ${ATTENDANCES.toLocaleString('en')} attendances, ${DEADLINES.toLocaleString('en')} deadlines, ${SHIFTS.toLocaleString('en')} shifts, ${CONNECTIONS} connections, ${SECONDS} s, load ${loadavg()[0].toFixed(1)}\n`);
  console.log(`| | ${results.map((r) => r.name).join(' | ')} | target |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|---|`);
  console.log(row('p99, every company', (r) => `${r.all.p99} ms (p50 ${r.all.p50} ms, ${Math.round(r.all.rps)} requests/s)`));
  console.log(row('p99, one company', (r) => `${r.one.p99} ms (p50 ${r.one.p50} ms, ${Math.round(r.one.rps)} requests/s)`));
  console.log(row('under load, per request: server CPU, SQLite reader (every company; one)', (r) => `${r.all.cpuMs}, ${r.all.readerMs}; ${r.one.cpuMs}, ${r.one.readerMs} ms`));
  console.log(row('one request alone', (r) => `${r.alone.toFixed(1)} ms`));
  console.log(row('in process, every company: now, to act on, month read', (r) => `${r.parts.now}, ${r.parts.todo}, ${r.parts.monthRead} ms`));
  console.log(row('in process, one company: now, to act on, month read', (r) => `${r.partsOne.now}, ${r.partsOne.todo}, ${r.partsOne.monthRead} ms`));
  console.log(row('load average (1 min) after the load', (r) => r.load.toFixed(1)));
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
