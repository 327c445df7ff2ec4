import { addDays, todayInRome } from '../../src/shared/dates';
import { type AccessContext, type AccessRow, backOfficeOnly } from './access-rows';

/** The rows of the deadline routes (issue 20): list, own, manual, changes, kinds, qualification check, compliance, exports. */
export const deadlineRows = (context: AccessContext): Record<string, AccessRow> => {
  const workerId = async () =>
    (await context().t.app.db.selectFrom('user').select('id').where('fiscalCode', '=', 'VRDGPP90C10F839E').executeTakeFirstOrThrow()).id;
  /** A fresh manual deadline of the demo worker (first demo company), made by the administrator. */
  const deadline = async () => {
    const { t } = context();
    const response = await t.call({
      method: 'POST',
      url: '/api/deadlines',
      token: await t.login('admin'),
      payload: { subjectType: 'USER', subjectId: await workerId(), title: 'Tessera di prova', dueDate: addDays(todayInRome(), 45) },
    });
    if (response.statusCode !== 201) throw new Error(`deadline: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const setting = () => ({ companyId: context().companies[0], validityMonths: 36, leadDays: 90, remindTo: 'OFFICE', blocks: 'NO' });

  return {
    'GET /api/deadlines': {
      request: async () => ({ method: 'GET', url: '/api/deadlines' }),
      expected: backOfficeOnly(200),
    },
    'GET /api/deadlines/my': {
      request: async () => ({ method: 'GET', url: '/api/deadlines/my' }),
      expected: { admin: 200, moderator: 200, worker: 200, clientManagement: 200, accounting: 200, client: 403, anonymous: 401 },
    },
    'GET /api/deadlines/export.csv': {
      request: async () => ({ method: 'GET', url: '/api/deadlines/export.csv' }),
      expected: backOfficeOnly(200),
      file: /^text\/csv/,
    },
    'GET /api/deadlines/export.xlsx': {
      request: async () => ({ method: 'GET', url: '/api/deadlines/export.xlsx' }),
      expected: backOfficeOnly(200),
      file: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
    },
    'GET /api/deadlines/kinds': {
      request: async () => ({ method: 'GET', url: `/api/deadlines/kinds?companyId=${context().companies[0]}` }),
      expected: backOfficeOnly(200),
    },
    'PUT /api/deadlines/kinds/:code': {
      request: async () => ({ method: 'PUT', url: '/api/deadlines/kinds/FIRST_AID', payload: setting() }),
      expected: backOfficeOnly(200),
    },
    'GET /api/deadlines/qualifications': {
      // About the demo worker: the office of their company, and the worker themselves.
      request: async () => ({ method: 'GET', url: `/api/deadlines/qualifications?userId=${await workerId()}&date=${todayInRome()}` }),
      expected: { ...backOfficeOnly(200), worker: 200 },
    },
    'GET /api/deadlines/compliance': {
      request: async () => ({ method: 'GET', url: `/api/deadlines/compliance?companyId=${context().companies[0]}` }),
      expected: backOfficeOnly(200),
    },
    'GET /api/deadlines/:id': {
      request: async () => ({ method: 'GET', url: `/api/deadlines/${await deadline()}` }),
      expected: backOfficeOnly(200),
    },
    'POST /api/deadlines': {
      request: async () => ({
        method: 'POST',
        url: '/api/deadlines',
        payload: { subjectType: 'USER', subjectId: await workerId(), title: 'Tessera', dueDate: addDays(todayInRome(), 60) },
      }),
      expected: backOfficeOnly(201),
    },
    'PATCH /api/deadlines/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/deadlines/${await deadline()}`, payload: { note: 'Sollecitato' } }),
      expected: backOfficeOnly(200),
    },
    'DELETE /api/deadlines/:id': {
      request: async () => ({ method: 'DELETE', url: `/api/deadlines/${await deadline()}` }),
      expected: backOfficeOnly(200),
    },
  };
};
