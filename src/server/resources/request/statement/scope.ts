import { assertRecordInScope } from '../../../access';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors';
import type { SessionUser } from '../../auth/repository';
import { isClientUser, portalClientOf } from '../client-account';
import { findClientStatementSites, findStatementSite, type StatementSite } from './statement';

/**
 * The client a caller may read statements of: a client user only their own (403 once their client
 * is deactivated), the office any client of its companies; any other is answered as missing.
 */
export const readableClient = async (db: DbOrTx, user: SessionUser, clientId: number): Promise<{ id: number; companyId: number }> => {
  if (isClientUser(user)) {
    const own = await portalClientOf(db, user);
    if (own.clientId !== clientId) throw notFound();
    return { id: own.clientId, companyId: own.companyId };
  }
  const client = await db.selectFrom('client').select(['id', 'companyId']).where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound();
  assertRecordInScope(user, client.companyId);
  return client;
};

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
