import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requestCoreRoutes } from './requests/routes';
import { portalSiteRoutes } from './sites';
import { statementRoutes } from './statement/routes';

/** api/request: client service requests (the portal and the office), and the sites' monthly statements. */
export const requestRoutes = async (app: FastifyInstance, { config }: { config: Config }) => {
  // The statement's static paths first, beside `api/request/:id` (the router prefers them anyway).
  await app.register(statementRoutes);
  await app.register(portalSiteRoutes);
  await app.register(requestCoreRoutes, { config });
};
