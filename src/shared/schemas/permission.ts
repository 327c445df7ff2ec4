import { ALLOWANCE_TYPES, PERMISSION_STATUSES, PERMISSION_TYPES, SICK_LEAVE_KINDS } from '../leave';
import { id, isoDate, optionalText, requiredText, z } from './zod';

const blankToNull = (value: unknown) => (value === '' ? null : value);

export const date = isoDate;
const optionalDate = () => z.preprocess(blankToNull, date().nullish()).transform((v) => v ?? null);
const time = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');
const optionalTime = () => z.preprocess(blankToNull, time().nullish()).transform((v) => v ?? null);

type Issue = (path: string, message: string) => void;

interface Period {
  type: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

/** Whole days from–to, or hours inside one day; sick leave by whole days, its end may stay open. */
const checkPeriod = (v: Period, issue: Issue) => {
  const hourly = v.startTime !== null || v.endTime !== null;
  if (v.type === 'MALATTIA' && hourly) issue(v.startTime ? 'startTime' : 'endTime', 'validation.sickLeaveByDays');
  else if (hourly) {
    if (!v.startTime) issue('startTime', 'validation.required');
    if (!v.endTime) issue('endTime', 'validation.required');
    if (v.endDate && v.endDate !== v.startDate) issue('endDate', 'validation.hourlySameDay');
    if (v.startTime && v.endTime && v.endTime <= v.startTime) issue('endTime', 'validation.endTimeBeforeStart');
    return;
  } else if (!v.endDate && v.type !== 'MALATTIA') issue('endDate', 'validation.required');
  if (v.endDate && v.endDate < v.startDate) issue('endDate', 'validation.endBeforeStart');
};

/**
 * Body of POST api/permission. A worker asks for themself; admin and moderator may name a worker
 * (`userId`). Type MALATTIA is a sick-leave report: protocolNumber and kind are required, and a
 * CONTINUATION or RELAPSE may name the sick leave it follows (`parentId`).
 */
export const ZPermissionCreate = z
  .object({
    userId: id().optional(),
    companyId: id().optional(),
    type: z.enum(PERMISSION_TYPES),
    startDate: date(),
    endDate: optionalDate(),
    startTime: optionalTime(),
    endTime: optionalTime(),
    reason: optionalText(500),
    protocolNumber: optionalText(40),
    kind: z.preprocess(blankToNull, z.enum(SICK_LEAVE_KINDS).nullish()).transform((v) => v ?? null),
    availabilityAddress: optionalText(300),
    parentId: z.preprocess(blankToNull, id().nullish()).transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
    checkPeriod(v, issue);
    if (v.type !== 'MALATTIA') return;
    if (!v.protocolNumber) issue('protocolNumber', 'validation.required');
    if (!v.kind) issue('kind', 'validation.required');
    if (v.parentId && v.kind === 'FIRST') issue('parentId', 'validation.parentOnlyForContinuation');
  });

/** Body of PATCH api/permission/{id}: only a sick leave, to set or move its end or its address. */
export const ZSickLeavePatch = z
  .object({
    endDate: optionalDate(),
    protocolNumber: requiredText(40),
    availabilityAddress: optionalText(300),
  })
  .partial();

/** Body of approve and reject. */
export const ZPermissionDecision = z.object({ note: optionalText(500) });

/** Body of POST api/permission/{id}/revoke: the worker reads why an approved request was withdrawn. */
export const ZPermissionRevoke = z.object({ note: requiredText(500) });

export const ZPermission = z.object({
  id: z.number(),
  userId: z.number(),
  /** "Lastname Firstname" of the worker, for back-office lists. */
  userName: z.string().nullable(),
  companyId: z.number(),
  type: z.enum(PERMISSION_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  hours: z.number().nullable(),
  reason: z.string().nullable(),
  status: z.enum(PERMISSION_STATUSES),
  decidedBy: z.number().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  protocolNumber: z.string().nullable(),
  kind: z.enum(SICK_LEAVE_KINDS).nullable(),
  availabilityAddress: z.string().nullable(),
  parentId: z.number().nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The patron saint's day of the request's company ('MM-dd'), a rest day its days are counted without. */
  patronDay: z.string().nullable(),
});

export const ZBalanceQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  userId: id().optional(),
});

export const ZBalance = z.object({
  userId: z.number(),
  year: z.number(),
  /** The patron saint's day of the company the balance is counted for ('MM-dd'), so that a new request's days are counted as here. */
  patronDay: z.string().nullable(),
  items: z.array(
    z.object({
      type: z.enum(ALLOWANCE_TYPES),
      unit: z.enum(['DAYS', 'HOURS']),
      allowance: z.number(),
      /** Approved leave taken, up to today. */
      used: z.number(),
      /** Approved leave still ahead, after today. */
      planned: z.number(),
      /** Requests awaiting a decision. */
      pending: z.number(),
      /** allowance − used − planned: what is left once the approved leave is taken. */
      remaining: z.number(),
      /** remaining − pending: what may still be asked for. */
      available: z.number(),
    }),
  ),
});

const amount = () => z.coerce.number().min(0).max(9999);

/** Body of PUT api/permission/allowance/...: amounts by type; null removes a worker's override. */
export const ZAllowanceInput = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  allowances: z.object({ FERIE: amount().nullable(), ROL: amount().nullable(), EX_FESTIVITA: amount().nullable() }).partial(),
});

export const ZAllowanceQuery = z.object({ companyId: id(), year: z.coerce.number().int().min(2000).max(2100).optional() });

export const ZAllowances = z.object({
  companyId: z.number(),
  year: z.number(),
  defaults: z.record(z.string(), z.number()),
  overrides: z.array(z.object({ userId: z.number(), type: z.string(), amount: z.number() })),
});

export const ZLeaveSettings = z.object({
  companyId: z.number(),
  l104MonthlyDays: z.number(),
  hoursPerDay: z.number(),
});

export const ZLeaveSettingsInput = z
  .object({
    l104MonthlyDays: z.coerce.number().int().min(0).max(31),
    hoursPerDay: z.coerce.number().min(1).max(24),
  })
  .partial();

export const ZPermissionWarning = z.object({
  code: z.enum(['OVERLAP', 'SICK', 'ATTENDANCE']),
  message: z.string(),
  permissionId: z.number().optional(),
});

export type TPermissionCreate = z.input<typeof ZPermissionCreate>;
export type TPermissionInput = z.output<typeof ZPermissionCreate>;
export type TSickLeavePatch = z.output<typeof ZSickLeavePatch>;
export type TPermission = z.infer<typeof ZPermission>;
export type TBalance = z.infer<typeof ZBalance>;
export type TAllowanceInput = z.output<typeof ZAllowanceInput>;
export type TAllowances = z.infer<typeof ZAllowances>;
export type TLeaveSettings = z.infer<typeof ZLeaveSettings>;
export type TPermissionWarning = z.infer<typeof ZPermissionWarning>;
