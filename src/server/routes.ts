import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { authRoutes } from './resources/auth/routes';
import { companyRoutes } from './resources/company/routes';
import { healthRoutes } from './resources/health/routes';

/** Every route of the API, registered explicitly. */
export const registerRoutes = async (app: FastifyInstance, config: Config) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { ttlSeconds: config.tokenTtlSeconds });
  await app.register(companyRoutes);
};
