import { isRealDate } from '../dates';
import { optionalDate, refId } from './fields';
import { SERVICE_TYPES, ZTimeSlot, day } from './workforce';
import { optionalText, requiredText, z } from './zod';

/**
 * Client service requests (issue 25): a client user asks for a service at one of their sites; the
 * office takes it in charge, answers, schedules it on the roster and closes it.
 */

export { SERVICE_TYPES };

/** OPEN 'Inviata', IN_PROGRESS 'Presa in carico', SCHEDULED 'Pianificata', DONE 'Completata', REJECTED 'Rifiutata', CANCELLED 'Annullata'. */
export const REQUEST_STATUSES = ['OPEN', 'IN_PROGRESS', 'SCHEDULED', 'DONE', 'REJECTED', 'CANCELLED'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** A request in one of these is over: nothing more happens to it but reading. */
export const FINAL_STATUSES: readonly TRequestStatus[] = ['DONE', 'REJECTED', 'CANCELLED'];

/** The actions of `POST api/request/{id}/{action}`. */
export const REQUEST_ACTIONS = ['take', 'reply', 'comment', 'schedule', 'reject', 'close', 'cancel'] as const;
export type TRequestAction = (typeof REQUEST_ACTIONS)[number];

/**
 * The statuses each action may start from, and the one it leads to (null: the status stays).
 * `reply` is the client-visible conversation (both sides write in it), `comment` the office's
 * internal note (never shown to the client). A client cancels only what the office has not taken.
 */
export const REQUEST_TRANSITIONS: Record<TRequestAction, { from: readonly TRequestStatus[]; to: TRequestStatus | null }> = {
  take: { from: ['OPEN'], to: 'IN_PROGRESS' },
  reply: { from: ['OPEN', 'IN_PROGRESS', 'SCHEDULED'], to: null },
  comment: { from: REQUEST_STATUSES, to: null },
  schedule: { from: ['OPEN', 'IN_PROGRESS'], to: 'SCHEDULED' },
  reject: { from: ['OPEN', 'IN_PROGRESS'], to: 'REJECTED' },
  close: { from: ['IN_PROGRESS', 'SCHEDULED'], to: 'DONE' },
  cancel: { from: ['OPEN'], to: 'CANCELLED' },
};

/** Who may do each action: the office (admin, moderator, client management), the client, or both. */
export const REQUEST_ACTORS: Record<TRequestAction, ReadonlyArray<'office' | 'client'>> = {
  take: ['office'],
  reply: ['office', 'client'],
  comment: ['office'],
  schedule: ['office'],
  reject: ['office'],
  close: ['office'],
  cancel: ['client', 'office'],
};

export const canDo = (action: TRequestAction, status: TRequestStatus) => REQUEST_TRANSITIONS[action].from.includes(status);

/** The longest a request may span: a year (an event, a season's service). */
export const MAX_REQUEST_DAYS = 366;

/** A client's request as they send it; the office adds `clientId` (a client's own is taken from their account). */
export const ZRequestCreate = z
  .object({
    clientId: refId().optional(),
    serviceType: z.enum(SERVICE_TYPES),
    siteId: refId(),
    title: requiredText(120),
    description: optionalText(4000),
    startDate: day(),
    endDate: optionalDate(),
    timeSlots: z.array(ZTimeSlot).max(21).default([]),
    headcount: z.number().int().min(1).max(50),
    armed: z.boolean().default(false),
    /** Inspection rounds ('ronde') per day, for VIGILANZA_ISPETTIVA. */
    roundsPerDay: z.number().int().min(1).max(48).nullish().transform((value) => value ?? null),
  })
  .superRefine((request, ctx) => {
    if (request.endDate && isRealDate(request.startDate) && request.endDate < request.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeStart' });
    } else if (request.endDate && isRealDate(request.startDate) && (Date.parse(request.endDate) - Date.parse(request.startDate)) / 86_400_000 >= MAX_REQUEST_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'request.rangeTooLong' });
    }
    if (request.serviceType === 'VIGILANZA_ISPETTIVA' && request.roundsPerDay == null) {
      ctx.addIssue({ code: 'custom', path: ['roundsPerDay'], message: 'validation.required' });
    }
  });
export type TRequestCreate = z.output<typeof ZRequestCreate>;

/** `reply` and `comment`: a message. */
export const ZRequestText = z.object({ text: requiredText(4000) });
/** `reject`: the reason the client reads. */
export const ZRequestReject = z.object({ reason: requiredText(2000) });
/** `take`, `close` and `cancel` may say a word, which joins the history. */
export const ZRequestNote = z.object({ note: optionalText(2000) }).default({ note: null });

/**
 * `schedule`: the roster's shifts for the request. On an existing post of the request's site, or,
 * without `postId`, on a new post made from the request (its service, headcount, armed, time
 * slots). Shifts are made as drafts from the request's start to its end (or `until`), at most
 * MAX_GENERATE_DAYS; the office assigns and publishes them in the roster.
 */
export const ZRequestSchedule = z.object({
  postId: refId().nullish().transform((value) => value ?? null),
  until: optionalDate(),
  note: optionalText(2000),
});
export type TRequestSchedule = z.output<typeof ZRequestSchedule>;

export const ZRequestAttachment = z.object({
  id: z.number(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type TRequestAttachment = z.output<typeof ZRequestAttachment>;

/** A request as the API answers it (to a client too: nothing in it is internal). */
export const ZRequest = z.object({
  id: z.number(),
  companyId: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  siteId: z.number().nullable(),
  siteName: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  serviceType: z.enum(SERVICE_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  timeSlots: z.array(ZTimeSlot),
  headcount: z.number(),
  armed: z.boolean(),
  roundsPerDay: z.number().nullable(),
  status: z.enum(REQUEST_STATUSES),
  handledBy: z.number().nullable(),
  handledByName: z.string().nullable(),
  /** The reason of a rejection, as the client reads it. */
  rejectReason: z.string().nullable(),
  /** The post the request was scheduled on, and how many of its shifts came from it. */
  postId: z.number().nullable(),
  shiftCount: z.number(),
  attachments: z.array(ZRequestAttachment),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRequest = z.output<typeof ZRequest>;

/**
 * What happened to a request, in order: its creation, each transition, each message. `internal`
 * entries (the office's comments) never reach a client.
 */
export const REQUEST_EVENT_KINDS = ['CREATED', 'TAKEN', 'REPLY', 'COMMENT', 'SCHEDULED', 'REJECTED', 'CLOSED', 'CANCELLED'] as const;
export type TRequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

export const ZRequestEvent = z.object({
  id: z.number(),
  requestId: z.number(),
  kind: z.enum(REQUEST_EVENT_KINDS),
  authorId: z.number().nullable(),
  authorName: z.string().nullable(),
  /** Whether the author is the client's side (a client user) or the office. */
  byClient: z.boolean(),
  internal: z.boolean(),
  fromStatus: z.enum(REQUEST_STATUSES).nullable(),
  toStatus: z.enum(REQUEST_STATUSES).nullable(),
  text: z.string().nullable(),
  createdAt: z.string(),
});
export type TRequestEvent = z.output<typeof ZRequestEvent>;

/** A client's site, as the portal lists it. */
export const ZPortalSite = z.object({ id: z.number(), clientId: z.number(), name: z.string(), address: z.string().nullable() });
export type TPortalSite = z.output<typeof ZPortalSite>;

/** The most bytes of one attachment, and how many a request may carry. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;
