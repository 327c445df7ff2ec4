import type { Caller } from './api';
import type { AccessContext, AccessRow } from './access-rows';

/**
 * The worker's guide (issue 23): the home area's roles read it, the worker for their own company,
 * admin and moderator to preview what their guards read. Accounting and the client have no
 * /home/guide, so no guide either.
 */
const homeRoles = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: status,
  clientManagement: status,
  accounting: 403,
  client: 403,
  anonymous: 401,
});

export const guideRows = (_context: AccessContext): Record<string, AccessRow> => ({
  'GET /api/guide': { request: async () => ({ method: 'GET', url: '/api/guide' }), expected: homeRoles(200) },
});
