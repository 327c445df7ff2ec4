import fp from 'fastify-plugin';
import type { DbHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle['db'];
    dialect: DbHandle['dialect'];
  }
}

/** Exposes the database to routes and closes it when the server stops. */
export const databasePlugin = fp<{ handle: DbHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
