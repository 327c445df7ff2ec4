import { sql } from 'kysely';
import { type Db, type Dialect, nowIso } from '../../src/server/db/database';
import { hashPassword } from '../../src/server/resources/auth/passwords';
import { addDays } from '../../src/shared/dates';
import { REQUEST_STATUSES } from '../../src/shared/schemas/request';
import { shiftSpan } from '../../src/shared/workforce/shift-time';

/** The portal bench's population: 2,000 clients of 3 companies, each with a site, a client user and 50 requests with their history. */
export const CLIENTS = 2000;
export const REQUESTS_PER_CLIENT = 50;
const COMPANIES = 3;
/** The statement's site: 3 posts, three 8-hour shifts a day each, all worked. */
const POSTS = 3;
const SLOTS = [
  { start: '06:00', end: '14:00' },
  { start: '14:00', end: '22:00' },
  { start: '22:00', end: '06:00' },
];
const GUARDS = 40;
const CHUNK = 500;

const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
};

export interface PortalPopulation {
  companyIds: number[];
  /** The client user whose list is measured, their client and its site (the statement's). */
  clientUserId: number;
  clientId: number;
  siteId: number;
  requests: number;
  events: number;
  shifts: number;
  attendance: number;
}

/** Ids in insertion order must be contiguous: the generated rows compute them. */
const contiguous = (ids: number[], what: string) => {
  if (ids.at(-1)! - ids[0] !== ids.length - 1) throw new Error(`${what} ids are not contiguous`);
  return ids[0];
};

/**
 * 100,000 requests and their events written by the database itself from a series (as seed.ts
 * writes attendance): client i / 50, that client's site and user, a status in turn, created over
 * the last two years; each has its creation, a transition when not OPEN, a reply every other one,
 * an internal comment every third.
 */
const seedRequests = async (db: Db, dialect: Dialect, first: { client: number; site: number; user: number }, clientCompany: (i: ReturnType<typeof sql>) => ReturnType<typeof sql>) => {
  const count = CLIENTS * REQUESTS_PER_CLIENT;
  const isPg = dialect === 'postgres';
  const series = isPg ? sql`generate_series(0::bigint, ${count - 1}::bigint) as seq(i)` : sql`seq`;
  const recursive = isPg ? sql`` : sql`with recursive seq(i) as (select 0 union all select i + 1 from seq where i < ${count - 1}) `;
  const start = Math.floor(Date.now() / 1000) - 2 * 365 * 86_400;
  const stamp = (seconds: ReturnType<typeof sql>) => (isPg ? sql`to_timestamp(${seconds})` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`);
  const client = sql`(i / ${sql.lit(REQUESTS_PER_CLIENT)})`;
  const created = sql`(${start} + (i % ${sql.lit(REQUESTS_PER_CLIENT)}) * 1260000 + (i * 7919) % 86400)`;
  const day = isPg ? sql`to_char(to_timestamp(${created} + 864000), 'YYYY-MM-DD')` : sql`strftime('%Y-%m-%d', ${created} + 864000, 'unixepoch')`;
  const status = sql`(case (i % 6) ${sql.join(REQUEST_STATUSES.map((s, k) => sql`when ${sql.lit(k)} then ${sql.lit(s)}`), sql` `)} end)`;
  const types = ['PORTIERATO', 'VIGILANZA_FISSA', 'SERVIZI_FIDUCIARI', 'EVENTO'];
  const type = sql`(case (i % 4) ${sql.join(types.map((s, k) => sql`when ${sql.lit(k)} then ${sql.lit(s)}`), sql` `)} end)`;
  await sql`${recursive}insert into service_request (company_id, client_id, site_id, created_by, service_type, title, description, start_date, time_slots, headcount, armed, status, reject_reason, created_at, updated_at)
    select ${clientCompany(client)}, ${first.client} + ${client}, ${first.site} + ${client}, ${first.user} + ${client}, ${type}, 'Richiesta di servizio n. ' || i,
      'Servizio richiesto dal cliente per la propria sede, con le istruzioni per il personale di turno.', ${day}, '[{"days":[1,2,3,4,5],"start":"08:00","end":"18:00"}]', 1 + i % 3, 0,
      ${status}, case when i % 6 = 4 then 'Servizio non disponibile nelle date richieste.' else null end, ${stamp(created)}, ${stamp(sql`${created} + 7200`)}
    from ${series}`.execute(db);
  const at = (offset: number) => (isPg ? sql`r.created_at + interval '${sql.raw(String(offset))} seconds'` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', r.created_at, '+${sql.raw(String(offset))} seconds')`);
  await sql`insert into service_request_event (request_id, kind, author_id, by_client, internal, from_status, to_status, text, created_at)
    select r.id, 'CREATED', r.created_by, 1, 0, null, 'OPEN', null, r.created_at from service_request r`.execute(db);
  await sql`insert into service_request_event (request_id, kind, author_id, by_client, internal, from_status, to_status, text, created_at)
    select r.id, case r.status when 'IN_PROGRESS' then 'TAKEN' when 'SCHEDULED' then 'SCHEDULED' when 'DONE' then 'CLOSED' when 'REJECTED' then 'REJECTED' else 'CANCELLED' end,
      null, case when r.status = 'CANCELLED' then 1 else 0 end, 0, 'OPEN', r.status, null, ${at(3600)} from service_request r where r.status <> 'OPEN'`.execute(db);
  await sql`insert into service_request_event (request_id, kind, author_id, by_client, internal, from_status, to_status, text, created_at)
    select r.id, 'REPLY', null, 0, 0, null, null, 'Buongiorno, abbiamo ricevuto la richiesta e vi aggiorniamo a breve.', ${at(5400)} from service_request r where r.id % 2 = 0`.execute(db);
  await sql`insert into service_request_event (request_id, kind, author_id, by_client, internal, from_status, to_status, text, created_at)
    select r.id, 'COMMENT', null, 0, 1, null, null, 'Nota interna: verificare il personale disponibile.', ${at(5500)} from service_request r where r.id % 3 = 0`.execute(db);
  const n = async (table: 'service_request' | 'service_request_event') => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n);
  return { requests: await n('service_request'), events: await n('service_request_event') };
};

/**
 * The statement's month at the measured client's site: 3 posts, three 8-hour shifts a day each,
 * published and assigned, every one clocked in and out a few minutes off the plan.
 */
const seedStatementSite = async (db: Db, companyId: number, siteId: number, month: string, passwordHash: string, now: string) => {
  const users = Array.from({ length: GUARDS }, (_, n) => ({ fiscalCode: `GUARD${String(n).padStart(11, '0')}`, email: `guard${n}@bench.it`, firstName: 'Guardia', lastName: `Cognome ${n}`, active: 1, passwordHash, mustChangePassword: 0, createdAt: now, updatedAt: now }));
  const guards = (await db.insertInto('user').values(users).returning('id').execute()).map((r) => r.id);
  await db.insertInto('userRole').values(guards.map((userId) => ({ userId, role: 'ROLE_WORKER' }))).execute();
  await db.insertInto('userCompany').values(guards.map((userId) => ({ userId, companyId }))).execute();
  const posts: number[] = [];
  for (let p = 0; p < POSTS; p += 1) {
    const values = { companyId, clientSiteId: siteId, name: `Posto ${p + 1}`, serviceType: 'PORTIERATO', headcount: 1, timeSlots: JSON.stringify(SLOTS.map((s) => ({ days: [1, 2, 3, 4, 5, 6, 7], ...s }))), createdAt: now, updatedAt: now };
    posts.push((await db.insertInto('post').values(values).returning('id').executeTakeFirstOrThrow()).id);
  }
  const shifts = [];
  let turn = 0;
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) {
    for (const postId of posts) {
      for (const slot of SLOTS) {
        shifts.push({ companyId, postId, clientSiteId: siteId, userId: guards[turn++ % GUARDS], date, startTime: slot.start, endTime: slot.end, ...shiftSpan(date, slot.start, slot.end), slot: 0, status: 'PUBLISHED', publishedAt: now, createdAt: now, updatedAt: now });
      }
    }
  }
  const ids: number[] = [];
  await inChunks(shifts, async (chunk) => ids.push(...(await db.insertInto('shift').values(chunk).returning('id').execute()).map((r) => r.id)));
  const minutes = (iso: string, delta: number) => new Date(Date.parse(iso) + delta * 60_000).toISOString();
  const attendance = shifts.map((s, k) => {
    const checkIn = minutes(s.startsAt, -(k % 9));
    const checkOut = minutes(s.endsAt, k % 13);
    return {
      userId: s.userId, companyId, siteType: 'CLIENT_SITE', siteId, siteName: 'Sede del rendiconto', shiftId: ids[k], unplanned: 0, checkIn, checkOut, checkInInside: 'YES', checkOutInside: 'YES',
      checkInLat: 41.9, checkInLng: 12.49, checkInAccuracy: 10, checkInDistance: 12, checkOutLat: 41.9, checkOutLng: 12.49, checkOutAccuracy: 10, checkOutDistance: 15,
      source: 'APP', reviewFlag: 0, createdBy: s.userId, createdAt: checkIn, updatedAt: checkOut,
    };
  });
  await inChunks(attendance, (chunk) => db.insertInto('attendance').values(chunk).execute());
  return { shifts: shifts.length, attendance: attendance.length };
};

/** Companies, 2,000 clients with a site and a user each, their 100,000 requests, and the statement site's month. */
export const seedPortal = async (db: Db, dialect: Dialect, month: string): Promise<PortalPopulation> => {
  const now = nowIso();
  const passwordHash = await hashPassword('Bench-Password-2026');
  const companyIds: number[] = [];
  for (let c = 0; c < COMPANIES; c += 1) {
    companyIds.push((await db.insertInto('company').values({ name: `Istituto ${c + 1}`, vat: `9300000000${c}`, status: 'ACTIVE', createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const index = Array.from({ length: CLIENTS }, (_, i) => i);
  const clientIds: number[] = [];
  await inChunks(index, async (chunk) => {
    const rows = chunk.map((i) => ({ companyId: companyIds[i % COMPANIES], name: `Cliente ${i + 1}`, active: 1, createdAt: now, updatedAt: now }));
    clientIds.push(...(await db.insertInto('client').values(rows).returning('id').execute()).map((r) => r.id));
  });
  const siteIds: number[] = [];
  await inChunks(index, async (chunk) => {
    const rows = chunk.map((i) => ({ clientId: clientIds[i], name: `Sede ${i + 1}`, address: `Via del Cliente ${i + 1}, Roma`, lat: 41.9, lng: 12.49, radiusMeters: 150, createdAt: now, updatedAt: now }));
    siteIds.push(...(await db.insertInto('clientSite').values(rows).returning('id').execute()).map((r) => r.id));
  });
  const userIds: number[] = [];
  await inChunks(index, async (chunk) => {
    const rows = chunk.map((i) => ({ username: `cliente.${i}`, email: `cliente${i}@bench.it`, firstName: 'Referente', lastName: `Cliente ${i + 1}`, clientId: clientIds[i], active: 1, passwordHash, mustChangePassword: 0, createdAt: now, updatedAt: now }));
    userIds.push(...(await db.insertInto('user').values(rows).returning('id').execute()).map((r) => r.id));
  });
  await inChunks(index, async (chunk) => {
    await db.insertInto('userRole').values(chunk.map((i) => ({ userId: userIds[i], role: 'ROLE_CLIENT' }))).execute();
    await db.insertInto('userCompany').values(chunk.map((i) => ({ userId: userIds[i], companyId: companyIds[i % COMPANIES] }))).execute();
  });
  const first = { client: contiguous(clientIds, 'client'), site: contiguous(siteIds, 'site'), user: contiguous(userIds, 'user') };
  const companyOf = (i: ReturnType<typeof sql>) => sql`(case (${i} % ${sql.lit(COMPANIES)}) ${sql.join(companyIds.map((id, k) => sql`when ${sql.lit(k)} then ${sql.lit(id)}`), sql` `)} end)`;
  const { requests, events } = await seedRequests(db, dialect, first, companyOf);
  // A client in the middle of the table: its rows are neither the first nor the last written.
  const measured = CLIENTS / 2;
  const month_ = await seedStatementSite(db, companyIds[measured % COMPANIES], siteIds[measured], month, passwordHash, now);
  return { companyIds, clientUserId: userIds[measured], clientId: clientIds[measured], siteId: siteIds[measured], requests, events, ...month_ };
};
