import { CompiledQuery, sql } from 'kysely';
import type { Role } from '../../../shared/roles';
import { type DbOrTx, type Dialect, keptStatement, preparedOnServer, withoutPlugins } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { LoadedPrincipal } from './principals';

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

/** A scalar column of a user's rows in another table, as a JSON array, in the dialect's words. */
const jsonList = (dialect: Dialect, table: 'user_role' | 'user_company', column: 'role' | 'company_id') =>
  dialect === 'postgres'
    ? sql`coalesce((select json_agg(${sql.raw(column)} order by ${sql.raw(column)}) from ${sql.raw(table)} where user_id = u.id), '[]'::json)`
    : sql`(select json_group_array(${sql.raw(column)}) from (select ${sql.raw(column)} from ${sql.raw(table)} where user_id = u.id order by ${sql.raw(column)}))`;

const parseList = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : value) as T[];

interface PrincipalRow extends Omit<SessionUser, 'roles' | 'companyIds' | 'mustChangePassword'> {
  expiresAt: string | Date;
  roles: unknown;
  companyIds: unknown;
  mustChangePassword: number;
}

/** The principal's statement, kept once written; its columns carry their API names, so it runs without the camel-case plugin. */
const principalSql = (db: DbOrTx, dialect: Dialect) =>
  keptStatement(db, 'session principal', () => {
    const sessionId = '';
    const userId = 0;
    const now = '';
    return preparedOnServer(
      db,
      sql`select u.id, u.fiscal_code as "fiscalCode", u.username, u.email, u.first_name as "firstName", u.last_name as "lastName",
          u.must_change_password as "mustChangePassword", s.expires_at as "expiresAt", ${jsonList(dialect, 'user_role', 'role')} as roles,
          ${jsonList(dialect, 'user_company', 'company_id')} as "companyIds"
        from auth_session s join "user" u on u.id = s.user_id
        where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > ${now} and u.active = 1`.compile(db).sql,
    );
  });

/**
 * The signed-in user of a live session, with roles and companies, and when the session expires, in
 * one query: it runs whenever a session's principal is not kept (see principals.ts).
 */
export const findSessionPrincipal = async (
  db: DbOrTx,
  dialect: Dialect,
  { sessionId, userId, now }: { sessionId: string; userId: number; now: string },
): Promise<LoadedPrincipal | undefined> => {
  const query = CompiledQuery.raw(principalSql(db, dialect), [sessionId, userId, now]);
  const [row] = (await withoutPlugins(db).executeQuery<PrincipalRow>(query)).rows;
  if (!row) return undefined;
  const { expiresAt, roles, companyIds, mustChangePassword, ...user } = row;
  return {
    principal: {
      ...user,
      roles: parseList<Role>(roles),
      companyIds: parseList<number>(companyIds).map(Number),
      mustChangePassword: mustChangePassword === 1,
    },
    expiresAt: new Date(expiresAt).toISOString(),
  };
};

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

/** Failures since a time, of an account, from an address, or of an account from an address. */
export const countLoginFailures = async (db: DbOrTx, by: { account: string; ip?: string } | { ip: string }, since: string) => {
  let query = db
    .selectFrom('loginFailure')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<string>('at').as('oldest'), eb.fn.max<string>('at').as('newest')])
    .where('at', '>', since);
  if ('account' in by) query = query.where('account', '=', by.account);
  if (by.ip !== undefined) query = query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest, newest: row.newest };
};

export const purgeLoginFailures = (db: DbOrTx, before: string) =>
  db.deleteFrom('loginFailure').where('at', '<', before).execute();

export const purgeExpiredSessions = (db: DbOrTx, before: string) =>
  db.deleteFrom('authSession').where('expiresAt', '<', before).execute();

export const userExists = async (db: DbOrTx, column: 'fiscalCode' | 'email' | 'username', value: string) =>
  !!(await db.selectFrom('user').select('id').where(sql.ref(column), '=', value).executeTakeFirst());
