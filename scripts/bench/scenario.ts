import { writeFileSync } from 'node:fs';
import { missedCutoffs } from '../../src/server/resources/attendance/settings';
import { ATTENDANCE_LIST, findAttendances } from '../../src/server/resources/attendance/list';
import { parseListQuery } from '../../src/server/http/list-query';
import { createTokenSigner } from '../../src/server/resources/auth/tokens';
import type { BenchDatabase } from './database';
import { JWT_SECRET } from './database';
import { autocannon, burst, loop, type LoadResult, machineCpuMicros, type ServerWindow, startServer } from './measure';
import { analyze, seedAttendance, seedPopulation, tokensFor } from './seed';

type BenchServer = Awaited<ReturnType<typeof startServer>>;

const ROUNDS = 3;

/** Page 40 of 25, newest first, one company: what /attendance/table asks for. */
export const LIST_QUERY = { sort: '["checkIn","DESC"]', range: '[975,999]' };
export const listPath = (companyId: number) =>
  `/api/attendance?filter=${encodeURIComponent(JSON.stringify({ companyId }))}&sort=${encodeURIComponent(LIST_QUERY.sort)}&range=${encodeURIComponent(LIST_QUERY.range)}`;

export interface ScenarioResult {
  name: string;
  seedSeconds: number;
  /** The median of the rounds (by requests/s), with every round's figure. */
  list: LoadResult;
  runs: number[];
  /** The median round's server per list request: CPU of its process, busy time of its main thread and of the SQLite reader's thread. */
  perRequest: { cpuMicros: number; mainMicros: number; readerMicros: number };
  /** The server's CPU for any answer: `GET api/health` under the same load. */
  healthCpuMicros: number;
  /** CPU the whole machine used per list request over HTTP, and per turn of the ceiling's loop (median rounds). */
  machine: { perRequest?: number; perTurn?: number };
  ceiling: number;
  ceilings: number[];
  /** SQLite: the same loop with the statement in the loop's own thread, without the reader (median, and each round). */
  inThread?: { ceiling: number; ceilings: number[] };
  /** The p99 of one turn of the ceiling's loop with 50 callers (median round), in ms. */
  ceilingP99: number;
  /** The answer's JSON: its size. The database writes it and the server sends it as it is. */
  json: { bytes: number };
  total: number;
  firstCheckIn: string;
  burst: { recorded: number; distinct: number; statuses: Record<number, number>; p50: number; p99: number; wallMs: number; replayStatuses: Record<number, number>; afterReplay: number };
  million: { seedSeconds: number; median: LoadResult; load: LoadResult; ceiling: number };
}

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/**
 * What the route asks the database for the list (the page and the total), without HTTP or
 * authentication: through the reader as the server runs it, or with `db` another way.
 */
const ceilingOf = async (bench: BenchDatabase, companyId: number, secondsToRun: number, db = bench.handle.db) => {
  const list = parseListQuery({ filter: JSON.stringify({ companyId }), ...LIST_QUERY }, ATTENDANCE_LIST);
  const cpu = machineCpuMicros();
  const started = performance.now();
  // As the route asks for an administrator: positions included, missed clock-outs as of each turn.
  const { rate, p99 } = await loop(() => findAttendances(db, list, undefined, () => missedCutoffs(bench.handle.db, new Date()), { positions: true, now: new Date().toISOString() }), {
    concurrency: 50,
    seconds: secondsToRun,
  });
  const turns = (rate * (performance.now() - started)) / 1000;
  const after = machineCpuMicros();
  return { rate, p99, machinePerTurn: cpu === undefined || after === undefined ? undefined : (after - cpu) / turns };
};

const measureList = async (server: BenchServer, token: string, companyId: number, bench: BenchDatabase) => {
  const headers = { authorization: `Bearer ${token}` };
  const url = `${server.url}${listPath(companyId)}`;
  const sample = await fetch(url, { headers });
  const body = await sample.text();
  const rows = JSON.parse(body) as Array<{ checkIn: string }>;
  const total = Number(String(sample.headers.get('content-range')).split('/')[1]);
  if (sample.status !== 200 || rows.length !== 25) throw new Error(`unexpected list answer ${sample.status} ${rows.length}`);
  await autocannon(url, { connections: 50, seconds: 2, headers });
  // Other processes share the machine: three rounds, HTTP and ceiling in turn, and the median of each.
  const runs: Array<{ result: LoadResult; server: ServerWindow; machine?: number }> = [];
  const ceilings: Array<Awaited<ReturnType<typeof ceilingOf>>> = [];
  const inThread: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const cpu = machineCpuMicros();
    const run = await server.windowed(() => autocannon(url, { connections: 50, seconds: 10, headers }));
    const after = machineCpuMicros();
    runs.push({ ...run, machine: cpu === undefined || after === undefined ? undefined : (after - cpu) / run.result.requests });
    ceilings.push(await ceilingOf(bench, companyId, 5));
    if (bench.inThread) inThread.push((await ceilingOf(bench, companyId, 5, bench.inThread.db)).rate);
  }
  const median = [...runs].sort((a, b) => a.result.rps - b.result.rps)[Math.floor(ROUNDS / 2)];
  const medianCeiling = [...ceilings].sort((a, b) => a.rate - b.rate)[Math.floor(ROUNDS / 2)];
  const per = (micros: number) => micros / median.result.requests;
  const health = await server.windowed(() => autocannon(`${server.url}/api/health`, { connections: 50, seconds: 5 }));
  return {
    list: median.result,
    runs: runs.map((r) => r.result.rps),
    perRequest: { cpuMicros: per(median.server.cpuMicros), mainMicros: per(median.server.mainMicros), readerMicros: per(median.server.readerMicros) },
    healthCpuMicros: health.server.cpuMicros / health.result.requests,
    machine: { perRequest: median.machine, perTurn: medianCeiling.machinePerTurn },
    ceiling: medianCeiling.rate,
    ceilings: ceilings.map((c) => c.rate),
    inThread: inThread.length ? { ceiling: [...inThread].sort((a, b) => a - b)[Math.floor(inThread.length / 2)], ceilings: inThread } : undefined,
    ceilingP99: medianCeiling.p99,
    json: { bytes: Buffer.byteLength(body) },
    total,
    firstCheckIn: rows[0].checkIn,
  };
};

/** 100,000 attendances: the list under load, its ceiling, the clock-in burst; then 1,000,000. */
export const runScenario = async (bench: BenchDatabase, jsonFile?: string): Promise<ScenarioResult> => {
  const { db } = bench.handle;
  let started = Date.now();
  const population = await seedPopulation(db);
  await seedAttendance(db, bench.handle.dialect, population, 0, 100_000, 300);
  await analyze(db, bench.handle.dialect);
  const seedSeconds = seconds(started);
  log(`${bench.name}: 100,000 attendances seeded in ${seedSeconds} s`);
  if (jsonFile) {
    const rows = await db.selectFrom('attendance').selectAll().orderBy('id').execute();
    writeFileSync(jsonFile, JSON.stringify({ attendance: rows }));
  }
  const signer = createTokenSigner(new TextEncoder().encode(JWT_SECRET));
  const [adminToken] = await tokensFor(db, signer, [population.adminId]);
  const burstTokens = await tokensFor(db, signer, population.burst.map((w) => w.id));
  const companyId = population.companyIds[0];

  let server = await startServer(bench.env);
  const measured = await measureList(server, adminToken, companyId, bench);
  log(`${bench.name}: list ${Math.round(measured.list.rps)} req/s, p99 ${measured.list.p99} ms, ${Math.round(measured.perRequest.cpuMicros)} µs CPU per request; ceiling ${Math.round(measured.ceiling)}/s`);

  const calls = population.burst.map((w, k) => ({
    headers: { authorization: `Bearer ${burstTokens[k]}`, 'idempotency-key': `burst-${w.id}` },
    body: { siteType: 'CLIENT_SITE', siteId: w.siteId, lat: w.lat, lng: w.lng, accuracy: 10 },
  }));
  const wave = await burst(`${server.url}/api/attendance/clock-in`, calls);
  const burstIds = population.burst.map((w) => w.id);
  const count = async () => {
    const row = await db
      .selectFrom('attendance')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('userId').distinct().as('users')])
      .where('userId', 'in', burstIds)
      .executeTakeFirstOrThrow();
    return { n: Number(row.n), users: Number(row.users) };
  };
  const recorded = await count();
  const replay = await burst(`${server.url}/api/attendance/clock-in`, calls);
  const afterReplay = (await count()).n;
  log(`${bench.name}: burst ${JSON.stringify(wave.statuses)} p99 ${Math.round(wave.p99)} ms; ${recorded.n} rows, ${afterReplay} after the replay wave`);
  await server.stop();

  started = Date.now();
  await seedAttendance(db, bench.handle.dialect, population, 100_000, 900_000, 30);
  await analyze(db, bench.handle.dialect);
  const millionSeed = seconds(started);
  log(`${bench.name}: 1,000,000 attendances in ${millionSeed} s`);
  server = await startServer(bench.env);
  const headers = { authorization: `Bearer ${adminToken}` };
  const url = `${server.url}${listPath(companyId)}`;
  await autocannon(url, { connections: 1, seconds: 2, headers });
  const median = await autocannon(url, { connections: 1, seconds: 5, headers });
  const load = await autocannon(url, { connections: 50, seconds: 5, headers });
  const millionCeiling = (await ceilingOf(bench, companyId, 5)).rate;
  await server.stop();
  log(`${bench.name}: 1M median ${median.p50} ms, ${Math.round(load.rps)} req/s at 50 connections`);

  return {
    name: bench.name,
    seedSeconds,
    ...measured,
    burst: { recorded: recorded.n, distinct: recorded.users, statuses: wave.statuses, p50: wave.p50, p99: wave.p99, wallMs: wave.wallMs, replayStatuses: replay.statuses, afterReplay },
    million: { seedSeconds: millionSeed, median, load, ceiling: millionCeiling },
  };
};
