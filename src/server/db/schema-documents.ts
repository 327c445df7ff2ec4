import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO 8601 strings in UTC on both databases; dates are yyyy-MM-dd strings. */
type Timestamp = ColumnType<string, string | undefined, string>;
/** Flags are 0/1 integers on both databases. */
type Flag = ColumnType<number, number | undefined, number>;

// The tables of documents and what generates them (migration 20261126_0009_documents).

/** A file of a person, company, client or vehicle; its bytes are in the storage under storageKey. */
export interface DocumentTable {
  id: Generated<number>;
  ownerType: string;
  ownerId: number;
  companyId: number;
  type: string;
  title: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  storageKey: string;
  issuedAt: string | null;
  expiresAt: string | null;
  visibleToOwner: Flag;
  acknowledgedAt: string | null;
  uploadedBy: number | null;
  replacesId: number | null;
  replacedById: number | null;
  status: ColumnType<string, string | undefined, string>;
  review: ColumnType<string, string | undefined, string>;
  reviewedBy: number | null;
  reviewedAt: string | null;
  deletedAt: string | null;
  deletedBy: number | null;
  purgedAt: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A company's own DOCX template of a generated document. */
export interface DocumentTemplateTable {
  id: Generated<number>;
  companyId: number;
  kind: string;
  fileName: string;
  storageKey: string;
  sha256: string;
  size: number;
  /** JSON array of the placeholders the template names. */
  placeholders: string;
  uploadedBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The data a generated employment letter was written from. */
export interface EmploymentContractTable {
  id: Generated<number>;
  userId: number;
  companyId: number;
  ccnl: string;
  level: string;
  qualification: string;
  startDate: string;
  endDate: string | null;
  /** Every field of the letter, as JSON. */
  data: string;
  documentId: number | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A course a person completed; an attestato's register number is unique per company and year. */
export interface TrainingRecordTable {
  id: Generated<number>;
  userId: number;
  companyId: number;
  courseCode: string;
  startDate: string | null;
  completedAt: string;
  hours: number;
  validUntil: string | null;
  deliveryMode: string | null;
  provider: string | null;
  teacher: string | null;
  place: string | null;
  registerYear: number | null;
  registerNumber: number | null;
  certificateNumber: string | null;
  documentId: number | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
