import type { FastifyInstance } from 'fastify';
import { requestCoreRoutes } from './requests/routes';
import { portalSiteRoutes } from './sites';
import { statementRoutes } from './statement/routes';

/** api/request: client service requests (the portal and the office), and the sites' monthly statements. */
export const requestRoutes = async (app: FastifyInstance) => {
  // The statement's static paths first, beside `api/request/:id` (the router prefers them anyway).
  await app.register(statementRoutes);
  await app.register(portalSiteRoutes);
  await app.register(requestCoreRoutes);
};
