import type { FastifyInstance } from 'fastify';
import { todayInRome } from '../../../../shared/dates';
import { ZCoverage, ZHoursReport } from '../../../../shared/schemas/workforce';
import { assertRecordInScope } from '../../../access';
import { notFound } from '../../../errors';
import { parse } from '../../../http/validate';
import { fileSlug } from '../../attendance/month-report-http';
import { workforceAlertJob } from './alerts';
import { findCoverage } from './coverage';
import { findHoursReport } from './hours';
import { hoursXlsx } from './hours-xlsx';
import { companiesOf, ZCoverageQuery, ZHoursQuery, ZRosterPdfQuery } from './queries';
import { rosterPdf } from './roster-pdf';
import { findRosterSheet } from './roster-sheet';

const OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Coverage against attendance: the day's shifts with their clock-ins (late, no-show, unplanned),
 * planned against worked hours of a month (JSON and a workbook), a site's week as a PDF, and the
 * job telling the office of late and no-show guards (on when `alertJob`, as WORKFORCE_ALERT_JOB says).
 */
export const coverageRoutes = async (app: FastifyInstance, { alertJob = false }: { alertJob?: boolean } = {}) => {
  app.scheduler.add(workforceAlertJob(app.db, { enabled: alertJob }));

  /** A client site's company, 404 when there is no such site or it is outside the caller's companies. */
  const siteCompany = async (user: Parameters<typeof assertRecordInScope>[0], siteId: number) => {
    const site = await app.db
      .selectFrom('clientSite')
      .innerJoin('client', 'client.id', 'clientSite.clientId')
      .select('client.companyId')
      .where('clientSite.id', '=', siteId)
      .executeTakeFirst();
    if (!site) throw notFound();
    assertRecordInScope(user, site.companyId);
    return site.companyId;
  };

  app.get('/api/workforce/coverage', { config: { roles: OFFICE } }, async (request) => {
    const { date, companyId, siteId } = parse(ZCoverageQuery, request.query);
    const companies = companiesOf(request.user, companyId);
    if (siteId !== undefined) await siteCompany(request.user, siteId);
    return ZCoverage.parse(await findCoverage(app.db, { date: date ?? todayInRome(), companies, siteId, now: new Date() }));
  });

  app.get('/api/workforce/hours', { config: { roles: OFFICE } }, async (request) => {
    const query = parse(ZHoursQuery, request.query);
    return ZHoursReport.parse(await findHoursReport(app.db, query, companiesOf(request.user, query.companyId), new Date()));
  });

  app.get('/api/workforce/hours.xlsx', { config: { roles: OFFICE } }, async (request, reply) => {
    const query = parse(ZHoursQuery, request.query);
    const now = new Date();
    const report = await findHoursReport(app.db, query, companiesOf(request.user, query.companyId), now);
    const company =
      query.companyId === undefined ? undefined : await app.db.selectFrom('company').select('name').where('id', '=', query.companyId).executeTakeFirst();
    if (query.companyId !== undefined && !company) throw notFound();
    // Written first: a failure is then answered as an error, without the download's headers.
    const document = await hoursXlsx(report, company?.name ?? null, request.locale, now);
    const name = `ore-pianificate-lavorate-${company ? `${fileSlug(company.name)}-` : ''}${query.month}-${query.by}.xlsx`;
    return reply.type(XLSX).header('content-disposition', `attachment; filename="${name}"`).send(document);
  });

  app.get('/api/workforce/roster.pdf', { config: { roles: OFFICE } }, async (request, reply) => {
    const { siteId, from } = parse(ZRosterPdfQuery, request.query);
    await siteCompany(request.user, siteId);
    const sheet = await findRosterSheet(app.db, siteId, from);
    const document = await rosterPdf(sheet, request.locale, new Date());
    const name = `turni-${fileSlug(sheet.siteName) || siteId}-${from}.pdf`;
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(document);
  });
};
