import { hashPassword } from '../../resources/auth/passwords';
import type { Db } from '../database';
import { nowIso } from '../database';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo-data';

/**
 * Demo data for a first start outside production: three companies of the group and the six demo
 * accounts. Runs only on an empty database, so it never touches real data.
 */
export const seedDemo = async (db: Db): Promise<boolean> => {
  const existing = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const companyIds: number[] = [];
    for (const company of DEMO_COMPANIES) {
      const { id } = await tx.insertInto('company').values({ ...company, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
      companyIds.push(id);
    }
    for (const { roles, companies, ...user } of DEMO_USERS) {
      const { id } = await tx
        .insertInto('user')
        .values({ ...user, passwordHash, active: 1, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('userRole').values(roles.map((role) => ({ userId: id, role }))).execute();
      if (companies.length) {
        await tx.insertInto('userCompany').values(companies.map((index) => ({ userId: id, companyId: companyIds[index] }))).execute();
      }
    }
    const ceo = await tx.selectFrom('user').select('id').where('fiscalCode', '=', 'RSSMRA80A01H501U').executeTakeFirstOrThrow();
    await tx.updateTable('company').set({ ceoId: ceo.id }).where('id', '=', companyIds[0]).execute();
  });
  return true;
};
