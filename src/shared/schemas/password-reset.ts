import { normalizeFiscalCode } from '../italian';
import { ZPassword } from './auth';
import { line, z } from './zod';

/**
 * Body of POST api/auth/forgot-password: the identifier the person signs in with, fiscal code
 * (staff, /auth/login) or username (client users, /login-client). Not the e-mail: one address may
 * belong to several accounts, and the sign-in identifier is what the person types every day.
 */
export const ZForgotPassword = z.union([
  z.object({ fiscalCode: line().trim().min(1).max(32).transform(normalizeFiscalCode) }),
  z.object({ username: line().trim().min(1).max(100).toLowerCase() }),
]);

/** Params of api/auth/reset-password/{token}. */
export const ZResetToken = z.object({ token: line().max(200) });

/** Body of POST api/auth/reset-password/{token}. */
export const ZResetPassword = z.object({ password: ZPassword });

export type TForgotPassword = z.infer<typeof ZForgotPassword>;
export type TResetPassword = z.infer<typeof ZResetPassword>;
