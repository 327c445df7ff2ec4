import type { TUser, TUserPatch } from '../../../shared/schemas/user';
import { companyScope, isAdmin } from '../../access';
import { type Db, type DbOrTx, isForeignKeyViolation, nowIso } from '../../db/database';
import { AppError, invalidField, notFound } from '../../errors';
import { writeAudit } from '../audit/repository';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions, type SessionUser } from '../auth/repository';
import * as repo from './repository';
import {
  assertCompaniesExist,
  assertMayGrant,
  assertMayManage,
  assertUniqueUser,
  assertUserRules,
  companyOfClient,
  generateTemporaryPassword,
  isUserInScope,
  rethrowUserConflict,
} from './rules';

/** A user the caller may see: another company's user is 404, as for every record. */
export const getUserInScope = async (db: Db, actor: SessionUser, id: number): Promise<TUser> => {
  const user = await repo.getUser(db, id);
  if (!isUserInScope(actor, user)) throw notFound();
  return user;
};

/** A user the caller may change: in scope, holding no role the caller could not grant and no company beyond theirs. */
const getManageable = async (db: Db, actor: SessionUser, id: number) => {
  const user = await getUserInScope(db, actor, id);
  assertMayManage(actor, user);
  return user;
};

/** Deactivating, resetting or deleting oneself goes through the profile, or another administrator. */
const assertNotSelf = (actor: SessionUser, id: number) => {
  if (actor.id === id) throw new AppError('CONFLICT', 'user.selfAction');
};

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * The companies after an update: the caller assigns only companies of their own (a moderator
 * manages only users wholly inside them, see assertMayManage); a client user works for their
 * client's company.
 */
const nextCompanies = async (db: Db, actor: SessionUser, before: TUser, input: TUserPatch, after: { roles: readonly string[]; clientId: number | null }) => {
  const { clientId } = after;
  // A client user's company is their client's, whatever the body says: never none, never another.
  if (clientId && (after.roles.includes('ROLE_CLIENT') || clientId !== before.clientId)) return [await companyOfClient(db, actor, clientId)];
  if (!input.companyIds) return before.companyIds;
  assertMayGrant(actor, [], input.companyIds);
  return [...new Set(input.companyIds)].sort((a, b) => a - b);
};

/** PUT and PATCH api/user/{id}. Changing roles or companies ends the user's sessions. */
export const updateUser = async (db: Db, actor: SessionUser, id: number, input: TUserPatch): Promise<TUser> => {
  const before = await getManageable(db, actor, id);
  const { roles: inputRoles, companyIds: _companyIds, ...fields } = input;
  const roles = inputRoles ?? before.roles;
  const rolesChanged = !sameSet(roles, before.roles);
  if (rolesChanged) assertMayGrant(actor, roles, []);
  const merged = { ...before, ...fields, roles };
  const companyIds = await nextCompanies(db, actor, before, input, merged);
  const companiesChanged = !sameSet(companyIds, before.companyIds);
  if (actor.id === id && (rolesChanged || companiesChanged)) {
    throw new AppError('FORBIDDEN', 'user.ownRoles', { fields: { roles: 'user.ownRoles' } });
  }
  assertUserRules({ ...merged, companyIds });
  await assertCompaniesExist(db, companyIds);
  await assertUniqueUser(db, fields, id);
  try {
    await db.transaction().execute(async (tx) => {
      const now = nowIso();
      const { armed, ...columns } = fields;
      await repo.updateUserRow(tx, id, { ...columns, ...(armed !== undefined ? { armed: armed ? 1 : 0 } : {}), updatedAt: now });
      if (rolesChanged) await repo.replaceRoles(tx, id, roles);
      if (companiesChanged) await repo.replaceCompanies(tx, id, companyIds);
      // The app keeps roles and companies from the sign-in: a stale copy must not stay usable.
      if (rolesChanged || companiesChanged) await revokeUserSessions(tx, id, now);
      await writeAudit(tx, { actorId: actor.id, action: 'UPDATE', entity: 'user', entityId: id, before, after: { ...merged, companyIds } });
    });
  } catch (error) {
    rethrowUserConflict(error);
  }
  return repo.getUser(db, id);
};

/** Deactivation ends every session at once; a deactivated user cannot sign in. */
export const setUserActive = async (db: Db, actor: SessionUser, id: number, active: boolean): Promise<TUser> => {
  const before = await getManageable(db, actor, id);
  if (!active) assertNotSelf(actor, id);
  await db.transaction().execute(async (tx) => {
    const now = nowIso();
    await repo.updateUserRow(tx, id, { active: active ? 1 : 0, updatedAt: now });
    if (!active) await revokeUserSessions(tx, id, now);
    const action = active ? 'ACTIVATE' : 'DEACTIVATE';
    await writeAudit(tx, { actorId: actor.id, action, entity: 'user', entityId: id, before: { active: before.active }, after: { active } });
  });
  return repo.getUser(db, id);
};

/**
 * A new one-time password, answered once and never stored in clear: the user must change it at
 * the next sign-in. The administrator never chooses it; the user's sessions end.
 */
export const resetPassword = async (db: Db, actor: SessionUser, id: number): Promise<string> => {
  await getManageable(db, actor, id);
  assertNotSelf(actor, id);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await db.transaction().execute(async (tx) => {
    const now = nowIso();
    await repo.updateUserRow(tx, id, { passwordHash, mustChangePassword: 1, updatedAt: now });
    await revokeUserSessions(tx, id, now);
    await writeAudit(tx, { actorId: actor.id, action: 'RESET_PASSWORD', entity: 'user', entityId: id });
  });
  return temporaryPassword;
};

export const deleteUser = async (db: Db, actor: SessionUser, id: number) => {
  const before = await getManageable(db, actor, id);
  assertNotSelf(actor, id);
  try {
    await db.transaction().execute((tx) => repo.deleteUser(tx, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', 'user.inUse');
    throw error;
  }
  await writeAudit(db, { actorId: actor.id, action: 'DELETE', entity: 'user', entityId: id, before });
};

/**
 * The company under which a person's record (a course, a medical visit) is kept: the first of
 * their companies the caller manages. A client's login, a person outside the caller's companies or
 * no person at all is 404; a person of no company, which only an administrator can tell, is a 400.
 */
export const staffCompanyInScope = async (db: DbOrTx, actor: SessionUser, userId: number): Promise<number> => {
  const person = await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
  if (!person) throw notFound();
  const roles = await db.selectFrom('userRole').select('role').where('userId', '=', userId).execute();
  if (roles.some((r) => r.role === 'ROLE_CLIENT')) throw notFound();
  const companies = await db.selectFrom('userCompany').select('companyId').where('userId', '=', userId).orderBy('companyId').execute();
  const scope = companyScope(actor);
  const companyId = companies.map((c) => c.companyId).find((id) => scope === undefined || scope.includes(id));
  if (companyId !== undefined) return companyId;
  if (isAdmin(actor) && !companies.length) throw invalidField('userId', 'validation.noCompany');
  throw notFound();
};
