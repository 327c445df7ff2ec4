// npm run bench:roster: 500 guards, 120 posts at 60 client sites of 3 companies, a month of shifts
// (about 15,000, 70% planned at most), with leave, decrees, licences, medical visits and courses.
// Measures over a real listening server (a) GET api/workforce/roster, one week, the default page
// of the posts grid and of the people grid, p99 at 20 connections, as served (a page kept between
// requests until what it shows changes) and read afresh for every request (KEPT_ANSWERS=off); (b) POST
// api/workforce/shifts/:id/assign with every check, one at a time over different open shifts and
// people; (c) POST api/workforce/shifts/generate for the next month of every site, one call per
// site, the total wall time. SQLite, then PostgreSQL when one answers at DATABASE_URL (or on
// 127.0.0.1). Prints a markdown table. Not a test: figures follow the machine.
import { cpus, loadavg } from 'node:os';
import { createTokenSigner } from '../../src/server/resources/auth/tokens';
import { addDays, todayInRome } from '../../src/shared/dates';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import { type BenchDatabase, freshPostgres, freshSqlite, JWT_SECRET, postgresBase } from './database';
import { rosterPage } from '../../src/server/resources/workforce/roster/page';
import { ZRosterQuery } from '../../src/shared/schemas/workforce-roster';
import { autocannon, type LoadResult, loop, type ServerWindow, startServer } from './measure';
import { type AssignRun, assignMany, generateAll } from './roster-calls';
import { GUARDS, type RosterPopulation, seedRoster } from './roster-seed';
import { analyze, tokensFor } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const CONNECTIONS = 20;
const DAYS = 30;
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 300);
/** BENCH_PARTS=assign (comma-separated of grid, assign, generate) measures only those parts; all by default. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'grid,assign,generate').split(',').map((part) => part.trim()));
const NOT_RUN: LoadResult = { p50: Number.NaN, p99: Number.NaN, rps: 0, requests: 0, non2xx: 0, errors: 0 };

const startLoad = loadavg()[0];
const log = (line: string) => process.stderr.write(`[bench:roster] ${line}\n`);
// The month measured starts on next Monday; the grid shows its first week.
const from = addDays(mondayOf(todayInRome()), 7);
const weekPath = (view: string) => `/api/workforce/roster?from=${from}&to=${addDays(from, 6)}&view=${view}`;

interface Result {
  name: string;
  shifts: number;
  seedSeconds: number;
  ceiling: { posts: number; people: number; postsAlone: number; peopleAlone: number };
  posts: LoadResult;
  postRuns: number[];
  postsCost: Cost;
  people: LoadResult;
  peopleRuns: number[];
  peopleCost: Cost;
  rowsSeen: { posts: number; people: number; shifts: number };
  size: number;
  /** The same grids with KEPT_ANSWERS=off: every request reads its page afresh. */
  afresh: { posts: LoadResult; postRuns: number[]; postsCost: Cost; people: LoadResult; peopleRuns: number[]; peopleCost: Cost };
  assign: AssignRun;
  generate: { ms: number; created: number; calls: number; slowestMs: number };
}

const median = <T>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];
const ms = (value: number) => (Number.isNaN(value) ? 'not run' : Number.isFinite(value) ? `${Math.round(value)} ms` : `> ${SECONDS} s`);
const each = (r: number[]) => r.map((v) => (Number.isFinite(v) ? Math.round(v) : `> ${SECONDS} s`)).join(', ');

/**
 * What a grid request cost the server, in ms, over all rounds: its process's CPU (every thread) and
 * its main thread's busy time. At 20 connections the p99 follows the machine as much as the code; these follow the code.
 */
interface Cost {
  cpu: number;
  main: number;
}

/** Rounds of `seconds` at 20 connections; the median round by p99, and the server's cost per request over the rounds. */
const grid = async (url: string, headers: Record<string, string>, windowed: <T>(work: () => Promise<T>) => Promise<{ result: T; server: ServerWindow }>) => {
  await autocannon(url, { connections: CONNECTIONS, seconds: 2, headers });
  const { result: results, server } = await windowed(async () => {
    const rounds: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) rounds.push(await autocannon(url, { connections: CONNECTIONS, seconds: SECONDS, headers }));
    return rounds;
  });
  for (const r of results) if (r.non2xx || r.errors) throw new Error(`failed requests: ${JSON.stringify(r)}`);
  // A round where no request came back has no latency to speak of: say so rather than print 0 ms.
  for (const r of results) if (r.requests === 0) r.p99 = Number.POSITIVE_INFINITY;
  const requests = Math.max(1, results.reduce((sum, r) => sum + r.requests, 0));
  const cost: Cost = { cpu: server.cpuMicros / 1000 / requests, main: server.mainMicros / 1000 / requests };
  return { result: median(results, (r) => r.p99), runs: results.map((r) => r.p99), cost };
};

const run = async (bench: BenchDatabase): Promise<Result> => {
  const { db } = bench.handle;
  const started = Date.now();
  const population: RosterPopulation = await seedRoster(db, from, DAYS);
  await analyze(db, bench.handle.dialect);
  const seedSeconds = (Date.now() - started) / 1000;
  log(`${bench.name}: ${population.shifts} shifts seeded in ${seedSeconds.toFixed(1)} s`);
  // The route's statements alone, in this process, 20 callers: what HTTP, sign-in and serialising add is the rest.
  const inProcess = async (view: string, concurrency: number) => (await loop(() => rosterPage(db, ZRosterQuery.parse({ from, to: addDays(from, 6), view }), undefined), { concurrency, seconds: 3 })).p99;
  const ceiling = PARTS.has('grid')
    ? { posts: await inProcess('posts', CONNECTIONS), people: await inProcess('people', CONNECTIONS), postsAlone: await inProcess('posts', 1), peopleAlone: await inProcess('people', 1) }
    : { posts: Number.NaN, people: Number.NaN, postsAlone: Number.NaN, peopleAlone: Number.NaN };
  if (PARTS.has('grid')) log(`${bench.name}: without HTTP p99 posts ${ceiling.posts.toFixed(1)} ms (${ceiling.postsAlone.toFixed(1)} ms alone), people ${ceiling.people.toFixed(1)} ms (${ceiling.peopleAlone.toFixed(1)} ms alone)`);
  const [token] = await tokensFor(db, createTokenSigner(new TextEncoder().encode(JWT_SECRET)), [population.adminId]);
  const headers = { authorization: `Bearer ${token}` };
  const server = await startServer({ ...bench.env, DEADLINE_REMINDER_JOB: 'off', WORKFORCE_ALERT_JOB: 'off' });
  try {
    const sample = await fetch(`${server.url}${weekPath('posts')}`, { headers });
    const body = (await sample.json()) as { total: number; posts: unknown[]; people: unknown[]; shifts: unknown[] };
    if (sample.status !== 200 || !Array.isArray(body.shifts)) throw new Error(`unexpected roster answer ${sample.status} ${JSON.stringify(body).slice(0, 300)}`);
    const rowsSeen = { posts: body.posts.length, people: body.people.length, shifts: body.shifts.length };
    log(`${bench.name}: a week of posts: ${JSON.stringify(rowsSeen)}, total ${body.total}`);
    const size = (await (await fetch(`${server.url}${weekPath('posts')}`, { headers })).arrayBuffer()).byteLength;
    log(`${bench.name}: a page of the posts grid is ${Math.round(size / 1024)} KB`);
    const skipped = { result: NOT_RUN, runs: [] as number[], cost: { cpu: Number.NaN, main: Number.NaN } };
    const posts = PARTS.has('grid') ? await grid(`${server.url}${weekPath('posts')}`, headers, server.windowed) : skipped;
    if (PARTS.has('grid')) log(`${bench.name}: posts grid p99 ${each(posts.runs)} ms, ${Math.round(posts.result.rps)} requests/s, server ${posts.cost.cpu.toFixed(2)} ms CPU (${posts.cost.main.toFixed(2)} ms main thread) a request`);
    const people = PARTS.has('grid') ? await grid(`${server.url}${weekPath('people')}`, headers, server.windowed) : skipped;
    if (PARTS.has('grid')) log(`${bench.name}: people grid p99 ${each(people.runs)} ms, ${Math.round(people.result.rps)} requests/s, server ${people.cost.cpu.toFixed(2)} ms CPU (${people.cost.main.toFixed(2)} ms main thread) a request`);
    const assign = PARTS.has('assign') ? await assignMany(db, server.url, headers, population, ASSIGNMENTS) : { count: 0, people: 0, p50: Number.NaN, p99: Number.NaN, statuses: {} };
    if (PARTS.has('assign')) log(`${bench.name}: ${assign.count} assignments p50 ${assign.p50.toFixed(1)} ms p99 ${assign.p99.toFixed(1)} ms ${JSON.stringify(assign.statuses)}`);
    const generate = PARTS.has('generate')
      ? await generateAll(server.url, headers, population.siteIds, addDays(from, DAYS), addDays(from, 2 * DAYS - 1))
      : { ms: Number.NaN, created: 0, calls: 0, slowestMs: Number.NaN };
    if (PARTS.has('generate')) log(`${bench.name}: generated ${generate.created} shifts in ${generate.calls} calls, ${Math.round(generate.ms)} ms`);
    const kept = { posts: posts.result, postRuns: posts.runs, postsCost: posts.cost, people: people.result, peopleRuns: people.runs, peopleCost: people.cost };
    return { name: bench.name, shifts: population.shifts, seedSeconds, ceiling, ...kept, afresh: PARTS.has('grid') ? await gridsAfresh(bench, headers) : kept, rowsSeen, assign, generate, size };
  } finally {
    await server.stop();
  }
};

/**
 * The grids again on a server that keeps no answer (KEPT_ANSWERS=off): what each request costs when
 * its page has to be read, as after every change to what it shows. The month generated above is
 * after the week measured, which is unchanged.
 */
const gridsAfresh = async (bench: BenchDatabase, headers: Record<string, string>) => {
  const server = await startServer({ ...bench.env, DEADLINE_REMINDER_JOB: 'off', WORKFORCE_ALERT_JOB: 'off', KEPT_ANSWERS: 'off' });
  try {
    const posts = await grid(`${server.url}${weekPath('posts')}`, headers, server.windowed);
    log(`${bench.name}: afresh, posts grid p99 ${each(posts.runs)} ms, server ${posts.cost.cpu.toFixed(2)} ms CPU a request`);
    const people = await grid(`${server.url}${weekPath('people')}`, headers, server.windowed);
    log(`${bench.name}: afresh, people grid p99 ${each(people.runs)} ms, server ${people.cost.cpu.toFixed(2)} ms CPU a request`);
    return { posts: posts.result, postRuns: posts.runs, postsCost: posts.cost, people: people.result, peopleRuns: people.runs, peopleCost: people.cost };
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
  `Roster: ${GUARDS} guards, 120 posts at 60 client sites of 3 companies, ${DAYS} days from ${from}; a week of the grid (${from} to ${addDays(from, 6)}), default page, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s (median by p99).`,
  '',
  `| | ${columns((r) => r.name)} | target |`,
  `|---|${results.map(() => '---:').join('|')}|---|`,
  `| shifts in the month | ${columns((r) => r.shifts.toLocaleString('en'))} | ~15,000 |`,
  `| posts grid p99 (each round) | ${columns((r) => `${ms(r.posts.p99)} (${each(r.postRuns)})`)} | < 150 ms |`,
  `| posts grid requests/s | ${columns((r) => Math.round(r.posts.rps).toLocaleString('en'))} | |`,
  `| people grid p99 (each round) | ${columns((r) => `${ms(r.people.p99)} (${each(r.peopleRuns)})`)} | < 150 ms |`,
  `| people grid requests/s | ${columns((r) => Math.round(r.people.rps).toLocaleString('en'))} | |`,
  `| the server's CPU per grid request, every thread (main thread busy): posts, people | ${columns((r) => `${r.postsCost.cpu.toFixed(2)} (${r.postsCost.main.toFixed(2)}), ${r.peopleCost.cpu.toFixed(2)} (${r.peopleCost.main.toFixed(2)}) ms`)} | |`,
  `| read afresh for every request (KEPT_ANSWERS=off): posts grid p99 (each round), people grid p99 | ${columns((r) => `${ms(r.afresh.posts.p99)} (${each(r.afresh.postRuns)}), ${ms(r.afresh.people.p99)}`)} | |`,
  `| read afresh: the server's CPU per request, posts, people | ${columns((r) => `${r.afresh.postsCost.cpu.toFixed(2)}, ${r.afresh.peopleCost.cpu.toFixed(2)} ms`)} | |`,
  `| the route's work without HTTP, in-process, p99 at 20 callers (one caller): posts, people | ${columns((r) => `${ms(r.ceiling.posts)} (${ms(r.ceiling.postsAlone)}), ${ms(r.ceiling.people)} (${ms(r.ceiling.peopleAlone)})`)} | |`,
  `| one page of the posts grid (posts, people, shifts; size) | ${columns((r) => `${r.rowsSeen.posts}, ${r.rowsSeen.people}, ${r.rowsSeen.shifts}; ${Math.round(r.size / 1024)} KB`)} | |`,
  `| assignment with every check, p99 (p50), one at a time | ${columns((r) => `${r.assign.p99.toFixed(1)} ms (${r.assign.p50.toFixed(1)} ms)`)} | < 25 ms |`,
  `| assignments measured, people (answers) | ${columns((r) => `${r.assign.count}, ${r.assign.people} (${Object.entries(r.assign.statuses).map(([s, n]) => `${n}×${s}`).join(', ')})`)} | |`,
  `| generating the next month of every post, one call per site | ${columns((r) => `${ms(r.generate.ms)} (${r.generate.created.toLocaleString('en')} shifts, ${r.generate.calls} calls, slowest ${ms(r.generate.slowestMs)})`)} | < 3 s |`,
  `| seeding | ${columns((r) => `${r.seedSeconds.toFixed(1)} s`)} | |`,
  ...notes.map((note) => `\n${note}`),
  `\nMachine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end (${startLoad.toFixed(1)} at the start).`,
];
process.stdout.write(`${lines.join('\n')}\n`);
