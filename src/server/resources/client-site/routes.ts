import type { FastifyInstance } from 'fastify';
import { ZClientSiteCreate, ZClientSitePatch } from '../../../shared/schemas/client-site';
import { ZClientSiteView } from '../../../shared/schemas/client-site-view';
import { registerCrudRoutes } from '../../http/crud';
import { clientSiteStore } from './service';

const CLIENT_STAFF = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'] as const;

/** api/client-site: edited inside the client's detail, by whoever may edit the client. */
export const clientSiteRoutes = async (app: FastifyInstance) => {
  registerCrudRoutes(app, {
    name: 'client-site',
    store: clientSiteStore,
    schemas: { create: ZClientSiteCreate, update: ZClientSitePatch, output: ZClientSiteView },
    roles: { read: CLIENT_STAFF, write: CLIENT_STAFF, remove: CLIENT_STAFF },
  });
};
