import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO 8601 strings in UTC on both databases; dates are yyyy-MM-dd strings. */
type Timestamp = ColumnType<string, string | undefined, string>;
/** Flags are 0/1 integers on both databases; repositories turn them into booleans. */
type Flag = ColumnType<number, number | undefined, number>;

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  vat: string;
  reaNumber: string | null;
  legalForm: string | null;
  registeredOffice: string | null;
  headOffice: string | null;
  phone: string | null;
  email: string | null;
  pec: string | null;
  website: string | null;
  description: string | null;
  ceoId: number | null;
  status: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UserTable {
  id: Generated<number>;
  fiscalCode: string | null;
  username: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  address: string | null;
  phone: string | null;
  hireDate: string | null;
  endDate: string | null;
  jobTitle: string | null;
  contractType: string | null;
  active: Flag;
  passwordHash: string;
  mustChangePassword: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UserRoleTable {
  userId: number;
  role: string;
}

export interface UserCompanyTable {
  userId: number;
  companyId: number;
}

export interface AuthSessionTable {
  id: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: string;
  revokedAt: string | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  account: string;
  ip: string;
  at: string;
}

export interface AuditEntryTable {
  id: Generated<number>;
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  before: string | null;
  after: string | null;
  at: Timestamp;
}

export interface Database {
  company: CompanyTable;
  user: UserTable;
  userRole: UserRoleTable;
  userCompany: UserCompanyTable;
  authSession: AuthSessionTable;
  loginFailure: LoginFailureTable;
  auditEntry: AuditEntryTable;
}

export type CompanyRow = Selectable<CompanyTable>;
export type NewCompany = Insertable<CompanyTable>;
export type CompanyUpdate = Updateable<CompanyTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
