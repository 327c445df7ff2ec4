import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { translate } from '../i18n/messages';

/**
 * Serves the built app from dist/ and answers index.html for every other non-API path, so deep
 * links such as /company/table survive a reload. Unknown /api paths are a JSON 404.
 */
export const staticAppPlugin = fp<{ root?: string }>(
  async (app, { root = resolve('dist') }) => {
    const hasApp = existsSync(join(root, 'index.html'));
    if (hasApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of its text files (vite.config.ts): sent to browsers that accept them.
        preCompressed: true,
        // Off, or its default max-age=0 would replace the header set below.
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A cache between must keep the compressed and plain copies apart.
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.status(404).send({ message: translate(request.locale ?? 'it', 'error.notFound'), code: 'NOT_FOUND' });
    });
  },
  { name: 'static-app' },
);
