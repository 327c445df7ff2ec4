import { mondayOf } from '../../src/shared/workforce/shift-time';
import { dayFromToday } from './workforce';
import { type AccessContext, type AccessRow, backOfficeOnly } from './access-rows';

/** The rows of the workforce coverage routes (issue 21): the day's coverage, planned against worked hours, a site's week as a PDF. */
export const workforceCoverageRows = (context: AccessContext): Record<string, AccessRow> => {
  const company = () => context().companies[0];
  const month = dayFromToday(0).slice(0, 7);
  const site = async () =>
    (
      await context()
        .t.app.db.selectFrom('clientSite')
        .innerJoin('client', 'client.id', 'clientSite.clientId')
        .select('clientSite.id')
        .where('client.companyId', '=', company())
        .orderBy('clientSite.id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    'GET /api/workforce/coverage': {
      request: async () => ({ method: 'GET', url: `/api/workforce/coverage?companyId=${company()}` }),
      expected: backOfficeOnly(200),
    },
    'GET /api/workforce/hours': {
      request: async () => ({ method: 'GET', url: `/api/workforce/hours?month=${month}&by=site&companyId=${company()}` }),
      expected: backOfficeOnly(200),
    },
    'GET /api/workforce/hours.xlsx': {
      request: async () => ({ method: 'GET', url: `/api/workforce/hours.xlsx?month=${month}&companyId=${company()}` }),
      expected: backOfficeOnly(200),
      file: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
    },
    'GET /api/workforce/roster.pdf': {
      request: async () => ({ method: 'GET', url: `/api/workforce/roster.pdf?siteId=${await site()}&from=${mondayOf(dayFromToday(0))}` }),
      expected: backOfficeOnly(200),
      file: /^application\/pdf$/,
    },
  };
};
