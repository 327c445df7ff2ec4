import { z } from './zod';

export const NOTIFICATION_KINDS = [
  'PERMISSION_REQUESTED',
  'SICK_LEAVE_REPORTED',
  'SICK_LEAVE_UPDATED',
  'PERMISSION_APPROVED',
  'PERMISSION_REJECTED',
  'PERMISSION_REVOKED',
  'SICK_LEAVE_CONTINUED',
  'SICK_LEAVE_RELAPSE',
  'PAYSLIP_AVAILABLE',
  'DEADLINE_REMINDER',
  'DEADLINE_REMINDER_OWN',
  'SHIFT_PUBLISHED',
  'SHIFT_CHANGED',
  'SHIFT_CANCELLED',
  'SHIFT_LATE',
  'SHIFT_NO_SHOW',
  'CLOCK_IN_UNPLANNED',
  'REQUEST_CREATED',
  'REQUEST_STATUS',
  'REQUEST_REPLY',
  'STATEMENT_ANSWERED',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification of the signed-in user, its title and body in the language of the request. */
export const ZNotification = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app path it leads to. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});

export type TNotification = z.infer<typeof ZNotification>;
