import { type AccessContext, type AccessRow } from './access-rows';

const refused = { worker: 403, clientManagement: 403, accounting: 403, client: 403, anonymous: 401 } as const;

/**
 * The rows of the medical fitness routes and the office's training records (issue 20). Medical
 * judgements are health data: the back office only. A course done elsewhere is recorded by whoever
 * generates the attestati, and deleted by the back office.
 */
export const medicalRows = (context: AccessContext): Record<string, AccessRow> => {
  const workerId = async () =>
    (await context().t.app.db.selectFrom('user').select('id').where('fiscalCode', '=', 'VRDGPP90C10F839E').executeTakeFirstOrThrow()).id;
  const visitBody = async () => ({ userId: await workerId(), visitDate: '2026-10-01', outcome: 'FIT', doctor: 'Dott. Franco Medici' });
  const trainingBody = async () => ({ userId: await workerId(), courseCode: 'ANTINCENDIO_LIVELLO_2', completedAt: '2026-09-15', hours: 8, provider: 'Vigili del Fuoco – Comando di Roma' });
  const created = async (url: string, payload: object) => {
    const { t } = context();
    const response = await t.call({ method: 'POST', url, token: await t.login('admin'), payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const visit = async () => created('/api/medical-fitness', await visitBody());
  const course = async () => created('/api/training', await trainingBody());

  return {
    'GET /api/medical-fitness': {
      request: async () => ({ method: 'GET', url: '/api/medical-fitness' }),
      expected: { ...refused, admin: 200, moderator: 200 },
    },
    'GET /api/medical-fitness/:id': {
      request: async () => ({ method: 'GET', url: `/api/medical-fitness/${await visit()}` }),
      expected: { ...refused, admin: 200, moderator: 200 },
    },
    'POST /api/medical-fitness': {
      request: async () => ({ method: 'POST', url: '/api/medical-fitness', payload: await visitBody() }),
      expected: { ...refused, admin: 201, moderator: 201 },
    },
    'DELETE /api/medical-fitness/:id': {
      request: async () => ({ method: 'DELETE', url: `/api/medical-fitness/${await visit()}` }),
      expected: { ...refused, admin: 200, moderator: 200 },
    },
    'POST /api/training': {
      request: async () => ({ method: 'POST', url: '/api/training', payload: await trainingBody() }),
      expected: { ...refused, admin: 201, moderator: 201, clientManagement: 201 },
    },
    'DELETE /api/training/:id': {
      request: async () => ({ method: 'DELETE', url: `/api/training/${await course()}` }),
      expected: { ...refused, admin: 200, moderator: 200 },
    },
  };
};
