// The dashboard bench's population (npm run bench:dashboard): 1,000,000 attendances over two
// years, 50,000 deadlines and 20,000 shifts (the last 8 weeks published, next week in draft), with
// leave, client requests, documents and some open attendances. The same rows at every run.
import { type Db, type Dialect, nowIso } from '../../src/server/db/database';
import { romeInstant } from '../../src/shared/attendance';
import { addDays, todayInRome } from '../../src/shared/dates';
import { DEADLINE_KINDS, type TDeadlineKindCode } from '../../src/shared/schemas/deadline';
import { mondayOf, shiftSpan } from '../../src/shared/workforce/shift-time';
import { analyze, type Population, seedAttendance, seedPopulation, WORKERS } from './seed';

export const ATTENDANCES = 1_000_000;
export const DEADLINES = 50_000;
export const SHIFTS = 20_000;
const CHUNK = 500;

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

/** Every row of the bench, then fresh statistics for the planner. */
export const seedDashboard = async (db: Db, dialect: Dialect): Promise<Population> => {
  const p = await seedPopulation(db);
  // One every 63 s back from yesterday: two years of attendance.
  for (let from = 0; from < ATTENDANCES; from += 250_000) await seedAttendance(db, dialect, p, from, 250_000, 63);
  await seedShifts(db, p);
  await seedDeadlines(db, p);
  await seedOthers(db, p);
  await analyze(db, dialect);
  return p;
};
