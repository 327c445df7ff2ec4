import type { FastifyInstance } from 'fastify';
import { ZVehicle, ZVehicleCreate, ZVehiclePatch } from '../../../shared/schemas/vehicle';
import { registerCrudRoutes } from '../../http/crud';
import { vehicleStore } from './service';

const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

/** api/vehicle: the fleet of each company, with the expiries that feed deadlines. */
export const vehicleRoutes = async (app: FastifyInstance) => {
  registerCrudRoutes(app, {
    name: 'vehicle',
    store: vehicleStore,
    schemas: { create: ZVehicleCreate, update: ZVehiclePatch, output: ZVehicle },
    roles: { read: BACK_OFFICE, write: BACK_OFFICE, remove: BACK_OFFICE },
  });
};
