import { z } from 'zod';
import { ZAttendance, ZAttendanceCreate, ZAttendancePatch, ZClockIn, ZClockOut, ZIdempotencyKey } from '../../../shared/schemas/attendance';
import { ZCompanyMonths, ZMonthParams, ZMonthReopen, ZMonthStatus, ZMonthsQuery } from '../../../shared/schemas/attendance-months';
import {
  ZAttendanceCurrent,
  ZAttendanceHistoryEntry,
  ZAttendanceSettings,
  ZAttendanceSettingsInput,
  ZAttendanceSite,
  ZMonthQuery,
  ZMonthReportQuery,
  ZMonthSummary,
  ZMonthSummaryQuery,
  ZMyAttendance,
  ZMyReportQuery,
  ZNoticeAccept,
  ZPresence,
  ZPresenceQuery,
  ZSitesQuery,
} from '../../../shared/schemas/attendance-views';
import { withMessage, ZListQuery } from '../schemas';
import type { PathDocs } from '../types';

const ZIdempotency = z.object({ 'idempotency-key': ZIdempotencyKey.optional() });

export const attendanceDocs: PathDocs = {
  tag: 'attendance',
  routes: {
    'GET /api/attendance/sites': { summary: 'Where the caller may clock in, nearest first when a position is given.', query: ZSitesQuery, response: z.array(ZAttendanceSite) },
    'GET /api/attendance/current': { summary: "The caller's open record and today's state.", response: ZAttendanceCurrent },
    'POST /api/attendance/clock-in': {
      summary:
        'Clock in (201; a repeated Idempotency-Key answers the first result). A tap the phone kept without a network sends `offline.tappedAt`: ' +
        'recorded at that time, flagged offline; 409 OFFLINE_TOO_OLD past the company limit, 400 when in the future.',
      headers: ZIdempotency,
      body: ZClockIn,
      response: withMessage(ZAttendance),
      status: 201,
      errors: [409, 422],
    },
    'POST /api/attendance/clock-out': {
      summary: 'Clock out of the open record; `offline.tappedAt` as for clock-in (409 when before the check-in).',
      headers: ZIdempotency,
      body: ZClockOut,
      response: withMessage(ZAttendance),
      errors: [409, 422],
    },
    'POST /api/attendance/notice': {
      summary: 'Accept the notice on position data.',
      body: ZNoticeAccept,
      response: z.object({ message: z.string(), version: z.number(), accepted: z.literal(true), acceptedAt: z.string() }),
    },
    'GET /api/attendance/my': { summary: "The caller's records of a month with totals.", query: ZMonthQuery, response: ZMyAttendance },
    'GET /api/attendance/my/report': { summary: "The caller's month sheet as PDF or XLSX.", query: ZMyReportQuery, response: 'report' },
    'GET /api/attendance': { summary: 'List records in the caller\'s companies (list protocol; total in Content-Range).', query: ZListQuery, response: z.array(ZAttendance) },
    'GET /api/attendance/users': { summary: "The people of the caller's companies with today's state.", query: ZPresenceQuery, response: z.array(ZPresence) },
    'GET /api/attendance/month-report': { summary: "A company's month sheet (everyone or one worker) as PDF or XLSX.", query: ZMonthReportQuery, response: 'report' },
    'GET /api/attendance/month-summary': { summary: "A company's month totals per person.", query: ZMonthSummaryQuery, response: ZMonthSummary },
    'GET /api/attendance/settings/:companyId': { summary: "A company's attendance settings.", response: ZAttendanceSettings },
    'PUT /api/attendance/settings/:companyId': { summary: "Save a company's attendance settings.", body: ZAttendanceSettingsInput, response: withMessage(ZAttendanceSettings) },
    'GET /api/attendance/:id': { summary: 'One record.', response: ZAttendance },
    'GET /api/attendance/:id/history': { summary: "A record's changes (audit trail).", response: z.array(ZAttendanceHistoryEntry) },
    'POST /api/attendance': { summary: 'Enter a record by hand (with a reason).', body: ZAttendanceCreate, response: withMessage(ZAttendance), status: 201, errors: [409] },
    'PATCH /api/attendance/:id': { summary: 'Correct a record (with a reason).', body: ZAttendancePatch, response: withMessage(ZAttendance), errors: [409] },
    'GET /api/attendance/months': { summary: "The closing state of each company's recent months.", query: ZMonthsQuery, response: z.array(ZCompanyMonths) },
    'POST /api/attendance/months/:companyId/:month/close': {
      summary: 'Close a month (409 with the missing records while any is open).',
      params: ZMonthParams,
      response: withMessage(ZMonthStatus.extend({ companyId: z.number() })),
      errors: [409],
    },
    'POST /api/attendance/months/:companyId/:month/reopen': {
      summary: 'Reopen a closed month (with a reason).',
      params: ZMonthParams,
      body: ZMonthReopen,
      response: withMessage(ZMonthStatus.extend({ companyId: z.number() })),
      errors: [409],
    },
  },
};
