import type { FastifyInstance } from 'fastify';
import { ZWorkforceSettings } from '../../../../shared/schemas/workforce';
import { id as ZId, z } from '../../../../shared/schemas/zod';
import { inScope } from '../../../access';
import { notFound } from '../../../errors';
import { parse } from '../../../http/validate';
import type { SessionUser } from '../../auth/repository';
import { writeAudit } from '../../audit/repository';
import { companyExists } from '../../company/repository';
import { getWorkforceSettings, putWorkforceSettings } from '../settings';

const OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
const ZCompanyQuery = z.object({ companyId: ZId() });

/** api/workforce/settings?companyId=: a company's graces, clock-in window and working-time rules. */
export const settingsRoutes = async (app: FastifyInstance) => {
  /** A company outside the caller's, or none at all, is answered alike. */
  const companyOf = async (query: unknown, user: SessionUser) => {
    const { companyId } = parse(ZCompanyQuery, query);
    if (!inScope(user, companyId) || !(await companyExists(app.db, companyId))) throw notFound();
    return companyId;
  };

  app.get('/api/workforce/settings', { config: { roles: OFFICE } }, async (request) => {
    const companyId = await companyOf(request.query, request.user);
    return ZWorkforceSettings.parse(await getWorkforceSettings(app.db, companyId));
  });

  app.put('/api/workforce/settings', { config: { roles: OFFICE } }, async (request) => {
    const companyId = await companyOf(request.query, request.user);
    const settings = parse(ZWorkforceSettings, request.body);
    const saved = await app.db.transaction().execute(async (tx) => {
      const before = await getWorkforceSettings(tx, companyId);
      await putWorkforceSettings(tx, companyId, settings, request.user.id);
      await writeAudit(tx, { actorId: request.user.id, action: 'UPDATE', entity: 'workforceSetting', entityId: companyId, before, after: settings });
      return getWorkforceSettings(tx, companyId);
    });
    return ZWorkforceSettings.parse(saved);
  });
};
