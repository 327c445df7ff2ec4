import type { FastifyInstance } from 'fastify';
import { coverageRoutes } from './coverage/routes';
import { postRoutes } from './posts/routes';
import { shiftCheckRoutes } from './shifts/check';
import { shiftRoutes } from './shifts/routes';

/** api/workforce: posts at client sites, the roster's shifts, coverage against attendance, reports. */
export const workforceRoutes = async (app: FastifyInstance, { alertJob = false }: { alertJob?: boolean } = {}) => {
  await app.register(postRoutes);
  await app.register(shiftRoutes);
  await app.register(shiftCheckRoutes);
  await app.register(coverageRoutes, { alertJob });
};
