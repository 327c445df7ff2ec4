import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { namesFile, SIGNIN_PATHS } from '../../shared/pages';
import { translate } from '../i18n/messages';

/**
 * Serves the built app from dist/ and answers index.html for every other non-API path, so deep
 * links such as /company/table survive a reload. Unknown /api paths and missing files are a JSON 404.
 */
export const staticAppPlugin = fp<{ root?: string }>(
  async (app, { root = resolve('dist') }) => {
    const hasApp = existsSync(join(root, 'index.html'));
    const hasSignin = existsSync(join(root, 'signin.html'));
    if (hasApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of its text files (vite.config.ts): sent to browsers that accept them.
        preCompressed: true,
        // Off, or its default max-age=0 would replace the header set below.
        cacheControl: false,
        // Every file but the hashed ones is asked again each time: the pages, the manifest, and
        // sw.js, whose change is how a browser learns of a new release (the update prompt).
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A cache between must keep the compressed and plain copies apart.
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const isApi = path === '/api' || path.startsWith('/api/');
      if (!isApi && !namesFile(path) && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
        const page = hasSignin && SIGNIN_PATHS.includes(path) ? 'signin.html' : 'index.html';
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
      }
      // Not kept by a cache either: the file may come with the next release.
      if (!isApi) reply.header('cache-control', 'no-cache');
      return reply.status(404).send({ message: translate(request.locale ?? 'it', 'error.notFound'), code: 'NOT_FOUND' });
    });
  },
  { name: 'static-app' },
);
