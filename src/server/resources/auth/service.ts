import { rolesGrantableBy } from '../../../shared/roles';
import type { TSignin, TSignup } from '../../../shared/schemas/auth';
import type { z } from 'zod';
import type { ZSignup } from '../../../shared/schemas/auth';
import { assertBodyCompanyInScope } from '../../access';
import { type Db, type DbOrTx, isUniqueViolation, nowIso, violatedConstraint } from '../../db/database';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/repository';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import { assertNotRateLimited } from './rate-limit';
import {
  createSession,
  findUserForSignin,
  getSessionUser,
  recordLoginFailure,
  type SessionUser,
  userExists,
} from './repository';
import { newSessionId, type TokenSigner } from './tokens';

const invalidCredentials = () => new AppError('UNAUTHORIZED', 'auth.invalidCredentials');

export const signin = async (
  { db, tokens, ttlSeconds }: { db: Db; tokens: TokenSigner; ttlSeconds: number },
  input: TSignin,
  ip: string,
) => {
  const by = 'fiscalCode' in input ? { fiscalCode: input.fiscalCode } : { username: input.username };
  const account = 'fiscalCode' in by ? `fc:${by.fiscalCode}` : `un:${by.username}`;
  const now = new Date();
  await assertNotRateLimited(db, account, ip, now);
  const user = await findUserForSignin(db, by);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await burnVerification(input.password), false);
  if (!user || !valid || user.active !== 1) {
    await recordLoginFailure(db, { account, ip, at: now.toISOString() });
    throw invalidCredentials();
  }
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await createSession(db, { id: sessionId, userId: user.id, expiresAt: expiresAt.toISOString() });
  const accessToken = await tokens.sign({ userId: user.id, sessionId, expiresAt });
  return { ...(await getSessionUser(db, user)), accessToken };
};

export type TSignupInput = z.output<typeof ZSignup>;

/** Checks that the caller may grant these roles and companies (admins anything; moderators below themselves). */
export const assertMayGrant = (actor: SessionUser, roles: readonly string[], companyIds: readonly number[]) => {
  const grantable = rolesGrantableBy(actor.roles);
  const refused = roles.find((role) => !grantable.includes(role as never));
  if (refused) throw new AppError('FORBIDDEN', 'error.forbidden', { fields: { roles: 'validation.roleNotGrantable' } });
  companyIds.forEach((companyId) => assertBodyCompanyInScope(actor, companyId, 'companyIds'));
};

const assertCompaniesExist = async (db: DbOrTx, companyIds: readonly number[]) => {
  if (!companyIds.length) return;
  const found = await db.selectFrom('company').select('id').where('id', 'in', [...companyIds]).execute();
  if (found.length !== new Set(companyIds).size) {
    throw new AppError('VALIDATION', 'error.validation', { fields: { companyIds: 'validation.invalid' } });
  }
};

const duplicateOf = async (db: DbOrTx, input: { fiscalCode?: string | null; email: string; username?: string | null }) => {
  if (input.fiscalCode && (await userExists(db, 'fiscalCode', input.fiscalCode))) return 'auth.duplicateFiscalCode';
  if (await userExists(db, 'email', input.email)) return 'auth.duplicateEmail';
  if (input.username && (await userExists(db, 'username', input.username))) return 'auth.duplicateUsername';
  return undefined;
};

/** Creates a user with roles and companies; the rules of api/auth/signup, shared with api/user. */
export const createUser = async (db: Db, actor: SessionUser, input: TSignupInput): Promise<number> => {
  assertMayGrant(actor, input.roles, input.companyIds);
  await assertCompaniesExist(db, input.companyIds);
  const duplicate = await duplicateOf(db, input);
  if (duplicate) throw new AppError('CONFLICT', duplicate);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (tx) => {
      const now = nowIso();
      const { id } = await tx
        .insertInto('user')
        .values({
          fiscalCode: input.fiscalCode,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('userRole').values(input.roles.map((role) => ({ userId: id, role }))).execute();
      if (input.companyIds.length) {
        await tx.insertInto('userCompany').values([...new Set(input.companyIds)].map((companyId) => ({ userId: id, companyId }))).execute();
      }
      await writeAudit(tx, { actorId: actor.id, action: 'CREATE', entity: 'user', entityId: id, after: { roles: input.roles, companyIds: input.companyIds } });
      return id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const clash = violatedConstraint(error);
    throw new AppError('CONFLICT', /email/.test(clash) ? 'auth.duplicateEmail' : 'auth.duplicateFiscalCode');
  }
};

export type { TSignup };
