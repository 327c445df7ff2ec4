import { mondayOf } from '../../src/shared/workforce/shift-time';
import { dayFromToday, insertPost, insertShift } from './workforce';
import { type AccessContext, type AccessRow, backOfficeOnly } from './access-rows';
import { createUser } from './api';

/** The rows of the workforce shifts routes (issue 21): list, own, one, history, candidates, by hand, change, delete, generate, copy, assign, check, publish, roster. */
export const workforceShiftsRows = (context: AccessContext): Record<string, AccessRow> => {
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
  let worker: Promise<number> | undefined;
  const workerOf = () => (worker ??= createUser(context().t, { companyIds: [context().companies[0]] }).then((user) => user.id));

  return {
    'GET /api/workforce/shifts': {
      request: async () => ({ method: 'GET', url: '/api/workforce/shifts' }),
      expected: backOfficeOnly(200),
    },
    'GET /api/workforce/shifts/my': {
      request: async () => ({ method: 'GET', url: '/api/workforce/shifts/my' }),
      expected: { admin: 200, moderator: 200, worker: 200, clientManagement: 200, accounting: 403, client: 403, anonymous: 401 },
    },
    'GET /api/workforce/roster': {
      request: async () => ({ method: 'GET', url: `/api/workforce/roster?from=${nextMonday}&to=${dayFromToday(14)}` }),
      expected: backOfficeOnly(200),
    },
    'GET /api/workforce/shifts/:id': {
      request: async () => ({ method: 'GET', url: `/api/workforce/shifts/${await draft()}` }),
      expected: backOfficeOnly(200),
    },
    'GET /api/workforce/shifts/:id/changes': {
      request: async () => ({ method: 'GET', url: `/api/workforce/shifts/${await draft()}/changes` }),
      expected: backOfficeOnly(200),
    },
    'GET /api/workforce/shifts/:id/candidates': {
      request: async () => ({ method: 'GET', url: `/api/workforce/shifts/${await draft()}/candidates` }),
      expected: backOfficeOnly(200),
    },
    'POST /api/workforce/shifts': {
      request: async () => ({ method: 'POST', url: '/api/workforce/shifts', payload: { postId: (await postOf()).id, date: dayFromToday(6), start: '20:00', end: '23:00' } }),
      expected: backOfficeOnly(201),
    },
    'PATCH /api/workforce/shifts/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/workforce/shifts/${await draft()}`, payload: { note: 'Portare il badge' } }),
      expected: backOfficeOnly(200),
    },
    'DELETE /api/workforce/shifts/:id': {
      request: async () => ({ method: 'DELETE', url: `/api/workforce/shifts/${await draft()}` }),
      expected: backOfficeOnly(200),
    },
    'POST /api/workforce/shifts/generate': {
      request: async () => ({ method: 'POST', url: '/api/workforce/shifts/generate', payload: { postId: (await postOf()).id, from: dayFromToday(1), to: dayFromToday(7) } }),
      expected: backOfficeOnly(200),
    },
    'POST /api/workforce/shifts/copy-week': {
      request: async () => ({ method: 'POST', url: '/api/workforce/shifts/copy-week', payload: { from: nextMonday, postId: (await postOf()).id } }),
      expected: backOfficeOnly(200),
    },
    'POST /api/workforce/shifts/:id/assign': {
      // Leaving a draft open needs no check of anyone: the row is about who may call it.
      request: async () => ({ method: 'POST', url: `/api/workforce/shifts/${await draft()}/assign`, payload: { userId: null } }),
      expected: backOfficeOnly(200),
    },
    'POST /api/workforce/shifts/:id/check': {
      // A person of the moderator's company, so the check answers for both office roles.
      request: async () => ({ method: 'POST', url: `/api/workforce/shifts/${await draft()}/check`, payload: { userId: await workerOf() } }),
      expected: backOfficeOnly(200),
    },
    'POST /api/workforce/publish': {
      request: async () => ({ method: 'POST', url: '/api/workforce/publish', payload: { from: dayFromToday(40), to: dayFromToday(41), siteId: (await postOf()).clientSiteId } }),
      expected: backOfficeOnly(200),
    },
  };
};
