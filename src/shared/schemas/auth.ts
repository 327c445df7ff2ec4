import { isValidFiscalCode, normalizeFiscalCode } from '../italian';
import { ROLES } from '../roles';
import { id, line, optionalText, requiredEmail, z } from './zod';
import { isStrongPassword } from '../password';

export const ZFiscalCode = line()
  .trim()
  .min(1)
  .transform(normalizeFiscalCode)
  .refine(isValidFiscalCode, 'validation.fiscalCode');

export const ZPassword = line().max(200).refine(isStrongPassword, 'validation.passwordWeak');

/** Sign-in by fiscal code (staff) or by username (client users at /login-client). */
export const ZSignin = z.union([
  z.object({ fiscalCode: line().trim().min(1).max(32).transform(normalizeFiscalCode), password: line().min(1).max(200) }),
  z.object({ username: line().trim().min(1).max(100).toLowerCase(), password: line().min(1).max(200) }),
]);

export const ZSignup = z.object({
  fiscalCode: ZFiscalCode,
  email: requiredEmail(),
  password: ZPassword,
  firstName: optionalText(100),
  lastName: optionalText(100),
  roles: z.array(z.enum(ROLES)).min(1).default(['ROLE_WORKER']),
  companyIds: z.array(id()).default([]),
});

export const ZSessionUser = z.object({
  id: z.number(),
  fiscalCode: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  companyIds: z.array(z.number()),
  /** Set after an administrator's password reset: the app asks for a new password first. */
  mustChangePassword: z.boolean(),
});

export const ZSigninAnswer = ZSessionUser.extend({ accessToken: z.string() });

export type TSignin = z.infer<typeof ZSignin>;
export type TSignup = z.input<typeof ZSignup>;
export type TSessionUser = z.infer<typeof ZSessionUser>;
export type TSigninAnswer = z.infer<typeof ZSigninAnswer>;
