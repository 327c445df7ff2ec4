import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZTemporaryPassword, ZUser, ZUserCreate, ZUserPatch } from '../../../shared/schemas/user';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { companyScope } from '../../access';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { createUser } from '../auth/service';
import * as repo from './repository';
import * as service from './service';

const ADMIN = ['ROLE_ADMIN'] as const;
const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
const ZParams = z.object({ id: ZId() });

/**
 * api/user: the list protocol and CRUD of the back office, plus activation and password reset.
 * Written out rather than through registerCrudRoutes: a user belongs to several companies, and
 * creation and reset answer a temporary password once.
 */
export const userRoutes = async (app: FastifyInstance) => {
  app.get('/api/user', { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, repo.USER_LIST);
    const { rows, total } = await repo.findUsers(app.db, list, companyScope(request.user));
    reply.header('content-range', contentRange('user', list, rows.length, total));
    return rows.map((row) => ZUser.parse(row));
  });

  app.get('/api/user/:id', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    return ZUser.parse(await service.getUserInScope(app.db, request.user, id));
  });

  app.post('/api/user', { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const input = parse(ZUserCreate, request.body);
    const { id, temporaryPassword } = await createUser(app.db, request.user, input);
    const user = ZUser.parse(await repo.getUser(app.db, id));
    return reply.status(201).send({ message: translate(request.locale, 'auth.userCreated'), ...user, ...ZTemporaryPassword.parse({ temporaryPassword }) });
  });

  const update = (schema: typeof ZUserCreate | typeof ZUserPatch) => async (request: FastifyRequest) => {
    const { id } = parse(ZParams, request.params);
    const input = parse(schema, request.body);
    return ZUser.parse(await service.updateUser(app.db, request.user, id, input));
  };
  app.put('/api/user/:id', { config: { roles: BACK_OFFICE } }, update(ZUserCreate));
  app.patch('/api/user/:id', { config: { roles: BACK_OFFICE } }, update(ZUserPatch));

  app.delete('/api/user/:id', { config: { roles: ADMIN } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    await service.deleteUser(app.db, request.user, id);
    return { message: translate(request.locale, 'user.deleted'), id };
  });

  for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
    app.post(`/api/user/:id/${action}`, { config: { roles: BACK_OFFICE } }, async (request) => {
      const { id } = parse(ZParams, request.params);
      const user = await service.setUserActive(app.db, request.user, id, active);
      return { message: translate(request.locale, active ? 'user.activated' : 'user.deactivated'), ...ZUser.parse(user) };
    });
  }

  app.post('/api/user/:id/reset-password', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const temporaryPassword = await service.resetPassword(app.db, request.user, id);
    return { message: translate(request.locale, 'user.passwordReset'), ...ZTemporaryPassword.parse({ temporaryPassword }) };
  });
};
