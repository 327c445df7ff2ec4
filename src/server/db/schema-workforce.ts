import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO 8601 strings in UTC on both databases; dates are yyyy-MM-dd strings. */
type Timestamp = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<number, number | undefined, number>;

/** A post at a client site ('posto di servizio'); JSON columns are text on both databases. */
export interface PostTable {
  id: Generated<number>;
  /** The client's company, kept for scope. */
  companyId: number;
  clientSiteId: number;
  name: string;
  serviceType: string;
  armed: Flag;
  requiredQualification: ColumnType<string, string | undefined, string>;
  /** JSON array of training deadline kinds. */
  requiredCourses: ColumnType<string, string | undefined, string>;
  headcount: ColumnType<number, number | undefined, number>;
  /** JSON array of { days, start, end }. */
  timeSlots: ColumnType<string, string | undefined, string>;
  orders: string | null;
  ordersVersion: ColumnType<number, number | undefined, number>;
  ordersUpdatedAt: string | null;
  active: Flag;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PostDocumentTable {
  postId: number;
  documentId: number;
}

/** The last orders version a person acknowledged at a post. */
export interface PostAckTable {
  postId: number;
  userId: number;
  ordersVersion: number;
  acknowledgedAt: Timestamp;
}

/** A shift of the roster; userId null is an open shift. */
export interface ShiftTable {
  id: Generated<number>;
  companyId: number;
  postId: number;
  clientSiteId: number;
  userId: number | null;
  /** The Rome day it starts. */
  date: string;
  /** 'HH:mm' wall-clock times; the end may be on the next day. */
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  minutes: number;
  slot: ColumnType<number, number | undefined, number>;
  /** DRAFT, PUBLISHED or CANCELLED. */
  status: ColumnType<string, string | undefined, string>;
  note: string | null;
  /** The client request it was scheduled for (issue 25). */
  requestId: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
  publishedAt: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A change of a shift: ASSIGN, UNASSIGN, OVERRIDE, EDIT, CANCEL, PUBLISH; before/after as JSON. */
export interface ShiftChangeTable {
  id: Generated<number>;
  shiftId: number;
  actorId: number | null;
  action: string;
  reason: string | null;
  before: string | null;
  after: string | null;
  at: Timestamp;
}

/** LATE or NO_SHOW, told once per shift. */
export interface ShiftAlertTable {
  shiftId: number;
  kind: string;
  sentAt: Timestamp;
}

export interface WorkforceSettingTable {
  companyId: number;
  lateGraceMinutes: number;
  noShowGraceMinutes: number;
  clockWindowMinutes: number;
  /** JSON { GPG, FIDUCIARIO } of rule sets; null: the defaults. */
  rules: string | null;
  updatedBy: number | null;
  updatedAt: Timestamp;
}
