import { sql } from 'kysely';
import type { Db, Dialect } from '../../src/server/db/database';
import { hashPassword } from '../../src/server/resources/auth/passwords';
import { newSessionId, type TokenSigner } from '../../src/server/resources/auth/tokens';
import { NOTICE_VERSION, romeDateOf, romeTimeOf } from '../../src/shared/attendance';
import { shiftSpan } from '../../src/shared/workforce/shift-time';

/** The bench's population: 3 companies, 500 workers with attendance, 1,000 more for the clock-in burst. */
export const COMPANIES = 3;
export const WORKERS = 500;
export const BURST_WORKERS = 1000;

/** One client site per company, as in Rome, Milan and Naples. */
const SITES = [
  { lat: 41.9028, lng: 12.4964 },
  { lat: 45.4838, lng: 9.1903 },
  { lat: 40.8401, lng: 14.2652 },
];

export interface Population {
  companyIds: number[];
  siteIds: number[];
  adminId: number;
  firstWorkerId: number;
  burst: Array<{ id: number; siteId: number; lat: number; lng: number }>;
}

const insertUsers = async (db: Db, count: number, prefix: string, passwordHash: string, now: string) => {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const n = start + k;
      return { fiscalCode: `${prefix}${String(n).padStart(16 - prefix.length, '0')}`, email: `${prefix.toLowerCase()}${n}@bench.it`, firstName: 'Nome', lastName: `Cognome ${prefix}${n}`, active: 1, passwordHash, mustChangePassword: 0, createdAt: now, updatedAt: now };
    });
    ids.push(...(await db.insertInto('user').values(rows).returning('id').execute()).map((row) => row.id));
  }
  return ids;
};

/** Companies, sites, the administrator who reads the list, and the workers with their roles, shifts and notice. */
export const seedPopulation = async (db: Db): Promise<Population> => {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Bench-Password-2026');
  const companyIds: number[] = [];
  const siteIds: number[] = [];
  for (let c = 0; c < COMPANIES; c += 1) {
    const company = await db.insertInto('company').values({ name: `Azienda ${c + 1}`, vat: `9000000000${c}`, status: 'ACTIVE', createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    companyIds.push(company.id);
    const client = await db.insertInto('client').values({ companyId: company.id, name: `Cliente ${c + 1}`, active: 1, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    const site = await db.insertInto('clientSite').values({ clientId: client.id, name: `Sede cliente ${c + 1}`, ...SITES[c], radiusMeters: 150, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    siteIds.push(site.id);
  }
  // The roster says where a worker may clock in: a post per site and, for each worker, a published
  // 24-hour shift there begun 6 hours ago, which their clock-ins during the bench link to.
  const postIds: number[] = [];
  for (let c = 0; c < COMPANIES; c += 1) {
    const post = await db.insertInto('post').values({ companyId: companyIds[c], clientSiteId: siteIds[c], name: 'Portineria', serviceType: 'PORTIERATO', createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    postIds.push(post.id);
  }
  const begun = new Date(Date.now() - 6 * 3_600_000).toISOString();
  const date = romeDateOf(begun);
  const time = romeTimeOf(begun);
  const shift = { date, startTime: time, endTime: time, ...shiftSpan(date, time, time), status: 'PUBLISHED', publishedAt: now, createdAt: now, updatedAt: now };
  const [adminId] = await insertUsers(db, 1, 'ADMIN', passwordHash, now);
  await db.insertInto('userRole').values({ userId: adminId, role: 'ROLE_ADMIN' }).execute();
  const workers = await insertUsers(db, WORKERS, 'WORK', passwordHash, now);
  const burstIds = await insertUsers(db, BURST_WORKERS, 'BURST', passwordHash, now);
  if (workers.at(-1)! - workers[0] !== WORKERS - 1) throw new Error('worker ids are not contiguous');
  const everyone = [...workers, ...burstIds];
  for (let start = 0; start < everyone.length; start += 500) {
    const chunk = everyone.slice(start, start + 500).map((id, k) => ({ id, company: (start + k) % COMPANIES }));
    await db.insertInto('userRole').values(chunk.map(({ id }) => ({ userId: id, role: 'ROLE_WORKER' }))).execute();
    await db.insertInto('userCompany').values(chunk.map(({ id, company }) => ({ userId: id, companyId: companyIds[company] }))).execute();
    await db.insertInto('shift').values(chunk.map(({ id, company }, k) => ({ ...shift, companyId: companyIds[company], postId: postIds[company], clientSiteId: siteIds[company], userId: id, slot: start + k }))).execute();
    await db.insertInto('attendanceNotice').values(chunk.map(({ id }) => ({ userId: id, noticeVersion: NOTICE_VERSION, acceptedAt: now }))).execute();
  }
  const burst = burstIds.map((id, k) => ({ id, siteId: siteIds[(WORKERS + k) % COMPANIES], ...SITES[(WORKERS + k) % COMPANIES] }));
  return { companyIds, siteIds, adminId, firstWorkerId: workers[0], burst };
};

/**
 * Appends `count` closed attendances (row numbers from `from`) generated by the database itself:
 * worker i % 500, that worker's company and site, one every `stepSeconds` back from now, 2% of
 * them outside the geofence and flagged.
 */
export const seedAttendance = async (db: Db, dialect: Dialect, p: Population, from: number, count: number, stepSeconds: number) => {
  const [c0, c1, c2] = p.companyIds;
  const [s0, s1, s2] = p.siteIds;
  const start = Math.floor(Date.now() / 1000) - (from + count) * stepSeconds - 86_400;
  const isPg = dialect === 'postgres';
  const series = isPg ? sql`generate_series(${from + 1}::bigint, ${from + count}::bigint) as seq(i)` : sql`seq`;
  const recursive = isPg ? sql`` : sql`with recursive seq(i) as (select ${from + 1} union all select i + 1 from seq where i < ${from + count}) `;
  const stamp = (seconds: ReturnType<typeof sql>) => (isPg ? sql`to_timestamp(${seconds})` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`);
  const checkIn = sql`(${start} + i * ${stepSeconds} + (i * 7919) % 900)`;
  const checkOut = sql`(${start} + i * ${stepSeconds} + (i * 7919) % 900 + 28800 + (i * 104729) % 1800)`;
  const pick = (values: number[]) => sql`(case ((i % ${sql.lit(WORKERS)}) % 3) when 0 then ${sql.lit(values[0])} when 1 then ${sql.lit(values[1])} else ${sql.lit(values[2])} end)`;
  const outside = sql`(i % 50 = 0)`;
  await sql`${recursive}insert into attendance (user_id, company_id, site_type, site_id, site_name, check_in, check_out,
      check_in_inside, check_out_inside, check_in_lat, check_in_lng, check_in_accuracy, check_in_distance,
      check_out_lat, check_out_lng, check_out_accuracy, check_out_distance, source, review_flag, created_by, created_at, updated_at)
    select ${p.firstWorkerId} + i % ${WORKERS}, ${pick([c0, c1, c2])}, 'CLIENT_SITE', ${pick([s0, s1, s2])}, 'Sede cliente', ${stamp(checkIn)}, ${stamp(checkOut)},
      case when ${outside} then 'NO' else 'YES' end, 'YES', 41.9 + (i % 97) / 100000.0, 12.49 + (i % 89) / 100000.0, 5 + i % 30,
      case when ${outside} then 420 else i % 120 end, 41.9, 12.49, 10, i % 120, 'APP', case when ${outside} then 1 else 0 end,
      ${p.firstWorkerId} + i % ${WORKERS}, ${stamp(checkIn)}, ${stamp(checkOut)}
    from ${series}`.execute(db);
};

/** Fresh statistics for the planner, as autovacuum or a routine ANALYZE would leave them. */
export const analyze = async (db: Db, dialect: Dialect) => {
  await sql`${sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db);
};

/** Sessions and tokens for users, as the sign-in would make them (without argon2 for each). */
export const tokensFor = async (db: Db, signer: TokenSigner, userIds: number[]) => {
  const expiresAt = new Date(Date.now() + 12 * 3_600_000);
  const sessions = userIds.map((userId) => ({ id: newSessionId(), userId, expiresAt: expiresAt.toISOString() }));
  for (let i = 0; i < sessions.length; i += 500) await db.insertInto('authSession').values(sessions.slice(i, i + 500)).execute();
  return Promise.all(sessions.map((s) => signer.sign({ userId: s.userId, sessionId: s.id, expiresAt })));
};
