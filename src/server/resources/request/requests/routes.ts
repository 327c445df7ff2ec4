import type { FastifyInstance } from 'fastify';
import { REQUEST_ACTORS, type TRequestAction, ZRequest } from '../../../../shared/schemas/request';
import { id, z } from '../../../../shared/schemas/zod';
import type { Role } from '../../../../shared/roles';
import { contentRange, type ListQuery, parseListQuery } from '../../../http/list-query';
import { parse } from '../../../http/validate';
import { translate } from '../../../i18n/messages';
import { isClientUser } from '../client-account';
import { type AttachmentUploads, attachmentRoutes } from './attachments';
import { isClientDefaultView, keptClientPage } from './list-page';
import { findEvents, findRequests, REQUEST_LIST } from './repository';
import { scheduleRequest } from './schedule';
import { createRequest, getVisibleRequest, listScope, viewerOf } from './service';
import { actOnRequest, DONE_MESSAGE } from './transitions';

const OFFICE: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'];
const READERS: readonly Role[] = [...OFFICE, 'ROLE_CLIENT'];
const ROSTER: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MODERATOR'];

/** The roles an action's route lets through: the office's, the client's, or both (REQUEST_ACTORS). */
const rolesOf = (action: TRequestAction): readonly Role[] => [
  ...(REQUEST_ACTORS[action].includes('office') ? OFFICE : []),
  ...(REQUEST_ACTORS[action].includes('client') ? (['ROLE_CLIENT'] as const) : []),
];

const ZParams = z.object({ id: id() });

/** A client's list as it opens (see list-page.ts), or undefined: any other list, or a query the general path refuses (after the client check, as before). */
const ownDefaultView = (query: unknown): ListQuery | undefined => {
  try {
    const list = parseListQuery(query as Record<string, unknown>, REQUEST_LIST);
    return isClientDefaultView(list) ? list : undefined;
  } catch {
    return undefined;
  }
};
const output = (request: object) => ZRequest.parse(request);

/**
 * api/request: a client's service requests. A client user reads and writes their own client's
 * only (the list's filters cannot reach past it); the office, those of its companies (404 outside
 * them). Each action follows REQUEST_TRANSITIONS and REQUEST_ACTORS (403 for the wrong side, 409
 * for the wrong status); internal notes never reach a client.
 */
export const requestCoreRoutes = async (app: FastifyInstance, { config }: { config: AttachmentUploads }) => {
  app.get('/api/request', { config: { roles: READERS } }, async (request, reply) => {
    const own = isClientUser(request.user) ? ownDefaultView(request.query) : undefined;
    if (own) {
      const page = await keptClientPage(app.db, request.user.id, own);
      reply.header('content-range', contentRange('request', own, page.count, page.total));
      // The database wrote the page as the API answers it (see list-page.ts): sent as it is.
      return reply.type('application/json; charset=utf-8').send(page.json);
    }
    const viewer = await viewerOf(app.db, request.user);
    // REQUEST_LIST types every filter: start dates are days, creation is a bound (a Rome day or an instant).
    const list = parseListQuery(request.query as Record<string, unknown>, REQUEST_LIST);
    const { rows, total } = await findRequests(app.db, list, listScope(viewer));
    reply.header('content-range', contentRange('request', list, rows.length, total));
    return rows.map(output);
  });

  app.post('/api/request', { config: { roles: READERS } }, async (request, reply) => {
    const viewer = await viewerOf(app.db, request.user);
    const created = await createRequest(app.db, viewer, request.body);
    return reply.status(201).send({ message: translate(request.locale, 'request.created'), ...output(created) });
  });

  app.get('/api/request/:id', { config: { roles: READERS } }, async (request) => {
    const { id: requestId } = parse(ZParams, request.params);
    return output(await getVisibleRequest(app.db, await viewerOf(app.db, request.user), requestId));
  });

  /** The conversation: replies, and for the office its internal notes too. */
  app.get('/api/request/:id/comments', { config: { roles: READERS } }, async (request) => {
    const { id: requestId } = parse(ZParams, request.params);
    const viewer = await viewerOf(app.db, request.user);
    await getVisibleRequest(app.db, viewer, requestId);
    return findEvents(app.db, requestId, { withInternal: viewer.side === 'office', kinds: ['REPLY', 'COMMENT'] });
  });

  app.get('/api/request/:id/history', { config: { roles: READERS } }, async (request) => {
    const { id: requestId } = parse(ZParams, request.params);
    const viewer = await viewerOf(app.db, request.user);
    await getVisibleRequest(app.db, viewer, requestId);
    return findEvents(app.db, requestId, { withInternal: viewer.side === 'office' });
  });

  for (const action of ['take', 'reply', 'comment', 'reject', 'close', 'cancel'] as const) {
    app.post(`/api/request/:id/${action}`, { config: { roles: rolesOf(action) } }, async (request) => {
      const { id: requestId } = parse(ZParams, request.params);
      const after = await actOnRequest(app.db, await viewerOf(app.db, request.user), requestId, action, request.body);
      return { message: translate(request.locale, DONE_MESSAGE[action]), ...output(after) };
    });
  }

  // Scheduling writes the roster, which is the back office's (admin, moderator): client management takes and answers, and hands over.
  app.post('/api/request/:id/schedule', { config: { roles: ROSTER } }, async (request) => {
    const { id: requestId } = parse(ZParams, request.params);
    const viewer = await viewerOf(app.db, request.user);
    const { request: after, created } = await scheduleRequest(app.db, viewer, requestId, request.body, request.locale);
    return { message: translate(request.locale, DONE_MESSAGE.schedule, { count: created }), ...output(after) };
  });

  await app.register(attachmentRoutes, { config });
};
