import type { FastifyBaseLogger } from 'fastify';
import { romeDateOf, romeTimeOf } from '../../../shared/attendance';
import { formatDate } from '../../../shared/dates';
import { localeOf } from '../../../shared/i18n/validation';
import type { TUserCreateInput } from '../../../shared/schemas/user';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../errors';
import { translate } from '../../i18n/messages';
import { renderMail } from '../../mail/layout';
import type { Mailer } from '../../mail/transport';
import { issueLinkToken, newLinkToken, openLinkToken, setPasswordByLink } from '../auth/link-tokens';
import type { SessionUser } from '../auth/repository';
import { createUser } from '../auth/service';
import { getUserInScope } from '../user/service';
import { assertMayManage } from '../user/rules';

export const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;

/** What the invitation needs to know about the invited user, and where they sign in. */
interface Invitee {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  language: string;
  clientId: number | null;
}

const inviteeOf = (db: DbOrTx, userId: number) =>
  db
    .selectFrom('user')
    .select(['id', 'email', 'firstName', 'lastName', 'username', 'language', 'clientId', 'active'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** The company the e-mail speaks for: the client's, else the inviter's first. */
const companyNameOf = async (db: DbOrTx, invitee: Invitee, actor: SessionUser) => {
  const byClient = invitee.clientId
    ? await db.selectFrom('client').innerJoin('company', 'company.id', 'client.companyId').select('company.name').where('client.id', '=', invitee.clientId).executeTakeFirst()
    : undefined;
  if (byClient) return byClient.name;
  const [companyId] = actor.companyIds;
  const own = companyId ? await db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirst() : undefined;
  return own?.name ?? 'Presidio';
};

/** The e-mail with the link, in the invited user's language. */
export const invitationMail = (invitee: Invitee, { link, expiresAt, inviter, company }: { link: string; expiresAt: string; inviter: string; company: string }) => {
  const locale = localeOf(invitee.language);
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, `invitation.mail.${key}`, params);
  const name = [invitee.firstName, invitee.lastName].filter(Boolean).join(' ') || invitee.email;
  const until = `${formatDate(romeDateOf(expiresAt))} ${romeTimeOf(expiresAt)}`;
  const { text, html } = renderMail({
    paragraphs: [t('greeting', { name }), t('body', { inviter, company }), `${t('action', { until })}\n${link}`],
    after: [...(invitee.username ? [t('username', { username: invitee.username })] : []), t('ignore')],
    footer: t('footer'),
  });
  return { to: invitee.email, subject: t('subject'), text, html };
};

export interface InvitationOptions {
  db: Db;
  mailer: Mailer;
  /** Where the app is opened: the link is `<origin>/auth/invitation?token=…`. */
  origin: string;
  log?: FastifyBaseLogger;
}

/** Sends the link; a refused e-mail leaves the link issued (the office sends it again) and is told, not thrown. */
const sendLink = async ({ db, mailer, origin, log }: InvitationOptions, actor: SessionUser, userId: number) => {
  const now = new Date();
  const { token, expiresAt } = await db.transaction().execute((tx) => issueLinkToken(tx, { userId, kind: 'INVITE', validMs: INVITATION_DAYS * DAY_MS, actorId: actor.id, action: 'INVITE', now }));
  const invitee = await inviteeOf(db, userId);
  const inviter = [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.email;
  const link = `${origin}/auth/invitation?token=${token}`;
  const mail = invitationMail(invitee, { link, expiresAt, inviter, company: await companyNameOf(db, invitee, actor) });
  try {
    await mailer.send(mail);
    return { email: invitee.email, expiresAt, emailSent: true };
  } catch (error) {
    log?.error({ err: error, userId }, 'invitation: the e-mail could not be sent');
    return { email: invitee.email, expiresAt, emailSent: false };
  }
};

/** POST api/invitation: creates the user (the rules of api/user) with a password nobody knows, and invites them. */
export const inviteNewUser = async (options: InvitationOptions, actor: SessionUser, input: TUserCreateInput) => {
  // 256 random bits nobody is told: the account opens only through the link.
  const { id } = await createUser(options.db, actor, { ...input, password: newLinkToken() });
  return { id, ...(await sendLink(options, actor, id)) };
};

/** POST api/invitation/user/{id}: a new link for a user the caller manages; the previous one stops working. */
export const inviteAgain = async (options: InvitationOptions, actor: SessionUser, userId: number) => {
  const user = await getUserInScope(options.db, actor, userId);
  assertMayManage(actor, user);
  if (!user.active) throw new AppError('CONFLICT', 'invitation.userInactive');
  return { id: userId, ...(await sendLink(options, actor, userId)) };
};

/** GET api/invitation/{token}: whom the link is for, nothing more. */
export const readInvitation = async (db: Db, token: string, ip: string) => {
  const { firstName, lastName, username, email } = await openLinkToken(db, 'INVITE', token, ip);
  return { firstName, lastName, username, email };
};

/**
 * POST api/invitation/{token}: the user's own password. The link is spent in the same transaction
 * (only if still unused: of two tabs, one wins), the temporary obligation ends and so does any
 * session the account had.
 */
export const acceptInvitation = (db: Db, token: string, password: string, ip: string) => setPasswordByLink(db, 'INVITE', token, password, ip, 'ACCEPT_INVITATION');
