import type { FastifyInstance } from 'fastify';
import { ZClientSite, ZClientSiteCreate, ZClientSitePatch } from '../../../shared/schemas/client-site';
import { registerCrudRoutes } from '../../http/crud';
import { clientSiteStore } from './service';

const CLIENT_STAFF = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'] as const;

/** api/client-site: edited inside the client's detail, by whoever may edit the client. */
export const clientSiteRoutes = async (app: FastifyInstance) => {
  registerCrudRoutes(app, {
    name: 'client-site',
    store: clientSiteStore,
    schemas: { create: ZClientSiteCreate, update: ZClientSitePatch, output: ZClientSite },
    roles: { read: CLIENT_STAFF, write: CLIENT_STAFF, remove: CLIENT_STAFF },
  });
};
