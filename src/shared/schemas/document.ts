import { optionalDate } from './fields';
import { optionalText, requiredText, z } from './zod';

/** Whose document it is: a person, a company, a client or a vehicle. */
export const DOCUMENT_OWNER_TYPES = ['USER', 'COMPANY', 'CLIENT', 'VEHICLE'] as const;
export type TDocumentOwnerType = (typeof DOCUMENT_OWNER_TYPES)[number];

export interface TDocumentKind {
  /** Who may own a document of this type. */
  owners: readonly TDocumentOwnerType[];
  /** Months from the issue date to the expiry offered by default; undefined when it does not expire. */
  validityMonths?: number;
  /** Whether the owner (a worker) sees it by default. */
  visibleToOwner: boolean;
  /** A worker may upload a photo of their own renewed document, which the office confirms. */
  workerUpload?: boolean;
}

/** The catalogue of document types with their defaults (DOMAIN.md, Documents and Deadlines). */
export const DOCUMENT_KINDS = {
  CONTRACT: { owners: ['USER'], visibleToOwner: true },
  PAYSLIP: { owners: ['USER'], visibleToOwner: true },
  ATTESTATO: { owners: ['USER'], visibleToOwner: true },
  REPORT: { owners: ['USER', 'COMPANY', 'CLIENT', 'VEHICLE'], visibleToOwner: false },
  ID_CARD: { owners: ['USER'], validityMonths: 120, visibleToOwner: true, workerUpload: true },
  PERMESSO_SOGGIORNO: { owners: ['USER'], validityMonths: 24, visibleToOwner: true, workerUpload: true },
  DRIVING_LICENCE: { owners: ['USER'], validityMonths: 120, visibleToOwner: true, workerUpload: true },
  DECRETO_GPG: { owners: ['USER'], validityMonths: 24, visibleToOwner: true },
  PORTO_ARMI: { owners: ['USER'], validityMonths: 24, visibleToOwner: true },
  MEDICAL_FITNESS: { owners: ['USER'], validityMonths: 12, visibleToOwner: true },
  VEHICLE_INSURANCE: { owners: ['VEHICLE'], validityMonths: 12, visibleToOwner: false },
  VEHICLE_INSPECTION: { owners: ['VEHICLE'], validityMonths: 24, visibleToOwner: false },
  OTHER: { owners: ['USER', 'COMPANY', 'CLIENT', 'VEHICLE'], visibleToOwner: false },
} as const satisfies Record<string, TDocumentKind>;

export type TDocumentType = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_TYPES = Object.keys(DOCUMENT_KINDS) as TDocumentType[];
/** The types a worker may upload for themselves from the phone. */
export const WORKER_UPLOAD_TYPES = DOCUMENT_TYPES.filter((type) => (DOCUMENT_KINDS[type] as TDocumentKind).workerUpload);

/** The file types accepted, decided by the content's magic bytes, with the extensions that name them. */
export const DOCUMENT_MIME_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic', 'heif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
} as const satisfies Record<string, readonly string[]>;
export type TDocumentMimeType = keyof typeof DOCUMENT_MIME_TYPES;

/** ACTIVE, or REPLACED by a newer document of the same type for the same owner (kept, in the history). */
export const DOCUMENT_STATUSES = ['ACTIVE', 'REPLACED'] as const;
/** A worker's own upload waits for the office: PENDING until CONFIRMED or REJECTED; NONE for the office's. */
export const DOCUMENT_REVIEWS = ['NONE', 'PENDING', 'CONFIRMED', 'REJECTED'] as const;

/** Multipart form values arrive as text: 'true' / 'false' / '' for a flag. */
const formFlag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1' || value === 'on'));

/** A missing or empty id is 'required', as in a JSON body; anything else not a whole number is invalid. */
const formId = () =>
  z.preprocess((value) => (value === '' ? undefined : typeof value === 'string' ? Number(value) : value), z.number().int().positive().max(2_147_483_647));

/** The fields of POST api/document (multipart, beside the file in `file`). */
export const ZDocumentUpload = z
  .object({
    ownerType: z.enum(DOCUMENT_OWNER_TYPES),
    ownerId: formId(),
    type: z.enum(DOCUMENT_TYPES as [TDocumentType, ...TDocumentType[]]),
    title: optionalText(200),
    issuedAt: optionalDate(),
    expiresAt: optionalDate(),
    /** Defaults to the type's. */
    visibleToOwner: formFlag(),
  })
  .superRefine((value, ctx) => {
    if (value.issuedAt && value.expiresAt && value.expiresAt < value.issuedAt) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'validation.expiryBeforeIssue' });
    }
    if (!(DOCUMENT_KINDS[value.type].owners as readonly string[]).includes(value.ownerType)) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'validation.documentTypeOwner' });
    }
  });
export type TDocumentUpload = z.output<typeof ZDocumentUpload>;

/** PATCH api/document/{id}: the office corrects what it typed, or confirms a worker's upload. */
export const ZDocumentPatch = z
  .object({
    title: requiredText(200),
    issuedAt: optionalDate(),
    expiresAt: optionalDate(),
    visibleToOwner: z.boolean(),
    review: z.enum(['CONFIRMED', 'REJECTED']),
  })
  .partial();
export type TDocumentPatch = z.output<typeof ZDocumentPatch>;

export const ZDocument = z.object({
  id: z.number(),
  ownerType: z.enum(DOCUMENT_OWNER_TYPES),
  ownerId: z.number(),
  /** The owner as people read it: a person's name, a company's or client's name, a plate. */
  ownerName: z.string().nullable(),
  companyId: z.number(),
  type: z.enum(DOCUMENT_TYPES as [TDocumentType, ...TDocumentType[]]),
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  sha256: z.string(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  visibleToOwner: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  uploadedBy: z.number().nullable(),
  replacesId: z.number().nullable(),
  replacedById: z.number().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  review: z.enum(DOCUMENT_REVIEWS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;
