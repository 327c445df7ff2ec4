// npm run bench:portal: 2,000 clients of 3 companies, each with a site, a client user and 50
// requests with their history (100,000 requests, about 267,000 events), written by the database
// from a series. Measures over a real listening server (a) GET api/request as a client user, the
// first page, p99 at 50 connections, as served (the page kept between requests until one of its
// tables changes) and read afresh for every request (KEPT_ANSWERS=off); (b) GET
// api/request/statement?siteId=&month= (JSON) for a site with 3 posts fully staffed for last month
// with attendance, one call at a time. SQLite, then
// PostgreSQL when one answers at DATABASE_URL (or on 127.0.0.1). Prints a markdown table. Not a
// test: figures follow the machine.
import { cpus, loadavg } from 'node:os';
import { parseListQuery } from '../../src/server/http/list-query';
import type { SessionUser } from '../../src/server/resources/auth/repository';
import { createTokenSigner } from '../../src/server/resources/auth/tokens';
import { findRequests, REQUEST_LIST } from '../../src/server/resources/request/requests/repository';
import { listScope, viewerOf } from '../../src/server/resources/request/requests/service';
import { readableSites } from '../../src/server/resources/request/statement/scope';
import { findStatements } from '../../src/server/resources/request/statement/statement';
import { todayInRome } from '../../src/shared/dates';
import { type BenchDatabase, freshPostgres, freshSqlite, JWT_SECRET, postgresBase } from './database';
import { autocannon, type LoadResult, loop, percentile, startServer } from './measure';

type Server = Awaited<ReturnType<typeof startServer>>;
import { CLIENTS, type PortalPopulation, REQUESTS_PER_CLIENT, seedPortal } from './portal-seed';
import { analyze, tokensFor } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const CONNECTIONS = 50;
const STATEMENT_CALLS = Number(process.env.BENCH_STATEMENTS ?? 50);

const startLoad = loadavg()[0];
const log = (line: string) => process.stderr.write(`[bench:portal] ${line}\n`);
/** Last month (Europe/Rome): the statement a client reads and answers. */
const lastMonth = (() => {
  const first = `${todayInRome().slice(0, 7)}-01`;
  const day = new Date(`${first}T12:00:00Z`);
  day.setUTCDate(0);
  return day.toISOString().slice(0, 7);
})();

interface Result {
  name: string;
  population: PortalPopulation;
  seedSeconds: number;
  /** The routes' statements alone, in this process, one caller at a time: p99. */
  ceiling: { list: number; statement: number };
  list: LoadResult;
  listRuns: number[];
  /** Milliseconds the server spent per list request: its CPU (every thread), its main thread, the SQLite reader. */
  perRequest: { cpu: number; main: number; reader: number };
  /** The same list with KEPT_ANSWERS=off. */
  afresh: { list: LoadResult; runs: number[]; perRequest: { cpu: number; main: number; reader: number } };
  listRows: number;
  statement: { p50: number; p99: number; max: number; days: number; duties: number; plannedHours: number; deliveredHours: number };
}

const median = <T>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];
const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : `> ${SECONDS} s`);
const each = (r: number[]) => r.map((v) => (Number.isFinite(v) ? Math.round(v) : `> ${SECONDS} s`)).join(', ');

/**
 * Rounds of `seconds` at 50 connections after a warm-up; the median round by p99, and what the
 * server spent per request over the rounds (its CPU, its main thread, the SQLite reader's thread).
 */
const underLoad = async (url: string, headers: Record<string, string>, windowed: Server['windowed']) => {
  await autocannon(url, { connections: CONNECTIONS, seconds: 2, headers });
  const { result: results, server } = await windowed(async () => {
    const rounds: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) rounds.push(await autocannon(url, { connections: CONNECTIONS, seconds: SECONDS, headers }));
    return rounds;
  });
  for (const r of results) if (r.non2xx || r.errors) throw new Error(`failed requests: ${JSON.stringify(r)}`);
  for (const r of results) if (r.requests === 0) r.p99 = Number.POSITIVE_INFINITY;
  const served = Math.max(1, results.reduce((sum, r) => sum + r.requests, 0));
  const perRequest = { cpu: server.cpuMicros / served / 1000, main: server.mainMicros / served / 1000, reader: server.readerMicros / served / 1000 };
  return { result: median(results, (r) => r.p99), runs: results.map((r) => r.p99), perRequest };
};

type TStatementAnswer = { days: Array<{ plannedMinutes: number; deliveredMinutes: number }>; duties: unknown[] };

/** The statement one call at a time (as a client opens it): the latencies, and what it added up. */
const statementCalls = async (url: string, headers: Record<string, string>) => {
  const times: number[] = [];
  let body: TStatementAnswer | undefined;
  for (let i = 0; i < STATEMENT_CALLS + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`statement: ${response.status} ${text.slice(0, 300)}`);
    // The first calls warm the statements and the JIT up.
    if (i >= 3) times.push(performance.now() - started);
    body = JSON.parse(text) as TStatementAnswer;
  }
  const sum = (key: 'plannedMinutes' | 'deliveredMinutes') => body!.days.reduce((total, day) => total + day[key], 0) / 60;
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times), days: body!.days.length, duties: body!.duties.length, plannedHours: sum('plannedMinutes'), deliveredHours: sum('deliveredMinutes') };
};

const run = async (bench: BenchDatabase): Promise<Result> => {
  const { db } = bench.handle;
  const started = Date.now();
  const population = await seedPortal(db, bench.handle.dialect, lastMonth);
  await analyze(db, bench.handle.dialect);
  const seedSeconds = (Date.now() - started) / 1000;
  log(`${bench.name}: ${population.requests} requests, ${population.events} events, ${population.shifts} shifts in ${seedSeconds.toFixed(1)} s`);

  // The routes' statements alone, in this process: what HTTP, the sign-in check and serialising add is the rest.
  const user: SessionUser = { id: population.clientUserId, fiscalCode: null, username: null, email: '', firstName: null, lastName: null, roles: ['ROLE_CLIENT'], companyIds: [], mustChangePassword: false };
  const listOnce = async () => findRequests(db, parseListQuery({}, REQUEST_LIST), listScope(await viewerOf(db, user)));
  const statementOnce = async () => findStatements(db, await readableSites(db, user, { siteId: population.siteId }), lastMonth, new Date());
  const ceiling = { list: (await loop(listOnce, { concurrency: 1, seconds: 3 })).p99, statement: (await loop(statementOnce, { concurrency: 1, seconds: 3 })).p99 };
  log(`${bench.name}: without HTTP, one caller, p99 list ${ceiling.list.toFixed(1)} ms, statement ${ceiling.statement.toFixed(1)} ms`);

  const [token] = await tokensFor(db, createTokenSigner(new TextEncoder().encode(JWT_SECRET)), [population.clientUserId]);
  const headers = { authorization: `Bearer ${token}` };
  const server = await startServer({ ...bench.env, DEADLINE_REMINDER_JOB: 'off', WORKFORCE_ALERT_JOB: 'off' });
  try {
    const listUrl = `${server.url}/api/request`;
    const sample = await fetch(listUrl, { headers });
    const rows = (await sample.json()) as unknown[];
    if (sample.status !== 200 || !Array.isArray(rows)) throw new Error(`unexpected list answer ${sample.status} ${JSON.stringify(rows).slice(0, 300)}`);
    log(`${bench.name}: first page ${rows.length} rows, ${sample.headers.get('content-range')}`);
    const list = await underLoad(listUrl, headers, server.windowed);
    log(`${bench.name}: list p99 ${each(list.runs)} ms, ${Math.round(list.result.rps)} requests/s`);
    const statement = await statementCalls(`${server.url}/api/request/statement?siteId=${population.siteId}&month=${lastMonth}`, headers);
    log(`${bench.name}: statement p50 ${statement.p50.toFixed(1)} ms p99 ${statement.p99.toFixed(1)} ms, ${statement.duties} duties`);
    const afresh = await listAfresh(bench, listUrl, headers);
    return { name: bench.name, population, seedSeconds, ceiling, list: list.result, listRuns: list.runs, perRequest: list.perRequest, afresh, listRows: rows.length, statement };
  } finally {
    await server.stop();
  }
};

/**
 * The list again on a server that keeps no answer (KEPT_ANSWERS=off): what a request costs when the
 * page must be read, as a client's first look or after a change to one of their requests.
 */
const listAfresh = async (bench: BenchDatabase, path: string, headers: Record<string, string>) => {
  const server = await startServer({ ...bench.env, DEADLINE_REMINDER_JOB: 'off', WORKFORCE_ALERT_JOB: 'off', KEPT_ANSWERS: 'off' });
  try {
    const list = await underLoad(`${server.url}${new URL(path).pathname}`, headers, server.windowed);
    log(`${bench.name}: afresh, list p99 ${each(list.runs)} ms, ${Math.round(list.result.rps)} requests/s`);
    return { list: list.result, runs: list.runs, perRequest: list.perRequest };
  } finally {
    await server.stop();
  }
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

if (process.env.BENCH_ONLY !== 'postgres') await attempt(freshSqlite);
const base = process.env.BENCH_ONLY === 'sqlite' ? undefined : await postgresBase();
if (base) await attempt(() => freshPostgres(base));
else notes.push('PostgreSQL: not measured (no server answered, or BENCH_ONLY=sqlite).');

const columns = (cell: (r: Result) => string) => results.map(cell).join(' | ');
const lines = [
  `Portal: ${CLIENTS.toLocaleString('en')} clients of 3 companies with ${REQUESTS_PER_CLIENT} requests each; a client user's list (first page) at ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s (median by p99); the ${lastMonth} statement of a site with 3 posts staffed around the clock, ${STATEMENT_CALLS} calls one at a time.`,
  '',
  `| | ${columns((r) => r.name)} | target |`,
  `|---|${results.map(() => '---:').join('|')}|---|`,
  `| requests, events | ${columns((r) => `${r.population.requests.toLocaleString('en')}, ${r.population.events.toLocaleString('en')}`)} | 100,000 |`,
  `| client's request list p99 (each round) | ${columns((r) => `${ms(r.list.p99)} (${each(r.listRuns)})`)} | < 30 ms |`,
  `| client's request list p50, requests/s | ${columns((r) => `${ms(r.list.p50)}, ${Math.round(r.list.rps).toLocaleString('en')}`)} | |`,
  `| server time per list request: CPU of every thread, main thread busy, SQLite reader busy | ${columns((r) => `${r.perRequest.cpu.toFixed(2)}, ${r.perRequest.main.toFixed(2)}, ${r.perRequest.reader.toFixed(2)} ms`)} | |`,
  `| read afresh for every request (KEPT_ANSWERS=off): list p99 (each round), requests/s, server CPU a request | ${columns((r) => `${ms(r.afresh.list.p99)} (${each(r.afresh.runs)}), ${Math.round(r.afresh.list.rps).toLocaleString('en')}, ${r.afresh.perRequest.cpu.toFixed(2)} ms`)} | |`,
  `| the list's statements without HTTP, in-process, one caller, p99 | ${columns((r) => ms(r.ceiling.list))} | |`,
  `| rows on the first page | ${columns((r) => String(r.listRows))} | |`,
  `| month's statement, p99 (p50, slowest) | ${columns((r) => `${ms(r.statement.p99)} (${ms(r.statement.p50)}, ${ms(r.statement.max)})`)} | < 300 ms |`,
  `| the statement's work without HTTP, in-process, one caller, p99 | ${columns((r) => ms(r.ceiling.statement))} | |`,
  `| statement: shifts and attendance, duties, hours planned / delivered | ${columns((r) => `${r.population.shifts}, ${r.statement.duties}, ${Math.round(r.statement.plannedHours)} / ${Math.round(r.statement.deliveredHours)} h`)} | |`,
  `| seeding | ${columns((r) => `${r.seedSeconds.toFixed(1)} s`)} | |`,
  ...notes.map((note) => `\n${note}`),
  `\nMachine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end (${startLoad.toFixed(1)} at the start).`,
];
process.stdout.write(`${lines.join('\n')}\n`);
