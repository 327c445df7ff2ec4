import { id, isoMonth, requiredText, z } from './zod';

/**
 * Payroll's month close. A month of a company is OPEN while it runs, or while an attendance of it
 * is open or waits for review; READY once it is past and complete; CLOSED once payroll closed it.
 */
export const MONTH_STATES = ['OPEN', 'READY', 'CLOSED'] as const;
export type TMonthState = (typeof MONTH_STATES)[number];

/** Why an attendance stops a month from closing: the attendance area's own "to sort out". */
export const MISSING_REASONS = ['OPEN', 'MISSED', 'REVIEW'] as const;

/** How many months, the current one included, the months page shows. */
export const MONTHS_SHOWN = 12;

/** Query of GET api/attendance/months: one company of the caller's, or all of them. */
export const ZMonthsQuery = z.object({ companyId: id().optional() });

/** Params of POST api/attendance/months/{companyId}/{yyyy-MM}/close and /reopen. */
export const ZMonthParams = z.object({ companyId: id(), month: isoMonth() });

/** Body of …/reopen: why payroll's closed month opens again (audited, shown on the months page). */
export const ZMonthReopen = z.object({ reason: requiredText(500) });

/** An attendance that stops the month from closing, with what to sort out; the app links its page. */
export const ZMissingRecord = z.object({
  id: z.number(),
  userId: z.number(),
  userName: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string().nullable(),
  reason: z.enum(MISSING_REASONS),
});

export const ZMonthClosure = z.object({
  closedAt: z.string(),
  closedBy: z.number().nullable(),
  closedByName: z.string().nullable(),
});

export const ZMonthReopening = z.object({
  reopenedAt: z.string(),
  reopenedByName: z.string().nullable(),
  reason: z.string(),
});

export const ZMonthStatus = z.object({
  month: z.string(),
  state: z.enum(MONTH_STATES),
  /** The current month, which is never closed while it runs. */
  current: z.boolean(),
  closure: ZMonthClosure.nullable(),
  /** The latest reopening, while the month is open again. */
  reopened: ZMonthReopening.nullable(),
  /** The first records to sort out (at most 50), and how many there are in all. */
  missing: z.array(ZMissingRecord),
  missingCount: z.number(),
});

/** GET api/attendance/months: each company of the caller's (or the one asked), its last months, newest first. */
export const ZCompanyMonths = z.object({
  companyId: z.number(),
  companyName: z.string(),
  months: z.array(ZMonthStatus),
});

export type TMissingRecord = z.infer<typeof ZMissingRecord>;
export type TMonthStatus = z.infer<typeof ZMonthStatus>;
export type TCompanyMonths = z.infer<typeof ZCompanyMonths>;
