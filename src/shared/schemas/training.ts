import { isRealDate } from '../dates';
import { refId } from './fields';
import { isoDate, MAX_ID, optionalText, requiredText, z } from './zod';

/** How a course was delivered; the Accordo Stato-Regioni of 17/04/2025 says which courses allow which. */
export const DELIVERY_MODES = ['PRESENZA', 'VIDEOCONFERENZA', 'E_LEARNING', 'MISTA'] as const;
export type TDeliveryMode = (typeof DELIVERY_MODES)[number];

/** The words an attestato prints for each mode (certificates are written in Italian). */
export const DELIVERY_MODE_LABELS: Record<TDeliveryMode, string> = {
  PRESENZA: 'In presenza',
  VIDEOCONFERENZA: 'Videoconferenza sincrona',
  E_LEARNING: 'E-learning',
  MISTA: 'Mista (presenza e a distanza)',
};

export interface TCourse {
  /** The course as the attestato names it. */
  name: string;
  /** The law that requires it, printed on the attestato. */
  legalReference: string;
  /** Hours offered by default; the session says how many it lasted. */
  hours: number;
  /** Years until a refresher is due; null when it never expires. */
  validityYears: number | null;
  /** Months, for a validity shorter than a year (shooting practice: three sessions a year). */
  validityMonths?: number;
  deliveryModes: readonly TDeliveryMode[];
}

const ASR_2025 = 'D.Lgs. 81/2008 art. 37 e Accordo Stato-Regioni 17/04/2025';
const ALL_MODES = DELIVERY_MODES;
/** Courses with practice (first aid, fire safety) or supervision duties need people in the room or on a live call. */
const LIVE = ['PRESENZA', 'VIDEOCONFERENZA'] as const;
const PRACTICE = ['PRESENZA', 'MISTA'] as const;

/** The course catalogue (DOMAIN.md, "Deadlines and qualifications"): defaults each company may adapt. */
export const COURSES = {
  FORMAZIONE_GENERALE: { name: 'Formazione generale dei lavoratori', legalReference: ASR_2025, hours: 4, validityYears: null, deliveryModes: ALL_MODES },
  FORMAZIONE_SPECIFICA_BASSO: { name: 'Formazione specifica dei lavoratori – rischio basso', legalReference: ASR_2025, hours: 4, validityYears: 5, deliveryModes: ALL_MODES },
  FORMAZIONE_SPECIFICA_MEDIO: { name: 'Formazione specifica dei lavoratori – rischio medio', legalReference: ASR_2025, hours: 8, validityYears: 5, deliveryModes: ['PRESENZA', 'VIDEOCONFERENZA', 'MISTA'] },
  FORMAZIONE_SPECIFICA_ALTO: { name: 'Formazione specifica dei lavoratori – rischio alto', legalReference: ASR_2025, hours: 12, validityYears: 5, deliveryModes: ['PRESENZA', 'VIDEOCONFERENZA', 'MISTA'] },
  AGGIORNAMENTO_LAVORATORI: { name: 'Aggiornamento della formazione dei lavoratori', legalReference: ASR_2025, hours: 6, validityYears: 5, deliveryModes: ALL_MODES },
  PREPOSTO: { name: 'Formazione particolare aggiuntiva per il preposto', legalReference: ASR_2025, hours: 12, validityYears: 2, deliveryModes: LIVE },
  AGGIORNAMENTO_PREPOSTO: { name: 'Aggiornamento della formazione del preposto', legalReference: ASR_2025, hours: 6, validityYears: 2, deliveryModes: LIVE },
  DIRIGENTE: { name: 'Formazione dei dirigenti', legalReference: ASR_2025, hours: 12, validityYears: 5, deliveryModes: ALL_MODES },
  AGGIORNAMENTO_DIRIGENTE: { name: 'Aggiornamento della formazione dei dirigenti', legalReference: ASR_2025, hours: 6, validityYears: 5, deliveryModes: ALL_MODES },
  DATORE_DI_LAVORO: { name: 'Formazione del datore di lavoro', legalReference: ASR_2025, hours: 16, validityYears: 5, deliveryModes: ALL_MODES },
  RLS: { name: 'Rappresentante dei lavoratori per la sicurezza (RLS)', legalReference: 'D.Lgs. 81/2008 art. 37 commi 10 e 11', hours: 32, validityYears: 1, deliveryModes: LIVE },
  AGGIORNAMENTO_RLS: { name: 'Aggiornamento annuale del rappresentante dei lavoratori per la sicurezza', legalReference: 'D.Lgs. 81/2008 art. 37 comma 11', hours: 8, validityYears: 1, deliveryModes: LIVE },
  PRIMO_SOCCORSO_A: { name: 'Addetto al primo soccorso – aziende del gruppo A', legalReference: 'DM 388/2003 e D.Lgs. 81/2008 art. 45', hours: 16, validityYears: 3, deliveryModes: PRACTICE },
  PRIMO_SOCCORSO_BC: { name: 'Addetto al primo soccorso – aziende dei gruppi B e C', legalReference: 'DM 388/2003 e D.Lgs. 81/2008 art. 45', hours: 12, validityYears: 3, deliveryModes: PRACTICE },
  AGGIORNAMENTO_PRIMO_SOCCORSO: { name: 'Aggiornamento dell’addetto al primo soccorso', legalReference: 'DM 388/2003 art. 3 comma 5', hours: 4, validityYears: 3, deliveryModes: PRACTICE },
  ANTINCENDIO_LIVELLO_1: { name: 'Addetto antincendio – livello 1', legalReference: 'DM 2/9/2021, allegato III', hours: 4, validityYears: 5, deliveryModes: PRACTICE },
  ANTINCENDIO_LIVELLO_2: { name: 'Addetto antincendio – livello 2', legalReference: 'DM 2/9/2021, allegato III', hours: 8, validityYears: 5, deliveryModes: PRACTICE },
  ANTINCENDIO_LIVELLO_3: { name: 'Addetto antincendio – livello 3', legalReference: 'DM 2/9/2021, allegato III', hours: 16, validityYears: 5, deliveryModes: PRACTICE },
  AGGIORNAMENTO_ANTINCENDIO: { name: 'Aggiornamento dell’addetto antincendio', legalReference: 'DM 2/9/2021, allegato III', hours: 5, validityYears: 5, deliveryModes: PRACTICE },
  ESERCITAZIONE_TIRO_GPG: {
    name: 'Esercitazione di tiro per guardie particolari giurate',
    legalReference: 'DM 269/2010, allegato D (addestramento al tiro)',
    hours: 2,
    validityYears: null,
    validityMonths: 4,
    deliveryModes: ['PRESENZA'],
  },
} as const satisfies Record<string, TCourse>;

export type TCourseCode = keyof typeof COURSES;
export const COURSE_CODES = Object.keys(COURSES) as TCourseCode[];
export const courseOf = (code: TCourseCode): TCourse => COURSES[code];

/** Months from a course's end to its refresher, or undefined when it never expires. */
export const courseValidityMonths = (code: TCourseCode): number | undefined => {
  const course = courseOf(code);
  return course.validityMonths ?? (course.validityYears === null ? undefined : course.validityYears * 12);
};

/**
 * The day a course done on `endDate` ('yyyy-MM-dd') needs its refresher by, the same day so many
 * months later (the month's last day when it has no such day); null when it never expires.
 */
export const validUntilOf = (code: TCourseCode, endDate: string): string | null => {
  const months = courseValidityMonths(code);
  if (months === undefined) return null;
  const total = Number(endDate.slice(0, 4)) * 12 + Number(endDate.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(endDate.slice(8, 10)), lastDay);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** Up to this many people attend one session: one attestato each. */
export const MAX_PARTICIPANTS = 200;

const realDate = isoDate;

/** POST api/document/generate/attestato: a course session and its participants, one attestato each. */
export const ZAttestatoRequest = z
  .object({
    courseCode: z.enum(COURSE_CODES as [TCourseCode, ...TCourseCode[]]),
    startDate: realDate(),
    endDate: realDate(),
    /** Hours the session lasted, in half hours. */
    hours: z.number().positive().max(200).refine((value) => Number.isInteger(value * 2), 'validation.invalid'),
    deliveryMode: z.enum(DELIVERY_MODES),
    /** The training provider ('soggetto formatore'). */
    organiser: requiredText(200),
    /** Who signs for the organiser; a blank line to sign when not given. */
    organiserRepresentative: optionalText(200),
    teacher: requiredText(200),
    place: requiredText(200),
    userIds: z
      .array(refId())
      .min(1, 'validation.required')
      .max(MAX_PARTICIPANTS)
      .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid'),
  })
  .superRefine((value, ctx) => {
    // A start that is no date is reported on its own field, not as an end before it.
    if (isRealDate(value.startDate) && value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeStart' });
    const modes: readonly string[] = COURSES[value.courseCode].deliveryModes;
    if (!modes.includes(value.deliveryMode)) ctx.addIssue({ code: 'custom', path: ['deliveryMode'], message: 'validation.invalid' });
  });
export type TAttestatoRequest = z.output<typeof ZAttestatoRequest>;

/** A course a person completed (GET api/training). */
export const ZTrainingRecord = z.object({
  id: z.number(),
  userId: z.number(),
  /** The person as people read it: 'Cognome Nome'. */
  userName: z.string().nullable(),
  companyId: z.number(),
  courseCode: z.string(),
  startDate: z.string().nullable(),
  completedAt: z.string(),
  hours: z.number(),
  validUntil: z.string().nullable(),
  deliveryMode: z.string().nullable(),
  provider: z.string().nullable(),
  teacher: z.string().nullable(),
  place: z.string().nullable(),
  /** The attestato's register number, e.g. '2026/0007'. */
  certificateNumber: z.string().nullable(),
  /** An attestato of the company's own register: its number stays, so it cannot be deleted. */
  registered: z.boolean(),
  /** The attestato's document, to download through api/document/{id}/file. */
  documentId: z.number().nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTrainingRecord = z.infer<typeof ZTrainingRecord>;

/** GET api/document/attestati.zip?ids=1,2,3: the attestati to download together. */
export const ZAttestatiZipQuery = z.object({
  ids: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'validation.invalid')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_PARTICIPANTS && ids.every((id) => id > 0 && id <= MAX_ID), 'validation.invalid'),
});
