import { PERMISSION_TYPES } from '../leave';
import { id, z } from './zod';

/**
 * The office's dashboard (issue 23): one answer with what is happening now, what waits for the
 * office and how the month goes, in the caller's companies or the one asked for.
 */

/** GET api/dashboard: one company (404 outside the caller's), or all of the caller's without it. */
export const ZDashboardQuery = z.object({ companyId: id().optional() });

/**
 * Where a figure is explained: an app path, and for a list the API resource and the filter that
 * list is opened with (the top bar's company is added by the app), so that it shows the same count.
 */
export const ZDashboardLink = z.object({
  path: z.string(),
  resource: z.string().nullable(),
  filter: z.record(z.string(), z.unknown()).nullable(),
});
export type TDashboardLink = z.infer<typeof ZDashboardLink>;

export const ZDashboardFigure = z.object({ value: z.number(), link: ZDashboardLink });
export type TDashboardFigure = z.infer<typeof ZDashboardFigure>;

export const NOW_FIGURES = ['onDuty', 'planned', 'late', 'noShow', 'unplanned', 'missedOpen', 'sick', 'onLeave'] as const;
export const TODO_FIGURES = ['pendingLeave', 'deadlinesExpired', 'deadlinesDue', 'requestsWaiting', 'draftShifts', 'unacknowledged'] as const;

/** The expired or due deadlines of one kind, with whether that kind blocks work. */
export const ZDeadlineKindFigure = ZDashboardFigure.extend({ kind: z.string(), blocks: z.boolean() });

export const ZCompanyHours = z.object({
  companyId: z.number(),
  name: z.string(),
  /** Minutes worked from the 1st to now, and in the same days of last month. */
  minutes: z.number(),
  lastMonthMinutes: z.number(),
  link: ZDashboardLink,
});

export const ZClientCoverage = z.object({
  clientId: z.number(),
  name: z.string(),
  plannedMinutes: z.number(),
  deliveredMinutes: z.number(),
  /** delivered ÷ planned, null without planned hours. */
  ratio: z.number().nullable(),
  link: ZDashboardLink,
});

export const ZAbsenceRate = z.object({
  type: z.enum(PERMISSION_TYPES),
  /** Person-days of that leave in the month so far. */
  days: z.number(),
  /** days ÷ the workers' working days so far. */
  rate: z.number(),
  link: ZDashboardLink,
});

export const ZDashboard = z.object({
  /** The instant the figures were read. */
  at: z.string(),
  today: z.string(),
  now: z.object(Object.fromEntries(NOW_FIGURES.map((key) => [key, ZDashboardFigure])) as Record<(typeof NOW_FIGURES)[number], typeof ZDashboardFigure>),
  todo: z.object(Object.fromEntries(TODO_FIGURES.map((key) => [key, ZDashboardFigure])) as Record<(typeof TODO_FIGURES)[number], typeof ZDashboardFigure>),
  /** The expired deadlines, and those due in 30 days, by kind: the blocking kinds first. */
  expiredByKind: z.array(ZDeadlineKindFigure),
  dueByKind: z.array(ZDeadlineKindFigure),
  month: z.object({
    month: z.string(),
    /** The first and last day of last month's stretch that this month's is compared with. */
    compareFrom: z.string(),
    compareTo: z.string(),
    hours: z.array(ZCompanyHours),
    /** The last 4 weeks before today. */
    coverageFrom: z.string(),
    coverageTo: z.string(),
    coverage: z.array(ZClientCoverage),
    overtime: ZDashboardFigure,
    /** Working days so far, times the workers: what the absence rate divides by. */
    workerDays: z.number(),
    absence: z.array(ZAbsenceRate),
  }),
});
export type TDashboard = z.infer<typeof ZDashboard>;
