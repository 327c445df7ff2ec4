import type { DbOrTx } from '../../db/database';

/** Name and contacts of the companies in `scope` (every company when undefined), by name. */
export const findGuideCompanies = async (db: DbOrTx, scope: readonly number[] | undefined) => {
  if (scope?.length === 0) return [];
  let query = db.selectFrom('company').select(['id', 'name', 'phone', 'email']).orderBy('name').orderBy('id');
  if (scope) query = query.where('id', 'in', [...scope]);
  return query.execute();
};
