import { sql } from 'kysely';
import type { Role } from '../../../shared/roles';
import type { DbOrTx } from '../../db/database';
import type { UserRow } from '../../db/schema';

export interface SessionUser {
  id: number;
  fiscalCode: string | null;
  username: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: Role[];
  companyIds: number[];
  mustChangePassword: boolean;
}

export const findUserForSignin = (db: DbOrTx, by: { fiscalCode: string } | { username: string }) =>
  db
    .selectFrom('user')
    .selectAll()
    .where('fiscalCode' in by ? 'fiscalCode' : 'username', '=', 'fiscalCode' in by ? by.fiscalCode : by.username)
    .executeTakeFirst();

export const getSessionUser = async (db: DbOrTx, user: UserRow): Promise<SessionUser> => {
  const [roles, companies] = await Promise.all([
    db.selectFrom('userRole').select('role').where('userId', '=', user.id).orderBy('role').execute(),
    db.selectFrom('userCompany').select('companyId').where('userId', '=', user.id).orderBy('companyId').execute(),
  ]);
  return {
    id: user.id,
    fiscalCode: user.fiscalCode,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: roles.map((r) => r.role as Role),
    companyIds: companies.map((c) => c.companyId),
    mustChangePassword: user.mustChangePassword === 1,
  };
};

export const createSession = (db: DbOrTx, session: { id: string; userId: number; expiresAt: string }) =>
  db.insertInto('authSession').values(session).execute();

/** The active user behind a live session, or undefined. */
export const findLiveSessionUser = (db: DbOrTx, sessionId: string, userId: number, now: string) =>
  db
    .selectFrom('authSession')
    .innerJoin('user', 'user.id', 'authSession.userId')
    .selectAll('user')
    .where('authSession.id', '=', sessionId)
    .where('authSession.userId', '=', userId)
    .where('authSession.revokedAt', 'is', null)
    .where('authSession.expiresAt', '>', now)
    .where('user.active', '=', 1)
    .executeTakeFirst();

export const revokeSession = (db: DbOrTx, sessionId: string, now: string) =>
  db.updateTable('authSession').set({ revokedAt: now }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();

/** Ends every session of a user: on deactivation, password change or a change of roles. */
export const revokeUserSessions = (db: DbOrTx, userId: number, now: string, exceptSessionId?: string) => {
  let query = db.updateTable('authSession').set({ revokedAt: now }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  return query.execute();
};

export const recordLoginFailure = (db: DbOrTx, failure: { account: string; ip: string; at: string }) =>
  db.insertInto('loginFailure').values(failure).execute();

export const countLoginFailures = async (db: DbOrTx, by: { account: string } | { ip: string }, since: string) => {
  const row = await db
    .selectFrom('loginFailure')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<string>('at').as('oldest')])
    .where('account' in by ? 'account' : 'ip', '=', 'account' in by ? by.account : by.ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
};

export const purgeLoginFailures = (db: DbOrTx, before: string) =>
  db.deleteFrom('loginFailure').where('at', '<', before).execute();

export const purgeExpiredSessions = (db: DbOrTx, before: string) =>
  db.deleteFrom('authSession').where('expiresAt', '<', before).execute();

export const userExists = async (db: DbOrTx, column: 'fiscalCode' | 'email' | 'username', value: string) =>
  !!(await db.selectFrom('user').select('id').where(sql.ref(column), '=', value).executeTakeFirst());
