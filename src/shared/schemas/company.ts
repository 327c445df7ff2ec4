import { isValidVat, normalizeVat } from '../italian';
import { isPatronDay } from '../leave';
import { id, optionalEmail, optionalPhone, optionalText, optionalUrl, requiredText, z } from './zod';

export const COMPANY_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const;
export type TCompanyStatus = (typeof COMPANY_STATUSES)[number];

const companyFields = {
  name: requiredText(200),
  vat: z
    .string()
    .trim()
    .min(1)
    .transform(normalizeVat)
    .refine(isValidVat, 'validation.vat'),
  reaNumber: optionalText(30),
  legalForm: optionalText(60),
  registeredOffice: optionalText(300),
  headOffice: optionalText(300),
  phone: optionalPhone(),
  email: optionalEmail(),
  pec: optionalEmail(),
  website: optionalUrl(),
  description: optionalText(2000),
  status: z.enum(COMPANY_STATUSES).default('ACTIVE'),
  /** The seat's patron saint's day, 'MM-dd' (e.g. '06-29' for Rome); '' or null: none. */
  patronDay: z
    .string()
    .trim()
    .refine((value) => value === '' || isPatronDay(value), 'validation.patronDay')
    .nullish()
    .transform((value) => (value ? value : null)),
};

/** Body of POST api/company/createCompany. Unknown fields are stripped, never stored. */
export const ZCompanyCreate = z.object(companyFields);

/** Body of PATCH api/company/patchCompany/{id}: any subset of the fields, plus ceoId. */
export const ZCompanyPatch = z
  .object({
    ...companyFields,
    status: z.enum(COMPANY_STATUSES),
    ceoId: id().nullable(),
  })
  .partial();

export const ZCompany = z.object({
  id: z.number(),
  name: z.string(),
  vat: z.string(),
  reaNumber: z.string().nullable(),
  legalForm: z.string().nullable(),
  registeredOffice: z.string().nullable(),
  headOffice: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  pec: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  ceoId: z.number().nullable(),
  status: z.enum(COMPANY_STATUSES),
  patronDay: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type TCompanyCreate = z.input<typeof ZCompanyCreate>;
export type TCompanyPatch = z.infer<typeof ZCompanyPatch>;
export type TCompany = z.infer<typeof ZCompany>;
