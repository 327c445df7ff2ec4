import { createHash, randomBytes } from 'node:crypto';
import type { Caller } from './api';
import { nextNumber } from './api';
import type { TestApp } from './app';
import type { AccessContext, AccessRow } from './access-rows';

/** The first demo client of a company: Condominio Aurora for the first. */
export const demoClientOf = async (t: TestApp, companyId: number) =>
  t.app.db.selectFrom('client').select(['id', 'name', 'companyId']).where('companyId', '=', companyId).orderBy('id').executeTakeFirstOrThrow();

/** The body of a new client user, unique in the file. */
export const clientUserBody = (clientId: number, overrides: Record<string, unknown> = {}) => {
  const n = nextNumber();
  return { roles: ['ROLE_CLIENT'], clientId, companyIds: [], firstName: 'Marta', lastName: `Invitata ${n}`, username: `invitata.${n}`, email: `invitata${n}@example.it`, ...overrides };
};

/** A client user made by the administrator (with a temporary password nobody uses here). */
export const newClientUser = async (t: TestApp, clientId: number) => {
  const response = await t.call({ method: 'POST', url: '/api/user', token: await t.login('admin'), payload: clientUserBody(clientId) });
  if (response.statusCode !== 201) throw new Error(`client user: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; username: string; email: string };
};

/**
 * A link written straight into user_token, as the invitation does (only its SHA-256 kept), for
 * tests that need the token without reading an e-mail; `expiresAt` in the past makes it expired.
 */
export const insertInvitationToken = async (t: TestApp, userId: number, { expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString(), usedAt = null as string | null } = {}) => {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await t.app.db.insertInto('userToken').values({ userId, kind: 'INVITE', tokenHash, expiresAt, usedAt, createdBy: null }).execute();
  return token;
};

const backOffice = (status: number): Record<Caller, number> => ({ admin: status, moderator: status, worker: 403, clientManagement: 403, accounting: 403, client: 403, anonymous: 401 });
/** The link is the credential: any caller, signed in or not, reads and uses a live one alike. */
const anyone = (status: number): Record<Caller, number> => ({ admin: status, moderator: status, worker: status, clientManagement: status, accounting: status, client: status, anonymous: status });

/** The rows of the invitation routes: invite a user, read and use a single-use link (issue 25). */
export const invitationRows = (context: AccessContext): Record<string, AccessRow> => {
  /** Condominio Aurora, of the first demo company (the moderator's). */
  const client = async () => {
    const { t, companies } = context();
    return demoClientOf(t, companies[0]);
  };
  /** A fresh link of a fresh client user. */
  const liveToken = async () => {
    const { t } = context();
    return insertInvitationToken(t, (await newClientUser(t, (await client()).id)).id);
  };
  return {
    'POST /api/invitation': {
      request: async () => ({ method: 'POST', url: '/api/invitation', payload: clientUserBody((await client()).id) }),
      expected: backOffice(201),
    },
    'POST /api/invitation/user/:id': {
      request: async () => ({ method: 'POST', url: `/api/invitation/user/${(await newClientUser(context().t, (await client()).id)).id}` }),
      expected: backOffice(200),
    },
    'GET /api/invitation/:token': {
      request: async () => ({ method: 'GET', url: `/api/invitation/${await liveToken()}` }),
      expected: anyone(200),
    },
    'POST /api/invitation/:token': {
      request: async () => ({ method: 'POST', url: `/api/invitation/${await liveToken()}`, payload: { password: 'Aurora-Portineria-2026' } }),
      expected: anyone(200),
    },
  };
};
