import { todayInRome } from '../../src/shared/dates';
import { shiftMonth } from '../../src/server/resources/attendance-months/service';
import type { Caller } from './api';
import type { AccessContext, AccessRow } from './access-rows';

const refused = { worker: 403, clientManagement: 403, client: 403, anonymous: 401 } as const;

/** A past month of the demo company with no attendance, one per caller, so each closes (or reopens) its own. */
const monthFor = (caller: Caller, from: number) => shiftMonth(todayInRome().slice(0, 7), -(from + ['admin', 'moderator', 'accounting', 'worker', 'clientManagement', 'client', 'anonymous'].indexOf(caller)));

/**
 * The rows of payroll's month close (issue 23): the office and payroll read the months of their
 * companies; payroll and the administrator close and reopen them, a moderator does not.
 */
export const attendanceMonthsRows = (context: AccessContext): Record<string, AccessRow> => ({
  'GET /api/attendance/months': {
    request: async () => ({ method: 'GET', url: `/api/attendance/months?companyId=${context().companies[0]}` }),
    expected: { ...refused, admin: 200, moderator: 200, accounting: 200 },
  },
  'POST /api/attendance/months/:companyId/:month/close': {
    request: async ({ caller }) => ({ method: 'POST', url: `/api/attendance/months/${context().companies[0]}/${monthFor(caller, 20)}/close`, payload: {} }),
    expected: { ...refused, admin: 200, moderator: 403, accounting: 200 },
  },
  'POST /api/attendance/months/:companyId/:month/reopen': {
    request: async ({ caller }) => {
      const { t, companies } = context();
      const month = monthFor(caller, 10);
      await t.app.db.insertInto('monthClose').values({ companyId: companies[0], month, closedAt: new Date().toISOString(), closedBy: null }).execute();
      return { method: 'POST', url: `/api/attendance/months/${companies[0]}/${month}/reopen`, payload: { reason: 'Correzione' } };
    },
    expected: { ...refused, admin: 200, moderator: 403, accounting: 200 },
  },
});
