import { createHash, randomBytes } from 'node:crypto';
import type { Caller } from './api';
import { createUser, nextNumber } from './api';
import type { TestApp } from './app';
import type { AccessContext, AccessRow } from './access-rows';

/** A worker made by the administrator through the API, with an e-mail of its own (the link goes there). */
export const newWorker = async (t: TestApp) => {
  const email = `recupero${nextNumber()}@example.it`;
  return { ...(await createUser(t, { email })), email };
};

/** A reset link written straight into user_token (only its SHA-256 kept); `expiresAt` in the past makes it expired. */
export const insertResetToken = async (t: TestApp, userId: number, { expiresAt = new Date(Date.now() + 30 * 60_000).toISOString() } = {}) => {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await t.app.db.insertInto('userToken').values({ userId, kind: 'RESET', tokenHash, expiresAt, usedAt: null, createdBy: null }).execute();
  return token;
};

/** Public routes: a stranger asks for a link, and the link itself is the credential. */
const anyone = (status: number): Record<Caller, number> => ({ admin: status, moderator: status, worker: status, clientManagement: status, accounting: status, client: status, anonymous: status });

/** The rows of self-service password recovery (issue 26). */
export const passwordResetRows = (context: AccessContext): Record<string, AccessRow> => {
  const liveToken = async () => {
    const { t } = context();
    return insertResetToken(t, (await newWorker(t)).id);
  };
  return {
    'POST /api/auth/forgot-password': {
      request: async () => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: `nessuno.${nextNumber()}` } }),
      expected: anyone(200),
    },
    'GET /api/auth/reset-password/:token': {
      request: async () => ({ method: 'GET', url: `/api/auth/reset-password/${await liveToken()}` }),
      expected: anyone(200),
    },
    'POST /api/auth/reset-password/:token': {
      request: async () => ({ method: 'POST', url: `/api/auth/reset-password/${await liveToken()}`, payload: { password: 'Nuova-Password-Forte-9' } }),
      expected: anyone(200),
    },
  };
};
