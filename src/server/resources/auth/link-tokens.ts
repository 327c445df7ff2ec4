import { randomBytes, createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/repository';
import { hashPassword } from './passwords';
import { assertNotRateLimited } from './rate-limit';
import { recordLoginFailure, revokeUserSessions } from './repository';

/**
 * The single-use links e-mailed to a user (an invitation, a password reset), kept in user_token by
 * kind. The link carries 256 random bits; the database keeps only their SHA-256, so a copy of the
 * table opens nothing.
 */
export type TLinkKind = 'INVITE' | 'RESET';

/** How a kind of link speaks and counts: its message keys (`<prefix>.notFound|used|expired`) and its guesses. */
const LINKS: Record<TLinkKind, { messages: string; guesses: string }> = {
  INVITE: { messages: 'invitation', guesses: 'invite' },
  RESET: { messages: 'passwordReset', guesses: 'resetlink' },
};

export const newLinkToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link for a user: earlier links of the kind not used yet stop working (their expiry is
 * brought to now), so only the latest e-mail opens. The audit keeps the action with the expiry.
 */
export const issueLinkToken = async (
  tx: DbOrTx,
  { userId, kind, validMs, actorId, action, now }: { userId: number; kind: TLinkKind; validMs: number; actorId: number | null; action: string; now: Date },
) => {
  const at = now.toISOString();
  await tx.updateTable('userToken').set({ expiresAt: at }).where('userId', '=', userId).where('kind', '=', kind).where('usedAt', 'is', null).where('expiresAt', '>', at).execute();
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + validMs).toISOString();
  await tx.insertInto('userToken').values({ userId, kind, tokenHash: hashOf(token), expiresAt, createdBy: actorId, createdAt: at }).execute();
  await writeAudit(tx, { actorId, action, entity: 'user', entityId: userId, after: { expiresAt } });
  return { token, expiresAt };
};

/**
 * The link's row with its user. Unknown tokens are guesses: they count like failed sign-ins (per
 * address, and per address on links of the kind), and too many answer 429 whatever the token.
 */
export const openLinkToken = async (db: DbOrTx, kind: TLinkKind, token: string, ip: string) => {
  const now = new Date();
  const { messages, guesses } = LINKS[kind];
  const account = `${guesses}:${ip}`;
  await assertNotRateLimited(db, account, ip, now);
  const row = await db
    .selectFrom('userToken')
    .innerJoin('user', 'user.id', 'userToken.userId')
    .select(['userToken.id', 'userToken.userId', 'userToken.expiresAt', 'userToken.usedAt', 'user.active', 'user.firstName', 'user.lastName', 'user.username', 'user.email', 'user.clientId'])
    .where('userToken.tokenHash', '=', hashOf(token))
    .where('userToken.kind', '=', kind)
    .executeTakeFirst();
  if (!row) {
    await recordLoginFailure(db, { account, ip, at: now.toISOString() });
    throw new AppError('NOT_FOUND', `${messages}.notFound`);
  }
  if (row.usedAt) throw new AppError('NOT_FOUND', `${messages}.used`);
  if (row.expiresAt <= now.toISOString() || row.active !== 1) throw new AppError('NOT_FOUND', `${messages}.expired`);
  return row;
};

/** Where the link's user signs in once their password is set. */
export const loginPathOf = (clientId: number | null) => (clientId ? '/login-client' : '/auth/login');

/**
 * The user's own password from a link. The link is spent in the same transaction (only if still
 * unused: of two tabs, one wins), a temporary password's obligation ends, and so does every session
 * of the account, wherever it was opened.
 */
export const setPasswordByLink = async (db: Db, kind: TLinkKind, token: string, password: string, ip: string, action: string) => {
  const link = await openLinkToken(db, kind, token, ip);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    const at = new Date().toISOString();
    const spent = await tx.updateTable('userToken').set({ usedAt: at }).where('id', '=', link.id).where('usedAt', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new AppError('NOT_FOUND', `${LINKS[kind].messages}.used`);
    await tx.updateTable('user').set({ passwordHash, mustChangePassword: 0, updatedAt: at }).where('id', '=', link.userId).execute();
    await revokeUserSessions(tx, link.userId, at);
    await writeAudit(tx, { actorId: link.userId, action, entity: 'user', entityId: link.userId });
  });
  return { username: link.username, loginPath: loginPathOf(link.clientId) };
};
