import type { Locale } from '../../../shared/i18n/validation';
import type { TSignin, TSignup } from '../../../shared/schemas/auth';
import type { TUserCreateInput } from '../../../shared/schemas/user';
import { type Db, nowIso } from '../../db/database';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/repository';
import {
  assertCompaniesExist,
  assertMayGrant,
  assertUniqueUser,
  assertUserRules,
  companyOfClient,
  generateTemporaryPassword,
  rethrowUserConflict,
} from '../user/rules';
import { updateUserRow } from '../user/repository';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import { assertNotRateLimited } from './rate-limit';
import {
  createSession,
  findUserForSignin,
  getSessionUser,
  recordLoginFailure,
  type SessionUser,
} from './repository';
import { newSessionId, type TokenSigner } from './tokens';

const invalidCredentials = () => new AppError('UNAUTHORIZED', 'auth.invalidCredentials');

/**
 * A client user whose client the office deactivated may not sign in. Told plainly (403), since
 * only someone who knows the password gets this far; their earlier tokens are refused by the
 * portal's routes (request/client-account.ts).
 */
const assertClientActive = async (db: Db, clientId: number | null) => {
  if (clientId === null) return;
  const client = await db.selectFrom('client').select('active').where('id', '=', clientId).executeTakeFirst();
  if (client?.active !== 1) throw new AppError('FORBIDDEN', 'request.clientInactive');
};

export const signin = async (
  { db, tokens, ttlSeconds }: { db: Db; tokens: TokenSigner; ttlSeconds: number },
  input: TSignin,
  ip: string,
  /** The language the app asked for (Accept-Language); undefined when the request named none. */
  locale?: Locale,
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
  await assertClientActive(db, user.clientId);
  // Reminders and e-mails are written in the language the person last used the app in.
  if (locale && user.language !== locale) await updateUserRow(db, user.id, { language: locale });
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await createSession(db, { id: sessionId, userId: user.id, expiresAt: expiresAt.toISOString() });
  const accessToken = await tokens.sign({ userId: user.id, sessionId, expiresAt });
  return { ...(await getSessionUser(db, user)), accessToken };
};

/** A new user: the fields of api/user or of api/auth/signup (which also gives a password). */
export type NewUserInput = { [K in Exclude<keyof TUserCreateInput, 'email' | 'roles' | 'companyIds'>]?: TUserCreateInput[K] | null } &
  Pick<TUserCreateInput, 'email' | 'roles' | 'companyIds'> & { password?: string };

/**
 * Creates a user with roles and companies: the rules of api/auth/signup, shared with api/user.
 * The password is always a temporary one, since the administrator chose it or none was given (then
 * one is generated and answered once): the user must change it at the first sign-in.
 */
export const createUser = async (
  db: Db,
  actor: SessionUser,
  { password, ...given }: NewUserInput,
): Promise<{ id: number; temporaryPassword?: string }> => {
  // api/auth/signup names none of these: the defaults of api/user.
  const input = { ...given, citizenship: given.citizenship ?? 'EU', language: given.language ?? 'it', armed: given.armed ?? false };
  assertMayGrant(actor, input.roles, input.companyIds);
  // A client user works for their client's company, whatever the body says.
  const companyIds = input.clientId ? [await companyOfClient(db, actor, input.clientId)] : [...new Set(input.companyIds)];
  assertUserRules({ ...input, companyIds });
  await assertCompaniesExist(db, companyIds);
  await assertUniqueUser(db, input);
  const temporaryPassword = password ? undefined : generateTemporaryPassword();
  const passwordHash = await hashPassword(password ?? temporaryPassword!);
  try {
    const id = await db.transaction().execute(async (tx) => {
      const now = nowIso();
      const { roles: _roles, companyIds: _companyIds, armed, ...fields } = input;
      const { id } = await tx
        .insertInto('user')
        .values({ ...fields, armed: armed ? 1 : 0, passwordHash, mustChangePassword: 1, active: 1, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('userRole').values(input.roles.map((role) => ({ userId: id, role }))).execute();
      if (companyIds.length) {
        await tx.insertInto('userCompany').values(companyIds.map((companyId) => ({ userId: id, companyId }))).execute();
      }
      await writeAudit(tx, { actorId: actor.id, action: 'CREATE', entity: 'user', entityId: id, after: { ...fields, roles: input.roles, companyIds } });
      return id;
    });
    return { id, temporaryPassword };
  } catch (error) {
    return rethrowUserConflict(error);
  }
};

export { assertMayGrant };
export type { TSignup };
