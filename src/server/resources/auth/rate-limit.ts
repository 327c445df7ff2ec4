import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors';
import { countLoginFailures } from './repository';

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** From this many failures in the window, sign-ins from an address are slowed. */
export const SLOW_AFTER_FAILURES_PER_IP = 20;
/** From this many, an address may no longer try again the accounts that failed from it. */
export const MAX_FAILURES_PER_IP = 50;
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 4000;

/** The wait before verifying a password from an address with this many recent failures: doubles every 10, up to 4 s. */
export const delayFor = (ipFailures: number) =>
  ipFailures < SLOW_AFTER_FAILURES_PER_IP
    ? 0
    : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.floor((ipFailures - SLOW_AFTER_FAILURES_PER_IP) / 10));

/** How a slowed sign-in waits. Tests replace `wait` to record the delay instead of sleeping. */
export const loginThrottle = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** A 429 whose Retry-After is when the failure `from` leaves the window. */
const limited = (from: string | null, now: Date) => {
  const retryAfter = from ? Math.max(1, Math.ceil((new Date(from).getTime() + WINDOW_MS - now.getTime()) / 1000)) : WINDOW_MS / 1000;
  return new AppError('RATE_LIMITED', 'error.rateLimited', {
    params: { minutes: Math.ceil(retryAfter / 60) },
    headers: { 'retry-after': String(retryAfter) },
  });
};

/**
 * Checked before a password (or a guessable token) is verified; failures are kept in the database
 * so that every server process agrees.
 *
 * - An account with 10 failures in 15 minutes is refused, whatever the password and the address:
 *   guessing one account's password is bounded.
 * - An address is never refused as a whole: an office behind one NAT, or every client when
 *   TRUST_PROXY is wrong, shares it, and one person mistyping (or one attacker among them) would
 *   lock everyone out. From 20 failures its sign-ins are slowed instead (250 ms, doubling every
 *   10 failures, up to 4 s), which bounds a sprayer that waits for each answer; from 50, an account
 *   that has itself failed from that address in the window is refused from it, so a sprayer gets at
 *   most one guess per account per window from there, however many requests it sends at once.
 *   An account without a recent failure of its own from the address signs in with the right
 *   password, only slowed.
 */
export const assertNotRateLimited = async (db: DbOrTx, account: string, ip: string, now: Date) => {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const byAccount = await countLoginFailures(db, { account }, since);
  if (byAccount.count >= MAX_FAILURES_PER_ACCOUNT) throw limited(byAccount.oldest, now);
  const byIp = await countLoginFailures(db, { ip }, since);
  if (byIp.count >= MAX_FAILURES_PER_IP) {
    // Refused until this account's last failure from here leaves the window (sooner if the address
    // falls below 50 meanwhile): refused attempts are not failures, so they do not extend it.
    const here = await countLoginFailures(db, { account, ip }, since);
    if (here.count > 0) throw limited(here.newest, now);
  }
  const delay = delayFor(byIp.count);
  if (delay > 0) await loginThrottle.wait(delay);
};
