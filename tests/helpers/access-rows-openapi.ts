import type { Caller } from './api';
import type { AccessContext, AccessRow } from './access-rows';

/**
 * The OpenAPI document and its reference page (issue 22): open to every caller in development
 * and tests, as here; administrators only in production (tests/api/openapi.test.ts checks that).
 */
const open = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: status,
  clientManagement: status,
  accounting: status,
  client: status,
  anonymous: status,
});

export const openApiRows = (_context: AccessContext): Record<string, AccessRow> => ({
  'GET /api/openapi.json': { request: async () => ({ method: 'GET', url: '/api/openapi.json' }), expected: open(200) },
  'GET /api/docs': { request: async () => ({ method: 'GET', url: '/api/docs' }), expected: open(200), file: /^text\/html/ },
});
