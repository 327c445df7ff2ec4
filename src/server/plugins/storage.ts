import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createStorage, type Storage } from '../storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where documents' bytes live (local disk or S3-compatible storage). */
    storage: Storage;
  }
}

export const storagePlugin = fp<{ config: Pick<Config, 'dataDir' | 's3'>; storage?: Storage }>(
  async (app, { config, storage }) => {
    const opened = storage ?? createStorage(config);
    app.decorate('storage', opened);
    app.addHook('onClose', () => opened.close());
  },
  { name: 'storage' },
);
