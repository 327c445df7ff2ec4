import { sql } from 'kysely';
import type { TDeadlineListFilter } from '../../../shared/schemas/deadline';
import type { DbOrTx } from '../../db/database';

/** The companies of the default view (only a company filter, or none), or undefined when the list filters by more. */
export const defaultViewCompanies = (filter: TDeadlineListFilter, q: string | undefined, scope: number[] | undefined): number[] | 'all' | undefined => {
  const { companyId, ...others } = filter;
  if (q || Object.keys(others).length) return undefined;
  const asked = companyId === undefined ? [] : (Array.isArray(companyId) ? companyId : [companyId]).filter((id) => id !== 0);
  if (!asked.length) return scope ?? 'all';
  return scope ? asked.filter((id) => scope.includes(id)) : asked;
};

/**
 * The default view's total (every deadline not DONE, of some companies or all) from
 * deadline_open_count, kept by triggers (migration 0011): counting tens of thousands of rows at
 * every visit would cost more than the page itself.
 */
export const openTotal = async (db: DbOrTx, companies: number[] | 'all') => {
  if (companies !== 'all' && !companies.length) return 0;
  const where = companies === 'all' ? sql`` : sql`where company_id in (${sql.join([...new Set(companies)])})`;
  const { rows } = await sql<{ total: number | string | null }>`select sum(n) as total from deadline_open_count ${where}`.execute(db);
  return Number(rows[0]?.total ?? 0);
};
