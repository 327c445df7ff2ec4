import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';

/** api/document/generate/*: employment letters and training certificates written by the server. */
export const documentGenerateRoutes = async (_app: FastifyInstance, _options: { config: Config }) => {};
