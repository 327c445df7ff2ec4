import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors';
import { countLoginFailures } from './repository';

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

const limited = (oldest: string | null, now: Date) => {
  const retryAfter = oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + WINDOW_MS - now.getTime()) / 1000)) : WINDOW_MS / 1000;
  return new AppError('RATE_LIMITED', 'error.rateLimited', {
    params: { minutes: Math.ceil(retryAfter / 60) },
    headers: { 'retry-after': String(retryAfter) },
  });
};

/**
 * Refuses a sign-in, whatever the password, once an account or an address has failed too often
 * in the last 15 minutes. Failures are kept in the database so that every server process agrees.
 */
export const assertNotRateLimited = async (db: DbOrTx, account: string, ip: string, now: Date) => {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const byAccount = await countLoginFailures(db, { account }, since);
  if (byAccount.count >= MAX_FAILURES_PER_ACCOUNT) throw limited(byAccount.oldest, now);
  const byIp = await countLoginFailures(db, { ip }, since);
  if (byIp.count >= MAX_FAILURES_PER_IP) throw limited(byIp.oldest, now);
};
