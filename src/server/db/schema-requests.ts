import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO 8601 strings in UTC on both databases; dates are yyyy-MM-dd strings. */
type Timestamp = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<number, number | undefined, number>;

/** A client's service request; company_id is the client's company, kept for scope. */
export interface ServiceRequestTable {
  id: Generated<number>;
  companyId: number;
  clientId: number;
  siteId: number | null;
  createdBy: number | null;
  serviceType: string;
  title: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  /** JSON array of { days, start, end }. */
  timeSlots: ColumnType<string, string | undefined, string>;
  headcount: ColumnType<number, number | undefined, number>;
  armed: Flag;
  roundsPerDay: number | null;
  status: ColumnType<string, string | undefined, string>;
  handledBy: number | null;
  rejectReason: string | null;
  postId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * Every column of ServiceRequestTable, for reading a whole request: on PostgreSQL the table also
 * has list_record, the record the client's list answers (migration 0019), written by the database
 * and read by that list only.
 */
export const SERVICE_REQUEST_COLUMNS = [
  'id', 'companyId', 'clientId', 'siteId', 'createdBy', 'serviceType', 'title', 'description', 'startDate', 'endDate', 'timeSlots',
  'headcount', 'armed', 'roundsPerDay', 'status', 'handledBy', 'rejectReason', 'postId', 'createdAt', 'updatedAt',
] as const satisfies ReadonlyArray<keyof ServiceRequestTable>;

/** The history and conversation of a request; internal entries never reach a client. */
export interface ServiceRequestEventTable {
  id: Generated<number>;
  requestId: number;
  kind: string;
  authorId: number | null;
  byClient: Flag;
  internal: Flag;
  fromStatus: string | null;
  toStatus: string | null;
  text: string | null;
  createdAt: Timestamp;
}

export interface ServiceRequestAttachmentTable {
  id: Generated<number>;
  requestId: number;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  storageKey: string;
  uploadedBy: number | null;
  createdAt: Timestamp;
}

/** A client's answer to a site's monthly statement; no row means not answered yet. */
export interface SiteStatementTable {
  id: Generated<number>;
  siteId: number;
  /** yyyy-MM */
  month: string;
  status: string;
  note: string | null;
  answeredBy: number | null;
  answeredAt: string;
}

/** A single-use link (an invitation): only the SHA-256 of the token is kept. */
export interface UserTokenTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
}
