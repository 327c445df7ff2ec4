import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { attendanceRoutes } from './resources/attendance/routes';
import { authRoutes } from './resources/auth/routes';
import { clientRoutes } from './resources/client/routes';
import { clientSiteRoutes } from './resources/client-site/routes';
import { companyRoutes } from './resources/company/routes';
import { documentRoutes } from './resources/document/routes';
import { documentGenerateRoutes } from './resources/document/generate/routes';
import { payslipRoutes } from './resources/document/payslip-routes';
import { healthRoutes } from './resources/health/routes';
import { notificationRoutes } from './resources/notification/routes';
import { permissionRoutes } from './resources/permission/routes';
import { placeRoutes } from './resources/place/routes';
import { trainingRoutes } from './resources/training/routes';
import { userRoutes } from './resources/user/routes';
import { vehicleRoutes } from './resources/vehicle/routes';

/** Every route of the API, registered explicitly. */
export const registerRoutes = async (app: FastifyInstance, config: Config) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { ttlSeconds: config.tokenTtlSeconds });
  await app.register(companyRoutes);
  await app.register(userRoutes);
  await app.register(clientRoutes);
  await app.register(clientSiteRoutes);
  await app.register(placeRoutes);
  await app.register(vehicleRoutes);
  await app.register(permissionRoutes);
  await app.register(notificationRoutes);
  await app.register(attendanceRoutes, { retentionJob: config.retentionJob });
  await app.register(documentRoutes, { config });
  await app.register(payslipRoutes, { config });
  await app.register(documentGenerateRoutes, { config });
  await app.register(trainingRoutes);
};
