import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Storage } from './storage';
import { type DbHandle, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { mailPlugin } from './mail';
import { seedDemo } from './db/seed/demo';
import { seedDemoDocuments } from './db/seed/documents';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { documentsPlugin } from './plugins/documents';
import { answerClientError, errorsPlugin } from './plugins/errors';
import { schedulerPlugin } from './plugins/scheduler';
import { securityPlugin } from './plugins/security';
import { staticAppPlugin } from './plugins/static-app';
import { storagePlugin } from './plugins/storage';
import { createPrincipalCache, forgetOnWrite } from './resources/auth/principals';
import { backfillDeadlinesOnce } from './resources/deadline/backfill';
import { deadlineReminderJob } from './resources/deadline/reminders';
import { documentPurgeJob } from './resources/document/purge';
import { createTokenSigner, resolveSecret } from './resources/auth/tokens';
import { registerRoutes } from './routes';
import { setAnswersKept } from './http/kept-answer';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** The roles the route admits (config.roles); none: any signed-in user, or public. */
  roles?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its method, for the role-by-route test. */
    routeTable: RouteEntry[];
  }
}

const REDACT = ['req.headers.authorization', 'req.headers["x-access-token"]', 'req.headers.cookie'];

/** Builds the whole server: database, migrations, demo data, plugins and routes. Tests use this. */
export interface BuildOptions {
  /** An open database (tests share one per file); by default the configured one is opened. */
  handle?: DbHandle;
  /** Where logs go (tests read them to prove secrets never reach them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** The built app's folder; `dist` by default. */
  staticRoot?: string;
  /** Where documents' bytes live; the configured storage by default. */
  storage?: Storage;
}

/** The slowest upload a phone should still complete: 256 kbit/s, a weak mobile signal. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 32 * 1024;

/**
 * How long a request may take to arrive whole: 30 s, or as long as the largest upload allowed takes
 * at SLOWEST_UPLOAD_BYTES_PER_SECOND (20 MB: about 11 minutes), so a guard's photo sent from a
 * basement is not cut off. A connection that stops sending is still closed after
 * connectionTimeout of silence.
 */
export const requestTimeoutFor = (uploadMaxBytes: number): number =>
  Math.max(30_000, Math.ceil((uploadMaxBytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000));

export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: REDACT,
      // Query strings may carry personal data (a search by fiscal code): log the path only.
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, path: req.url.split('?')[0], remoteAddress: req.ip }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Fastify accepts a hop count at run time although its types omit it.
    trustProxy: config.trustProxy as boolean | string[],
    bodyLimit: 1024 * 1024,
    connectionTimeout: 60_000,
    requestTimeout: requestTimeoutFor(config.uploadMaxBytes),
    routerOptions: { ignoreTrailingSlash: true },
    // Oversized headers (431) and requests the HTTP parser refuses answer in the app's error shape.
    clientErrorHandler: answerClientError,
  });
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      app.routeTable.push({ method, url: route.url, public: !!route.config?.public, roles: route.config?.roles });
    }
  });

  // The specification's signout sends a JSON content type with an empty body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('invalid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(error, undefined);
    }
  });

  const handle = options.handle ?? openDatabase(config);
  await migrateToLatest(handle.db);
  if (config.seedDemo) await seedDemo(handle.db);

  setAnswersKept(config.keptAnswers);
  const principals = createPrincipalCache();
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { handle, plugins: [forgetOnWrite(principals.forgetAll)] });
  await app.register(documentsPlugin);
  await app.register(storagePlugin, { config, storage: options.storage });
  // Demo documents need the storage for their bytes, so they come after it (the rest was seeded above).
  if (config.seedDemo) await seedDemoDocuments(app.db, app.storage);
  // Sources kept before deadlines existed (and the demo's vehicles) get theirs, once per database.
  await backfillDeadlinesOnce(app.db);
  await app.register(mailPlugin, { config });
  await app.register(schedulerPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(authPlugin, {
    tokens: createTokenSigner(resolveSecret(config.jwtSecret, config.dataDir)),
    principals,
    listen: handle.listen,
  });
  await registerRoutes(app, config);
  app.scheduler.add(documentPurgeJob(app, config));
  app.scheduler.add(deadlineReminderJob(app, config));
  if (config.serveApp) await app.register(staticAppPlugin, { root: options.staticRoot });
  return app;
};
