import { assertRecordInScope } from '../../../access';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors';
import type { SessionUser } from '../../auth/repository';
import { isClientUser, portalClientOf, readableClient } from '../client-account';
import { findClientStatementSites, findStatementSite, type StatementSite } from './statement';

/** One site the caller may read (a client user: of their own client), or 404. */
export const readableSite = async (db: DbOrTx, user: SessionUser, siteId: number): Promise<StatementSite> => {
  const own = isClientUser(user) ? await portalClientOf(db, user) : undefined;
  const site = await findStatementSite(db, siteId);
  if (!site || (own && site.clientId !== own.clientId)) throw notFound();
  if (!own) assertRecordInScope(user, site.companyId);
  return site;
};

/** The sites a statement query names: its site (of its client, when both are given), or every site of its client. */
export const readableSites = async (db: DbOrTx, user: SessionUser, query: { siteId?: number; clientId?: number }): Promise<StatementSite[]> => {
  if (query.siteId !== undefined) {
    const site = await readableSite(db, user, query.siteId);
    if (query.clientId !== undefined && site.clientId !== query.clientId) throw notFound();
    return [site];
  }
  const client = await readableClient(db, user, query.clientId as number);
  return findClientStatementSites(db, client.id);
};
