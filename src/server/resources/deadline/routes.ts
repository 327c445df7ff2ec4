import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayInRome } from '../../../shared/dates';
import { DEADLINE_KIND_CODES, type TDeadlineKindCode, ZCompliance, ZDeadline, ZDeadlineCreate, ZDeadlineKindSetting, ZDeadlineKindView, ZDeadlinePatch, ZQualifications } from '../../../shared/schemas/deadline';
import { id as ZId, isoDate, z } from '../../../shared/schemas/zod';
import { companyScope, inScope } from '../../access';
import { AppError, notFound } from '../../errors';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import type { SessionUser } from '../auth/repository';
import { complianceOf } from './compliance';
import { companyNames, deadlinesCsv, deadlinesXlsx, EXPORT_MAX_ROWS, sendExport } from './export';
import { qualificationsOn } from './qualifications';
import { DEADLINE_LIST, type DeadlineView, findAllDeadlines, findDeadlines, findDefaultPage, findOwnDeadlines, toDeadlines } from './repository';
import { createDeadline, deleteDeadline, getDeadline, listKinds, OFFICE, putKind, STAFF, updateDeadline } from './service';

const ZParams = z.object({ id: ZId() });
const ZKindParams = z.object({ code: z.string() });
const ZCompanyQuery = z.object({ companyId: ZId() });
const ZOptionalCompany = z.object({ companyId: z.coerce.number().int().min(0).max(2_147_483_647).optional() });
const ZQualificationQuery = z.object({
  userId: ZId(),
  date: isoDate().optional(),
});
/** Who asks for the qualification check: the office, and a worker about themselves. */
const CHECKERS = [...OFFICE, 'ROLE_WORKER'] as const;

const output = (deadline: object) => ZDeadline.parse(deadline);
const viewOf = (user: SessionUser): DeadlineView => ({ scope: companyScope(user), today: todayInRome() });

/** A deadline record as the API answers it. */
const answer = async (app: FastifyInstance, id: number, user: SessionUser) => {
  const record = await getDeadline(app.db, id, user);
  return output((await toDeadlines(app.db, [record], todayInRome()))[0]);
};

/** A person the caller may check: themselves, or one of their companies' (404 otherwise, and for no one). */
const assertMayCheck = async (app: FastifyInstance, user: SessionUser, userId: number) => {
  if (user.id === userId) return;
  if (!OFFICE.some((role) => user.roles.includes(role))) throw notFound();
  const companies = await app.db.selectFrom('userCompany').select('companyId').where('userId', '=', userId).execute();
  const exists = companies.length || (await app.db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst());
  if (!exists) throw notFound();
  if (companyScope(user) && !companies.some((c) => inScope(user, c.companyId))) throw notFound();
};

const exportRows = async (app: FastifyInstance, request: FastifyRequest) => {
  const list = parseListQuery(request.query as Record<string, unknown>, DEADLINE_LIST);
  const rows = await findAllDeadlines(app.db, list, viewOf(request.user), EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) throw new AppError('VALIDATION', 'deadline.exportTooLarge', { params: { max: EXPORT_MAX_ROWS }, fields: { filter: 'deadline.exportTooLarge' } });
  return { rows, companies: await companyNames(app.db, rows) };
};

/** api/deadlines: the list, the caller's own, manual deadlines, their changes, the kinds, the qualification check, the compliance grid and exports. */
export const deadlineRoutes = async (app: FastifyInstance) => {
  app.get('/api/deadlines', { config: { roles: OFFICE } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, DEADLINE_LIST);
    const view = viewOf(request.user);
    const page = await findDefaultPage(app.db, list, view);
    if (page) {
      reply.header('content-range', contentRange('deadlines', list, page.count, page.total));
      // The database wrote the page as the API answers it (see list-page.ts): sent as it is.
      return reply.type('application/json; charset=utf-8').send(page.json);
    }
    const { rows, total } = await findDeadlines(app.db, list, view);
    reply.header('content-range', contentRange('deadlines', list, rows.length, total));
    return rows.map(output);
  });

  app.get('/api/deadlines/my', { config: { roles: STAFF } }, async (request) => (await findOwnDeadlines(app.db, request.user.id, todayInRome())).map(output));

  app.get('/api/deadlines/export.csv', { config: { roles: OFFICE } }, async (request, reply) => {
    const { rows, companies } = await exportRows(app, request);
    return sendExport(reply, deadlinesCsv(rows, request.locale, companies), 'csv', request.locale);
  });

  app.get('/api/deadlines/export.xlsx', { config: { roles: OFFICE } }, async (request, reply) => {
    const { rows, companies } = await exportRows(app, request);
    return sendExport(reply, await deadlinesXlsx(rows, request.locale, companies), 'xlsx', request.locale);
  });

  app.get('/api/deadlines/kinds', { config: { roles: OFFICE } }, async (request) => {
    const { companyId } = parse(ZCompanyQuery, request.query);
    return (await listKinds(app.db, request.user, companyId)).map((kind) => ZDeadlineKindView.parse(kind));
  });

  app.put('/api/deadlines/kinds/:code', { config: { roles: OFFICE } }, async (request) => {
    const { code } = parse(ZKindParams, request.params);
    if (!(DEADLINE_KIND_CODES as string[]).includes(code)) throw notFound();
    const input = parse(ZDeadlineKindSetting, request.body);
    return ZDeadlineKindView.parse(await putKind(app.db, request.user, code as TDeadlineKindCode, input));
  });

  app.get('/api/deadlines/qualifications', { config: { roles: CHECKERS } }, async (request) => {
    const { userId, date } = parse(ZQualificationQuery, request.query);
    await assertMayCheck(app, request.user, userId);
    return ZQualifications.parse(await qualificationsOn(app.db, userId, date ?? todayInRome()));
  });

  app.get('/api/deadlines/compliance', { config: { roles: OFFICE } }, async (request) => {
    const { companyId } = parse(ZOptionalCompany, request.query);
    const scope = companyScope(request.user);
    if (companyId && !inScope(request.user, companyId)) throw notFound();
    return ZCompliance.parse(await complianceOf(app.db, companyId ? [companyId] : scope, todayInRome()));
  });

  app.get('/api/deadlines/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    return answer(app, id, request.user);
  });

  app.post('/api/deadlines', { config: { roles: OFFICE } }, async (request, reply) => {
    const input = parse(ZDeadlineCreate, request.body);
    const id = await createDeadline(app.db, request.user, input);
    return reply.status(201).send({ message: translate(request.locale, 'deadline.created'), ...(await answer(app, id, request.user)) });
  });

  app.patch('/api/deadlines/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const input = parse(ZDeadlinePatch, request.body);
    const deadline = await getDeadline(app.db, id, request.user);
    await updateDeadline(app.db, deadline, input, request.user);
    return answer(app, id, request.user);
  });

  app.delete('/api/deadlines/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const deadline = await getDeadline(app.db, id, request.user);
    await deleteDeadline(app.db, deadline, request.user);
    return { message: translate(request.locale, 'deadline.deleted'), id };
  });
};
