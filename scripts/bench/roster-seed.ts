import { type Db, nowIso } from '../../src/server/db/database';
import { hashPassword } from '../../src/server/resources/auth/passwords';
import { addDays } from '../../src/shared/dates';
import { DEADLINE_KINDS, type TDeadlineKindCode } from '../../src/shared/schemas/deadline';
import { shiftSpan } from '../../src/shared/workforce/shift-time';

/** The roster bench's population: 3 companies, 500 guards, 120 posts at 60 client sites, a month of shifts. */
export const COMPANIES = 3;
export const GUARDS = 500;
export const SITES = 60;
export const POSTS_PER_SITE = 2;
/** Three 8-hour slots every day; two posts in five need two guards: about 4.2 shifts a post a day. */
const SLOTS = [
  { start: '06:00', end: '14:00' },
  { start: '14:00', end: '22:00' },
  { start: '22:00', end: '06:00' },
];
/** The share of the month's shifts already given to someone; the rest are open. */
const PLANNED = 0.7;
const CHUNK = 400;

/** A fixed sequence of numbers in [0, 1): the same population at every run (restarted by each seeding). */
const SEED = 20_261_127;
let state = SEED;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};

const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
};

export interface Guard {
  id: number;
  companyId: number;
  gpg: boolean;
}
export interface Post {
  id: number;
  companyId: number;
  siteId: number;
  gpg: boolean;
  headcount: number;
}
export interface RosterPopulation {
  adminId: number;
  guards: Guard[];
  posts: Post[];
  siteIds: number[];
  shifts: number;
  /** Who works which day ('userId:date'), to pick assignments that are not plain overlaps. */
  busy: Set<string>;
}

const deadline = (companyId: number, subjectId: number, kind: TDeadlineKindCode, source: string, sourceId: number, dueDate: string, now: string) => {
  const { leadDays } = DEADLINE_KINDS[kind];
  return { companyId, subjectType: 'USER', subjectId, kind, title: null, dueDate, leadDays, remindFrom: addDays(dueDate, -leadDays), source, sourceId, state: 'OPEN', createdAt: now, updatedAt: now };
};

/** Guards with their papers (decree, licence, a medical visit, fire safety training for half), and leave in the month. */
const seedGuards = async (db: Db, companyIds: number[], adminId: number, passwordHash: string, from: string, now: string) => {
  const rows = Array.from({ length: GUARDS }, (_, n) => {
    const gpg = random() < 0.45;
    return { fiscalCode: `GUARD${String(n).padStart(11, '0')}`, email: `guard${n}@bench.it`, firstName: 'Guardia', lastName: `Cognome ${n}`, active: 1, passwordHash, mustChangePassword: 0, qualification: gpg ? 'GPG' : 'FIDUCIARIO', armed: gpg && random() < 0.5 ? 1 : 0, createdAt: now, updatedAt: now };
  });
  const guards: Guard[] = [];
  await inChunks(rows, async (chunk) => {
    const ids = await db.insertInto('user').values(chunk).returning('id').execute();
    ids.forEach(({ id }, k) => guards.push({ id, companyId: companyIds[guards.length % COMPANIES], gpg: chunk[k].qualification === 'GPG' }));
  });
  await inChunks(guards, async (chunk) => {
    await db.insertInto('userRole').values(chunk.map((g) => ({ userId: g.id, role: 'ROLE_WORKER' }))).execute();
    await db.insertInto('userCompany').values(chunk.map((g) => ({ userId: g.id, companyId: g.companyId }))).execute();
  });
  const deadlines: Array<ReturnType<typeof deadline>> = [];
  const papers = guards.flatMap((g) => [...(g.gpg ? ['DECRETO_GPG' as const] : []), ...(g.gpg && rows[guards.indexOf(g)].armed ? ['PORTO_ARMI' as const] : [])].map((kind) => ({ g, kind, due: addDays(from, 30 + Math.floor(random() * 700) - (random() < 0.03 ? 400 : 0)) })));
  await inChunks(papers, async (chunk) => {
    const ids = await db
      .insertInto('document')
      .values(chunk.map((p) => ({ ownerType: 'USER', ownerId: p.g.id, companyId: p.g.companyId, type: p.kind, title: p.kind, fileName: 'documento.pdf', mimeType: 'application/pdf', size: 1000, sha256: '0'.repeat(64), storageKey: `bench/${p.g.id}-${p.kind}`, issuedAt: addDays(p.due, -730), expiresAt: p.due, visibleToOwner: 1, uploadedBy: adminId, status: 'ACTIVE', createdAt: now, updatedAt: now })))
      .returning('id')
      .execute();
    chunk.forEach((p, k) => deadlines.push(deadline(p.g.companyId, p.g.id, p.kind, 'DOCUMENT', ids[k].id, p.due, now)));
  });
  await inChunks(guards, async (chunk) => {
    const visits = chunk.map((g) => ({ userId: g.id, companyId: g.companyId, visitDate: addDays(from, -Math.floor(random() * 300)), outcome: 'FIT', limits: null, unfitUntil: null, doctor: 'Medico competente', documentId: null, createdBy: adminId, createdAt: now, updatedAt: now }));
    const ids = await db.insertInto('medicalFitness').values(visits.map((v) => ({ ...v, validUntil: addDays(v.visitDate, 365) }))).returning('id').execute();
    chunk.forEach((g, k) => deadlines.push(deadline(g.companyId, g.id, 'MEDICAL_FITNESS', 'MEDICAL', ids[k].id, addDays(visits[k].visitDate, 365), now)));
  });
  const trained = guards.filter(() => random() < 0.5);
  await inChunks(trained, async (chunk) => {
    const records = chunk.map((g) => ({ userId: g.id, companyId: g.companyId, courseCode: 'ANTINCENDIO_LIVELLO_2', completedAt: addDays(from, -400), hours: 8, validUntil: addDays(from, 1400), provider: 'Ente di formazione', createdBy: adminId, createdAt: now, updatedAt: now }));
    const ids = await db.insertInto('trainingRecord').values(records).returning('id').execute();
    chunk.forEach((g, k) => deadlines.push(deadline(g.companyId, g.id, 'FIRE_SAFETY', 'TRAINING', ids[k].id, records[k].validUntil, now)));
  });
  await inChunks(deadlines, (chunk) => db.insertInto('deadline').values(chunk).execute());
  // One in ten takes a week of holiday in the month, one in thirty is off sick for three days.
  const leave = guards.flatMap((g) => {
    const start = addDays(from, Math.floor(random() * 24));
    const roll = random();
    if (roll < 0.1) return [{ g, type: 'FERIE', start, end: addDays(start, 6) }];
    if (roll < 0.133) return [{ g, type: 'MALATTIA', start, end: addDays(start, 2) }];
    return [];
  });
  await inChunks(leave, (chunk) =>
    db.insertInto('permission').values(chunk.map(({ g, type, start, end }) => ({ userId: g.id, companyId: g.companyId, type, startDate: start, endDate: end, startTime: null, endTime: null, hours: null, reason: null, status: 'APPROVED', decidedBy: adminId, decidedAt: now, decisionNote: null, protocolNumber: type === 'MALATTIA' ? '1234567890' : null, kind: type === 'MALATTIA' ? 'FIRST' : null, availabilityAddress: null, parentId: null, createdBy: g.id, createdAt: now, updatedAt: now }))).execute(),
  );
  return guards;
};

/** Companies, clients and their sites, the posts, the guards and `days` days of shifts from `from`, 70% of them assigned. */
export const seedRoster = async (db: Db, from: string, days: number): Promise<RosterPopulation> => {
  state = SEED;
  const now = nowIso();
  const passwordHash = await hashPassword('Bench-Password-2026');
  const companyIds: number[] = [];
  for (let c = 0; c < COMPANIES; c += 1) {
    companyIds.push((await db.insertInto('company').values({ name: `Istituto ${c + 1}`, vat: `9200000000${c}`, status: 'ACTIVE', createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const { id: adminId } = await db.insertInto('user').values({ fiscalCode: 'ADMIN00000000000', email: 'admin@bench.it', firstName: 'Admin', lastName: 'Bench', active: 1, passwordHash, mustChangePassword: 0, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('userRole').values({ userId: adminId, role: 'ROLE_ADMIN' }).execute();

  const siteIds: number[] = [];
  const posts: Post[] = [];
  for (let s = 0; s < SITES; s += 1) {
    const companyId = companyIds[s % COMPANIES];
    const client = await db.insertInto('client').values({ companyId, name: `Cliente ${s + 1}`, active: 1, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    const site = await db.insertInto('clientSite').values({ clientId: client.id, name: `Sede ${s + 1}`, lat: 41.9 + s / 1000, lng: 12.49, radiusMeters: 150, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    siteIds.push(site.id);
    for (let p = 0; p < POSTS_PER_SITE; p += 1) {
      const gpg = random() < 0.4;
      const headcount = random() < 0.4 ? 2 : 1;
      const values = {
        companyId, clientSiteId: site.id, name: `Posto ${s + 1}.${p + 1}`, serviceType: gpg ? 'VIGILANZA_FISSA' : 'PORTIERATO', armed: 0, requiredQualification: gpg ? 'GPG' : 'ANY',
        requiredCourses: JSON.stringify(random() < 0.3 ? ['FIRE_SAFETY'] : []), headcount, timeSlots: JSON.stringify(SLOTS.map((slot) => ({ days: [1, 2, 3, 4, 5, 6, 7], ...slot }))),
        orders: 'Consegne del posto.', createdAt: now, updatedAt: now,
      };
      const { id } = await db.insertInto('post').values(values).returning('id').executeTakeFirstOrThrow();
      posts.push({ id, companyId, siteId: site.id, gpg, headcount });
    }
  }
  const guards = await seedGuards(db, companyIds, adminId, passwordHash, from, now);

  // Each day, each company's shifts in turn go to its next guards who are qualified and free that day.
  const busy = new Set<string>();
  let shifts = 0;
  const rows: Array<Record<string, unknown>> = [];
  for (let d = 0; d < days; d += 1) {
    const date = addDays(from, d);
    for (const companyId of companyIds) {
      const pool = guards.filter((g) => g.companyId === companyId);
      let next = (d * 53) % pool.length;
      for (const post of posts.filter((p) => p.companyId === companyId)) {
        for (const slot of SLOTS) {
          for (let n = 0; n < post.headcount; n += 1) {
            let userId: number | null = null;
            if (random() < PLANNED) {
              for (let tries = 0; tries < pool.length && userId === null; tries += 1) {
                const g = pool[next % pool.length];
                next += 1;
                if ((!post.gpg || g.gpg) && !busy.has(`${g.id}:${date}`) && !busy.has(`${g.id}:${addDays(date, -1)}`)) userId = g.id;
              }
              if (userId !== null) busy.add(`${userId}:${date}`);
            }
            rows.push({ companyId, postId: post.id, clientSiteId: post.siteId, userId, date, startTime: slot.start, endTime: slot.end, ...shiftSpan(date, slot.start, slot.end), slot: n, status: 'DRAFT', createdBy: adminId, createdAt: now, updatedAt: now });
            shifts += 1;
          }
        }
      }
    }
  }
  await inChunks(rows, (chunk) => db.insertInto('shift').values(chunk as never).execute());
  return { adminId, guards, posts, siteIds, shifts, busy };
};
