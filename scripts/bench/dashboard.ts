// npm run bench:dashboard: the office's dashboard, GET api/dashboard (issue 23), on 1,000,000
// attendances over two years, 50,000 deadlines and 20,000 shifts (the last 8 weeks published, next
// week in draft), with leave, client requests and documents: p99 at 20 connections over a real
// listening server, of every company (the administrator's 'Tutte le aziende') and of one. SQLite,
// then PostgreSQL when one answers at DATABASE_URL (or on 127.0.0.1). Not a test: figures follow the machine.
import { loadavg } from 'node:os';
import { type Db, nowIso, readerOf } from '../../src/server/db/database';
import { monthFigures } from '../../src/server/resources/dashboard/month';
import { nowFigures } from '../../src/server/resources/dashboard/now';
import { todoFigures } from '../../src/server/resources/dashboard/todo';
import { createTokenSigner } from '../../src/server/resources/auth/tokens';
import { romeInstant } from '../../src/shared/attendance';
import { addDays, todayInRome } from '../../src/shared/dates';
import { DEADLINE_KINDS, type TDeadlineKindCode } from '../../src/shared/schemas/deadline';
import { mondayOf, shiftSpan } from '../../src/shared/workforce/shift-time';
import { type BenchDatabase, freshPostgres, freshSqlite, JWT_SECRET, postgresBase } from './database';
import { autocannon, type LoadResult, startServer } from './measure';
import { analyze, type Population, seedAttendance, seedPopulation, tokensFor, WORKERS } from './seed';

const ATTENDANCES = 1_000_000;
const DEADLINES = 50_000;
const SHIFTS = 20_000;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHUNK = 500;

const log = (line: string) => process.stderr.write(`[bench:dashboard] ${line}\n`);
const today = todayInRome();

/** A fixed sequence of numbers in [0, 1): the same population at every run. */
let state = 20_261_127;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];

const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
};

/** 20,000 shifts at the companies' posts: 8 weeks back published, next week in draft, a few unassigned. */
const seedShifts = async (db: Db, p: Population) => {
  const now = nowIso();
  const posts = await db.selectFrom('post').select(['id', 'companyId', 'clientSiteId']).orderBy('id').execute();
  const days = Array.from({ length: 56 }, (_, k) => addDays(today, k - 55)).concat(Array.from({ length: 14 }, (_, k) => addDays(today, k + 1)));
  const nextMonday = addDays(mondayOf(today), 7);
  const perDay = Math.ceil(SHIFTS / days.length / posts.length);
  const rows = days.flatMap((date) =>
    posts.flatMap((post) =>
      Array.from({ length: perDay }, (_, slot) => {
        const start = ['06:00', '14:00', '22:00'][slot % 3];
        const end = ['14:00', '22:00', '06:00'][slot % 3];
        return {
          companyId: post.companyId, postId: post.id, clientSiteId: post.clientSiteId, userId: random() < 0.05 ? null : p.firstWorkerId + Math.floor(random() * WORKERS),
          date, startTime: start, endTime: end, ...shiftSpan(date, start, end), slot: slot + 10_000, status: date >= nextMonday ? 'DRAFT' : 'PUBLISHED',
          publishedAt: now, createdAt: now, updatedAt: now,
        };
      }),
    ),
  );
  await inChunks(rows.slice(0, SHIFTS), (chunk) => db.insertInto('shift').values(chunk).execute());
};

/** 50,000 deadlines of the workers, due within two years either side of today, a tenth done. */
const seedDeadlines = async (db: Db, p: Population) => {
  const kinds = ['ID_CARD', 'DRIVING_LICENCE', 'DECRETO_GPG', 'PORTO_ARMI', 'MEDICAL_FITNESS', 'FIRST_AID', 'TRAINING_WORKERS'] as TDeadlineKindCode[];
  const now = nowIso();
  const rows = Array.from({ length: DEADLINES }, (_, n) => {
    const kind = pick(kinds);
    const dueDate = addDays(today, Math.floor(random() * 1461) - 730);
    const worker = n % WORKERS;
    const { leadDays } = DEADLINE_KINDS[kind];
    return { companyId: p.companyIds[worker % 3], subjectType: 'USER', subjectId: p.firstWorkerId + worker, kind, title: null, dueDate, leadDays, remindFrom: addDays(dueDate, -leadDays), source: 'MANUAL', sourceId: null, state: random() < 0.1 ? 'DONE' : 'OPEN', createdAt: now, updatedAt: now };
  });
  await inChunks(rows, (chunk) => db.insertInto('deadline').values(chunk).execute());
};

/** Leave (5,000 requests over the year), 2,000 client requests and 10,000 documents given to the workers. */
const seedOthers = async (db: Db, p: Population) => {
  const now = nowIso();
  const leave = Array.from({ length: 5_000 }, (_, n) => {
    const startDate = addDays(today, Math.floor(random() * 400) - 360);
    const worker = n % WORKERS;
    return { userId: p.firstWorkerId + worker, companyId: p.companyIds[worker % 3], type: pick(['FERIE', 'ROL', 'MALATTIA', 'L104', 'OTHER']), startDate, endDate: addDays(startDate, Math.floor(random() * 5)), status: pick(['APPROVED', 'APPROVED', 'APPROVED', 'PENDING', 'REJECTED']), createdAt: now, updatedAt: now };
  });
  await inChunks(leave, (chunk) => db.insertInto('permission').values(chunk).execute());
  const clients = await db.selectFrom('clientSite').innerJoin('client', 'client.id', 'clientSite.clientId').select(['client.id as clientId', 'client.companyId', 'clientSite.id as siteId']).execute();
  const requests = Array.from({ length: 2_000 }, () => {
    const site = pick(clients);
    const createdAt = new Date(Date.now() - random() * 200 * 86_400_000).toISOString();
    return { companyId: site.companyId, clientId: site.clientId, siteId: site.siteId, serviceType: 'PORTIERATO', title: 'Servizio', startDate: today, armed: 0, status: pick(['OPEN', 'IN_PROGRESS', 'DONE', 'DONE', 'REJECTED']), createdAt, updatedAt: createdAt };
  });
  await inChunks(requests, (chunk) => db.insertInto('serviceRequest').values(chunk).execute());
  const documents = Array.from({ length: 10_000 }, (_, n) => {
    const worker = n % WORKERS;
    const createdAt = new Date(Date.now() - random() * 300 * 86_400_000).toISOString();
    return {
      ownerType: 'USER', ownerId: p.firstWorkerId + worker, companyId: p.companyIds[worker % 3], type: 'OTHER', title: 'Ordine di servizio', fileName: 'ordine.pdf', mimeType: 'application/pdf', size: 1000,
      sha256: '0'.repeat(64), storageKey: `bench/${n}`, visibleToOwner: 1, acknowledgedAt: random() < 0.8 ? createdAt : null, uploadedBy: p.adminId, createdAt, updatedAt: createdAt,
    };
  });
  await inChunks(documents, (chunk) => db.insertInto('document').values(chunk).execute());
  // Some open attendances: who is at work now, and a few left open since yesterday.
  const open = Array.from({ length: 300 }, (_, n) => ({
    userId: p.firstWorkerId + n, companyId: p.companyIds[n % 3], siteType: 'CLIENT_SITE', siteId: p.siteIds[n % 3], siteName: 'Sede cliente',
    checkIn: n < 30 ? romeInstant(addDays(today, -1), '06:00') : new Date(Date.now() - random() * 6 * 3_600_000).toISOString(), createdAt: now, updatedAt: now,
  }));
  await inChunks(open, (chunk) => db.insertInto('attendance').values(chunk).execute());
};

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
  // The month's figures are kept a minute: the first call pays for them.
  const t0 = performance.now();
  await monthFigures(reader, companies, today, now);
  const monthCold = Math.round((performance.now() - t0) * 10) / 10;
  return {
    monthCold,
    now: await timed(() => nowFigures(reader, companies, today, now)),
    todo: await timed(() => todoFigures(reader, companies, today, now)),
    month: await timed(() => monthFigures(reader, companies, today, now)),
  };
};

interface Result {
  name: string;
  parts: Awaited<ReturnType<typeof parts>>;
  seedSeconds: number;
  all: LoadResult;
  one: LoadResult;
  alone: number;
}

const run = async (bench: BenchDatabase): Promise<Result> => {
  const { db, dialect } = bench.handle;
  const started = Date.now();
  const p = await seedPopulation(db);
  // One every 63 s back from yesterday: two years of attendance.
  for (let from = 0; from < ATTENDANCES; from += 250_000) await seedAttendance(db, dialect, p, from, 250_000, 63);
  await seedShifts(db, p);
  await seedDeadlines(db, p);
  await seedOthers(db, p);
  await analyze(db, dialect);
  const seedSeconds = (Date.now() - started) / 1000;
  log(`${bench.name}: seeded in ${seedSeconds.toFixed(1)} s`);
  const split = await parts(db, p.companyIds);
  log(`${bench.name}: in process, now ${split.now} ms, todo ${split.todo} ms, month ${split.monthCold} ms (then kept: ${split.month} ms)`);
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
      const r = await autocannon(urls[key], { connections: CONNECTIONS, seconds: SECONDS, headers });
      if (r.non2xx || r.errors) throw new Error(`failed requests: ${JSON.stringify(r)}`);
      results[key] = r;
      log(`${bench.name} ${key}: p99 ${r.p99} ms, p50 ${r.p50} ms, ${Math.round(r.rps)} requests/s`);
    }
    return { name: bench.name, parts: split, seedSeconds, alone, all: results.all!, one: results.one! };
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
  console.log(row('one request alone', (r) => `${r.alone.toFixed(1)} ms`));
  console.log(row('its parts in process: now, to do, month (first call)', (r) => `${r.parts.now}, ${r.parts.todo}, ${r.parts.monthCold} ms`));
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
