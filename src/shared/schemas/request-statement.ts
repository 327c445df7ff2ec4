import { id, isoMonth, optionalText, requiredText, z } from './zod';

/**
 * The monthly statement of a client's site (issue 25): per day, the hours planned on the roster
 * (published shifts of the site's posts) and the hours delivered (attendance at the site), with
 * who was on duty — their name and times only, never positions, fiscal codes or anything else
 * about the guards. The client accepts it or contests it with a note; the office reads the answer.
 */

/** Years outside 2000–2099 have no service to show. */
export const month = () => isoMonth().refine((value) => value >= '2000-01' && value < '2100-01', 'validation.month');

export const STATEMENT_FORMATS = ['json', 'pdf', 'xlsx'] as const;
export type TStatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * `GET api/request/statement?siteId=&month=yyyy-MM[&format=pdf|xlsx]`: one site; the office may
 * ask `clientId=` instead for every site of a client at once (PDF or XLSX; JSON answers a list).
 */
export const ZStatementQuery = z
  .object({
    siteId: id().optional(),
    clientId: id().optional(),
    month: month(),
    format: z.enum(STATEMENT_FORMATS).default('json'),
  })
  .superRefine((query, ctx) => {
    if (query.siteId === undefined && query.clientId === undefined) ctx.addIssue({ code: 'custom', path: ['siteId'], message: 'validation.required' });
  });
export type TStatementQuery = z.output<typeof ZStatementQuery>;

export const STATEMENT_STATUSES = ['PENDING', 'ACCEPTED', 'CONTESTED'] as const;
export type TStatementStatus = (typeof STATEMENT_STATUSES)[number];

/** `POST api/request/statement/{siteId}/{month}/{accept|contest}`: a contest needs its note. */
export const ZStatementAccept = z.object({ note: optionalText(2000) }).default({ note: null });
export const ZStatementContest = z.object({ note: requiredText(2000) });
export const ZStatementParams = z.object({ siteId: id(), month: month(), action: z.enum(['accept', 'contest']) });

/** One person's time on one day: planned (a shift) and delivered (attendance), either may be missing. */
export const ZStatementDuty = z.object({
  date: z.string(),
  /** 'Rossi Mario': the name only. */
  name: z.string(),
  postName: z.string().nullable(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  /** Clock-in and clock-out as HH:mm in Europe/Rome (clock-out null while on duty). */
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  plannedMinutes: z.number(),
  deliveredMinutes: z.number(),
});
export type TStatementDuty = z.output<typeof ZStatementDuty>;

export const ZStatementDay = z.object({ date: z.string(), plannedMinutes: z.number(), deliveredMinutes: z.number() });
export type TStatementDay = z.output<typeof ZStatementDay>;

export const ZStatement = z.object({
  siteId: z.number(),
  siteName: z.string(),
  siteAddress: z.string().nullable(),
  clientId: z.number(),
  clientName: z.string(),
  companyName: z.string(),
  month: z.string(),
  /** Every day of the month, in order. */
  days: z.array(ZStatementDay),
  duties: z.array(ZStatementDuty),
  totals: z.object({ plannedMinutes: z.number(), deliveredMinutes: z.number() }),
  /** Whether the month is over: only then may the client answer. */
  closed: z.boolean(),
  status: z.enum(STATEMENT_STATUSES),
  note: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type TStatement = z.output<typeof ZStatement>;

/** `GET api/request/statement/answers?clientId=`: the office reads a client's answers. */
export const ZStatementAnswersQuery = z
  .object({ clientId: id().optional() })
  .transform((query, ctx) => {
    if (query.clientId === undefined) ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'validation.required' });
    return { clientId: query.clientId as number };
  });

/** A client's answer to one site's month, newest month first in the list. */
export const ZStatementAnswer = z.object({
  siteId: z.number(),
  siteName: z.string(),
  month: z.string(),
  status: z.enum(['ACCEPTED', 'CONTESTED']),
  note: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string(),
});
export type TStatementAnswer = z.output<typeof ZStatementAnswer>;
