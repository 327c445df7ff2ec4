import type { InjectOptions } from 'fastify';
import type { TestApp } from './app';
import type { Caller } from './api';
import { multipartBody, pdfFile } from './files';

interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  file?: RegExp;
}

const refused = { worker: 403, clientManagement: 403, accounting: 403, client: 403, anonymous: 401 } as const;

/**
 * The rows of the document routes (issue 19): upload, list, read, download, acknowledge, delete.
 * A document is read per record: the demo worker reads their own, client management only what
 * they filed, accounting and client users nobody else's (404).
 */
export const documentRows = (context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => {
  const workerId = async () =>
    (await context().t.app.db.selectFrom('user').select('id').where('fiscalCode', '=', 'VRDGPP90C10F839E').executeTakeFirstOrThrow()).id;
  /** A fresh payslip of the demo worker (first demo company), filed by the administrator. */
  const payslip = async () => {
    const { t } = context();
    const { payload, headers } = multipartBody({ ownerType: 'USER', ownerId: await workerId(), type: 'PAYSLIP' }, [{ name: 'cedolino.pdf', content: await pdfFile() }]);
    const token = await t.login('admin');
    const response = await t.call({ method: 'POST', url: '/api/document', token, payload, headers });
    if (response.statusCode !== 201) throw new Error(`payslip: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const perRecord = { admin: 200, moderator: 200, worker: 200, clientManagement: 404, accounting: 404, client: 404, anonymous: 401 };

  return {
    'GET /api/document': {
      request: async () => ({ method: 'GET', url: '/api/document' }),
      expected: { ...refused, admin: 200, moderator: 200, clientManagement: 200 },
    },
    'GET /api/document/my': {
      request: async () => ({ method: 'GET', url: '/api/document/my' }),
      expected: { admin: 200, moderator: 200, worker: 200, clientManagement: 200, accounting: 200, client: 200, anonymous: 401 },
    },
    'GET /api/document/:id': {
      request: async () => ({ method: 'GET', url: `/api/document/${await payslip()}` }),
      expected: perRecord,
    },
    'GET /api/document/:id/file': {
      request: async () => ({ method: 'GET', url: `/api/document/${await payslip()}/file` }),
      expected: perRecord,
      file: /^application\/pdf$/,
    },
    'POST /api/document': {
      // The demo worker's identity card: the office files it, the worker sends a photo of their own.
      request: async () => ({
        method: 'POST',
        url: '/api/document',
        ...multipartBody({ ownerType: 'USER', ownerId: await workerId(), type: 'ID_CARD' }, [{ name: 'carta.pdf', content: await pdfFile() }]),
      }),
      expected: { ...refused, admin: 201, moderator: 201, worker: 201, clientManagement: 201 },
    },
    'PATCH /api/document/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/document/${await payslip()}`, payload: { title: 'Busta paga corretta' } }),
      expected: { ...refused, admin: 200, moderator: 200 },
    },
    'DELETE /api/document/:id': {
      request: async () => ({ method: 'DELETE', url: `/api/document/${await payslip()}` }),
      expected: { ...refused, admin: 200, moderator: 200 },
    },
    'POST /api/document/payslips': {
      // The demo worker's payslip, named by their fiscal code, for the first demo company.
      request: async () => ({
        method: 'POST',
        url: '/api/document/payslips',
        ...multipartBody({ companyId: context().companies[0], month: '2026-10' }, [{ name: 'VRDGPP90C10F839E.pdf', content: await pdfFile() }]),
      }),
      expected: { ...refused, admin: 200, moderator: 200 },
    },
  };
};
