import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO 8601 strings in UTC on both databases; dates are yyyy-MM-dd strings. */
type Timestamp = ColumnType<string, string | undefined, string>;

/** A deadline of a person, vehicle, company or client; derived from its source, or MANUAL. */
export interface DeadlineTable {
  id: Generated<number>;
  companyId: number;
  subjectType: string;
  subjectId: number;
  kind: string;
  title: string | null;
  dueDate: string;
  leadDays: number;
  /** dueDate minus leadDays: the day it turns DUE_SOON. */
  remindFrom: string;
  source: string;
  sourceId: number | null;
  /** OPEN, RENEWAL_FILED or DONE; OK / DUE_SOON / EXPIRED follow from the dates. */
  state: ColumnType<string, string | undefined, string>;
  renewalFiledAt: string | null;
  renewalDocumentId: number | null;
  snoozedUntil: string | null;
  note: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface DeadlineKindSettingTable {
  companyId: number;
  kind: string;
  validityMonths: number | null;
  leadDays: number;
  remindTo: string;
  blocks: string;
  updatedBy: number | null;
  updatedAt: Timestamp;
}

/** A reminder sent: one per deadline, due date and stage (WINDOW, D30, D7, EXPIRED). */
export interface DeadlineReminderTable {
  deadlineId: number;
  dueDate: string;
  stage: string;
  sentAt: Timestamp;
}

export interface MedicalFitnessTable {
  id: Generated<number>;
  userId: number;
  companyId: number;
  visitDate: string;
  outcome: string;
  limits: string | null;
  unfitUntil: string | null;
  validUntil: string;
  doctor: string | null;
  documentId: number | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A user's private iCalendar link; only the token's SHA-256 is kept. */
export interface CalendarTokenTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  revokedAt: string | null;
}
