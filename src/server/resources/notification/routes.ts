import type { FastifyInstance } from 'fastify';
import { ZNotification } from '../../../shared/schemas/notification';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { nowIso } from '../../db/database';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import * as repo from './repository';
import { toNotification } from './service';

const ZParams = z.object({ id: ZId() });

/** The signed-in user's own notifications, whatever their role: the bell and /notification. */
export const notificationRoutes = async (app: FastifyInstance) => {
  app.get('/api/notification', async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, repo.NOTIFICATION_LIST);
    const { rows, total } = await repo.findNotifications(app.db, request.user.id, list);
    reply.header('content-range', contentRange('notification', list, rows.length, total));
    return rows.map((row) => ZNotification.parse(toNotification(request.locale, row)));
  });

  app.post('/api/notification/read-all', async (request) => {
    const count = await repo.markAllRead(app.db, request.user.id, nowIso());
    return { message: translate(request.locale, 'notification.allRead'), count };
  });

  app.post('/api/notification/:id/read', async (request) => {
    const { id } = parse(ZParams, request.params);
    const row = await repo.markRead(app.db, request.user.id, id, nowIso());
    return ZNotification.parse(toNotification(request.locale, row));
  });
};
