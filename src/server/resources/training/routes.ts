import type { FastifyInstance } from 'fastify';

/** api/training: the courses people completed. */
export const trainingRoutes = async (_app: FastifyInstance) => {};
