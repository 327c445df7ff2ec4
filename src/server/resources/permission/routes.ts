import type { FastifyInstance } from 'fastify';
import { ZPermission, ZPermissionCreate, ZPermissionDecision, ZPermissionRevoke, ZPermissionWarning, ZSickLeavePatch } from '../../../shared/schemas/permission';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { assertRecordInScope } from '../../access';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { allowanceRoutes } from './allowance-routes';
import * as repo from './repository';
import { BACK_OFFICE, BACK_OFFICE_READERS, READERS, REQUESTERS } from './roles';
import * as service from './service';
import { findWarnings } from './warnings';

const ZParams = z.object({ id: ZId() });

/**
 * Leave requests and sick leave under api/permission. A worker's list and records are their own;
 * back office and accounting see their companies' (the rest is 404); only back office decides.
 */
export const permissionRoutes = async (app: FastifyInstance) => {
  await app.register(allowanceRoutes);
  const output = (record: unknown) => ZPermission.parse(record);

  app.get('/api/permission', { config: { roles: READERS } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, repo.PERMISSION_LIST);
    const { rows, total } = await repo.findPermissions(app.db, list, service.visibilityOf(request.user));
    reply.header('content-range', contentRange('permission', list, rows.length, total));
    return rows.map(output);
  });

  app.get('/api/permission/:id', { config: { roles: READERS } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    return output(await service.getVisiblePermission(app.db, request.user, id));
  });

  app.post('/api/permission', { config: { roles: REQUESTERS } }, async (request, reply) => {
    const input = parse(ZPermissionCreate, request.body);
    const created = await service.createPermission(app.db, request.user, input);
    const message = translate(request.locale, created.type === 'MALATTIA' ? 'permission.sickLeaveRecorded' : 'permission.created');
    return reply.status(201).send({ message, ...output(created) });
  });

  app.patch('/api/permission/:id', { config: { roles: REQUESTERS } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const input = parse(ZSickLeavePatch, request.body);
    const updated = await service.patchSickLeave(app.db, request.user, id, input);
    return { message: translate(request.locale, 'permission.updated'), ...output(updated) };
  });

  for (const [action, status] of [['approve', 'APPROVED'], ['reject', 'REJECTED']] as const) {
    app.post(`/api/permission/:id/${action}`, { config: { roles: BACK_OFFICE } }, async (request) => {
      const { id } = parse(ZParams, request.params);
      const { note } = parse(ZPermissionDecision, request.body);
      const decided = await service.decidePermission(app.db, request.user, id, status, note);
      return { message: translate(request.locale, `permission.${status === 'APPROVED' ? 'approved' : 'rejected'}`), ...output(decided) };
    });
  }

  app.post('/api/permission/:id/revoke', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const { note } = parse(ZPermissionRevoke, request.body);
    const revoked = await service.revokePermission(app.db, request.user, id, note);
    return { message: translate(request.locale, 'permission.revoked'), ...output(revoked) };
  });

  app.post('/api/permission/:id/cancel', { config: { roles: REQUESTERS } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const cancelled = await service.cancelPermission(app.db, request.user, id);
    return { message: translate(request.locale, 'permission.cancelled'), ...output(cancelled) };
  });

  app.get('/api/permission/:id/warnings', { config: { roles: BACK_OFFICE_READERS } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const permission = await repo.getPermission(app.db, id);
    assertRecordInScope(request.user, permission.companyId);
    const warnings = await findWarnings(app.db, request.user, request.locale, permission);
    return warnings.map((warning) => ZPermissionWarning.parse(warning));
  });
};
