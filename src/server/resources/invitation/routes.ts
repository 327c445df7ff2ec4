import type { FastifyInstance } from 'fastify';

/** Invitations: a client user (or anyone the office adds) sets their own password from a single-use link. */
export const invitationRoutes = async (_app: FastifyInstance) => {};
