import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DocumentTable, DocumentTemplateTable, EmploymentContractTable, TrainingRecordTable } from './schema-documents';

export type { DocumentTable, DocumentTemplateTable, EmploymentContractTable, TrainingRecordTable } from './schema-documents';
import type { CalendarTokenTable, DeadlineKindSettingTable, DeadlineReminderTable, DeadlineTable, MedicalFitnessTable } from './schema-deadlines';

export type { CalendarTokenTable, DeadlineKindSettingTable, DeadlineReminderTable, DeadlineTable, MedicalFitnessTable } from './schema-deadlines';
import type { PostAckTable, PostDocumentTable, PostTable, ShiftAlertTable, ShiftChangeTable, ShiftTable, WorkforceSettingTable } from './schema-workforce';
import type { ServiceRequestAttachmentTable, ServiceRequestEventTable, ServiceRequestTable, SiteStatementTable, UserTokenTable } from './schema-requests';
export type { ServiceRequestAttachmentTable, ServiceRequestEventTable, ServiceRequestTable, SiteStatementTable, UserTokenTable } from './schema-requests';
export type { PostAckTable, PostDocumentTable, PostTable, ShiftAlertTable, ShiftChangeTable, ShiftTable, WorkforceSettingTable } from './schema-workforce';

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
  /** The seat's patron saint's day, 'MM-dd' (e.g. '06-29' for Rome): a holiday of the company; null when none. */
  patronDay: string | null;
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
  /** The client a ROLE_CLIENT user belongs to. */
  clientId: number | null;
  sex: string | null;
  /** GPG, FIDUCIARIO or OFFICE: which posts and working-time rules apply; null when not said. */
  qualification: string | null;
  /** EU or NON_EU (a non-EU worker has a permit and cannot be a GPG). */
  citizenship: ColumnType<string, string | undefined, string>;
  /** Holds a pistol licence. */
  armed: Flag;
  /** it, es or en: the language of their e-mails. */
  language: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ClientTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  vat: string | null;
  fiscalCode: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  pec: string | null;
  contactName: string | null;
  notes: string | null;
  active: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Where guards are posted; its company is its client's (joined, never copied). */
export interface ClientSiteTable {
  id: Generated<number>;
  clientId: number;
  name: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  radiusMeters: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A company's own site ('sede'). */
export interface PlaceTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  radiusMeters: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VehicleTable {
  id: Generated<number>;
  companyId: number;
  plate: string;
  brand: string;
  model: string;
  type: string;
  fuel: string | null;
  registrationDate: string | null;
  insuranceExpiry: string | null;
  inspectionExpiry: string | null;
  taxExpiry: string | null;
  assignedUserId: number | null;
  mileage: number | null;
  notes: string | null;
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

/** A month of a company closed by payroll; a reopening keeps the row with who, when and why. */
export interface MonthCloseTable {
  id: Generated<number>;
  companyId: number;
  month: string;
  closedAt: Timestamp;
  closedBy: number | null;
  reopenedAt: string | null;
  reopenedBy: number | null;
  reopenReason: string | null;
}

/** A leave request or a sick-leave report (type MALATTIA); dates yyyy-MM-dd, times HH:mm. */
export interface PermissionTable {
  id: Generated<number>;
  userId: number;
  companyId: number;
  type: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  hours: number | null;
  reason: string | null;
  status: string;
  decidedBy: number | null;
  decidedAt: string | null;
  decisionNote: string | null;
  protocolNumber: string | null;
  kind: string | null;
  availabilityAddress: string | null;
  parentId: number | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A company's yearly allowance of a leave type (userId null) or one worker's override. */
export interface LeaveAllowanceTable {
  id: Generated<number>;
  companyId: number;
  userId: number | null;
  year: number;
  type: string;
  amount: number;
  updatedAt: Timestamp;
}

export interface LeaveSettingTable {
  companyId: number;
  l104MonthlyDays: ColumnType<number, number | undefined, number>;
  hoursPerDay: ColumnType<number, number | undefined, number>;
  updatedAt: Timestamp;
}

/** Title and body are the Italian text; the API renders kind and params in the reader's language. */
export interface NotificationTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  params: string | null;
  readAt: string | null;
  createdAt: Timestamp;
}

/** Where a worker may clock in besides their company's places (until workforce assignments exist). */
/** One clocking in and out; inside values YES / NO / UNKNOWN; coordinates erased after retention. */
export interface AttendanceTable {
  id: Generated<number>;
  userId: number;
  companyId: number;
  siteType: string | null;
  siteId: number | null;
  siteName: string | null;
  checkIn: string;
  checkOut: string | null;
  checkInInside: ColumnType<string, string | undefined, string>;
  checkOutInside: string | null;
  checkInLat: number | null;
  checkInLng: number | null;
  checkInAccuracy: number | null;
  checkInDistance: number | null;
  checkOutLat: number | null;
  checkOutLng: number | null;
  checkOutAccuracy: number | null;
  checkOutDistance: number | null;
  positionsPurgedAt: string | null;
  source: ColumnType<string, string | undefined, string>;
  note: string | null;
  reviewFlag: Flag;
  /** Clocked out only after the missed clock-out limit: not counted until corrected. */
  missedClockOut: Flag;
  /** Its check-in, check-out or site was changed by a correction (not by marking it reviewed): `*` on the month sheet. */
  timesCorrected: Flag;
  /** The shift this clock-in is linked to (no foreign key: kept longer than the roster). */
  shiftId: ColumnType<number | null, number | null | undefined, number | null>;
  /** A clock-in at a client site with no shift of the person there: flagged. */
  unplanned: Flag;
  /** Its clock-in or clock-out was sent late by the phone, timed by the phone (offline clocking): for review. */
  offline: Flag;
  /** When the server received an offline clock-in / clock-out (null when it was answered at once). */
  checkInReceivedAt: ColumnType<string | null, string | null | undefined, string | null>;
  checkOutReceivedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The minutes the month sheet counts, written by the database (0 while open or for a missed clock-out); never written by the app. */
  workedMinutes: ColumnType<number, never, never>;
  editedBy: number | null;
  editedAt: string | null;
  editReason: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Attendance rows per company, kept by triggers: the list's total without a count. */
export interface AttendanceCountTable {
  companyId: number;
  n: number;
}

export interface AttendanceIdempotencyTable {
  userId: number;
  route: string;
  key: string;
  status: number;
  body: string;
  /** Digest of the request the key was first used with. */
  request: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export interface AttendanceSettingTable {
  companyId: number;
  geolocation: string;
  outsidePolicy: string;
  retentionDays: number;
  missedClockOutHours: number;
  /** The oldest offline clocking accepted, in hours. */
  offlineMaxHours: ColumnType<number, number | undefined, number>;
  updatedAt: Timestamp;
}

export interface AttendanceNoticeTable {
  userId: number;
  noticeVersion: number;
  acceptedAt: string;
}

/** When a scheduled job last ran, on any server sharing the database. */
export interface JobRunTable {
  name: string;
  lastRunAt: string;
}

export interface Database {
  company: CompanyTable;
  user: UserTable;
  userRole: UserRoleTable;
  userCompany: UserCompanyTable;
  authSession: AuthSessionTable;
  loginFailure: LoginFailureTable;
  auditEntry: AuditEntryTable;
  client: ClientTable;
  clientSite: ClientSiteTable;
  place: PlaceTable;
  vehicle: VehicleTable;
  permission: PermissionTable;
  leaveAllowance: LeaveAllowanceTable;
  leaveSetting: LeaveSettingTable;
  notification: NotificationTable;
  attendance: AttendanceTable;
  attendanceCount: AttendanceCountTable;
  attendanceIdempotency: AttendanceIdempotencyTable;
  attendanceSetting: AttendanceSettingTable;
  attendanceNotice: AttendanceNoticeTable;
  document: DocumentTable;
  documentTemplate: DocumentTemplateTable;
  employmentContract: EmploymentContractTable;
  trainingRecord: TrainingRecordTable;
  jobRun: JobRunTable;
  deadline: DeadlineTable;
  deadlineKindSetting: DeadlineKindSettingTable;
  deadlineReminder: DeadlineReminderTable;
  medicalFitness: MedicalFitnessTable;
  calendarToken: CalendarTokenTable;
  post: PostTable;
  postDocument: PostDocumentTable;
  postAck: PostAckTable;
  shift: ShiftTable;
  shiftChange: ShiftChangeTable;
  shiftAlert: ShiftAlertTable;
  workforceSetting: WorkforceSettingTable;
  serviceRequest: ServiceRequestTable;
  serviceRequestEvent: ServiceRequestEventTable;
  serviceRequestAttachment: ServiceRequestAttachmentTable;
  siteStatement: SiteStatementTable;
  userToken: UserTokenTable;
  monthClose: MonthCloseTable;
}

export type CompanyRow = Selectable<CompanyTable>;
export type NewCompany = Insertable<CompanyTable>;
export type CompanyUpdate = Updateable<CompanyTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type PermissionRow = Selectable<PermissionTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type AttendanceRow = Selectable<AttendanceTable>;
