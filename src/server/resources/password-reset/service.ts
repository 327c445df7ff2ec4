import type { FastifyBaseLogger } from 'fastify';
import { romeTimeOf } from '../../../shared/attendance';
import { localeOf } from '../../../shared/i18n/validation';
import type { TForgotPassword } from '../../../shared/schemas/password-reset';
import type { Db } from '../../db/database';
import { translate } from '../../i18n/messages';
import { renderMail } from '../../mail/layout';
import type { Mailer } from '../../mail/transport';
import { countLoginFailures, findUserForSignin, recordLoginFailure } from '../auth/repository';
import { issueLinkToken, loginPathOf, openLinkToken, setPasswordByLink } from '../auth/link-tokens';

const KIND = 'RESET';
export const RESET_MINUTES = 30;
const HOUR_MS = 3_600_000;
/** E-mails one account may receive in an hour: enough for a lost one, too few to flood an inbox. */
export const MAX_MAILS_PER_ACCOUNT = 3;
/** Requests one address may make in an hour, whatever the accounts named. */
export const MAX_REQUESTS_PER_ADDRESS = 10;

export interface ResetOptions {
  db: Db;
  mailer: Mailer;
  /** Where the app is opened: the link is `<origin>/auth/reset-password?token=…`. */
  origin: string;
  log?: FastifyBaseLogger;
}

/** The e-mail with the link, in the user's language. */
export const resetMail = (user: { email: string; firstName: string | null; lastName: string | null; language: string }, link: string, expiresAt: string) => {
  const t = (key: string, params: Record<string, string> = {}) => translate(localeOf(user.language), `passwordReset.mail.${key}`, params);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const { text, html } = renderMail({
    paragraphs: [t('greeting', { name }), t('body'), `${t('action', { until: romeTimeOf(expiresAt) })}\n${link}`],
    after: [t('ignore')],
    footer: t('footer'),
  });
  return { to: user.email, subject: t('subject'), text, html };
};

/**
 * Requests are counted in login_failure under an account and an "address" of their own
 * (`reset:<ip>`), so they share its purge but never slow or refuse anyone's sign-in.
 */
const addressOverLimit = async (db: Db, ip: string, now: Date) => {
  const address = `reset:${ip}`;
  const { count } = await countLoginFailures(db, { account: address }, new Date(now.getTime() - HOUR_MS).toISOString());
  if (count >= MAX_REQUESTS_PER_ADDRESS) return true;
  await recordLoginFailure(db, { account: address, ip: address, at: now.toISOString() });
  return false;
};

/** Everything the answer must not reveal: whether the account exists, is active, or was over its limit. */
const sendResetLink = async ({ db, mailer, origin, log }: ResetOptions, input: TForgotPassword, ip: string) => {
  const now = new Date();
  if (await addressOverLimit(db, ip, now)) return log?.warn({ ip }, 'password reset: too many requests from this address');
  const user = await findUserForSignin(db, 'fiscalCode' in input ? { fiscalCode: input.fiscalCode } : { username: input.username });
  if (!user || user.active !== 1) return;
  if (user.clientId !== null) {
    const client = await db.selectFrom('client').select('active').where('id', '=', user.clientId).executeTakeFirst();
    if (client?.active !== 1) return;
  }
  const recent = await db
    .selectFrom('userToken')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', user.id)
    .where('kind', '=', KIND)
    .where('createdAt', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= MAX_MAILS_PER_ACCOUNT) return log?.warn({ userId: user.id }, 'password reset: too many e-mails to this account');
  const { token, expiresAt } = await db.transaction().execute((tx) => issueLinkToken(tx, { userId: user.id, kind: 'RESET', validMs: RESET_MINUTES * 60_000, actorId: null, action: 'REQUEST_PASSWORD_RESET', now }));
  await mailer.send(resetMail(user, `${origin}/auth/reset-password?token=${token}`, expiresAt));
};

/** The work begun after an answer, so that tests (and a graceful close) can wait for it. */
const pending = new Set<Promise<void>>();
export const settleResetWork = async () => {
  await Promise.allSettled([...pending]);
};

/**
 * POST api/auth/forgot-password: the caller is answered at once and the same way whatever happens;
 * looking up the account, issuing the link and sending the e-mail happen after, so neither the
 * answer nor its timing tells whether the account exists.
 */
export const requestPasswordReset = (options: ResetOptions, input: TForgotPassword, ip: string) => {
  const work: Promise<void> = sendResetLink(options, input, ip)
    .catch((error: unknown) => options.log?.error({ err: error }, 'password reset: the link could not be sent'))
    .finally(() => pending.delete(work));
  pending.add(work);
};

/** GET api/auth/reset-password/{token}: whether the link still works, and where its user signs in. */
export const readResetLink = async (db: Db, token: string, ip: string) => {
  const { clientId, expiresAt } = await openLinkToken(db, 'RESET', token, ip);
  return { expiresAt, loginPath: loginPathOf(clientId) };
};

/**
 * POST api/auth/reset-password/{token}: the new password. The link is spent in the same transaction
 * (only if still unused: of two tabs, one wins), a temporary password's obligation ends, and so does
 * every session of the account, wherever it was opened.
 */
export const resetPassword = (db: Db, token: string, password: string, ip: string) => setPasswordByLink(db, 'RESET', token, password, ip, 'RESET_PASSWORD');
