import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: app.dialect };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.dialect });
    }
  });
};
