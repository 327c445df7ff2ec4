import fp from 'fastify-plugin';
import type { KyselyPlugin } from 'kysely';
import type { DbHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle['db'];
    dialect: DbHandle['dialect'];
  }
}

/** Exposes the database to routes, through the given Kysely plugins, and closes it when the server stops. */
export const databasePlugin = fp<{ handle: DbHandle; plugins?: KyselyPlugin[] }>(
  async (app, { handle, plugins = [] }) => {
    app.decorate('db', plugins.reduce((db, plugin) => db.withPlugin(plugin), handle.db));
    app.decorate('dialect', handle.dialect);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
