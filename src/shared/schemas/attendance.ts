import { ATTENDANCE_SOURCES, INSIDE_VALUES, SITE_TYPES } from '../attendance';
import { refId } from './fields';
import { refinePosition } from './geo';
import { isSaneDate, optionalText, noControlCharsButLines, z } from './zod';

/** The longest a single attendance may last, for manual entries and corrections. */
export const MAX_SHIFT_HOURS = 24;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** A position read at the tap: both coordinates or neither; accuracy in metres as the browser reports it. */
const positionFields = {
  lat: nullable(z.number().min(-90, 'validation.latitude').max(90, 'validation.latitude')),
  lng: nullable(z.number().min(-180, 'validation.longitude').max(180, 'validation.longitude')),
  accuracy: nullable(z.number().min(0, 'validation.accuracy').max(100_000, 'validation.accuracy')),
};

const OFFSET_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant with its offset (ISO 8601) on a real day of 1900–2100, stored in UTC. */
export const instant = () =>
  z
    .string()
    .trim()
    .refine((value) => OFFSET_INSTANT.test(value) && isSaneDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), 'validation.dateTime')
    .transform((value) => new Date(value).toISOString());

/** The highest offline age limit a company may set (hours); idempotency keys are kept at least as long. */
export const OFFLINE_MAX_HOURS_LIMIT = 72;

/** How far ahead of the server's clock a phone's tap may be (its clock running fast) before it is refused. */
export const OFFLINE_FUTURE_SKEW_MINUTES = 2;

/**
 * A tap the phone could not send at once (no network), sent later: the time it was made, by the
 * phone's clock. The server records it as the attendance's time, with the time it received it.
 */
const ZOfflineTap = z.object({ tappedAt: instant() });

/**
 * Body of POST api/attendance/clock-in. Any other time the phone sends is ignored (unknown keys are
 * dropped): the server stamps the time, but for an offline tap (`offline.tappedAt`).
 */
export const ZClockIn = z
  .object({
    siteType: z.enum(SITE_TYPES),
    siteId: refId(),
    ...positionFields,
    /** The worker confirmed they are back at work: their running sick leave ends before today. */
    backFromSickLeave: z.boolean().default(false),
    offline: ZOfflineTap.optional(),
  })
  .superRefine(refinePosition);

/** Body of POST api/attendance/clock-out. */
export const ZClockOut = z.object({ ...positionFields, offline: ZOfflineTap.optional() }).superRefine(refinePosition);

/** The `Idempotency-Key` header: a client-generated token such as a UUID. */
export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'validation.idempotencyKey');

/** A correction needs a reason, kept in the record and in its history. */
const reason = () => z.string().trim().min(3, 'validation.reasonTooShort').max(500).refine(noControlCharsButLines, 'validation.invalid');
export const ZCorrectionReason = reason();

type Issue = (path: string, message: string) => void;

/** Checks what a manual record or a correction sets: a site is a type and an id, a shift ends after it starts. */
export const checkAttendancePeriod = (
  v: { siteType?: string | null; siteId?: number | null; checkIn?: string; checkOut?: string | null },
  issue: Issue,
) => {
  if (v.siteType !== undefined && v.siteId !== undefined && (v.siteType === null) !== (v.siteId === null)) {
    issue(v.siteType === null ? 'siteType' : 'siteId', 'validation.sitePair');
  }
  if (!v.checkIn || !v.checkOut) return;
  const minutes = (Date.parse(v.checkOut) - Date.parse(v.checkIn)) / 60_000;
  if (minutes <= 0) issue('checkOut', 'validation.checkOutBeforeCheckIn');
  else if (minutes > MAX_SHIFT_HOURS * 60) issue('checkOut', 'validation.shiftTooLong');
};

const refinePeriod = (v: Parameters<typeof checkAttendancePeriod>[0], ctx: z.RefinementCtx) =>
  checkAttendancePeriod(v, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));

/** Body of POST api/attendance: a record entered by the back office (source MANUAL), with a reason. */
export const ZAttendanceCreate = z
  .object({
    userId: refId(),
    siteType: nullable(z.enum(SITE_TYPES)),
    siteId: nullable(refId()),
    checkIn: instant(),
    checkOut: nullable(instant()),
    note: optionalText(500),
    reason: reason(),
  })
  .superRefine(refinePeriod);

/** Body of PATCH api/attendance/{id}: any subset of the times, site, note and review flag, and a reason. */
export const ZAttendancePatch = z
  .object({
    siteType: z.enum(SITE_TYPES).nullable(),
    siteId: refId().nullable(),
    checkIn: instant(),
    checkOut: instant().nullable(),
    note: optionalText(500),
    reviewFlag: z.boolean(),
  })
  .partial()
  .extend({ reason: reason() })
  .superRefine(refinePeriod);

/** An attendance as everybody who may see it reads it: never the raw coordinates. */
export const ZAttendance = z.object({
  id: z.number(),
  userId: z.number(),
  /** "Lastname Firstname" of the worker. */
  userName: z.string().nullable(),
  companyId: z.number(),
  siteType: z.enum(SITE_TYPES).nullable(),
  siteId: z.number().nullable(),
  /** The site's name at the clocking. */
  siteName: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string().nullable(),
  checkInInside: z.enum(INSIDE_VALUES),
  checkOutInside: z.enum(INSIDE_VALUES).nullable(),
  checkInAccuracy: z.number().nullable(),
  checkOutAccuracy: z.number().nullable(),
  /** Metres from the site's centre. */
  checkInDistance: z.number().nullable(),
  checkOutDistance: z.number().nullable(),
  source: z.enum(ATTENDANCE_SOURCES),
  note: z.string().nullable(),
  reviewFlag: z.boolean(),
  /** Open longer than the company's limit: a missed clock-out. */
  missed: z.boolean(),
  /** Worked minutes; null while open. */
  minutes: z.number().nullable(),
  editedBy: z.number().nullable(),
  editedAt: z.string().nullable(),
  editReason: z.string().nullable(),
  createdBy: z.number().nullable(),
  /** When the retention erased the coordinates (or found none left). */
  positionsPurgedAt: z.string().nullable(),
  /** The roster's shift the clock-in was linked to (kept after the shift's own retention ends). */
  shiftId: z.number().nullable(),
  /** A clock-in at a client site with no shift of the person's there: flagged for the office. */
  unplanned: z.boolean(),
  /** Its clock-in or clock-out was sent late by the phone and timed by it (offline clocking): for the office's review. */
  offline: z.boolean(),
  /** When the server received an offline clock-in / clock-out; null for a tap answered at once. */
  checkInReceivedAt: z.string().nullable(),
  checkOutReceivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What admin and moderator of the record's company read: the coordinates until retention erases them. */
export const ZAttendanceWithPositions = ZAttendance.extend({
  checkInLat: z.number().nullable(),
  checkInLng: z.number().nullable(),
  checkOutLat: z.number().nullable(),
  checkOutLng: z.number().nullable(),
});

export type TClockIn = z.output<typeof ZClockIn>;
export type TClockOut = z.output<typeof ZClockOut>;
export type TAttendanceCreate = z.input<typeof ZAttendanceCreate>;
export type TAttendanceCreateInput = z.output<typeof ZAttendanceCreate>;
export type TAttendancePatch = z.output<typeof ZAttendancePatch>;
export type TAttendance = z.infer<typeof ZAttendance>;
export type TAttendanceWithPositions = z.infer<typeof ZAttendanceWithPositions>;
