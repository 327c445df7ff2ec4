import type { FastifyInstance } from 'fastify';
import { ZClient, ZClientCreate, ZClientPatch } from '../../../shared/schemas/client';
import { registerCrudRoutes } from '../../http/crud';
import { clientStore } from './service';

const CLIENT_STAFF = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'] as const;
const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

/** api/client: client management sees and edits the clients of its companies; only the back office deletes. */
export const clientRoutes = async (app: FastifyInstance) => {
  registerCrudRoutes(app, {
    name: 'client',
    store: clientStore,
    schemas: { create: ZClientCreate, update: ZClientPatch, output: ZClient },
    roles: { read: CLIENT_STAFF, write: CLIENT_STAFF, remove: BACK_OFFICE },
  });
};
