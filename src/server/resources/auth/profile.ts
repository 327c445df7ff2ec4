import type { TChangePassword, TProfilePatch, TUser } from '../../../shared/schemas/user';
import { type Db, nowIso } from '../../db/database';
import { invalidField } from '../../errors';
import { writeAudit } from '../audit/repository';
import * as users from '../user/repository';
import { assertUniqueUser, rethrowUserConflict } from '../user/rules';
import { hashPassword, verifyPassword } from './passwords';
import { assertNotRateLimited } from './rate-limit';
import { recordLoginFailure, revokeUserSessions, type SessionUser } from './repository';

/** PATCH api/auth/me: the signed-in user's contact fields, never roles, companies or fiscal code. */
export const updateProfile = async (db: Db, actor: SessionUser, input: TProfilePatch): Promise<TUser> => {
  const before = await users.getUser(db, actor.id);
  await assertUniqueUser(db, input, actor.id);
  try {
    await users.updateUserRow(db, actor.id, { ...input, updatedAt: nowIso() });
  } catch (error) {
    rethrowUserConflict(error);
  }
  const after = await users.getUser(db, actor.id);
  await writeAudit(db, { actorId: actor.id, action: 'UPDATE_PROFILE', entity: 'user', entityId: actor.id, before, after });
  return after;
};

/**
 * POST api/auth/change-password: needs the current password (guesses count like failed sign-ins),
 * ends a temporary password's obligation and every other session of the user.
 */
export const changePassword = async (db: Db, actor: SessionUser, sessionId: string, input: TChangePassword, ip: string) => {
  const account = `pw:${actor.id}`;
  const now = new Date();
  await assertNotRateLimited(db, account, ip, now);
  if (!(await verifyPassword(await users.getPasswordHash(db, actor.id), input.currentPassword))) {
    await recordLoginFailure(db, { account, ip, at: now.toISOString() });
    throw invalidField('currentPassword', 'validation.currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    await users.updateUserRow(tx, actor.id, { passwordHash, mustChangePassword: 0, updatedAt: at });
    await revokeUserSessions(tx, actor.id, at, sessionId);
    await writeAudit(tx, { actorId: actor.id, action: 'CHANGE_PASSWORD', entity: 'user', entityId: actor.id });
  });
};
