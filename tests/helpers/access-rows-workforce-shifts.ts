import type { InjectOptions } from 'fastify';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import type { Caller } from './api';
import type { TestApp } from './app';
import { dayFromToday, insertPost, insertShift } from './workforce';

interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  file?: RegExp;
}

const office = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: 403,
  clientManagement: 403,
  accounting: 403,
  client: 403,
  anonymous: 401,
});

/** The rows of the workforce shifts routes (issue 21): list, own, one, history, candidates, by hand, change, delete, generate, copy, assign, publish, roster. */
export const workforceShiftsRows = (context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => {
  /** A post at the first demo client site of the first demo company (the moderator's), made once. */
  let post: Promise<{ id: number; clientSiteId: number }> | undefined;
  const postOf = () => {
    const { t, companies } = context();
    post ??= (async () => {
      const site = await t.app.db
        .selectFrom('clientSite')
        .innerJoin('client', 'client.id', 'clientSite.clientId')
        .select('clientSite.id')
        .where('client.companyId', '=', companies[0])
        .orderBy('clientSite.id')
        .executeTakeFirstOrThrow();
      return insertPost(context().t, { clientSiteId: site.id, name: 'Portineria accessi', timeSlots: [{ days: [1, 2, 3, 4, 5], start: '08:00', end: '16:00' }] });
    })();
    return post;
  };
  /** A fresh open draft a few days ahead. */
  const draft = async () => (await insertShift(context().t, { postId: (await postOf()).id, date: dayFromToday(5), start: '06:00', end: '14:00', status: 'DRAFT' })).id;
  const nextMonday = mondayOf(dayFromToday(7));

  return {
    'GET /api/workforce/shifts': {
      request: async () => ({ method: 'GET', url: '/api/workforce/shifts' }),
      expected: office(200),
    },
    'GET /api/workforce/shifts/my': {
      request: async () => ({ method: 'GET', url: '/api/workforce/shifts/my' }),
      expected: { admin: 200, moderator: 200, worker: 200, clientManagement: 200, accounting: 403, client: 403, anonymous: 401 },
    },
    'GET /api/workforce/roster': {
      request: async () => ({ method: 'GET', url: `/api/workforce/roster?from=${nextMonday}&to=${dayFromToday(14)}` }),
      expected: office(200),
    },
    'GET /api/workforce/shifts/:id': {
      request: async () => ({ method: 'GET', url: `/api/workforce/shifts/${await draft()}` }),
      expected: office(200),
    },
    'GET /api/workforce/shifts/:id/changes': {
      request: async () => ({ method: 'GET', url: `/api/workforce/shifts/${await draft()}/changes` }),
      expected: office(200),
    },
    'GET /api/workforce/shifts/:id/candidates': {
      request: async () => ({ method: 'GET', url: `/api/workforce/shifts/${await draft()}/candidates` }),
      expected: office(200),
    },
    'POST /api/workforce/shifts': {
      request: async () => ({ method: 'POST', url: '/api/workforce/shifts', payload: { postId: (await postOf()).id, date: dayFromToday(6), start: '20:00', end: '23:00' } }),
      expected: office(201),
    },
    'PATCH /api/workforce/shifts/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/workforce/shifts/${await draft()}`, payload: { note: 'Portare il badge' } }),
      expected: office(200),
    },
    'DELETE /api/workforce/shifts/:id': {
      request: async () => ({ method: 'DELETE', url: `/api/workforce/shifts/${await draft()}` }),
      expected: office(200),
    },
    'POST /api/workforce/shifts/generate': {
      request: async () => ({ method: 'POST', url: '/api/workforce/shifts/generate', payload: { postId: (await postOf()).id, from: dayFromToday(1), to: dayFromToday(7) } }),
      expected: office(200),
    },
    'POST /api/workforce/shifts/copy-week': {
      request: async () => ({ method: 'POST', url: '/api/workforce/shifts/copy-week', payload: { from: nextMonday, postId: (await postOf()).id } }),
      expected: office(200),
    },
    'POST /api/workforce/shifts/:id/assign': {
      // Leaving a draft open needs no check of anyone: the row is about who may call it.
      request: async () => ({ method: 'POST', url: `/api/workforce/shifts/${await draft()}/assign`, payload: { userId: null } }),
      expected: office(200),
    },
    'POST /api/workforce/publish': {
      request: async () => ({ method: 'POST', url: '/api/workforce/publish', payload: { from: dayFromToday(40), to: dayFromToday(41), siteId: (await postOf()).clientSiteId } }),
      expected: office(200),
    },
  };
};
