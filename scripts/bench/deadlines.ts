// npm run bench:deadlines: 5,000 people and 500 vehicles with their documents, training and medical
// visits (about 50,000 deadlines, due dates spread over two years back and two ahead), then
// (a) GET api/deadlines, the table's first page with its total (administrator, by due date), p99
// at 50 connections over a real listening server, and (b) the daily reminder job's run time.
// SQLite, then PostgreSQL when one answers at DATABASE_URL (or on 127.0.0.1). Prints a table and
// the plans of the list's two statements. Not a test: figures follow the machine.
import { cpus, loadavg } from 'node:os';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Db, type Dialect, readerOf, withoutPlugins } from '../../src/server/db/database';
import { parseListQuery } from '../../src/server/http/list-query';
import { defaultPageStatement } from '../../src/server/resources/deadline/list-page';
import { DEADLINE_LIST, findDefaultPage } from '../../src/server/resources/deadline/repository';
import { sendDeadlineReminders } from '../../src/server/resources/deadline/reminders';
import { createTokenSigner } from '../../src/server/resources/auth/tokens';
import { todayInRome } from '../../src/shared/dates';
import { type BenchDatabase, freshPostgres, freshSqlite, JWT_SECRET, postgresBase } from './database';
import { autocannon, type LoadResult, loop, startServer } from './measure';
import { COMPANIES, PEOPLE, seedDeadlines, VEHICLES } from './deadlines-seed';
import { analyze, tokensFor } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const startLoad = loadavg()[0];
const log = (line: string) => process.stderr.write(`[bench:deadlines] ${line}\n`);
const today = todayInRome();

const LIST = { sort: '["dueDate","ASC"]', range: '[0,24]' };
const listPath = `/api/deadlines?sort=${encodeURIComponent(LIST.sort)}&range=${encodeURIComponent(LIST.range)}`;

/** The plan of the default view's one statement (page and total) as the route writes it. */
const plans = async (db: Db, dialect: Dialect) => {
  const list = parseListQuery({ ...LIST }, DEADLINE_LIST);
  const compiled = [defaultPageStatement(dialect, 'all', list, today).compile(withoutPlugins(db))];
  const statements: string[] = [];
  for (const { sql: text, parameters } of compiled) {
    const explain = dialect === 'postgres' ? `explain (analyze, costs off, timing off, summary off) ${text}` : `explain query plan ${text}`;
    const { rows } = await db.executeQuery(CompiledQuery.raw(explain, [...parameters]));
    const lines = (rows as Array<Record<string, unknown>>).map((row) => `    ${String(row['QUERY PLAN'] ?? row.detail)}`);
    statements.push(`  ${text.replace(/\s+/g, ' ').slice(0, 140)}…\n${lines.join('\n')}`);
  }
  return statements;
};

const median = <T>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];

interface Result {
  name: string;
  deadlines: number;
  total: number;
  seedSeconds: number;
  list: LoadResult;
  runs: number[];
  /** Milliseconds the server spent per list request: its CPU (every thread), its main thread, the SQLite reader. */
  perRequest: { cpu: number; main: number; reader: number };
  jobFirstMs: number;
  jobMs: number;
  ceiling: number;
  jobSecondMs: number;
  plans: string[];
}

const run = async (bench: BenchDatabase): Promise<Result> => {
  const { db } = bench.handle;
  const started = Date.now();
  const seeded = await seedDeadlines(db);
  await analyze(db, bench.handle.dialect);
  const seedSeconds = (Date.now() - started) / 1000;
  log(`${bench.name}: ${seeded.deadlines} deadlines seeded in ${seedSeconds.toFixed(1)} s`);
  // The route's statements alone, in this process, 50 callers: what HTTP and sign-in add is the rest.
  const query = parseListQuery({ ...LIST }, DEADLINE_LIST);
  const ceiling = await loop(() => findDefaultPage(db, query, { scope: undefined, today }), { concurrency: 50, seconds: 3 });
  const counting = await loop(() => readerOf(db).selectFrom('deadline').where('state', '<>', 'DONE').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(), { concurrency: 50, seconds: 3 });
  log(`${bench.name}: without HTTP ${Math.round(ceiling.rate)}/s p99 ${ceiling.p99.toFixed(1)} ms; the count alone ${Math.round(counting.rate)}/s`);
  const [token] = await tokensFor(db, createTokenSigner(new TextEncoder().encode(JWT_SECRET)), [seeded.adminId]);
  // The job is timed below, on its own: the server measured for the list does not run it at its start.
  const env = { ...bench.env, DEADLINE_REMINDER_JOB: 'off' };
  const server = await startServer(env);
  let list: LoadResult;
  let perRequest = { cpu: 0, main: 0, reader: 0 };
  const runs: number[] = [];
  let total = 0;
  try {
    const headers = { authorization: `Bearer ${token}` };
    const sample = await fetch(`${server.url}${listPath}`, { headers });
    const rows = (await sample.json()) as unknown[];
    total = Number(String(sample.headers.get('content-range')).split('/')[1]);
    if (sample.status !== 200 || rows.length !== 25) throw new Error(`unexpected list answer ${sample.status} ${JSON.stringify(rows).slice(0, 200)}`);
    await autocannon(`${server.url}${listPath}`, { connections: 50, seconds: 2, headers });
    const { result: results, server: spent } = await server.windowed(async () => {
      const rounds: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) rounds.push(await autocannon(`${server.url}${listPath}`, { connections: 50, seconds: SECONDS, headers }));
      return rounds;
    });
    const served = Math.max(1, results.reduce((sum, r) => sum + r.requests, 0));
    perRequest = { cpu: spent.cpuMicros / served / 1000, main: spent.mainMicros / served / 1000, reader: spent.readerMicros / served / 1000 };
    for (const r of results) if (r.non2xx || r.errors) throw new Error(`failed requests: ${JSON.stringify(r)}`);
    list = median(results, (r) => r.p99);
    runs.push(...results.map((r) => r.p99));
    log(`${bench.name}: list p99 ${runs.join(', ')} ms, ${Math.round(list.rps)} requests/s`);
  } finally {
    await server.stop();
  }

  const statements = await plans(bench.inThread?.db ?? db, bench.handle.dialect);
  // The daily job in an app of its own on the same database, e-mails written to its DATA_DIR.
  const app = await buildApp(loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'no', RETENTION_JOB: 'off', LOG_LEVEL: 'warn', ...env }), { staticRoot: '/nonexistent' });
  await app.ready();
  const timed = async (now: Date) => {
    const t0 = performance.now();
    const [outcome] = await app.scheduler.runDue(now, ['deadline-reminders']);
    const ms = performance.now() - t0;
    if (!outcome || outcome.error) throw new Error(`the reminder job did not run: ${String(outcome?.error)}`);
    log(`${bench.name}: reminder job as of ${now.toISOString()} ${Math.round(ms)} ms ${JSON.stringify(outcome.result)}`);
    return ms;
  };
  // Its first run catches up on everything already due (a new installation, or after a long stop);
  // the next day's is the daily one: what enters a window or expires that day.
  const jobFirstMs = await timed(new Date(Date.now() - 86_400_000));
  const jobMs = await timed(new Date());
  // The same day again (past the scheduler, which would not run it twice): everything was sent, nothing goes out twice.
  const again = performance.now();
  const second = await sendDeadlineReminders({ db: app.db, mailer: app.mailer, now: new Date(), log: app.log });
  const jobSecondMs = performance.now() - again;
  log(`${bench.name}: the same day again ${Math.round(jobSecondMs)} ms ${JSON.stringify(second)}`);
  await app.close();
  return { name: bench.name, deadlines: seeded.deadlines, total, seedSeconds, list: list!, runs, perRequest, jobFirstMs, jobMs, jobSecondMs, ceiling: ceiling.rate, plans: statements };
};

const results: Result[] = [];
const notes: string[] = [];
const attempt = async (open: () => Promise<BenchDatabase>) => {
  const bench = await open();
  try {
    results.push(await run(bench));
  } finally {
    await bench.drop();
  }
};

// BENCH_ONLY=sqlite or postgres: one database only.
if (process.env.BENCH_ONLY !== 'postgres') await attempt(freshSqlite);
const base = process.env.BENCH_ONLY === 'sqlite' ? undefined : await postgresBase();
if (base) await attempt(() => freshPostgres(base));
else notes.push('PostgreSQL: not measured (no server answered, or BENCH_ONLY=sqlite).');

const ms = (value: number) => `${Math.round(value)} ms`;
const lines = [
  `Deadlines: ${PEOPLE.toLocaleString('en')} people, ${VEHICLES} vehicles, ${COMPANIES} companies; GET api/deadlines first page of 25 by due date with its total, 50 connections, ${ROUNDS} rounds of ${SECONDS} s (median by p99).`,
  '',
  `| | ${results.map((r) => r.name).join(' | ')} | target |`,
  `|---|${results.map(() => '---:').join('|')}|---|`,
  `| deadlines (not done, the list's total) | ${results.map((r) => `${r.deadlines.toLocaleString('en')} (${r.total.toLocaleString('en')})`).join(' | ')} | ~50,000 |`,
  `| list p99 (each round) | ${results.map((r) => `${ms(r.list.p99)} (${r.runs.join(', ')})`).join(' | ')} | < 50 ms |`,
  `| server time per list request: CPU of every thread, main thread busy, SQLite reader busy | ${results.map((r) => `${r.perRequest.cpu.toFixed(2)}, ${r.perRequest.main.toFixed(2)}, ${r.perRequest.reader.toFixed(2)} ms`).join(' | ')} | |`,
  `| list requests/s | ${results.map((r) => Math.round(r.list.rps).toLocaleString('en')).join(' | ')} | |`,
  `| list without HTTP (the route's statements, 50 callers in-process), per second | ${results.map((r) => Math.round(r.ceiling).toLocaleString('en')).join(' | ')} | |`,
  `| reminder job, first run (catching up on everything already due) | ${results.map((r) => ms(r.jobFirstMs)).join(' | ')} | |`,
  `| reminder job, the next day's run | ${results.map((r) => ms(r.jobMs)).join(' | ')} | < 5 s |`,
  `| reminder job, again the same day | ${results.map((r) => ms(r.jobSecondMs)).join(' | ')} | |`,
  `| seeding | ${results.map((r) => `${r.seedSeconds.toFixed(1)} s`).join(' | ')} | |`,
  ...notes.map((note) => `\n${note}`),
  `\nMachine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end (${startLoad.toFixed(1)} at the start).`,
  '',
  ...results.flatMap((r) => [`Plans on ${r.name}:`, ...r.plans, '']),
];
process.stdout.write(`${lines.join('\n')}\n`);
