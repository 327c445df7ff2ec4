import type { FastifyInstance } from 'fastify';
import { ZAttendanceCreate, ZAttendancePatch } from '../../../shared/schemas/attendance';
import {
  ZAttendanceHistoryEntry,
  ZAttendanceSettings,
  ZAttendanceSettingsInput,
  ZMonthReportQuery,
  ZMonthSummary,
  ZMonthSummaryQuery,
  ZPresence,
  ZPresenceQuery,
} from '../../../shared/schemas/attendance-views';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { assertRecordInScope, companyScope } from '../../access';
import { nowIso } from '../../db/database';
import { notFound } from '../../errors';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { writeAudit } from '../audit/repository';
import { findAttendanceHistory } from './history';
import { findMonthReport } from './month-report';
import { summaryOf } from './month-summary';
import { sendMonthReport } from './month-report-http';
import { createManualAttendance, patchAttendance } from './manual';
import { listShowsPositions, present, toAttendance } from './output';
import { findPresence } from './presence';
import { ATTENDANCE_LIST, findAttendances } from './list';
import * as repo from './repository';
import { BACK_OFFICE, READERS } from './roles';
import { companyExists } from '../company/repository';
import { getAttendanceSettings, missedCutoffs, saveAttendanceSettings } from './settings';

const ZParams = z.object({ id: ZId() });
const ZCompanyParams = z.object({ companyId: ZId() });

/** The back office's api/attendance: accounting reads; admin and moderator also enter, correct and configure. */
export const backOfficeRoutes = async (app: FastifyInstance) => {
  app.get('/api/attendance', { config: { roles: READERS } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, ATTENDANCE_LIST);
    const now = new Date();
    const view = { positions: listShowsPositions(request.user), now: now.toISOString() };
    const page = await findAttendances(app.db, list, companyScope(request.user), () => missedCutoffs(app.db, now), view);
    reply.header('content-range', contentRange('attendance', list, page.count, page.total));
    // The database wrote the page as the API answers it (see findAttendances): sent as it is.
    return reply.type('application/json; charset=utf-8').send(page.json);
  });

  app.get('/api/attendance/users', { config: { roles: READERS } }, async (request) => {
    const { companyId } = parse(ZPresenceQuery, request.query);
    if (companyId !== undefined) assertRecordInScope(request.user, companyId);
    const companies = companyId !== undefined ? [companyId] : companyScope(request.user);
    return (await findPresence(app.db, companies, new Date())).map((person) => ZPresence.parse(person));
  });

  // The month sheet ('foglio presenze') of a company, for payroll: a workbook or a PDF.
  app.get('/api/attendance/month-report', { config: { roles: READERS } }, async (request, reply) => {
    const query = parse(ZMonthReportQuery, request.query);
    assertRecordInScope(request.user, query.companyId);
    const now = new Date();
    return sendMonthReport(reply, [await findMonthReport(app.db, query, now)], { format: query.format, userId: query.userId, locale: request.locale, now });
  });

  // The same month on screen: each person's totals, to check before the sheet goes to payroll.
  app.get('/api/attendance/month-summary', { config: { roles: READERS } }, async (request) => {
    const query = parse(ZMonthSummaryQuery, request.query);
    assertRecordInScope(request.user, query.companyId);
    return ZMonthSummary.parse(summaryOf(await findMonthReport(app.db, query, new Date())));
  });

  app.get('/api/attendance/settings/:companyId', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { companyId } = parse(ZCompanyParams, request.params);
    assertRecordInScope(request.user, companyId);
    if (!(await companyExists(app.db, companyId))) throw notFound();
    return ZAttendanceSettings.parse(await getAttendanceSettings(app.db, companyId));
  });

  app.put('/api/attendance/settings/:companyId', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { companyId } = parse(ZCompanyParams, request.params);
    const input = parse(ZAttendanceSettingsInput, request.body);
    assertRecordInScope(request.user, companyId);
    if (!(await companyExists(app.db, companyId))) throw notFound();
    const settings = await app.db.transaction().execute(async (tx) => {
      const before = await getAttendanceSettings(tx, companyId);
      const after = { ...before, ...input };
      await saveAttendanceSettings(tx, after, nowIso());
      await writeAudit(tx, { actorId: request.user.id, action: 'UPDATE', entity: 'attendance_setting', entityId: companyId, before, after });
      return after;
    });
    return { message: translate(request.locale, 'attendance.settingsSaved'), ...ZAttendanceSettings.parse(settings) };
  });

  app.get('/api/attendance/:id', { config: { roles: READERS } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const record = await repo.getAttendanceRecord(app.db, id);
    assertRecordInScope(request.user, record.companyId);
    return present(request.user, toAttendance(record, await missedCutoffs(app.db, new Date())));
  });

  app.get('/api/attendance/:id/history', { config: { roles: READERS } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const record = await repo.getAttendanceRecord(app.db, id);
    assertRecordInScope(request.user, record.companyId);
    return (await findAttendanceHistory(app.db, id)).map((entry) => ZAttendanceHistoryEntry.parse(entry));
  });

  app.post('/api/attendance', { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const input = parse(ZAttendanceCreate, request.body);
    const record = await createManualAttendance(app.db, request.user, input);
    return reply.status(201).send({ message: translate(request.locale, 'attendance.created'), ...present(request.user, record) });
  });

  app.patch('/api/attendance/:id', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const input = parse(ZAttendancePatch, request.body);
    const record = await patchAttendance(app.db, request.user, id, input);
    return { message: translate(request.locale, 'attendance.updated'), ...present(request.user, record) };
  });
};
