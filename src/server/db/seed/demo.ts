import { hashPassword } from '../../resources/auth/passwords';
import type { Db, DbOrTx } from '../database';
import { nowIso } from '../database';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { seedAttendance } from './attendance';
import { seedLeave } from './leave';
import { seedPeopleAndPlaces } from './people-places';
import { seedRequests } from './requests';
import { seedWorkforce } from './workforce';

/** What each demo seeder gets: the transaction, ids created so far, and one password hash. */
export interface SeedContext {
  tx: DbOrTx;
  now: string;
  passwordHash: string;
  /** Ids of DEMO_COMPANIES, in order. */
  companyIds: number[];
  /** Ids of the demo users by fiscal code or username. */
  userIds: Record<string, number>;
  /** Shifts of today that nobody clocked in for (the demo's late, no-show and the demo worker's own). */
  missingShiftIds?: number[];
}

const seedCompaniesAndAccounts = async (ctx: SeedContext) => {
  const { tx, now, passwordHash } = ctx;
  for (const company of DEMO_COMPANIES) {
    const { id } = await tx.insertInto('company').values({ ...company, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    ctx.companyIds.push(id);
  }
  for (const { roles, companies, ...user } of DEMO_USERS) {
    const { id } = await tx
      .insertInto('user')
      .values({ ...user, passwordHash, active: 1, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.userIds[user.fiscalCode ?? user.username ?? String(id)] = id;
    await tx.insertInto('userRole').values(roles.map((role) => ({ userId: id, role }))).execute();
    if (companies.length) {
      await tx.insertInto('userCompany').values(companies.map((index) => ({ userId: id, companyId: ctx.companyIds[index] }))).execute();
    }
  }
  await tx.updateTable('company').set({ ceoId: ctx.userIds.RSSMRA80A01H501U }).where('id', '=', ctx.companyIds[0]).execute();
};

/** The demo seeders in order; each later capability adds its own. */
const SEEDERS: Array<(ctx: SeedContext) => Promise<void>> = [seedCompaniesAndAccounts, seedPeopleAndPlaces, seedLeave, seedWorkforce, seedRequests, seedAttendance];

/**
 * Demo data for a first start outside production: three companies of the group, the six demo
 * accounts and what later seeders add. Runs only on an empty database, so it never touches real data.
 */
export const seedDemo = async (db: Db): Promise<boolean> => {
  const existing = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (tx) => {
    const ctx: SeedContext = { tx, now: nowIso(), passwordHash, companyIds: [], userIds: {} };
    for (const seed of SEEDERS) await seed(ctx);
  });
  return true;
};
