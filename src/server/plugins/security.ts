import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { notFound } from '../errors';

/** Whether an answer is the API's (by the raw path, or the route it reached, such as /%61pi/...). */
const isApi = (url: string, routeUrl: string | undefined) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || !!routeUrl?.startsWith('/api/');

/**
 * Security headers for every answer; CORS stays closed unless origins are configured. Every API
 * answer, errors and downloads included, is `no-store`: most carry personal data, and a shared or
 * browser cache must not keep them (the built app's files set their own cache in static-app.ts).
 * Helmet's middleware is built once: building it parses the policy, which cost about a tenth of
 * a list request when it was rebuilt for every answer.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app, { corsOrigins }) => {
    const secure = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The service worker (/sw.js) and the web app manifest: the app's own, nothing else.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      secure(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      // A route's stricter value ('private, no-store' on downloads) stays as it is.
      if (isApi(request.url, request.routeOptions.url) && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
    // An OPTIONS that is not a preflight is answered like any unknown route, CORS or not (404),
    // rather than with @fastify/cors's plain-text 400: the app has no OPTIONS routes of its own.
    app.addHook('onRequest', (request, _reply, done) => {
      const preflight = request.headers.origin && request.headers['access-control-request-method'];
      done(request.method === 'OPTIONS' && !(corsOrigins.length && preflight) ? notFound() : undefined);
    });
    if (corsOrigins.length) {
      await app.register(cors, {
        origin: corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Content-Type', 'Authorization', 'x-access-token', 'Accept-Language', 'Idempotency-Key'],
        exposedHeaders: ['Content-Range', 'Retry-After'],
      });
    }
  },
  { name: 'security' },
);
