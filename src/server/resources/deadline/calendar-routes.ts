import type { FastifyInstance } from 'fastify';

/** A user's private iCalendar link to their deadlines: created, revoked, and read by the calendar app. */
export const calendarRoutes = async (_app: FastifyInstance) => {};
