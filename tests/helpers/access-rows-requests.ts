import type { TRequestStatus } from '../../src/shared/schemas/request';
import type { Caller } from './api';
import type { AccessContext, AccessRow } from './access-rows';
import { pdfFile } from './files';
import { demoClient, fileForm, insertRequest, requestBody, uploadAttachment } from './requests';

/** Every reader of requests: the office (admin, moderator, client management) and the client. */
const readers = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: 403,
  clientManagement: status,
  accounting: 403,
  client: status,
  anonymous: 401,
});

/** The office's actions: the client is refused by role, as the worker and accounting. */
const office = (status: number): Record<Caller, number> => ({ ...readers(status), client: 403 });

/** The rows of the request routes: list, create, read, transitions, conversation, attachments (issue 25). */
export const requestRows = (context: AccessContext): Record<string, AccessRow> => {
  /** A fresh request of the demo client (Condominio Aurora, first demo company), in a status. */
  const request = async (status: TRequestStatus = 'OPEN') => {
    const { t } = context();
    return insertRequest(t, await demoClient(t), { status });
  };
  const action = (name: string, status: TRequestStatus, payload?: object) => async () => ({
    method: 'POST' as const,
    url: `/api/request/${await request(status)}/${name}`,
    ...(payload ? { payload } : {}),
  });

  return {
    'GET /api/request': {
      request: async () => ({ method: 'GET', url: '/api/request' }),
      expected: readers(200),
    },
    'POST /api/request': {
      request: async ({ caller }) => {
        const { clientId, siteId } = await demoClient(context().t);
        return { method: 'POST', url: '/api/request', payload: requestBody(siteId, caller === 'client' ? {} : { clientId }) };
      },
      expected: readers(201),
    },
    'GET /api/request/:id': {
      request: async () => ({ method: 'GET', url: `/api/request/${await request()}` }),
      expected: readers(200),
    },
    'GET /api/request/:id/comments': {
      request: async () => ({ method: 'GET', url: `/api/request/${await request()}/comments` }),
      expected: readers(200),
    },
    'GET /api/request/:id/history': {
      request: async () => ({ method: 'GET', url: `/api/request/${await request()}/history` }),
      expected: readers(200),
    },
    'POST /api/request/:id/take': { request: action('take', 'OPEN'), expected: office(200) },
    'POST /api/request/:id/reply': { request: action('reply', 'IN_PROGRESS', { text: 'Confermiamo la disponibilità' }), expected: readers(200) },
    'POST /api/request/:id/comment': { request: action('comment', 'IN_PROGRESS', { text: 'Da assegnare a Verdi' }), expected: office(200) },
    // The roster is the back office's: client management takes and answers requests but does not schedule them.
    'POST /api/request/:id/schedule': { request: action('schedule', 'IN_PROGRESS', {}), expected: { ...office(200), clientManagement: 403 } },
    'POST /api/request/:id/reject': { request: action('reject', 'OPEN', { reason: 'Nessun addetto disponibile' }), expected: office(200) },
    'POST /api/request/:id/close': { request: action('close', 'SCHEDULED'), expected: office(200) },
    'POST /api/request/:id/cancel': { request: action('cancel', 'OPEN'), expected: readers(200) },
    'POST /api/request/:id/attachments': {
      request: async () => ({ method: 'POST', url: `/api/request/${await request()}/attachments`, ...fileForm('planimetria.pdf', await pdfFile('Planimetria')) }),
      expected: readers(201),
    },
    'GET /api/request/:id/attachments/:attachmentId': {
      request: async () => {
        const id = await request();
        const attachmentId = await uploadAttachment(context().t, id, 'planimetria.pdf', await pdfFile('Planimetria'));
        return { method: 'GET', url: `/api/request/${id}/attachments/${attachmentId}` };
      },
      expected: readers(200),
      file: /^application\/pdf$/,
    },
  };
};
