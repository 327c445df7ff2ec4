import { randomInt } from 'node:crypto';
import { isStrongPassword } from '../../../shared/password';
import { mayManageUser, rolesGrantableBy } from '../../../shared/roles';
import { type UserRuleSubject, userRuleIssues } from '../../../shared/schemas/user';
import { assertBodyCompanyInScope, isAdmin } from '../../access';
import { type DbOrTx, isUniqueViolation, violatedConstraint } from '../../db/database';
import { AppError, forbidden } from '../../errors';
import type { SessionUser } from '../auth/repository';

const invalid = (fields: Record<string, string>) => new AppError('VALIDATION', 'error.validation', { fields });

interface QualificationSubject {
  qualification?: string | null;
  citizenship?: string | null;
  armed?: boolean | null;
}

/** DOMAIN.md: non-EU citizens cannot be GPG; a pistol licence is a GPG's only. */
const qualificationIssues = (user: QualificationSubject): Array<[string, string]> => [
  ...(user.qualification === 'GPG' && user.citizenship === 'NON_EU' ? [['qualification', 'user.gpgNeedsEu'] as [string, string]] : []),
  ...(user.armed && user.qualification !== 'GPG' ? [['armed', 'user.armedNeedsGpg'] as [string, string]] : []),
];

/** The rules across fields (shared/schemas/user.ts, and the qualification's), on a whole user: a 400 naming every field. */
export const assertUserRules = (user: UserRuleSubject & QualificationSubject) => {
  const issues = [...userRuleIssues(user), ...qualificationIssues(user)];
  if (issues.length) throw invalid(Object.fromEntries(issues));
};

export const assertCompaniesExist = async (db: DbOrTx, companyIds: readonly number[]) => {
  if (!companyIds.length) return;
  const found = await db.selectFrom('company').select('id').where('id', 'in', [...companyIds]).execute();
  if (found.length !== new Set(companyIds).size) throw invalid({ companyIds: 'validation.invalid' });
};

/**
 * The company of the client a client user joins: the client must exist (400) and be one of the
 * caller's companies (403, like any company named in a body).
 */
export const companyOfClient = async (db: DbOrTx, actor: SessionUser, clientId: number): Promise<number> => {
  const client = await db.selectFrom('client').select('companyId').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw invalid({ clientId: 'validation.notFound' });
  assertBodyCompanyInScope(actor, client.companyId, 'clientId');
  return client.companyId;
};

const UNIQUE_FIELDS = [
  ['fiscalCode', 'auth.duplicateFiscalCode'],
  ['email', 'auth.duplicateEmail'],
  ['username', 'auth.duplicateUsername'],
] as const;

type UniqueValues = { fiscalCode?: string | null; email?: string | null; username?: string | null };

const conflict = (field: string, key: string) => new AppError('CONFLICT', key, { fields: { [field]: key } });

/** 409 when another user already has this fiscal code, email or username. */
export const assertUniqueUser = async (db: DbOrTx, values: UniqueValues, exceptId?: number) => {
  for (const [field, key] of UNIQUE_FIELDS) {
    const value = values[field];
    if (!value) continue;
    let query = db.selectFrom('user').select('id').where(field, '=', value);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw conflict(field, key);
  }
};

/** A unique violation that slipped past the check (two requests at once), told as the 409 it is. */
export const rethrowUserConflict = (error: unknown): never => {
  if (!isUniqueViolation(error)) throw error;
  const clash = violatedConstraint(error);
  const [field, key] = UNIQUE_FIELDS.find(([name]) => clash.includes(name.replace('C', '_c'))) ?? UNIQUE_FIELDS[0];
  throw conflict(field, key);
};

/** Checks that the caller may grant these roles and companies (admins anything; moderators below themselves). */
export const assertMayGrant = (actor: SessionUser, roles: readonly string[], companyIds: readonly number[]) => {
  const grantable = rolesGrantableBy(actor.roles);
  const refused = roles.find((role) => !grantable.includes(role as never));
  if (refused) throw new AppError('FORBIDDEN', 'error.forbidden', { fields: { roles: 'validation.roleNotGrantable' } });
  companyIds.forEach((companyId) => assertBodyCompanyInScope(actor, companyId, 'companyIds'));
};

/** A moderator sees the users of their companies (404 otherwise), as for every other record. */
export const isUserInScope = (actor: SessionUser, user: { companyIds: readonly number[] }) =>
  isAdmin(actor) || user.companyIds.some((companyId) => actor.companyIds.includes(companyId));

/**
 * A moderator changes only users whose every role they could grant (never an administrator or a
 * peer) and who work for no company beyond theirs: resetting such a password would open the
 * other company's data to them.
 */
export const assertMayManage = (actor: SessionUser, user: { roles: readonly string[]; companyIds: readonly number[] }) => {
  const verdict = mayManageUser(actor, user);
  if (verdict === 'role') throw forbidden();
  if (verdict === 'company') throw new AppError('FORBIDDEN', 'user.otherCompanies');
};

/** Letters and digits that cannot be mistaken for one another when read aloud or copied. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A one-time password such as 'Xk7p-Qm3a-Tz9w': 12 random characters, about 70 bits. */
export const generateTemporaryPassword = (): string => {
  const chunk = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const password = `${chunk()}-${chunk()}-${chunk()}`;
  return isStrongPassword(password) ? password : generateTemporaryPassword();
};
