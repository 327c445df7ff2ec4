// npm run bench:profile [-- --postgres] [--no-profile] [--path /api/…]: where the time of a list request goes. Seeds 100,000
// attendances, loads `GET api/attendance` for 10 s at 50 connections while the server records a V8
// CPU profile of its main thread (on SQLite the list's statement runs in the reader's thread, which
// the profile does not see), then prints the self time by package and the hottest functions of the project.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTokenSigner } from '../../src/server/resources/auth/tokens';
import { type BenchDatabase, freshPostgres, freshSqlite, JWT_SECRET, postgresBase } from './database';
import { autocannon, startServer } from './measure';
import { listPath } from './scenario';
import { analyze, seedAttendance, seedPopulation, tokensFor } from './seed';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** --no-profile: the same load without the profiler, whose sampling slows the server. */
const noProfile = process.argv.includes('--no-profile');
/** --path /api/…: another route under the same load, to tell the list's cost from a request's. */
const otherPath = process.argv[process.argv.indexOf('--path') + 1];
const path = process.argv.includes('--path') ? otherPath : undefined;

const open = async (): Promise<BenchDatabase> => {
  if (!process.argv.includes('--postgres')) return freshSqlite();
  const base = await postgresBase();
  if (!base) throw new Error('no PostgreSQL server answered');
  return freshPostgres(base);
};

/** The package a script belongs to, or the project's own path. */
const ownerOf = (url: string) => {
  if (!url) return '(native / V8)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node core';
  return url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
};

const summarize = (profile: Profile) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)!;
    const owner = callFrame.functionName === '(idle)' ? '(idle)' : callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : ownerOf(callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
    const name = `${callFrame.functionName || '(anonymous)'} ${ownerOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const nameOf = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${ownerOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  /** Native functions tell little alone: who called them, two frames up. */
  const callers = new Map<string, number>();
  for (const [id, micros] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.url || node.callFrame.functionName.startsWith('(')) continue;
    const chain = [parents.get(id), parents.get(parents.get(id)?.id ?? -1)].filter(Boolean).map((n) => nameOf(n!));
    const key = `${nameOf(node)} ← ${chain.join(' ← ')}`;
    callers.set(key, (callers.get(key) ?? 0) + micros);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`);
  return [`self time by owner (${(total / 1e6).toFixed(1)} s sampled)`, ...top(byOwner, 25), '', 'hottest functions', ...top(byFunction, 40), '', 'native functions by caller', ...top(callers, 15)].join('\n');
};

const bench = await open();
const profileDir = mkdtempSync(join(tmpdir(), 'presidio-profile-'));
try {
  const { db } = bench.handle;
  const population = await seedPopulation(db);
  await seedAttendance(db, bench.handle.dialect, population, 0, 100_000, 300);
  await analyze(db, bench.handle.dialect);
  const [token] = await tokensFor(db, createTokenSigner(new TextEncoder().encode(JWT_SECRET)), [population.adminId]);
  const profileFile = join(profileDir, 'list.cpuprofile');
  const server = await startServer({ ...bench.env, ...(noProfile ? {} : { BENCH_PROFILE: profileFile }) });
  const url = `${server.url}${path ?? listPath(population.companyIds[0])}`;
  const headers = { authorization: `Bearer ${token}` };
  await autocannon(url, { connections: 50, seconds: 2, headers });
  const { result, server: spent } = await server.windowed(() => autocannon(url, { connections: 50, seconds: 10, headers }));
  await server.stop();
  const per = (value: number) => Math.round(value / result.requests);
  const reader = spent.readerMicros ? `, the reader's thread busy ${per(spent.readerMicros)} µs` : '';
  process.stdout.write(
    `${bench.name}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms; per request: the server's CPU ${per(spent.cpuMicros)} µs, its main thread busy ${per(spent.mainMicros)} µs${reader}\n\n`,
  );
  if (!noProfile) process.stdout.write(`${summarize(JSON.parse(readFileSync(profileFile, 'utf8')) as Profile)}\n`);
} finally {
  rmSync(profileDir, { recursive: true, force: true });
  await bench.drop();
}
