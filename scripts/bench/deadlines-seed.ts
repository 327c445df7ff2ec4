// The population of npm run bench:deadlines: 5,000 people and 500 vehicles of 3 companies with
// their documents, training and medical visits (about 50,000 deadlines, due dates spread over two
// years back and two ahead, the same at every run), inserted in bulk.
import { type Db, nowIso } from '../../src/server/db/database';
import { hashPassword } from '../../src/server/resources/auth/passwords';
import { DEADLINE_KINDS, type TDeadlineKindCode } from '../../src/shared/schemas/deadline';
import { addDays, todayInRome } from '../../src/shared/dates';

export const PEOPLE = 5_000;
export const VEHICLES = 500;
export const COMPANIES = 3;
const CHUNK = 400;

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

export interface Seeded {
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
export const seedDeadlines = async (db: Db): Promise<Seeded> => {
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
