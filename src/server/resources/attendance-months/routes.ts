import type { FastifyInstance } from 'fastify';
import { ZCompanyMonths, ZMonthParams, ZMonthReopen, ZMonthStatus, ZMonthsQuery } from '../../../shared/schemas/attendance-months';
import type { Role } from '../../../shared/roles';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { closeMonth, findMonths, reopenMonth } from './service';

/** Who reads which months are closed: whoever reads attendance (the office must know why a change is refused). */
const READERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_ACCOUNTING'];
/** Who closes and reopens a month: payroll, and the administrator (issue 23); a moderator corrects, never closes. */
const CLOSERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ACCOUNTING'];

/** api/attendance/months: payroll's month close of each company. */
export const attendanceMonthsRoutes = async (app: FastifyInstance) => {
  app.get('/api/attendance/months', { config: { roles: READERS } }, async (request) => {
    const { companyId } = parse(ZMonthsQuery, request.query);
    return (await findMonths(app.db, request.user, companyId)).map((company) => ZCompanyMonths.parse(company));
  });

  app.post('/api/attendance/months/:companyId/:month/close', { config: { roles: CLOSERS } }, async (request, reply) => {
    const { companyId, month } = parse(ZMonthParams, request.params);
    const { closed, status } = await closeMonth(app.db, request.user, companyId, month);
    const body = { companyId, ...ZMonthStatus.parse(status) };
    if (closed) return { message: translate(request.locale, 'attendanceMonths.closedDone'), ...body };
    // 409 naming the records that stop it, each linked by the app to its page.
    return reply.status(409).send({ message: translate(request.locale, 'attendanceMonths.incomplete', { count: status.missingCount }), ...body });
  });

  app.post('/api/attendance/months/:companyId/:month/reopen', { config: { roles: CLOSERS } }, async (request) => {
    const { companyId, month } = parse(ZMonthParams, request.params);
    const { reason } = parse(ZMonthReopen, request.body);
    const status = await reopenMonth(app.db, request.user, companyId, month, reason);
    return { message: translate(request.locale, 'attendanceMonths.reopened'), companyId, ...ZMonthStatus.parse(status) };
  });
};
