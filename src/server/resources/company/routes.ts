import type { FastifyInstance } from 'fastify';
import { COMPANY_API } from '../../../shared/resources';
import { ZCompany, ZCompanyCreate, ZCompanyPatch } from '../../../shared/schemas/company';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { assertRecordInScope, companyScope } from '../../access';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import * as repo from './repository';
import * as service from './service';

const ADMIN = ['ROLE_ADMIN'] as const;
const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
const ZParams = z.object({ id: ZId() });

/** The specification's fixed company paths (section 7). */
export const companyRoutes = async (app: FastifyInstance) => {
  app.get(`/${COMPANY_API.list}`, { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, repo.COMPANY_LIST);
    const { rows, total } = await repo.findCompanies(app.db, list, companyScope(request.user));
    reply.header('content-range', contentRange('company', list, rows.length, total));
    return rows.map((row) => ZCompany.parse(row));
  });

  app.get(`/${COMPANY_API.get(':id')}`, { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const company = await repo.getCompany(app.db, id);
    assertRecordInScope(request.user, company.id);
    return ZCompany.parse(company);
  });

  app.post(`/${COMPANY_API.create}`, { config: { roles: ADMIN } }, async (request, reply) => {
    const input = parse(ZCompanyCreate, request.body);
    const company = await service.createCompany(app.db, request.user, input);
    return reply.status(201).send({ message: translate(request.locale, 'company.created'), ...ZCompany.parse(company) });
  });

  app.patch(`/${COMPANY_API.patch(':id')}`, { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const input = parse(ZCompanyPatch, request.body);
    return ZCompany.parse(await service.patchCompany(app.db, request.user, id, input));
  });

  app.delete(`/${COMPANY_API.delete(':id')}`, { config: { roles: ADMIN } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    await service.deleteCompany(app.db, request.user, id);
    return { message: translate(request.locale, 'company.deleted'), id };
  });
};
