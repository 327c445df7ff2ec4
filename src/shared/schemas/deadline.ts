import { optionalDate, refId } from './fields';
import type { TCourseCode } from './training';
import { isoDate, MAX_ID, optionalText, requiredText, z } from './zod';

/** What a deadline is about: a person, a vehicle, a company or a client. */
export const DEADLINE_SUBJECT_TYPES = ['USER', 'VEHICLE', 'COMPANY', 'CLIENT'] as const;
export type TDeadlineSubjectType = (typeof DEADLINE_SUBJECT_TYPES)[number];

/** Where a deadline comes from: it is derived from its source and follows it, never typed twice. */
export const DEADLINE_SOURCES = ['DOCUMENT', 'VEHICLE', 'TRAINING', 'MEDICAL', 'MANUAL'] as const;
export type TDeadlineSource = (typeof DEADLINE_SOURCES)[number];

/**
 * OK, DUE_SOON (inside the kind's reminder window), EXPIRED: from the due date and today.
 * RENEWAL_FILED: the renewal was applied for (date and receipt); DONE: superseded by a newer one.
 */
export const DEADLINE_STATUSES = ['OK', 'DUE_SOON', 'EXPIRED', 'RENEWAL_FILED', 'DONE'] as const;
export type TDeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** What is stored: the date-driven statuses are worked out when read. */
export const DEADLINE_STATES = ['OPEN', 'RENEWAL_FILED', 'DONE'] as const;
export type TDeadlineState = (typeof DEADLINE_STATES)[number];

/** Who is reminded: the office (admins and moderators of the company), the person, or both. */
export const REMIND_TO = ['OFFICE', 'PERSON', 'BOTH'] as const;
export type TRemindTo = (typeof REMIND_TO)[number];

/**
 * Whether an expired deadline stops work: NO (a warning only), ALL (any work), GPG (work as a
 * guardia particolare giurata), ARMED (armed posts).
 */
export const DEADLINE_BLOCKS = ['NO', 'ALL', 'GPG', 'ARMED'] as const;
export type TDeadlineBlocks = (typeof DEADLINE_BLOCKS)[number];

export interface TDeadlineKind {
  subjectTypes: readonly TDeadlineSubjectType[];
  source: TDeadlineSource;
  /** Months a new one is valid, offered when it is recorded; the due date is the source's own. */
  validityMonths: number | null;
  /** Days before the due date when it turns DUE_SOON and the first reminder goes out. */
  leadDays: number;
  remindTo: TRemindTo;
  blocks: TDeadlineBlocks;
  /** DOCUMENT: the document type behind it. */
  documentType?: string;
  /** TRAINING: the courses that renew it (a course or its refresher). */
  courses?: readonly TCourseCode[];
  /** VEHICLE: the vehicle's field that holds the date. */
  vehicleField?: 'insuranceExpiry' | 'inspectionExpiry' | 'taxExpiry';
}

/** The catalogue's defaults (DOMAIN.md, "Deadlines and qualifications"); each company may change validity, window, recipients and blocking. */
export const DEADLINE_KINDS = {
  DECRETO_GPG: { subjectTypes: ['USER'], source: 'DOCUMENT', documentType: 'DECRETO_GPG', validityMonths: 24, leadDays: 120, remindTo: 'BOTH', blocks: 'GPG' },
  PORTO_ARMI: { subjectTypes: ['USER'], source: 'DOCUMENT', documentType: 'PORTO_ARMI', validityMonths: 24, leadDays: 120, remindTo: 'BOTH', blocks: 'ARMED' },
  PERMESSO_SOGGIORNO: { subjectTypes: ['USER'], source: 'DOCUMENT', documentType: 'PERMESSO_SOGGIORNO', validityMonths: 24, leadDays: 90, remindTo: 'BOTH', blocks: 'ALL' },
  ID_CARD: { subjectTypes: ['USER'], source: 'DOCUMENT', documentType: 'ID_CARD', validityMonths: 120, leadDays: 60, remindTo: 'BOTH', blocks: 'NO' },
  DRIVING_LICENCE: { subjectTypes: ['USER'], source: 'DOCUMENT', documentType: 'DRIVING_LICENCE', validityMonths: 120, leadDays: 60, remindTo: 'BOTH', blocks: 'NO' },
  MEDICAL_FITNESS: { subjectTypes: ['USER'], source: 'MEDICAL', validityMonths: 12, leadDays: 60, remindTo: 'OFFICE', blocks: 'NO' },
  SHOOTING_PRACTICE: { subjectTypes: ['USER'], source: 'TRAINING', courses: ['ESERCITAZIONE_TIRO_GPG'], validityMonths: 4, leadDays: 30, remindTo: 'BOTH', blocks: 'NO' },
  TRAINING_WORKERS: {
    subjectTypes: ['USER'],
    source: 'TRAINING',
    courses: ['FORMAZIONE_SPECIFICA_BASSO', 'FORMAZIONE_SPECIFICA_MEDIO', 'FORMAZIONE_SPECIFICA_ALTO', 'AGGIORNAMENTO_LAVORATORI'],
    validityMonths: 60,
    leadDays: 90,
    remindTo: 'OFFICE',
    blocks: 'NO',
  },
  TRAINING_PREPOSTO: { subjectTypes: ['USER'], source: 'TRAINING', courses: ['PREPOSTO', 'AGGIORNAMENTO_PREPOSTO'], validityMonths: 24, leadDays: 90, remindTo: 'OFFICE', blocks: 'NO' },
  TRAINING_DIRIGENTE: {
    subjectTypes: ['USER'],
    source: 'TRAINING',
    courses: ['DIRIGENTE', 'AGGIORNAMENTO_DIRIGENTE', 'DATORE_DI_LAVORO'],
    validityMonths: 60,
    leadDays: 90,
    remindTo: 'OFFICE',
    blocks: 'NO',
  },
  FIRST_AID: {
    subjectTypes: ['USER'],
    source: 'TRAINING',
    courses: ['PRIMO_SOCCORSO_A', 'PRIMO_SOCCORSO_BC', 'AGGIORNAMENTO_PRIMO_SOCCORSO'],
    validityMonths: 36,
    leadDays: 90,
    remindTo: 'OFFICE',
    blocks: 'NO',
  },
  FIRE_SAFETY: {
    subjectTypes: ['USER'],
    source: 'TRAINING',
    courses: ['ANTINCENDIO_LIVELLO_1', 'ANTINCENDIO_LIVELLO_2', 'ANTINCENDIO_LIVELLO_3', 'AGGIORNAMENTO_ANTINCENDIO'],
    validityMonths: 60,
    leadDays: 90,
    remindTo: 'OFFICE',
    blocks: 'NO',
  },
  RLS: { subjectTypes: ['USER'], source: 'TRAINING', courses: ['RLS', 'AGGIORNAMENTO_RLS'], validityMonths: 12, leadDays: 60, remindTo: 'OFFICE', blocks: 'NO' },
  VEHICLE_INSURANCE: { subjectTypes: ['VEHICLE'], source: 'VEHICLE', vehicleField: 'insuranceExpiry', validityMonths: 12, leadDays: 30, remindTo: 'OFFICE', blocks: 'NO' },
  VEHICLE_INSPECTION: { subjectTypes: ['VEHICLE'], source: 'VEHICLE', vehicleField: 'inspectionExpiry', validityMonths: 24, leadDays: 30, remindTo: 'OFFICE', blocks: 'NO' },
  VEHICLE_TAX: { subjectTypes: ['VEHICLE'], source: 'VEHICLE', vehicleField: 'taxExpiry', validityMonths: 12, leadDays: 30, remindTo: 'OFFICE', blocks: 'NO' },
  OTHER: { subjectTypes: ['USER', 'VEHICLE', 'COMPANY', 'CLIENT'], source: 'MANUAL', validityMonths: null, leadDays: 30, remindTo: 'OFFICE', blocks: 'NO' },
} as const satisfies Record<string, TDeadlineKind>;

export type TDeadlineKindCode = keyof typeof DEADLINE_KINDS;
export const DEADLINE_KIND_CODES = Object.keys(DEADLINE_KINDS) as TDeadlineKindCode[];
export const deadlineKindOf = (code: TDeadlineKindCode): TDeadlineKind => DEADLINE_KINDS[code];
const KIND_ENUM = DEADLINE_KIND_CODES as [TDeadlineKindCode, ...TDeadlineKindCode[]];

/** The deadline kind a document type feeds, if any (a MEDICAL_FITNESS document is the medical record's attachment). */
export const kindOfDocumentType = (type: string): TDeadlineKindCode | undefined =>
  DEADLINE_KIND_CODES.find((code) => (DEADLINE_KINDS[code] as TDeadlineKind).documentType === type);

/** The deadline kind a course renews, if any (the general 4-hour course never expires). */
export const kindOfCourse = (course: string): TDeadlineKindCode | undefined =>
  DEADLINE_KIND_CODES.find((code) => ((DEADLINE_KINDS[code] as TDeadlineKind).courses as readonly string[] | undefined)?.includes(course));

/** The list filter's windows: due within 30 / 60 / 90 days from today, or already past. */
export const DEADLINE_WINDOWS = ['30', '60', '90', 'OVERDUE'] as const;

/**
 * A deadline's status on `today` ('yyyy-MM-dd'). A deadline is valid through its due date: it
 * turns EXPIRED the day after. RENEWAL_FILED and DONE are what the office said.
 */
export const deadlineStatusOn = (deadline: { state: TDeadlineState; dueDate: string; remindFrom: string }, today: string): TDeadlineStatus => {
  if (deadline.state === 'DONE') return 'DONE';
  if (deadline.state === 'RENEWAL_FILED') return 'RENEWAL_FILED';
  if (deadline.dueDate < today) return 'EXPIRED';
  return deadline.remindFrom <= today ? 'DUE_SOON' : 'OK';
};

/** The colour each status shows in (red expired, amber due soon, green otherwise). */
export const DEADLINE_COLOURS: Record<TDeadlineStatus, 'error' | 'warning' | 'success' | 'info' | 'default'> = {
  EXPIRED: 'error',
  DUE_SOON: 'warning',
  OK: 'success',
  RENEWAL_FILED: 'info',
  DONE: 'default',
};

export const ZDeadline = z.object({
  id: z.number(),
  companyId: z.number(),
  subjectType: z.enum(DEADLINE_SUBJECT_TYPES),
  subjectId: z.number(),
  /** The subject as people read it: 'Cognome Nome', a plate, a company's or client's name. */
  subjectName: z.string().nullable(),
  kind: z.enum(KIND_ENUM),
  /** Manual deadlines' own title; derived ones carry their source's (a document's title, a course). */
  title: z.string().nullable(),
  dueDate: z.string(),
  leadDays: z.number(),
  /** The day it turns DUE_SOON: dueDate minus leadDays. */
  remindFrom: z.string(),
  source: z.enum(DEADLINE_SOURCES),
  sourceId: z.number().nullable(),
  status: z.enum(DEADLINE_STATUSES),
  /** Whether, once past, it stops work (the company's catalogue says). */
  blocks: z.enum(DEADLINE_BLOCKS),
  renewalFiledAt: z.string().nullable(),
  renewalDocumentId: z.number().nullable(),
  snoozedUntil: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDeadline = z.infer<typeof ZDeadline>;

/** POST api/deadlines: a manual deadline for anything the sources do not cover. */
export const ZDeadlineCreate = z.object({
  subjectType: z.enum(DEADLINE_SUBJECT_TYPES),
  subjectId: refId(),
  kind: z.enum(KIND_ENUM).default('OTHER'),
  title: requiredText(200),
  dueDate: isoDate(),
  note: optionalText(1000),
});
export type TDeadlineCreate = z.output<typeof ZDeadlineCreate>;

/**
 * PATCH api/deadlines/{id}: the renewal filed (its date and the receipt, a document of the same
 * subject), a snooze of the reminders until a day with a note, a note; a manual deadline's title
 * and due date, or DONE. `renewalFiledAt: null` withdraws a renewal filed by mistake.
 */
export const ZDeadlinePatch = z
  .object({
    renewalFiledAt: isoDate().nullable(),
    renewalDocumentId: refId().nullable(),
    snoozedUntil: isoDate().nullable(),
    note: optionalText(1000),
    title: requiredText(200),
    dueDate: isoDate(),
    done: z.boolean(),
  })
  .partial()
  .superRefine((value, ctx) => {
    if (value.renewalFiledAt && value.renewalDocumentId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['renewalDocumentId'], message: 'validation.required' });
    }
  });
export type TDeadlinePatch = z.output<typeof ZDeadlinePatch>;

/** A kind as a company has it (GET api/deadlines/kinds?companyId=). */
export const ZDeadlineKindView = z.object({
  code: z.enum(KIND_ENUM),
  subjectTypes: z.array(z.enum(DEADLINE_SUBJECT_TYPES)),
  source: z.enum(DEADLINE_SOURCES),
  validityMonths: z.number().nullable(),
  leadDays: z.number(),
  remindTo: z.enum(REMIND_TO),
  blocks: z.enum(DEADLINE_BLOCKS),
  /** Whether the company changed the defaults. */
  customised: z.boolean(),
});
export type TDeadlineKindView = z.infer<typeof ZDeadlineKindView>;

/** PUT api/deadlines/kinds/{code}: a company's own validity, window, recipients and blocking. */
export const ZDeadlineKindSetting = z.object({
  companyId: refId(),
  validityMonths: z.number().int('validation.invalid').min(1, 'validation.positive').max(240).nullable(),
  leadDays: z.number().int('validation.invalid').min(0).max(365),
  remindTo: z.enum(REMIND_TO),
  blocks: z.enum(DEADLINE_BLOCKS),
});
export type TDeadlineKindSetting = z.output<typeof ZDeadlineKindSetting>;

/** Medical fitness outcomes (art. 41 D.Lgs. 81/08). */
export const MEDICAL_OUTCOMES = ['FIT', 'FIT_WITH_LIMITS', 'TEMPORARILY_UNFIT', 'UNFIT'] as const;
export type TMedicalOutcome = (typeof MEDICAL_OUTCOMES)[number];

/** POST api/medical-fitness: the occupational doctor's judgement after a visit. */
export const ZMedicalFitnessCreate = z
  .object({
    userId: refId(),
    visitDate: isoDate(),
    outcome: z.enum(MEDICAL_OUTCOMES),
    /** What the person may not do (FIT_WITH_LIMITS): the roster must see it. */
    limits: optionalText(1000),
    /** TEMPORARILY_UNFIT: the last day of unfitness. */
    unfitUntil: optionalDate(),
    /** The next visit: by default a year after this one. */
    validUntil: optionalDate(),
    doctor: optionalText(200),
    documentId: refId().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'FIT_WITH_LIMITS' && !value.limits) ctx.addIssue({ code: 'custom', path: ['limits'], message: 'validation.required' });
    if (value.outcome === 'TEMPORARILY_UNFIT' && !value.unfitUntil) ctx.addIssue({ code: 'custom', path: ['unfitUntil'], message: 'validation.required' });
    if (value.unfitUntil && value.unfitUntil < value.visitDate) ctx.addIssue({ code: 'custom', path: ['unfitUntil'], message: 'validation.endBeforeStart' });
    if (value.validUntil && value.validUntil <= value.visitDate) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'validation.expiryBeforeIssue' });
  });
export type TMedicalFitnessCreate = z.output<typeof ZMedicalFitnessCreate>;

export const ZMedicalFitness = z.object({
  id: z.number(),
  userId: z.number(),
  userName: z.string().nullable(),
  companyId: z.number(),
  visitDate: z.string(),
  outcome: z.enum(MEDICAL_OUTCOMES),
  limits: z.string().nullable(),
  unfitUntil: z.string().nullable(),
  validUntil: z.string(),
  doctor: z.string().nullable(),
  documentId: z.number().nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMedicalFitness = z.infer<typeof ZMedicalFitness>;

/** One line of the qualification check: whether it is needed, whether it holds on the day, and the deadline behind it. */
export const ZQualificationCheck = z.object({
  required: z.boolean(),
  valid: z.boolean(),
  /** Why it does not hold: MISSING, EXPIRED, EXPIRED_RENEWAL_FILED, UNFIT, TEMPORARILY_UNFIT, NON_EU. */
  reason: z.string().nullable(),
  deadline: ZDeadline.pick({ id: true, kind: true, dueDate: true, status: true, renewalFiledAt: true }).nullable(),
});
export type TQualificationCheck = z.infer<typeof ZQualificationCheck>;

/** GET api/deadlines/qualifications?userId=&date=: whether a person may work, and which posts, on a day. */
export const ZQualifications = z.object({
  userId: z.number(),
  date: z.string(),
  qualification: z.string().nullable(),
  armed: z.boolean(),
  citizenship: z.string(),
  /** May work at all on the day (permit, medical fitness). */
  mayWork: z.boolean(),
  /** May work as a GPG (decree valid). */
  mayWorkGpg: z.boolean(),
  /** May work armed posts (pistol licence valid). */
  mayWorkArmed: z.boolean(),
  gpg: ZQualificationCheck,
  armedLicence: ZQualificationCheck,
  medical: ZQualificationCheck.extend({ outcome: z.enum(MEDICAL_OUTCOMES).nullable(), limits: z.string().nullable(), unfitUntil: z.string().nullable() }),
  permit: ZQualificationCheck,
  /** Each training kind the person has a record of: warnings, never blocks. */
  courses: z.array(ZQualificationCheck.extend({ kind: z.enum(KIND_ENUM) })),
  /** Codes of what stops work (e.g. GPG_EXPIRED, UNFIT), and of what only warns (e.g. FIRST_AID_EXPIRED). */
  blockers: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type TQualifications = z.infer<typeof ZQualifications>;

/** POST api/training: a course completed elsewhere, recorded by the office with its certificate. */
export const ZTrainingCreate = z.object({
  userId: refId(),
  courseCode: requiredText(40),
  completedAt: isoDate(),
  hours: z.number().positive().max(200),
  provider: requiredText(200),
  certificateNumber: optionalText(60),
  documentId: refId().optional(),
  /** Defaults to the course's validity from completedAt. */
  validUntil: optionalDate(),
});
export type TTrainingCreate = z.output<typeof ZTrainingCreate>;

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(50)]);
const listDate = isoDate();
const listId = z.union([z.number().int().min(0).max(MAX_ID), z.string().regex(/^\d{1,10}$/, 'validation.invalid').transform(Number)]);

/**
 * The list's filter (GET api/deadlines, its exports): each value of the type it names, a 400 on
 * the field otherwise. companyId 0 means every company the caller sees; `window` '30' / '60' /
 * '90' means due from today to that many days ahead, OVERDUE past its due date and not done.
 */
export const ZDeadlineListFilter = z
  .object({
    id: oneOrMany(listId),
    status: oneOrMany(z.enum(DEADLINE_STATUSES)),
    kind: oneOrMany(z.enum(KIND_ENUM)),
    subjectType: oneOrMany(z.enum(DEADLINE_SUBJECT_TYPES)),
    subjectId: oneOrMany(listId),
    companyId: oneOrMany(listId),
    dueDate_gte: listDate,
    dueDate_lte: listDate,
    window: z.union([z.enum(DEADLINE_WINDOWS), z.literal(30), z.literal(60), z.literal(90)]).transform((value) => String(value) as (typeof DEADLINE_WINDOWS)[number]),
  })
  .partial()
  .strict();
export type TDeadlineListFilter = z.output<typeof ZDeadlineListFilter>;

/** What the compliance grid shows in a cell: MISSING (required, none), NOT_REQUIRED, or the deadline's status. */
export const COMPLIANCE_CELL_STATUSES = ['MISSING', 'OK', 'DUE_SOON', 'EXPIRED', 'RENEWAL_FILED', 'NOT_REQUIRED'] as const;

/** The kinds the compliance grid checks, in its columns' order. */
export const COMPLIANCE_KINDS = ['DECRETO_GPG', 'PORTO_ARMI', 'PERMESSO_SOGGIORNO', 'MEDICAL_FITNESS', 'ID_CARD', 'TRAINING_WORKERS', 'FIRST_AID'] as const satisfies readonly TDeadlineKindCode[];

/** GET api/deadlines/compliance?companyId=: the people of the companies × the kinds they need. */
export const ZCompliance = z.object({
  kinds: z.array(z.enum(KIND_ENUM)),
  people: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      qualification: z.string().nullable(),
      armed: z.boolean(),
      citizenship: z.string(),
      cells: z.record(z.string(), z.object({ status: z.enum(COMPLIANCE_CELL_STATUSES), dueDate: z.string().nullable(), deadlineId: z.number().nullable() })),
    }),
  ),
});
export type TCompliance = z.infer<typeof ZCompliance>;
