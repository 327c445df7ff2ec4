import { type AccessContext, type AccessRow, backOfficeOnly } from './access-rows';

/** The row of the office's dashboard (issue 23): admin and moderator, of a company of theirs. */
export const dashboardRows = (context: AccessContext): Record<string, AccessRow> => ({
  'GET /api/dashboard': {
    request: async () => ({ method: 'GET', url: `/api/dashboard?companyId=${context().companies[0]}` }),
    expected: backOfficeOnly(200),
  },
});
