import { GEOLOCATION_MODES, OUTSIDE_POLICIES, PRESENCE_STATES, SITE_TYPES } from '../attendance';
import { PERMISSION_TYPES } from '../leave';
import { OFFLINE_MAX_HOURS_LIMIT, ZAttendance } from './attendance';
import { refinePosition } from './geo';
import { id, isoMonth, z } from './zod';

/** A decimal number as a query string carries it: a blank, hex or `Infinity` is no coordinate (coercion would read '' as 0). */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

const optionalCoordinate = (limit: number, key: string) =>
  z.string(key).regex(DECIMAL, key).transform(Number).pipe(z.number().min(-limit, key).max(limit, key)).optional();

/** Query of GET api/attendance/sites: the worker's position, to sort the sites nearest first; the app sends none without one. */
export const ZSitesQuery = z
  .object({ lat: optionalCoordinate(90, 'validation.latitude'), lng: optionalCoordinate(180, 'validation.longitude') })
  .superRefine(refinePosition);

/** A place where the signed-in worker may clock in: a client site of their roster or a company place. */
export const ZAttendanceSite = z.object({
  id: z.number(),
  type: z.enum(SITE_TYPES),
  name: z.string(),
  address: z.string().nullable(),
  companyId: z.number(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  radiusMeters: z.number(),
  /** Metres from the position in the query; null without one or for a site without a position. */
  distance: z.number().nullable(),
  /** The worker's shift there that a clock-in now would link to (its window is open): such a site is offered first. */
  shift: z.object({ id: z.number(), postName: z.string(), start: z.string(), end: z.string() }).nullable(),
});

export const ZAttendanceSettings = z.object({
  companyId: z.number(),
  geolocation: z.enum(GEOLOCATION_MODES),
  outsidePolicy: z.enum(OUTSIDE_POLICIES),
  retentionDays: z.number(),
  missedClockOutHours: z.number(),
  /** The oldest offline clocking the company accepts, in hours. */
  offlineMaxHours: z.number(),
});

/** Body of PUT api/attendance/settings/{companyId}: any subset. */
export const ZAttendanceSettingsInput = z
  .object({
    geolocation: z.enum(GEOLOCATION_MODES),
    outsidePolicy: z.enum(OUTSIDE_POLICIES),
    retentionDays: z.number().int('validation.retentionDays').min(1, 'validation.retentionDays').max(365, 'validation.retentionDays'),
    missedClockOutHours: z.number().int('validation.missedHours').min(1, 'validation.missedHours').max(48, 'validation.missedHours'),
    offlineMaxHours: z
      .number()
      .int('validation.offlineMaxHours')
      .min(1, 'validation.offlineMaxHours')
      .max(OFFLINE_MAX_HOURS_LIMIT, 'validation.offlineMaxHours'),
  })
  .partial();

/** Body of POST api/attendance/notice: the version of the text the worker read. */
export const ZNoticeAccept = z.object({ version: z.number().int().positive() });

export const ZNotice = z.object({ version: z.number(), accepted: z.boolean(), acceptedAt: z.string().nullable() });

/** GET api/attendance/current: what the worker's landing page and clocking screen need. */
export const ZAttendanceCurrent = z.object({
  open: ZAttendance.nullable(),
  today: z.object({
    date: z.string(),
    /** Minutes worked today, the open attendance counted up to now. */
    minutes: z.number(),
    records: z.array(ZAttendance),
  }),
  /** The last few closed records. */
  recent: z.array(ZAttendance),
  notice: ZNotice,
  /** The rules of the worker's company, for the notice and the clocking screen. */
  settings: ZAttendanceSettings.pick({ geolocation: true, outsidePolicy: true, retentionDays: true, offlineMaxHours: true }),
});


export const ZMonthQuery = z.object({ month: isoMonth().optional() });

const ZDayTotal = z.object({ date: z.string(), minutes: z.number(), hours: z.number(), records: z.number() });

/** GET api/attendance/my: the worker's records of a month with daily and monthly totals. */
export const ZMyAttendance = z.object({
  month: z.string(),
  records: z.array(ZAttendance),
  days: z.array(ZDayTotal),
  totalMinutes: z.number(),
  totalHours: z.number(),
  /** Of the total, the minutes at night (22–06) and on Sundays and holidays, as the month sheet counts them. */
  nightMinutes: z.number(),
  holidayMinutes: z.number(),
});

export const ZPresenceQuery = z.object({ companyId: id().optional() });

export const MONTH_REPORT_FORMATS = ['xlsx', 'pdf'] as const;

/** GET api/attendance/month-report: a company's month sheet ('foglio presenze'), for everyone or one worker. */
export const ZMonthReportQuery = z.object({
  companyId: id(),
  month: isoMonth(),
  userId: id().optional(),
  format: z.enum(MONTH_REPORT_FORMATS, 'validation.invalid'),
});

/** GET api/attendance/month-summary: the month's totals per person, as the month sheet counts them (one person with userId). */
export const ZMonthSummaryQuery = ZMonthReportQuery.omit({ format: true });

const ZLeaveTotal = z.object({ days: z.number(), hours: z.number() });

/** A person's totals of a month: worked minutes (with the night and holiday ones), days, what is still open, and leave by type. */
export const ZMonthTotals = z.object({
  minutes: z.number(),
  daysWorked: z.number(),
  /** The month's working days within the person's employment (a mid-month hire has fewer than the company's). */
  workingDays: z.number(),
  nightMinutes: z.number(),
  holidayMinutes: z.number(),
  nightHolidayMinutes: z.number(),
  /** Missed clock-outs, counted as no hours until corrected. */
  missed: z.number(),
  /** Records flagged for review and not yet cleared. */
  review: z.number(),
  leave: z.record(z.enum(PERMISSION_TYPES), ZLeaveTotal),
});

export const ZMonthSummary = z.object({
  month: z.string(),
  company: z.object({ id: z.number(), name: z.string() }),
  /** Days of the month that are neither Sundays nor holidays. */
  workingDays: z.number(),
  rows: z.array(z.object({ userId: z.number(), name: z.string(), fiscalCode: z.string().nullable(), totals: ZMonthTotals })),
});
export type TMonthSummary = z.infer<typeof ZMonthSummary>;
export type TMonthTotals = z.infer<typeof ZMonthTotals>;

/** GET api/attendance/my/report: the signed-in worker's own month sheet (the current month by default). */
export const ZMyReportQuery = ZMonthReportQuery.pick({ format: true }).extend({ month: isoMonth().optional() });

/** A person of the company with today's state, for /attendance/users. */
export const ZPresence = z.object({
  userId: z.number(),
  userName: z.string().nullable(),
  companyId: z.number(),
  state: z.enum(PRESENCE_STATES),
  /** The open attendance, or the last of today when the person has left. */
  attendanceId: z.number().nullable(),
  since: z.string().nullable(),
  lastCheckOut: z.string().nullable(),
  siteType: z.enum(SITE_TYPES).nullable(),
  siteId: z.number().nullable(),
  siteName: z.string().nullable(),
  missed: z.boolean(),
  /** Minutes worked today, the open attendance counted up to now. */
  todayMinutes: z.number(),
  leaveType: z.enum(PERMISSION_TYPES).nullable(),
  /** Hourly leave today: its times. */
  leaveStartTime: z.string().nullable(),
  leaveEndTime: z.string().nullable(),
});

/** An entry of GET api/attendance/{id}/history: who changed what, when and why. */
export const ZAttendanceHistoryEntry = z.object({
  id: z.number(),
  action: z.string(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

export type TAttendanceSite = z.infer<typeof ZAttendanceSite>;
export type TAttendanceSettings = z.infer<typeof ZAttendanceSettings>;
export type TAttendanceSettingsInput = z.infer<typeof ZAttendanceSettingsInput>;
export type TAttendanceCurrent = z.infer<typeof ZAttendanceCurrent>;
export type TMyAttendance = z.infer<typeof ZMyAttendance>;
export type TPresence = z.infer<typeof ZPresence>;
export type TAttendanceHistoryEntry = z.infer<typeof ZAttendanceHistoryEntry>;
