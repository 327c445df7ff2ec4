import { addDays, todayInRome } from '../../src/shared/dates';
import type { Caller } from './api';
import type { TestApp } from './app';
import type { AccessContext, AccessRow } from './access-rows';

/** The month before this one in Europe/Rome: over, so its statement may be answered. */
export const lastMonth = () => addDays(`${todayInRome().slice(0, 7)}-01`, -1).slice(0, 7);

/** The demo client user's client ('Condominio Aurora') and its first site. */
export const demoClientSite = async (t: TestApp) =>
  t.app.db
    .selectFrom('user')
    .innerJoin('clientSite', 'clientSite.clientId', 'user.clientId')
    .select(['clientSite.id as siteId', 'clientSite.clientId'])
    .where('user.username', '=', 'cliente.demo')
    .orderBy('clientSite.id')
    .executeTakeFirstOrThrow();

/** The office of the client's company and the client itself read statements; workers and accounting never. */
const readers = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: 403,
  clientManagement: status,
  accounting: 403,
  client: status,
  anonymous: 401,
});

/** The rows of the statement routes: a site's month as JSON, PDF, XLSX, and the client's answer (issue 25). */
export const statementRows = (context: AccessContext): Record<string, AccessRow> => ({
  'GET /api/request/statement': {
    request: async () => ({ method: 'GET', url: `/api/request/statement?siteId=${(await demoClientSite(context().t)).siteId}&month=${lastMonth()}` }),
    expected: readers(200),
  },
  'GET /api/request/statement/answers': {
    request: async () => ({ method: 'GET', url: `/api/request/statement/answers?clientId=${(await demoClientSite(context().t)).clientId}` }),
    expected: { ...readers(200), client: 403 },
  },
  'POST /api/request/statement/:siteId/:month/:action': {
    // A contest, which may be sent again: the row does not depend on the order the callers run in.
    request: async () => ({
      method: 'POST',
      url: `/api/request/statement/${(await demoClientSite(context().t)).siteId}/${lastMonth()}/contest`,
      payload: { note: 'Manca il servizio del 3' },
    }),
    expected: { admin: 403, moderator: 403, worker: 403, clientManagement: 403, accounting: 403, client: 200, anonymous: 401 },
  },
});
