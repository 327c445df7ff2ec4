import type { FastifyInstance } from 'fastify';

/** Filled in by the workforce build (issue 21). */
export const shiftRoutes = async (_app: FastifyInstance) => {};
