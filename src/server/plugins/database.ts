import fp from 'fastify-plugin';
import type { KyselyPlugin } from 'kysely';
import { listenForChanges, noteWrite } from '../db/changes';
import type { DbHandle } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle['db'];
    dialect: DbHandle['dialect'];
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Exposes the database to routes, through the given Kysely plugins, and closes it when the server
 * stops. It also tells the answers kept between requests of the changes they follow
 * (db/changes.ts): the dashboard's, of each successful write answered; the kept answers', on
 * PostgreSQL, of the changes announced by any server, heard on a connection of its own that closes
 * before the database (this server's own commits are told by the database's driver).
 */
export const databasePlugin = fp<{ handle: DbHandle; plugins?: KyselyPlugin[] }>(
  async (app, { handle, plugins = [] }) => {
    app.decorate('db', plugins.reduce((db, plugin) => db.withPlugin(plugin), handle.db));
    app.decorate('dialect', handle.dialect);
    const changes = handle.listen ? listenForChanges(handle.db, handle.listen, app.log) : undefined;
    // Before the answer leaves: the caller's next request already finds the dashboard's figures stale.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (WRITES.has(request.method) && reply.statusCode < 400) noteWrite();
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      await changes?.close();
      await handle.close();
    });
  },
  { name: 'database' },
);
