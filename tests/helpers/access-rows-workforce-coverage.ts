import type { InjectOptions } from 'fastify';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import type { Caller } from './api';
import type { TestApp } from './app';
import { dayFromToday } from './workforce';

interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  file?: RegExp;
}

/** The office's routes: admin and moderator (of the first demo company, which each request names). */
const office = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: 403,
  clientManagement: 403,
  accounting: 403,
  client: 403,
  anonymous: 401,
});

/** The rows of the workforce coverage routes (issue 21): the day's coverage, planned against worked hours, a site's week as a PDF. */
export const workforceCoverageRows = (context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => {
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
      expected: office(200),
    },
    'GET /api/workforce/hours': {
      request: async () => ({ method: 'GET', url: `/api/workforce/hours?month=${month}&by=site&companyId=${company()}` }),
      expected: office(200),
    },
    'GET /api/workforce/hours.xlsx': {
      request: async () => ({ method: 'GET', url: `/api/workforce/hours.xlsx?month=${month}&companyId=${company()}` }),
      expected: office(200),
      file: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
    },
    'GET /api/workforce/roster.pdf': {
      request: async () => ({ method: 'GET', url: `/api/workforce/roster.pdf?siteId=${await site()}&from=${mondayOf(dayFromToday(0))}` }),
      expected: office(200),
      file: /^application\/pdf$/,
    },
  };
};
