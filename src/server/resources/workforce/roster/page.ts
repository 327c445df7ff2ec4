import type { TRosterQuery } from '../../../../shared/schemas/workforce-roster';
import { type DbOrTx, readerOf, withoutPlugins } from '../../../db/database';
import { notFound } from '../../../errors';
import { siteCompany } from '../shifts/generate';
import { readPeopleView } from './people-view';
import { readPostsView } from './posts-view';

/** The companies the grid covers: the one asked for (0 or none: all the caller's), or a 404 outside them. */
const companiesOf = (query: TRosterQuery, scope: number[] | undefined): number[] | undefined => {
  if (!query.companyId) return scope;
  if (scope && !scope.includes(query.companyId)) throw notFound();
  return [query.companyId];
};

/** The caller's checks (404 for a company or site outside their scope), then the companies the grid covers. */
export const rosterCompanies = async (database: DbOrTx, query: TRosterQuery, scope: number[] | undefined): Promise<number[] | undefined> => {
  const companies = companiesOf(query, scope);
  if (query.siteId) await siteCompany(readerOf(database), query.siteId, scope);
  return companies;
};

/**
 * One page of a grid as the JSON text of ZRoster: the posts view's rows are posts, the people
 * view's are people. A page of 50 posts carries about 1,400 shifts; mapping them as rows, then
 * writing them out, cost the server 18 to 20 ms of its one thread a request. The database writes
 * them as JSON in one statement (see posts-view.ts and people-view.ts), on the reader's thread on
 * SQLite, and the text is sent as it is. It depends on the companies, the query and (the people
 * view's contract minutes) today, on nothing else of the caller's.
 */
export const readRosterPage = async (database: DbOrTx, query: TRosterQuery, companies: number[] | undefined): Promise<string> => {
  const reader = withoutPlugins(readerOf(database));
  const page = query.view === 'posts' ? { ...(await readPostsView(reader, query, companies)), absences: '[]' } : await readPeopleView(reader, query, companies);
  const frame = JSON.stringify({ from: query.from, to: query.to, view: query.view, total: page.total }).slice(0, -1);
  return `${frame},"posts":${page.posts},"people":${page.people},"shifts":${page.shifts},"absences":${page.absences}}`;
};

/** The checks, then the page (see readRosterPage). */
export const rosterPage = async (database: DbOrTx, query: TRosterQuery, scope: number[] | undefined): Promise<string> =>
  readRosterPage(database, query, await rosterCompanies(database, query, scope));
