import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** api/document: upload, list, read, download, acknowledge and delete documents. */
export const documentRoutes = async (_app: FastifyInstance, _options: { config: Config }) => {};
