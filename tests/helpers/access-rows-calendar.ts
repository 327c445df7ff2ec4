import type { Caller } from './api';
import { type AccessContext, type AccessRow } from './access-rows';

/** Every staff role keeps a link of their own; a client's users have no deadlines. */
const staff = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: status,
  clientManagement: status,
  accounting: status,
  client: 403,
  anonymous: 401,
});

/**
 * The rows of the private iCalendar link (issue 20): create, revoke, read. The feed is public: its
 * token is the credential, so every caller (with a session or none) reads a live link alike.
 */
export const calendarRows = (context: AccessContext): Record<string, AccessRow> => {
  /** A fresh link of the demo administrator's, as a path. */
  const livePath = async () => {
    const { t } = context();
    const response = await t.call({ method: 'POST', url: '/api/deadlines/calendar', token: await t.login('admin') });
    if (response.statusCode !== 201) throw new Error(`calendar link: ${response.statusCode} ${response.body}`);
    return new URL(response.json().url as string).pathname;
  };
  return {
    'GET /api/deadlines/calendar': {
      request: async () => ({ method: 'GET', url: '/api/deadlines/calendar' }),
      expected: staff(200),
    },
    'POST /api/deadlines/calendar': {
      request: async () => ({ method: 'POST', url: '/api/deadlines/calendar' }),
      expected: staff(201),
    },
    'DELETE /api/deadlines/calendar': {
      request: async () => ({ method: 'DELETE', url: '/api/deadlines/calendar' }),
      expected: staff(200),
    },
    'GET /api/calendar/:token': {
      request: async () => ({ method: 'GET', url: await livePath() }),
      expected: { admin: 200, moderator: 200, worker: 200, clientManagement: 200, accounting: 200, client: 200, anonymous: 200 },
      file: /^text\/calendar; charset=utf-8$/,
    },
  };
};
