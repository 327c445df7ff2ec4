import { DEADLINE_KINDS, type TDeadlineKindCode } from './deadline';
import { refId } from './fields';
import { isoDate, MAX_ID, optionalText, requiredText, z } from './zod';

/**
 * Workforce (issue 21): posts at client sites ('posti di servizio'), the shifts of the roster, the
 * rules checked when a person is assigned, and coverage against attendance.
 */

/** Service types (DM 269/2010 art. 3 and the sector's usage); client requests use the same list. */
export const SERVICE_TYPES = [
  'VIGILANZA_FISSA',
  'VIGILANZA_ISPETTIVA',
  'INTERVENTO_ALLARME',
  'ANTIRAPINA',
  'ANTITACCHEGGIO',
  'TELESORVEGLIANZA',
  'TRASPORTO_VALORI',
  'PORTIERATO',
  'SERVIZI_FIDUCIARI',
  'EVENTO',
  'OTHER',
] as const;
export type TServiceType = (typeof SERVICE_TYPES)[number];

/** Services under art. 134 TULPS: only a GPG with a valid decree may work them. */
export const GPG_SERVICES: readonly TServiceType[] = [
  'VIGILANZA_FISSA',
  'VIGILANZA_ISPETTIVA',
  'INTERVENTO_ALLARME',
  'ANTIRAPINA',
  'ANTITACCHEGGIO',
  'TELESORVEGLIANZA',
  'TRASPORTO_VALORI',
];

export const REQUIRED_QUALIFICATIONS = ['GPG', 'FIDUCIARIO', 'ANY'] as const;
export type TRequiredQualification = (typeof REQUIRED_QUALIFICATIONS)[number];

/** The training kinds a post may require (deadline kinds derived from training records). */
export const COURSE_KINDS = (Object.keys(DEADLINE_KINDS) as TDeadlineKindCode[]).filter((code) => DEADLINE_KINDS[code].source === 'TRAINING');

export const SHIFT_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type TShiftStatus = (typeof SHIFT_STATUSES)[number];

/** Planned against actual, for a shift of the day. */
export const COVERAGE_STATES = ['PLANNED', 'ON_TIME', 'LATE', 'NO_SHOW', 'OPEN', 'DONE'] as const;
export type TCoverageState = (typeof COVERAGE_STATES)[number];

/** Days of the week as ISO numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const time = () => z.string().trim().regex(TIME, 'validation.time');
export const day = isoDate;

/**
 * A weekly time slot: on these days, from start to end (Europe/Rome). An end at or before the
 * start crosses midnight: 22:00–06:00 belongs to the day it starts; 00:00–00:00 is 24 hours.
 */
export const ZTimeSlot = z.object({
  days: z
    .array(z.number().int().min(1).max(7))
    .min(1, 'validation.required')
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  start: time(),
  end: time(),
});
export type TTimeSlot = z.output<typeof ZTimeSlot>;

const courseList = () =>
  z
    .array(z.enum(COURSE_KINDS as [TDeadlineKindCode, ...TDeadlineKindCode[]]))
    .max(20)
    .transform((codes) => [...new Set(codes)]);

/** The fields of a post; a change may send any of them, a new post gets the defaults. */
const postFields = {
  clientSiteId: refId(),
  name: requiredText(120),
  serviceType: z.enum(SERVICE_TYPES),
  armed: z.boolean(),
  requiredQualification: z.enum(REQUIRED_QUALIFICATIONS),
  requiredCourses: courseList(),
  headcount: z.number().int().min(1).max(50),
  timeSlots: z.array(ZTimeSlot).max(21),
  /** The post orders ('consegne'): written instructions guards acknowledge. */
  orders: optionalText(20_000),
  /** Documents (of the client) that are part of the orders. */
  orderDocumentIds: z.array(refId()).max(20),
  active: z.boolean(),
};

const postDefaults = {
  armed: postFields.armed.default(false),
  requiredQualification: postFields.requiredQualification.default('ANY'),
  requiredCourses: courseList().default([]),
  headcount: postFields.headcount.default(1),
  timeSlots: postFields.timeSlots.default([]),
  orderDocumentIds: postFields.orderDocumentIds.default([]),
  active: postFields.active.default(true),
};

/** Art. 134 services and armed posts need a GPG: an armed post asking for a fiduciario is refused on the field. */
const consistent = <T extends { armed?: boolean; requiredQualification?: TRequiredQualification; serviceType?: TServiceType }>(post: T, ctx: z.RefinementCtx) => {
  if (post.armed && post.requiredQualification && post.requiredQualification !== 'GPG') {
    ctx.addIssue({ code: 'custom', path: ['requiredQualification'], message: 'workforce.armedNeedsGpg' });
  }
  if (post.serviceType && GPG_SERVICES.includes(post.serviceType) && post.requiredQualification && post.requiredQualification !== 'GPG') {
    ctx.addIssue({ code: 'custom', path: ['requiredQualification'], message: 'workforce.serviceNeedsGpg' });
  }
};

export const ZPostCreate = z.object({ ...postFields, ...postDefaults }).superRefine(consistent);
export type TPostCreate = z.output<typeof ZPostCreate>;
export const ZPostPatch = z.object(postFields).partial().superRefine(consistent);
export type TPostPatch = z.output<typeof ZPostPatch>;

/** A post as the API answers it. */
export const ZPost = z.object({
  id: z.number(),
  companyId: z.number(),
  clientId: z.number(),
  clientSiteId: z.number(),
  siteName: z.string(),
  clientName: z.string(),
  name: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  armed: z.boolean(),
  requiredQualification: z.enum(REQUIRED_QUALIFICATIONS),
  requiredCourses: z.array(z.string()),
  headcount: z.number(),
  timeSlots: z.array(ZTimeSlot),
  orders: z.string().nullable(),
  orderDocumentIds: z.array(z.number()),
  /** Raised each time the orders change: guards acknowledge a version. */
  ordersVersion: z.number(),
  ordersUpdatedAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPost = z.infer<typeof ZPost>;

/** A shift as the API answers it: date is the Rome day it starts; start and end are 'HH:mm'. */
export const ZShift = z.object({
  id: z.number(),
  companyId: z.number(),
  postId: z.number(),
  postName: z.string(),
  siteId: z.number(),
  siteName: z.string(),
  clientName: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** The UTC instants, counted across midnight and daylight-saving changes. */
  startsAt: z.string(),
  endsAt: z.string(),
  minutes: z.number(),
  status: z.enum(SHIFT_STATUSES),
  /** Whether the assigned person acknowledged the post's current orders. */
  ordersAcknowledged: z.boolean().nullable(),
  note: z.string().nullable(),
  /** Raised by every change after publication. */
  version: z.number(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TShift = z.infer<typeof ZShift>;

export const MAX_GENERATE_DAYS = 62;

/** A range of days in order and at most MAX_GENERATE_DAYS long, its fault on `to`. */
export const checkRange = (input: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (input.from > input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.endBeforeStart' });
  else if ((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 >= MAX_GENERATE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'workforce.rangeTooLong' });
  }
};

/** POST api/workforce/shifts/generate: a post's (or a site's posts') shifts from their time slots, as drafts. */
export const ZShiftGenerate = z
  .object({
    postId: refId().optional(),
    siteId: refId().optional(),
    from: day(),
    to: day(),
  })
  .superRefine((input, ctx) => {
    if (!input.postId && !input.siteId) ctx.addIssue({ code: 'custom', path: ['postId'], message: 'validation.required' });
    checkRange(input, ctx);
  });
export type TShiftGenerate = z.output<typeof ZShiftGenerate>;

/** A single shift added by hand (an extra need, a one-off). */
export const ZShiftCreate = z
  .object({ postId: refId(), date: day(), start: time(), end: time(), userId: refId().nullish(), note: optionalText(500) })
  .transform((input) => ({ ...input, userId: input.userId ?? null }));
export type TShiftCreate = z.output<typeof ZShiftCreate>;

/** A change of a shift: its times, its note, or cancelling it; after publication a reason is required. */
export const ZShiftPatch = z.object({
  start: time().optional(),
  end: time().optional(),
  note: optionalText(500),
  status: z.literal('CANCELLED').optional(),
  reason: optionalText(500),
});
export type TShiftPatch = z.output<typeof ZShiftPatch>;

export const ZAssign = z.object({
  userId: refId().nullable(),
  /** Needed to assign past a warning the company refuses, or after publication; audited. */
  overrideReason: optionalText(500),
});
export type TAssign = z.output<typeof ZAssign>;

export const ZPublish = z
  .object({ from: day(), to: day(), siteId: refId().optional() })
  .refine((input) => input.from <= input.to, { path: ['to'], message: 'validation.endBeforeStart' });
export type TPublish = z.output<typeof ZPublish>;

/** Copies a week's shifts (and who works them) to the following week, as drafts. */
export const ZCopyWeek = z.object({ from: day(), siteId: refId().optional(), postId: refId().optional() });
export type TCopyWeek = z.output<typeof ZCopyWeek>;

/**
 * The checks of an assignment. REFUSE codes: OVERLAP, ON_LEAVE, SICK_LEAVE, NOT_QUALIFIED (with the
 * qualification check's blockers), NOT_EMPLOYED, OTHER_COMPANY. WARN codes: COURSE_MISSING,
 * ORDERS_NOT_ACKNOWLEDGED, REST_BETWEEN, WEEKLY_REST, WEEKLY_HOURS, AVERAGE_HOURS, BREAK_NEEDED,
 * CONTRACT_HOURS; a rule the company refuses turns its warning into a refusal unless overridden.
 */
export const CHECK_LEVELS = ['REFUSE', 'WARN'] as const;
export const ZCheckResult = z.object({
  code: z.string(),
  level: z.enum(CHECK_LEVELS),
  /** Whether an override reason lets the assignment through (never for what the law forbids). */
  overridable: z.boolean(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TCheckResult = z.infer<typeof ZCheckResult>;

/** The answer of an assignment: the shift and the warnings it went through with. */
export const ZAssignResult = z.object({ shift: ZShift, warnings: z.array(ZCheckResult), message: z.string() });

/** A person who could cover an open shift, best first. */
export const ZCandidate = z.object({
  userId: z.number(),
  name: z.string(),
  qualification: z.string().nullable(),
  weekMinutes: z.number(),
  contractMinutes: z.number(),
  warnings: z.array(ZCheckResult),
});
export type TCandidate = z.infer<typeof ZCandidate>;

/**
 * The working-time rules of a rule set (data, chosen by the person's qualification): GPG under the
 * CCNL, FIDUCIARIO (and porters) under D.Lgs. 66/2003. A rule the company marks `refuse` stops the
 * assignment unless overridden with a reason.
 */
export const ZWorkRules = z.object({
  minRestBetweenHours: z.number().min(0).max(24),
  weeklyRestHours: z.number().min(0).max(72),
  /** The weekly rest may be averaged over this many days (14 under D.Lgs. 66/2003). */
  weeklyRestAverageDays: z.number().int().min(7).max(28),
  maxWeeklyHours: z.number().min(1).max(80),
  averageWeeklyHours: z.number().min(1).max(80),
  /** The reference period of the average, in weeks (17 weeks = 4 months by default). */
  averageWeeks: z.number().int().min(1).max(52),
  /** A break is due after this many hours (0: no rule). */
  breakAfterHours: z.number().min(0).max(24),
  refuse: z.array(z.enum(['REST_BETWEEN', 'WEEKLY_REST', 'WEEKLY_HOURS', 'AVERAGE_HOURS'])).default([]),
});
export type TWorkRules = z.output<typeof ZWorkRules>;

export const WORK_RULE_SETS = ['GPG', 'FIDUCIARIO'] as const;
export type TWorkRuleSet = (typeof WORK_RULE_SETS)[number];

export const DEFAULT_WORK_RULES: Record<TWorkRuleSet, TWorkRules> = {
  GPG: { minRestBetweenHours: 11, weeklyRestHours: 24, weeklyRestAverageDays: 7, maxWeeklyHours: 48, averageWeeklyHours: 48, averageWeeks: 17, breakAfterHours: 0, refuse: [] },
  FIDUCIARIO: { minRestBetweenHours: 11, weeklyRestHours: 24, weeklyRestAverageDays: 14, maxWeeklyHours: 60, averageWeeklyHours: 48, averageWeeks: 17, breakAfterHours: 6, refuse: [] },
};

/** A company's workforce settings: the graces of late and no-show, the clock-in window and the rule sets. */
export const ZWorkforceSettings = z.object({
  lateGraceMinutes: z.number().int().min(0).max(120),
  noShowGraceMinutes: z.number().int().min(1).max(240),
  /** How long before a shift's start a clock-in links to it. */
  clockWindowMinutes: z.number().int().min(0).max(240),
  rules: z.object({ GPG: ZWorkRules, FIDUCIARIO: ZWorkRules }),
});
export type TWorkforceSettings = z.output<typeof ZWorkforceSettings>;

export const WORKFORCE_DEFAULTS: TWorkforceSettings = { lateGraceMinutes: 10, noShowGraceMinutes: 30, clockWindowMinutes: 60, rules: DEFAULT_WORK_RULES };

/** The default contract hours of a week, where the person's own are not set. */
export const DEFAULT_WEEKLY_HOURS = 40;

/** GET api/workforce/coverage?date=: each shift of the day against its clock-in, and the unplanned clock-ins. */
export const ZCoverageRow = z.object({
  shiftId: z.number().nullable(),
  postId: z.number().nullable(),
  postName: z.string().nullable(),
  siteId: z.number().nullable(),
  siteName: z.string().nullable(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  attendanceId: z.number().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  /** Minutes after the start of the clock-in (or until now, while missing). */
  lateMinutes: z.number().nullable(),
  state: z.enum(COVERAGE_STATES).or(z.literal('UNPLANNED')),
});
export type TCoverageRow = z.infer<typeof ZCoverageRow>;
export const ZCoverage = z.object({ date: z.string(), rows: z.array(ZCoverageRow) });
export type TCoverage = z.infer<typeof ZCoverage>;

/** Planned against worked hours of a month, per person, site or client. */
export const ZHoursRow = z.object({
  id: z.number(),
  name: z.string(),
  plannedMinutes: z.number(),
  workedMinutes: z.number(),
  shifts: z.number(),
  noShows: z.number(),
});
export const ZHoursReport = z.object({ month: z.string(), by: z.enum(['user', 'site', 'client']), rows: z.array(ZHoursRow) });
export type THoursReport = z.infer<typeof ZHoursReport>;

export const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID, 'validation.invalid') });
