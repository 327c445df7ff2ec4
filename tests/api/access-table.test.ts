import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  CALLERS,
  type Caller,
  companyBody,
  demoCompanyIds,
  expectNoPasswordHash,
  freshToken,
  nextNumber,
  signinPayload,
  userIdOf,
  validFiscalCode,
} from '../helpers/api';
import { approvedRequestOf, demoSickLeaveOf, nextLeaveDay, notificationOf, pendingRequestOf } from '../helpers/leave';
import { attendanceRows } from '../helpers/access-rows-attendance';
import { peopleAndPlacesRows } from '../helpers/access-rows-people';
import { documentRows } from '../helpers/access-rows-documents';
import { generationRows } from '../helpers/access-rows-generation';
import { calendarRows } from '../helpers/access-rows-calendar';
import { deadlineRows } from '../helpers/access-rows-deadlines';
import { medicalRows } from '../helpers/access-rows-medical';
import type { AccessRow } from '../helpers/access-rows';
import { workforceCoverageRows } from '../helpers/access-rows-workforce-coverage';
import { workforcePostsRows } from '../helpers/access-rows-workforce-posts';
import { workforceShiftsRows } from '../helpers/access-rows-workforce-shifts';
import { requestRows } from '../helpers/access-rows-requests';
import { statementRows } from '../helpers/access-rows-statement';
import { invitationRows } from '../helpers/access-rows-invitation';
import { passwordResetRows } from '../helpers/access-rows-password-reset';
import { portalSiteRows } from '../helpers/access-rows-portal-sites';
import { guideRows } from '../helpers/access-rows-guide';
import { dashboardRows } from '../helpers/access-rows-dashboard';
import { attendanceMonthsRows } from '../helpers/access-rows-attendance-months';
import { openApiRows } from '../helpers/access-rows-openapi';

/**
 * The expected status of every /api route for every role and for a caller without a token.
 * A route the server registers without a row here fails the suite: add its row with the new route.
 */
type RouteRow = AccessRow;

const everyone = (status: number, anonymous: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: status,
  clientManagement: status,
  accounting: status,
  client: status,
  anonymous,
});
const backOffice = (admin: number, moderator: number): Record<Caller, number> => ({
  admin,
  moderator,
  worker: 403,
  clientManagement: 403,
  accounting: 403,
  client: 403,
  anonymous: 401,
});

/** api/permission: the back office, the demo worker (own requests) and accounting (reads only). */
const leaveReaders = (status: number): Record<Caller, number> => ({ ...backOffice(status, status), worker: status, accounting: status });

let t: TestApp;
let companies: [number, number, number];

/** An empty company to delete, made fresh for each caller. */
const emptyCompany = async () => {
  const response = await t.call({ method: 'POST', url: '/api/company/createCompany', token: await t.login('admin'), payload: companyBody() });
  return response.json().id as number;
};

const ROUTES: Record<string, RouteRow> = {
  'GET /api/health': {
    request: async () => ({ method: 'GET', url: '/api/health' }),
    expected: everyone(200, 200),
  },
  'POST /api/auth/signin': {
    request: async ({ caller }) => ({ method: 'POST', url: '/api/auth/signin', payload: signinPayload(caller === 'anonymous' ? 'admin' : caller) }),
    expected: everyone(200, 200),
  },
  'POST /api/auth/signup': {
    request: async () => {
      const n = nextNumber();
      return {
        method: 'POST',
        url: '/api/auth/signup',
        payload: { fiscalCode: validFiscalCode(n), email: `tabella${n}@example.it`, password: 'Ronda-Notturna-9', companyIds: [companies[0]] },
      };
    },
    expected: backOffice(201, 201),
  },
  'POST /api/auth/signout': {
    // A session of its own, so that signing out does not end the token the other rows use.
    request: async ({ caller }) => ({
      method: 'POST',
      url: '/api/auth/signout',
      token: caller === 'anonymous' ? undefined : await freshToken(t, caller),
    }),
    expected: everyone(200, 401),
  },
  'GET /api/auth/me': {
    request: async () => ({ method: 'GET', url: '/api/auth/me' }),
    expected: everyone(200, 401),
  },
  'GET /api/company/allCompanies': {
    request: async () => ({ method: 'GET', url: '/api/company/allCompanies' }),
    expected: backOffice(200, 200),
  },
  'GET /api/company/getCompany/:id': {
    request: async () => ({ method: 'GET', url: `/api/company/getCompany/${companies[0]}` }),
    expected: backOffice(200, 200),
  },
  'POST /api/company/createCompany': {
    request: async () => ({ method: 'POST', url: '/api/company/createCompany', payload: companyBody() }),
    expected: backOffice(201, 403),
  },
  'PATCH /api/company/patchCompany/:id': {
    request: async () => ({ method: 'PATCH', url: `/api/company/patchCompany/${companies[0]}`, payload: { description: 'Controllo accessi' } }),
    expected: backOffice(200, 200),
  },
  'DELETE /api/company/deleteCompany/:id': {
    request: async () => ({ method: 'DELETE', url: `/api/company/deleteCompany/${await emptyCompany()}` }),
    expected: backOffice(200, 403),
  },
  // Leave (issue 6): the demo worker's own requests; accounting reads the first company's.
  'GET /api/permission': {
    request: async () => ({ method: 'GET', url: '/api/permission' }),
    expected: { ...leaveReaders(200), clientManagement: 200 },
  },
  'GET /api/permission/:id': {
    request: async () => ({ method: 'GET', url: `/api/permission/${await demoSickLeaveOf(t)}` }),
    expected: { ...leaveReaders(200), clientManagement: 404 },
  },
  'POST /api/permission': {
    request: async ({ caller }) => ({
      method: 'POST',
      url: '/api/permission',
      // The administrator belongs to no company: the back office asks on the demo worker's behalf.
      payload: { type: 'ROL', startDate: nextLeaveDay(), startTime: '09:00', endTime: '10:00', ...(caller === 'admin' || caller === 'moderator' ? { userId: await userIdOf(t, 'worker') } : {}) },
    }),
    expected: { ...leaveReaders(201), clientManagement: 201, accounting: 403 },
  },
  'PATCH /api/permission/:id': {
    request: async () => ({ method: 'PATCH', url: `/api/permission/${await demoSickLeaveOf(t)}`, payload: { availabilityAddress: 'Via Tiburtina 650, Roma' } }),
    expected: { ...leaveReaders(200), clientManagement: 404, accounting: 403 },
  },
  'POST /api/permission/:id/approve': {
    request: async () => ({ method: 'POST', url: `/api/permission/${await pendingRequestOf(t)}/approve`, payload: { note: 'Ok' } }),
    expected: backOffice(200, 200),
  },
  'POST /api/permission/:id/reject': {
    request: async () => ({ method: 'POST', url: `/api/permission/${await pendingRequestOf(t)}/reject`, payload: { note: 'No' } }),
    expected: backOffice(200, 200),
  },
  'POST /api/permission/:id/revoke': {
    request: async () => ({ method: 'POST', url: `/api/permission/${await approvedRequestOf(t)}/revoke`, payload: { note: 'Turni cambiati' } }),
    expected: backOffice(200, 200),
  },
  'POST /api/permission/:id/cancel': {
    request: async () => ({ method: 'POST', url: `/api/permission/${await pendingRequestOf(t)}/cancel` }),
    expected: { ...backOffice(403, 403), worker: 200, clientManagement: 404 },
  },
  'GET /api/permission/:id/warnings': {
    request: async () => ({ method: 'GET', url: `/api/permission/${await demoSickLeaveOf(t)}/warnings` }),
    expected: { ...backOffice(200, 200), accounting: 200 },
  },
  'GET /api/permission/balance': {
    request: async () => ({ method: 'GET', url: '/api/permission/balance' }),
    expected: { ...leaveReaders(200), clientManagement: 200 },
  },
  'GET /api/permission/allowance': {
    request: async () => ({ method: 'GET', url: `/api/permission/allowance?companyId=${companies[0]}` }),
    expected: { ...backOffice(200, 200), accounting: 200 },
  },
  'PUT /api/permission/allowance/company/:companyId': {
    request: async () => ({ method: 'PUT', url: `/api/permission/allowance/company/${companies[0]}`, payload: { year: 2035, allowances: { FERIE: 26 } } }),
    expected: backOffice(200, 200),
  },
  'PUT /api/permission/allowance/user/:userId': {
    request: async () => ({ method: 'PUT', url: `/api/permission/allowance/user/${await userIdOf(t, 'worker')}`, payload: { year: 2035, allowances: { FERIE: 28 } } }),
    expected: backOffice(200, 200),
  },
  'GET /api/permission/settings/:companyId': {
    request: async () => ({ method: 'GET', url: `/api/permission/settings/${companies[0]}` }),
    expected: { ...backOffice(200, 200), accounting: 200 },
  },
  'PUT /api/permission/settings/:companyId': {
    request: async () => ({ method: 'PUT', url: `/api/permission/settings/${companies[0]}`, payload: { l104MonthlyDays: 3 } }),
    expected: backOffice(200, 200),
  },
  'GET /api/notification': {
    request: async () => ({ method: 'GET', url: '/api/notification' }),
    expected: everyone(200, 401),
  },
  'POST /api/notification/:id/read': {
    request: async ({ caller }) => ({ method: 'POST', url: `/api/notification/${await notificationOf(t, caller === 'anonymous' ? 'worker' : caller)}/read` }),
    expected: everyone(200, 401),
  },
  'POST /api/notification/read-all': {
    request: async () => ({ method: 'POST', url: '/api/notification/read-all' }),
    expected: everyone(200, 401),
  },
  ...peopleAndPlacesRows(() => ({ t, companies })),
  ...attendanceRows(() => ({ t, companies })),
  ...documentRows(() => ({ t, companies })),
  ...generationRows(() => ({ t, companies })),
  ...deadlineRows(() => ({ t, companies })),
  ...medicalRows(() => ({ t, companies })),
  ...calendarRows(() => ({ t, companies })),
  ...workforcePostsRows(() => ({ t, companies })),
  ...workforceShiftsRows(() => ({ t, companies })),
  ...workforceCoverageRows(() => ({ t, companies })),
  ...requestRows(() => ({ t, companies })),
  ...statementRows(() => ({ t, companies })),
  ...invitationRows(() => ({ t, companies })),
  ...passwordResetRows(() => ({ t, companies })),
  ...portalSiteRows(() => ({ t, companies })),
  ...guideRows(() => ({ t, companies })),
  ...dashboardRows(() => ({ t, companies })),
  ...attendanceMonthsRows(() => ({ t, companies })),
  ...openApiRows(() => ({ t, companies })),
};

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('the access table', () => {
  it('has a row for every /api route the server registers, and none for a route it does not', () => {
    const registered = [...new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`))].sort();
    const tabled = Object.keys(ROUTES).sort();
    expect(registered.filter((route) => !tabled.includes(route)), 'routes without a row in ROUTES').toEqual([]);
    expect(tabled.filter((route) => !registered.includes(route)), 'rows for routes that do not exist').toEqual([]);
  });

  it('marks as public exactly the routes every caller reaches without a token', () => {
    const publicRoutes = t.app.routeTable.filter((route) => route.public).map((route) => `${route.method} ${route.url}`);
    const openRows = Object.entries(ROUTES)
      .filter(([, row]) => row.expected.anonymous !== 401)
      .map(([route]) => route);
    expect(publicRoutes.sort()).toEqual(openRows.sort());
  });

  describe.each(Object.entries(ROUTES))('%s', (_route, row) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const token = caller === 'anonymous' ? undefined : await t.login(caller);
      const request = await row.request({ caller, token });
      const response = await t.call({ token, ...request } as InjectOptions & { token?: string });
      expect(response.statusCode, response.body).toBe(row.expected[caller]);
      expect(response.headers['content-type']).toMatch(row.file && response.statusCode < 300 ? row.file : /^application\/json/);
    });
  });
});
