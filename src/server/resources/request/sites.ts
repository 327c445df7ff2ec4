import type { FastifyInstance } from 'fastify';
import { ZPortalSite } from '../../../shared/schemas/request';
import { id, z } from '../../../shared/schemas/zod';
import { invalidField } from '../../errors';
import { parse } from '../../http/validate';
import { isClientUser, portalClientOf, readableClient } from './client-account';

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
    if (!isClientUser(request.user) && query.clientId === undefined) throw invalidField('clientId', 'validation.required');
    // A client user's own client, whatever they name; the office's named one, within its companies.
    const clientId = isClientUser(request.user)
      ? (await portalClientOf(app.db, request.user)).clientId
      : (await readableClient(app.db, request.user, query.clientId as number)).id;
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
