import type { FastifyInstance } from 'fastify';
import { ZPlace, ZPlaceCreate, ZPlacePatch } from '../../../shared/schemas/place';
import { registerCrudRoutes } from '../../http/crud';
import { placeStore } from './service';

const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

/** api/place: the company sites of /company/places, for the back office of each company. */
export const placeRoutes = async (app: FastifyInstance) => {
  registerCrudRoutes(app, {
    name: 'place',
    store: placeStore,
    schemas: { create: ZPlaceCreate, update: ZPlacePatch, output: ZPlace },
    roles: { read: BACK_OFFICE, write: BACK_OFFICE, remove: BACK_OFFICE },
  });
};
