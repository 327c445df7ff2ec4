import type { DbOrTx } from '../../db/database';
import { assertRecordInScope } from '../../access';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/repository';

export interface PortalClient {
  clientId: number;
  companyId: number;
}

export const isClientUser = (user: SessionUser) => user.roles.includes('ROLE_CLIENT');

/**
 * The client a client user works for. A client user without a client, or whose client has been
 * deactivated, may do nothing in the portal (403), even with a token issued before.
 */
export const portalClientOf = async (db: DbOrTx, user: SessionUser): Promise<PortalClient> => {
  const row = await db
    .selectFrom('user')
    .innerJoin('client', 'client.id', 'user.clientId')
    .select(['client.id as clientId', 'client.companyId', 'client.active'])
    .where('user.id', '=', user.id)
    .executeTakeFirst();
  if (!row || row.active !== 1) throw new AppError('FORBIDDEN', 'request.clientInactive');
  return { clientId: row.clientId, companyId: row.companyId };
};

/**
 * The client a caller may read the requests, sites and statements of: a client user only their own (403 once their client
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
