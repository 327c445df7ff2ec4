import { isValidClientFiscalCode, isValidVat, normalizeFiscalCode, normalizeVat } from '../italian';
import { optionalCode, refId } from './fields';
import { optionalEmail, optionalPhone, optionalText, requiredText, z } from './zod';

const clientFields = {
  /** The group company serving the client. */
  companyId: refId(),
  name: requiredText(200),
  vat: optionalCode(normalizeVat, isValidVat, 'validation.vat', 20),
  /** A person's codice fiscale, or an organisation's 11 digits (a condominium has no partita IVA). */
  fiscalCode: optionalCode(normalizeFiscalCode, isValidClientFiscalCode, 'validation.fiscalCode', 20),
  address: optionalText(300),
  phone: optionalPhone(),
  email: optionalEmail(),
  pec: optionalEmail(),
  contactName: optionalText(100),
  notes: optionalText(2000),
  active: z.boolean(),
};

/** A client is identified by its partita IVA, its codice fiscale, or both. */
export const clientIdentityIssue = (value: { vat?: string | null; fiscalCode?: string | null }) =>
  !value.vat && !value.fiscalCode ? 'validation.vatOrFiscalCode' : undefined;

/** Body of POST api/client (and of PUT, the whole record). */
export const ZClientCreate = z.object({ ...clientFields, active: z.boolean().default(true) }).superRefine((value, ctx) => {
  const issue = clientIdentityIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', path: ['vat'], message: issue });
});

/** Body of PATCH api/client/{id}: any subset; VAT or fiscal code is checked on the result. */
export const ZClientPatch = z.object(clientFields).partial();

export const ZClient = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  vat: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  pec: z.string().nullable(),
  contactName: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type TClientCreate = z.input<typeof ZClientCreate>;
export type TClientPatch = z.infer<typeof ZClientPatch>;
export type TClient = z.infer<typeof ZClient>;
