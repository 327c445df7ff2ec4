import { LOCALES } from '../i18n/validation';
import { isValidFiscalCode, normalizeFiscalCode } from '../italian';
import { ROLES, type Role } from '../roles';
import { ZPassword } from './auth';
import { optionalCode, optionalDate, optionalId } from './fields';
import { id, line, optionalPhone, optionalText, requiredEmail, requiredText, z } from './zod';

export const SEXES = ['M', 'F'] as const;
/** What a person works as: it decides which posts and which working-time rules apply (DOMAIN.md). */
export const QUALIFICATIONS = ['GPG', 'FIDUCIARIO', 'OFFICE'] as const;
export type TQualification = (typeof QUALIFICATIONS)[number];
/** A non-EU citizen works with a permesso di soggiorno and cannot be a GPG. */
export const CITIZENSHIPS = ['EU', 'NON_EU'] as const;
export type TCitizenship = (typeof CITIZENSHIPS)[number];

const USERNAME = /^[a-z0-9._-]{3,100}$/;
const unique = <T>(values: T[]) => [...new Set(values)];

const userFields = {
  /** Required for staff; a client user may have none. Checked with its check character (omocodia too). */
  fiscalCode: optionalCode(normalizeFiscalCode, isValidFiscalCode, 'validation.fiscalCode'),
  /** Client users sign in with it at /login-client. */
  username: optionalCode((value) => value.toLowerCase(), (value) => USERNAME.test(value), 'validation.username', 100),
  email: requiredEmail(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  /** As on the identity card; the app warns when it disagrees with the fiscal code. */
  sex: z
    .enum(SEXES)
    .nullish()
    .transform((value) => value ?? null),
  birthDate: optionalDate(),
  birthPlace: optionalText(100),
  address: optionalText(300),
  phone: optionalPhone(),
  hireDate: optionalDate(),
  endDate: optionalDate(),
  jobTitle: optionalText(100),
  contractType: optionalText(60),
  roles: z.array(z.enum(ROLES)).min(1, 'validation.required').transform(unique),
  companyIds: z.array(id()).max(100).transform(unique),
  /** The client a ROLE_CLIENT user belongs to; their company is the client's. */
  clientId: optionalId(),
  qualification: z
    .enum(QUALIFICATIONS)
    .nullish()
    .transform((value) => value ?? null),
  citizenship: z.enum(CITIZENSHIPS),
  /** Holds a pistol licence and may be sent to armed posts (a GPG only). */
  armed: z.boolean(),
  /** The language of their e-mails and reminders. */
  language: z.enum(LOCALES),
};

export interface UserRuleSubject {
  roles: readonly Role[];
  fiscalCode?: string | null;
  username?: string | null;
  clientId?: number | null;
  companyIds: readonly number[];
  hireDate?: string | null;
  endDate?: string | null;
}

/**
 * The rules across fields of a user, as field → message key. Staff sign in by fiscal code;
 * client users by username, belong to one client and hold no other role; a worker belongs to one
 * company. Checked by the forms, on create, and on the result of every update.
 */
export const userRuleIssues = (user: UserRuleSubject): Array<[field: string, key: string]> => {
  const issues: Array<[string, string]> = [];
  const isClient = user.roles.includes('ROLE_CLIENT');
  if (isClient) {
    if (user.roles.length > 1) issues.push(['roles', 'validation.clientRoleAlone']);
    if (!user.clientId) issues.push(['clientId', 'validation.clientRequired']);
    if (!user.username) issues.push(['username', 'validation.required']);
  } else {
    if (!user.fiscalCode) issues.push(['fiscalCode', 'validation.required']);
    if (user.clientId) issues.push(['clientId', 'validation.clientOnlyForClientUsers']);
  }
  const staffAbove = user.roles.some((role) => role === 'ROLE_ADMIN' || role === 'ROLE_MODERATOR');
  // Everyone but an administrator (every company) and a client user (their client's) works for a
  // company: without one they could clock in nowhere, and a moderator who made them would lose them.
  if (!isClient && !user.roles.includes('ROLE_ADMIN') && user.companyIds.length === 0) issues.push(['companyIds', 'validation.companyRequired']);
  if (user.roles.includes('ROLE_WORKER') && !staffAbove && user.companyIds.length > 1) {
    issues.push(['companyIds', 'validation.workerOneCompany']);
  }
  if (user.hireDate && user.endDate && user.endDate < user.hireDate) issues.push(['endDate', 'validation.endBeforeStart']);
  return issues;
};

const refineUser = (user: UserRuleSubject, ctx: z.RefinementCtx) => {
  for (const [field, message] of userRuleIssues(user)) ctx.addIssue({ code: 'custom', path: [field], message });
};

/**
 * Body of POST api/user (and of PUT, the whole record). No password: the server generates a
 * temporary one, answered once, which the user must change at the first sign-in.
 */
export const ZUserCreate = z
  .object({
    ...userFields,
    roles: userFields.roles.default(['ROLE_WORKER']),
    companyIds: userFields.companyIds.default([]),
    citizenship: userFields.citizenship.default('EU'),
    armed: userFields.armed.default(false),
    language: userFields.language.default('it'),
  })
  .superRefine(refineUser);

/** Body of PATCH api/user/{id}: any subset; the rules are checked on the result. */
export const ZUserPatch = z.object(userFields).partial();

/** Body of PATCH api/auth/me: contact fields and language only; any other field is refused, not ignored. */
export const ZProfilePatch = z
  .strictObject({ email: userFields.email, phone: userFields.phone, address: userFields.address, language: userFields.language })
  .partial();

/** Body of POST api/auth/change-password. */
export const ZChangePassword = z
  .object({ currentPassword: line().min(1).max(200), newPassword: ZPassword })
  .superRefine((value, ctx) => {
    if (value.currentPassword === value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.passwordUnchanged' });
    }
  });

/** A user as the API answers it: never a password hash. */
export const ZUser = z.object({
  id: z.number(),
  fiscalCode: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  hireDate: z.string().nullable(),
  endDate: z.string().nullable(),
  jobTitle: z.string().nullable(),
  contractType: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  companyIds: z.array(z.number()),
  clientId: z.number().nullable(),
  qualification: z.enum(QUALIFICATIONS).nullable(),
  citizenship: z.enum(CITIZENSHIPS),
  armed: z.boolean(),
  language: z.enum(LOCALES),
  active: z.boolean(),
  /** Set by a temporary password: every call but me, change-password and signout answers 403. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET api/auth/me: the user with the names of their companies, which a worker may not list. */
export const ZProfile = ZUser.extend({ companies: z.array(z.object({ id: z.number(), name: z.string() })) });

/** The answer of a creation or a password reset: the temporary password, shown once. */
export const ZTemporaryPassword = z.object({ temporaryPassword: z.string() });

export type TUserCreate = z.input<typeof ZUserCreate>;
export type TUserCreateInput = z.output<typeof ZUserCreate>;
export type TUserPatch = z.infer<typeof ZUserPatch>;
export type TProfilePatch = z.infer<typeof ZProfilePatch>;
export type TChangePassword = z.infer<typeof ZChangePassword>;
export type TUser = z.infer<typeof ZUser>;
export type TProfile = z.infer<typeof ZProfile>;
