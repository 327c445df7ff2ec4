import type { FastifyInstance } from 'fastify';
import { ZPortalSite } from '../../../shared/schemas/request';
import { id, z } from '../../../shared/schemas/zod';
import { assertRecordInScope } from '../../access';
import { invalidField, notFound } from '../../errors';
import { parse } from '../../http/validate';
import { isClientUser, portalClientOf } from './client-account';

const READERS = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT', 'ROLE_CLIENT'] as const;

/** The office names the client; a client user's is their own, whatever they send. */
const ZSitesQuery = z.object({ clientId: id().optional() });

/**
 * GET api/request/sites: the sites a request or a statement may be about — a client user's own
 * client's, or, for the office, those of a client of its companies (404 outside them).
 */
export const portalSiteRoutes = async (app: FastifyInstance) => {
  app.get('/api/request/sites', { config: { roles: READERS } }, async (request) => {
    const query = parse(ZSitesQuery, request.query);
    let clientId: number;
    if (isClientUser(request.user)) {
      clientId = (await portalClientOf(app.db, request.user)).clientId;
    } else {
      if (query.clientId === undefined) throw invalidField('clientId', 'validation.required');
      const client = await app.db.selectFrom('client').select(['id', 'companyId']).where('id', '=', query.clientId).executeTakeFirst();
      if (!client) throw notFound();
      assertRecordInScope(request.user, client.companyId);
      clientId = client.id;
    }
    const rows = await app.db
      .selectFrom('clientSite')
      .select(['id', 'clientId', 'name', 'address'])
      .where('clientId', '=', clientId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ZPortalSite.parse(row));
  });
};
