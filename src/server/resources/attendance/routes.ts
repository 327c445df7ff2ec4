import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOTICE_VERSION, romeDateOf, romeTimeOf } from '../../../shared/attendance';
import { formatDate, todayInRome } from '../../../shared/dates';
import { type TAttendanceWithPositions, ZClockIn, ZClockOut, ZIdempotencyKey } from '../../../shared/schemas/attendance';
import { ZAttendanceCurrent, ZAttendanceSite, ZMonthQuery, ZMyAttendance, ZMyReportQuery, ZNoticeAccept, ZSitesQuery } from '../../../shared/schemas/attendance-views';
import { nowIso } from '../../db/database';
import { AppError, invalidField } from '../../errors';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { backOfficeRoutes } from './admin-routes';
import { clockIn, clockOut } from './clock';
import { sendMonthReport } from './month-report-http';
import { findMyMonthReports } from './my-month-report';
import type { Answer } from './idempotency';
import { present } from './output';
import { retentionJob as positionRetentionJob } from './retention';
import { CLOCKERS } from './roles';
import { acceptNotice } from './settings';
import { findUserSites, sortSites } from './sites';
import { findCurrent, findMonth } from './worker-views';

const idempotencyKey = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const result = ZIdempotencyKey.safeParse(header);
  if (!result.success) throw invalidField('Idempotency-Key', 'validation.idempotencyKey');
  return result.data;
};

const send = (reply: FastifyReply, answer: Answer & { replayed: boolean }) => {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
};

const clockInMessage = (record: TAttendanceWithPositions) => {
  const params = { time: romeTimeOf(record.checkIn), site: record.siteName ?? '', distance: record.checkInDistance ?? 0 };
  if (record.checkInReceivedAt) return { key: 'attendance.clockedInOffline', params };
  if (record.checkInInside === 'NO') return { key: 'attendance.clockedInOutside', params };
  return { key: record.reviewFlag ? 'attendance.clockedInUnverified' : 'attendance.clockedIn', params };
};

/** The worker's side of api/attendance: sites, today's state, clocking, the notice, the month. */
const workerRoutes = async (app: FastifyInstance) => {
  app.get('/api/attendance/sites', { config: { roles: CLOCKERS } }, async (request) => {
    const { lat, lng } = parse(ZSitesQuery, request.query);
    const position = lat !== undefined && lng !== undefined ? { lat, lng } : null;
    return sortSites(await findUserSites(app.db, request.user), position).map((site) => ZAttendanceSite.parse(site));
  });

  app.get('/api/attendance/current', { config: { roles: CLOCKERS } }, async (request) =>
    ZAttendanceCurrent.parse(await findCurrent(app.db, request.user, new Date())),
  );

  app.post('/api/attendance/clock-in', { config: { roles: CLOCKERS } }, async (request, reply) => {
    const input = parse(ZClockIn, request.body);
    const key = idempotencyKey(request);
    const answer = await clockIn(app.db, request.user, input, key, (record) => {
      const { key: message, params } = clockInMessage(record);
      return { status: 201, body: { message: translate(request.locale, message, params), ...present(request.user, record) } };
    });
    return send(reply, answer);
  });

  app.post('/api/attendance/clock-out', { config: { roles: CLOCKERS } }, async (request, reply) => {
    const input = parse(ZClockOut, request.body);
    const key = idempotencyKey(request);
    const answer = await clockOut(app.db, request.user, input, key, (record) => {
      const message = record.missed ? 'attendance.clockedOutMissed'
        : record.checkOutReceivedAt ? 'attendance.clockedOutOffline'
          : record.reviewFlag ? 'attendance.clockedOutFlagged' : 'attendance.clockedOut';
      const time = romeTimeOf(record.checkOut ?? record.checkIn);
      const since = `${formatDate(romeDateOf(record.checkIn))} ${romeTimeOf(record.checkIn)}`;
      return { status: 200, body: { message: translate(request.locale, message, { time, since }), ...present(request.user, record) } };
    });
    return send(reply, answer);
  });

  app.post('/api/attendance/notice', { config: { roles: CLOCKERS } }, async (request) => {
    const { version } = parse(ZNoticeAccept, request.body);
    if (version !== NOTICE_VERSION) throw new AppError('CONFLICT', 'attendance.noticeOutdated');
    const acceptedAt = await acceptNotice(app.db, request.user.id, nowIso());
    return { message: translate(request.locale, 'attendance.noticeAccepted'), version, accepted: true, acceptedAt };
  });

  app.get('/api/attendance/my', { config: { roles: CLOCKERS } }, async (request) => {
    const { month = todayInRome().slice(0, 7) } = parse(ZMonthQuery, request.query);
    return ZMyAttendance.parse(await findMonth(app.db, request.user.id, month, new Date()));
  });

  // The worker's own month sheet, to keep or to check the payslip against: every company of their month.
  app.get('/api/attendance/my/report', { config: { roles: CLOCKERS } }, async (request, reply) => {
    const { month = todayInRome().slice(0, 7), format } = parse(ZMyReportQuery, request.query);
    const now = new Date();
    const reports = await findMyMonthReports(app.db, request.user, month, now);
    return sendMonthReport(reply, reports, { format, userId: request.user.id, locale: request.locale, now });
  });
};

/**
 * api/attendance: clocking for workers (and the other roles of the home area), the back office's
 * list, records, corrections, today's presence and settings, and the retention job.
 */
export const attendanceRoutes = async (app: FastifyInstance, { retentionJob }: { retentionJob: boolean }) => {
  app.scheduler.add(positionRetentionJob(app.db, { enabled: retentionJob }));
  await app.register(workerRoutes);
  await app.register(backOfficeRoutes);
};
