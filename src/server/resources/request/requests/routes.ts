import type { FastifyInstance } from 'fastify';

/** api/request: list, create, read, transitions, conversation, attachments. */
export const requestCoreRoutes = async (_app: FastifyInstance) => {};
