import type { AccessContext, AccessRow } from './access-rows';

/** The demo client user's client (Condominio Aurora, of the first demo company). */
export const demoClientIdOf = async (context: AccessContext) => {
  const { t } = context();
  const row = await t.app.db.selectFrom('user').select('clientId').where('username', '=', 'cliente.demo').executeTakeFirstOrThrow();
  return row.clientId as number;
};

/** The row of GET api/request/sites (issue 25): the office names a client of its companies, a client reads its own. */
export const portalSiteRows = (context: AccessContext): Record<string, AccessRow> => ({
  'GET /api/request/sites': {
    request: async ({ caller }) => ({
      method: 'GET',
      url: caller === 'client' ? '/api/request/sites' : `/api/request/sites?clientId=${await demoClientIdOf(context)}`,
    }),
    expected: { admin: 200, moderator: 200, worker: 403, clientManagement: 200, accounting: 403, client: 200, anonymous: 401 },
  },
});
