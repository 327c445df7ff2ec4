import type { FastifyInstance } from 'fastify';

/** api/deadlines: the list, the caller's own, manual deadlines, their changes, the kinds and the qualification check. */
export const deadlineRoutes = async (_app: FastifyInstance) => {};
