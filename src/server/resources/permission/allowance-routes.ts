import type { FastifyInstance } from 'fastify';
import { todayInRome } from '../../../shared/dates';
import {
  ZAllowanceInput,
  ZAllowanceQuery,
  ZAllowances,
  ZBalance,
  ZBalanceQuery,
  ZLeaveSettings,
  ZLeaveSettingsInput,
} from '../../../shared/schemas/permission';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { assertRecordInScope, inScope } from '../../access';
import { nowIso } from '../../db/database';
import { notFound } from '../../errors';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { writeAudit } from '../audit/repository';
import { companyExists } from '../company/repository';
import * as allowances from './allowance-repository';
import { getBalance } from './balance';
import { findActiveUserCompanies } from './repository';
import { BACK_OFFICE, BACK_OFFICE_READERS, READERS } from './roles';

const currentYear = () => Number(todayInRome().slice(0, 4));

/**
 * Balances, allowances (company defaults by year, per-worker overrides) and the company's leave
 * settings (the L.104 monthly cap and the hours of a working day).
 */
export const allowanceRoutes = async (app: FastifyInstance) => {
  app.get('/api/permission/balance', { config: { roles: READERS } }, async (request) => {
    const query = parse(ZBalanceQuery, request.query);
    return ZBalance.parse(await getBalance(app.db, request.user, query));
  });

  app.get('/api/permission/allowance', { config: { roles: BACK_OFFICE_READERS } }, async (request) => {
    const { companyId, year = currentYear() } = parse(ZAllowanceQuery, request.query);
    assertRecordInScope(request.user, companyId);
    const [defaults, overrides] = await Promise.all([
      allowances.findCompanyDefaults(app.db, companyId, year),
      allowances.findUserOverrides(app.db, await allowances.findCompanyMemberIds(app.db, companyId), year),
    ]);
    return ZAllowances.parse({ companyId, year, defaults, overrides });
  });

  app.put('/api/permission/allowance/company/:companyId', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { companyId } = parse(z.object({ companyId: ZId() }), request.params);
    const input = parse(ZAllowanceInput, request.body);
    assertRecordInScope(request.user, companyId);
    if (!(await companyExists(app.db, companyId))) throw notFound();
    await app.db.transaction().execute(async (tx) => {
      await allowances.saveAllowances(tx, { companyId, userId: null, year: input.year, amounts: input.allowances, now: nowIso() });
      await writeAudit(tx, { actorId: request.user.id, action: 'UPDATE', entity: 'leave_allowance', entityId: companyId, after: input });
    });
    const defaults = await allowances.findCompanyDefaults(app.db, companyId, input.year);
    return { message: translate(request.locale, 'permission.allowanceSaved'), companyId, year: input.year, defaults };
  });

  app.put('/api/permission/allowance/user/:userId', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { userId } = parse(z.object({ userId: ZId() }), request.params);
    const input = parse(ZAllowanceInput, request.body);
    const companyId = (await findActiveUserCompanies(app.db, userId))?.find((id) => inScope(request.user, id));
    if (companyId === undefined) throw notFound();
    await app.db.transaction().execute(async (tx) => {
      await allowances.saveAllowances(tx, { companyId, userId, year: input.year, amounts: input.allowances, now: nowIso() });
      await writeAudit(tx, { actorId: request.user.id, action: 'UPDATE', entity: 'leave_allowance', entityId: userId, after: input });
    });
    const applied = await allowances.findWorkerAllowances(app.db, companyId, userId, input.year);
    return { message: translate(request.locale, 'permission.allowanceSaved'), userId, year: input.year, allowances: applied };
  });

  app.get('/api/permission/settings/:companyId', { config: { roles: BACK_OFFICE_READERS } }, async (request) => {
    const { companyId } = parse(z.object({ companyId: ZId() }), request.params);
    assertRecordInScope(request.user, companyId);
    return ZLeaveSettings.parse(await allowances.getLeaveSettings(app.db, companyId));
  });

  app.put('/api/permission/settings/:companyId', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { companyId } = parse(z.object({ companyId: ZId() }), request.params);
    const input = parse(ZLeaveSettingsInput, request.body);
    assertRecordInScope(request.user, companyId);
    if (!(await companyExists(app.db, companyId))) throw notFound();
    const settings = { ...(await allowances.getLeaveSettings(app.db, companyId)), ...input };
    await allowances.saveLeaveSettings(app.db, settings, nowIso());
    await writeAudit(app.db, { actorId: request.user.id, action: 'UPDATE', entity: 'leave_setting', entityId: companyId, after: settings });
    return { message: translate(request.locale, 'permission.settingsSaved'), ...ZLeaveSettings.parse(settings) };
  });
};
