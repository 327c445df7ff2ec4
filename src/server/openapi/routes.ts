import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { Role } from '../../shared/roles';
import { buildDocument, type OpenApiDocument } from './document';
import { renderDocsPage } from './page';
import { API_AREAS } from './paths';

/** The version of the API's contract (not of the app): raised when an answer changes incompatibly. */
const API_VERSION = '1';

/**
 * api/openapi.json and api/docs: the OpenAPI 3.1 document of every route, built once on first
 * request from the routes Fastify registered (app.routeTable) and their descriptions; and its
 * reference page. Both are for administrators in production, and open in development and tests.
 */
export const openApiRoutes = async (app: FastifyInstance, { production }: { production: boolean }) => {
  let document: OpenApiDocument | undefined;
  const documentOf = () => (document ??= buildDocument(app.routeTable, API_AREAS, API_VERSION));
  const config: FastifyContextConfig = production ? { roles: ['ROLE_ADMIN'] as readonly Role[] } : { public: true };

  app.get('/api/openapi.json', { config }, async () => documentOf());

  app.get('/api/docs', { config }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderDocsPage(documentOf())));
};
