import { todayInRome } from '../../../../shared/dates';
import type { TRosterQuery } from '../../../../shared/schemas/workforce-roster';
import type { DbOrTx } from '../../../db/database';
import { keptAnswer } from '../../../http/kept-answer';
import { readRosterPage } from './page';

/**
 * Every table the two views' statements read (posts-view.ts, people-view.ts): a change to any of
 * them, announced on PostgreSQL by the migration 0018's triggers, makes a kept page stale.
 */
export const ROSTER_TABLES = ['post', 'client_site', 'client', 'shift', 'user', 'user_role', 'user_company', 'permission', 'employment_contract'] as const;

const pages = keptAnswer<string>({ tables: ROSTER_TABLES, sizeOf: (page) => page.length });

/**
 * A page of a grid shared by the office screens that show the same week of the same companies
 * (http/kept-answer.ts): kept until a write of this server or a change announced on one of its
 * tables, and read again after a minute at most. Its key is all a page depends on: the companies
 * it covers (after the caller's checks), the query, and today for the people view (whose contract
 * minutes are those of the letters in force today); nothing of the caller's (name, role, language).
 */
export const keptRosterPage = (db: DbOrTx, query: TRosterQuery, companies: number[] | undefined): Promise<string> => {
  const { view, from, to, siteId, page, perPage } = query;
  const key = [companies?.join(',') ?? '*', view, from, to, siteId ?? '', page, perPage, view === 'people' ? todayInRome() : ''].join('|');
  return pages(db, key, () => readRosterPage(db, query, companies));
};
