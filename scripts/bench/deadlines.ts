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
import { type Db, type Dialect, nowIso, readerOf, withoutPlugins } from '../../src/server/db/database';
import { parseListQuery } from '../../src/server/http/list-query';
import { defaultPageStatement } from '../../src/server/resources/deadline/list-page';
import { DEADLINE_LIST, findDefaultPage } from '../../src/server/resources/deadline/repository';
import { sendDeadlineReminders } from '../../src/server/resources/deadline/reminders';
import { createTokenSigner } from '../../src/server/resources/auth/tokens';
import { hashPassword } from '../../src/server/resources/auth/passwords';
import { DEADLINE_KINDS, type TDeadlineKindCode } from '../../src/shared/schemas/deadline';
import { addDays, todayInRome } from '../../src/shared/dates';
import { type BenchDatabase, freshPostgres, freshSqlite, JWT_SECRET, postgresBase } from './database';
import { autocannon, type LoadResult, loop, startServer } from './measure';
import { analyze, tokensFor } from './seed';

const PEOPLE = 5_000;
const VEHICLES = 500;
const COMPANIES = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const CHUNK = 400;

const startLoad = loadavg()[0];
const log = (line: string) => process.stderr.write(`[bench:deadlines] ${line}\n`);
const today = todayInRome();

/** A fixed sequence of numbers in [0, 1): the same population at every run. */
let state = 20_261_126;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
/** A due date within two years either side of today. */
const spread = () => addDays(today, Math.floor(random() * 1461) - 730);

const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
};

interface Seeded {
  adminId: number;
  deadlines: number;
}

type NewDeadline = { companyId: number; subjectType: string; subjectId: number; kind: TDeadlineKindCode; title: string | null; dueDate: string; leadDays: number; remindFrom: string; source: string; sourceId: number; state: string; createdAt: string; updatedAt: string };

const deadlineOf = (companyId: number, subjectType: string, subjectId: number, kind: TDeadlineKindCode, source: string, sourceId: number, dueDate: string, done = false): NewDeadline => {
  const { leadDays } = DEADLINE_KINDS[kind];
  const now = nowIso();
  // One in twenty open ones has its renewal filed, as an office would mark them.
  const filed = !done && random() < 0.05;
  return { companyId, subjectType, subjectId, kind, title: null, dueDate, leadDays, remindFrom: addDays(dueDate, -leadDays), source, sourceId, state: done ? 'DONE' : filed ? 'RENEWAL_FILED' : 'OPEN', createdAt: now, updatedAt: now };
};

const DOCUMENT_KINDS = ['ID_CARD', 'DRIVING_LICENCE', 'DECRETO_GPG', 'PORTO_ARMI', 'PERMESSO_SOGGIORNO'] as const;
const TRAINING: Array<[TDeadlineKindCode, string, number]> = [
  ['TRAINING_WORKERS', 'AGGIORNAMENTO_LAVORATORI', 1],
  ['FIRST_AID', 'AGGIORNAMENTO_PRIMO_SOCCORSO', 0.6],
  ['FIRE_SAFETY', 'AGGIORNAMENTO_ANTINCENDIO', 0.6],
  ['TRAINING_PREPOSTO', 'AGGIORNAMENTO_PREPOSTO', 0.1],
];

/** Companies, the administrator, the people with their papers, training and visits, the vehicles; every deadline inserted in bulk. */
const seed = async (db: Db): Promise<Seeded> => {
  const now = nowIso();
  const companyIds: number[] = [];
  for (let c = 0; c < COMPANIES; c += 1) {
    companyIds.push((await db.insertInto('company').values({ name: `Azienda ${c + 1}`, vat: `9100000000${c}`, status: 'ACTIVE', createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const passwordHash = await hashPassword('Bench-Password-2026');
  const person = (n: number, prefix: string) => ({
    fiscalCode: `${prefix}${String(n).padStart(16 - prefix.length, '0')}`,
    email: `${prefix.toLowerCase()}${n}@bench.it`,
    firstName: 'Nome',
    lastName: `Cognome ${n}`,
    active: 1,
    passwordHash,
    mustChangePassword: 0,
    createdAt: now,
    updatedAt: now,
  });
  const { id: adminId } = await db.insertInto('user').values(person(0, 'ADMIN')).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('userRole').values({ userId: adminId, role: 'ROLE_ADMIN' }).execute();

  const people: Array<{ id: number; companyId: number; gpg: boolean; armed: boolean; nonEu: boolean }> = [];
  await inChunks(
    Array.from({ length: PEOPLE }, (_, n) => n + 1),
    async (ns) => {
      const rows = ns.map((n) => {
        const nonEu = random() < 0.1;
        const gpg = !nonEu && random() < 0.45;
        const armed = gpg && random() < 0.5;
        return { ...person(n, 'WORK'), qualification: gpg ? 'GPG' : 'FIDUCIARIO', citizenship: nonEu ? 'NON_EU' : 'EU', armed: armed ? 1 : 0, extra: { gpg, armed, nonEu } };
      });
      const ids = await db.insertInto('user').values(rows.map(({ extra: _, ...row }) => row)).returning('id').execute();
      ids.forEach(({ id }, k) => people.push({ id, companyId: companyIds[id % COMPANIES], ...rows[k].extra }));
    },
  );
  await inChunks(people, async (chunk) => {
    await db.insertInto('userRole').values(chunk.map((p) => ({ userId: p.id, role: 'ROLE_WORKER' }))).execute();
    await db.insertInto('userCompany').values(chunk.map((p) => ({ userId: p.id, companyId: p.companyId }))).execute();
  });

  const deadlines: NewDeadline[] = [];
  // Documents: the current one of each kind a person needs, and the one it replaced (DONE).
  const documents: Array<{ person: (typeof people)[number]; kind: (typeof DOCUMENT_KINDS)[number]; dueDate: string; done: boolean }> = [];
  for (const p of people) {
    const kinds = DOCUMENT_KINDS.filter((kind) => kind === 'ID_CARD' || (kind === 'DRIVING_LICENCE' && random() < 0.5) || (kind === 'DECRETO_GPG' && p.gpg) || (kind === 'PORTO_ARMI' && p.armed) || (kind === 'PERMESSO_SOGGIORNO' && p.nonEu));
    for (const kind of kinds) {
      const dueDate = spread();
      documents.push({ person: p, kind, dueDate, done: false });
      if (random() < 0.5) documents.push({ person: p, kind, dueDate: addDays(dueDate, -730), done: true });
    }
  }
  await inChunks(documents, async (chunk) => {
    const ids = await db
      .insertInto('document')
      .values(
        chunk.map((d) => ({
          ownerType: 'USER', ownerId: d.person.id, companyId: d.person.companyId, type: d.kind, title: d.kind, fileName: 'documento.pdf', mimeType: 'application/pdf', size: 1000,
          sha256: '0'.repeat(64), storageKey: `bench/${d.person.id}-${d.kind}`, issuedAt: addDays(d.dueDate, -730), expiresAt: d.dueDate, visibleToOwner: 1, acknowledgedAt: null,
          uploadedBy: adminId, replacesId: null, replacedById: null, status: d.done ? 'REPLACED' : 'ACTIVE', createdAt: now, updatedAt: now,
        })),
      )
      .returning('id')
      .execute();
    chunk.forEach((d, k) => deadlines.push(deadlineOf(d.person.companyId, 'USER', d.person.id, d.kind, 'DOCUMENT', ids[k].id, d.dueDate, d.done)));
  });

  // Training: the current record of each course and the previous one; medical visits: this year's and last year's.
  const records: Array<{ person: (typeof people)[number]; kind: TDeadlineKindCode; course: string; dueDate: string; done: boolean }> = [];
  for (const p of people) {
    for (const [kind, course, share] of TRAINING) {
      if (random() >= share) continue;
      const dueDate = spread();
      records.push({ person: p, kind, course, dueDate, done: false });
      if (random() < 0.5) records.push({ person: p, kind, course, dueDate: addDays(dueDate, -1826), done: true });
    }
  }
  await inChunks(records, async (chunk) => {
    const ids = await db
      .insertInto('trainingRecord')
      .values(chunk.map((r) => ({ userId: r.person.id, companyId: r.person.companyId, courseCode: r.course, startDate: null, completedAt: addDays(r.dueDate, -1826), hours: 6, validUntil: r.dueDate, deliveryMode: 'PRESENZA', provider: 'Ente di formazione', teacher: null, place: null, registerYear: null, registerNumber: null, certificateNumber: null, documentId: null, createdBy: adminId, createdAt: now, updatedAt: now })))
      .returning('id')
      .execute();
    chunk.forEach((r, k) => deadlines.push(deadlineOf(r.person.companyId, 'USER', r.person.id, r.kind, 'TRAINING', ids[k].id, r.dueDate, r.done)));
  });
  const visits = people.flatMap((p) => {
    const dueDate = spread();
    return [{ person: p, dueDate, done: false }, { person: p, dueDate: addDays(dueDate, -365), done: true }];
  });
  await inChunks(visits, async (chunk) => {
    const ids = await db
      .insertInto('medicalFitness')
      .values(chunk.map((v) => ({ userId: v.person.id, companyId: v.person.companyId, visitDate: addDays(v.dueDate, -365), outcome: random() < 0.1 ? 'FIT_WITH_LIMITS' : 'FIT', limits: 'Nessun turno notturno', unfitUntil: null, validUntil: v.dueDate, doctor: 'Medico competente', documentId: null, createdBy: adminId, createdAt: now, updatedAt: now })))
      .returning('id')
      .execute();
    chunk.forEach((v, k) => deadlines.push(deadlineOf(v.person.companyId, 'USER', v.person.id, 'MEDICAL_FITNESS', 'MEDICAL', ids[k].id, v.dueDate, v.done)));
  });

  const vehicles = Array.from({ length: VEHICLES }, (_, n) => ({
    companyId: companyIds[n % COMPANIES], plate: `BE${String(n).padStart(3, '0')}CH`, brand: 'Fiat', model: 'Doblò', type: 'VAN',
    insuranceExpiry: spread(), inspectionExpiry: spread(), taxExpiry: spread(), assignedUserId: people[n * 7].id, createdAt: now, updatedAt: now,
  }));
  await inChunks(vehicles, async (chunk) => {
    const ids = await db.insertInto('vehicle').values(chunk).returning('id').execute();
    chunk.forEach((v, k) => {
      for (const kind of ['VEHICLE_INSURANCE', 'VEHICLE_INSPECTION', 'VEHICLE_TAX'] as const) {
        deadlines.push(deadlineOf(v.companyId, 'VEHICLE', ids[k].id, kind, 'VEHICLE', ids[k].id, v[DEADLINE_KINDS[kind].vehicleField]));
      }
    });
  });
  await inChunks(deadlines, (chunk) => db.insertInto('deadline').values(chunk).execute());
  return { adminId, deadlines: deadlines.length };
};

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
  jobFirstMs: number;
  jobMs: number;
  ceiling: number;
  jobSecondMs: number;
  plans: string[];
}

const run = async (bench: BenchDatabase): Promise<Result> => {
  const { db } = bench.handle;
  const started = Date.now();
  const seeded = await seed(db);
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
  const runs: number[] = [];
  let total = 0;
  try {
    const headers = { authorization: `Bearer ${token}` };
    const sample = await fetch(`${server.url}${listPath}`, { headers });
    const rows = (await sample.json()) as unknown[];
    total = Number(String(sample.headers.get('content-range')).split('/')[1]);
    if (sample.status !== 200 || rows.length !== 25) throw new Error(`unexpected list answer ${sample.status} ${JSON.stringify(rows).slice(0, 200)}`);
    await autocannon(`${server.url}${listPath}`, { connections: 50, seconds: 2, headers });
    const results: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) results.push(await autocannon(`${server.url}${listPath}`, { connections: 50, seconds: SECONDS, headers }));
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
  return { name: bench.name, deadlines: seeded.deadlines, total, seedSeconds, list: list!, runs, jobFirstMs, jobMs, jobSecondMs, ceiling: ceiling.rate, plans: statements };
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

await attempt(freshSqlite);
const base = await postgresBase();
if (base) await attempt(() => freshPostgres(base));
else notes.push('PostgreSQL: no server answered, so only SQLite was measured.');

const ms = (value: number) => `${Math.round(value)} ms`;
const lines = [
  `Deadlines: ${PEOPLE.toLocaleString('en')} people, ${VEHICLES} vehicles, ${COMPANIES} companies; GET api/deadlines first page of 25 by due date with its total, 50 connections, ${ROUNDS} rounds of ${SECONDS} s (median by p99).`,
  '',
  `| | ${results.map((r) => r.name).join(' | ')} | target |`,
  `|---|${results.map(() => '---:').join('|')}|---|`,
  `| deadlines (not done, the list's total) | ${results.map((r) => `${r.deadlines.toLocaleString('en')} (${r.total.toLocaleString('en')})`).join(' | ')} | ~50,000 |`,
  `| list p99 (each round) | ${results.map((r) => `${ms(r.list.p99)} (${r.runs.join(', ')})`).join(' | ')} | < 50 ms |`,
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
