import { z } from 'zod';
import { ZDashboard, ZDashboardQuery } from '../../../shared/schemas/dashboard';
import { ZGuide } from '../../../shared/schemas/guide';
import { ZNotification } from '../../../shared/schemas/notification';
import { ZListQuery } from '../schemas';
import type { PathDocs } from '../types';

export const notificationDocs: PathDocs = {
  tag: 'notification',
  routes: {
    'GET /api/notification': { summary: "The caller's notifications (list protocol; total in Content-Range).", query: ZListQuery, response: z.array(ZNotification) },
    'POST /api/notification/read-all': { summary: "Mark all the caller's notifications read.", response: z.object({ message: z.string(), count: z.number() }) },
    'POST /api/notification/:id/read': { summary: 'Mark one notification read.', response: ZNotification },
  },
};

export const homeDocs: PathDocs = {
  tag: 'home',
  routes: {
    'GET /api/dashboard': { summary: "The office's figures of today and of the month, with links to their lists.", query: ZDashboardQuery, response: ZDashboard },
    'GET /api/guide': { summary: "The guide's company contacts and attendance rules for the caller's companies.", response: ZGuide },
  },
};

export const systemDocs: PathDocs = {
  tag: 'system',
  routes: {
    'GET /api/health': { summary: 'Whether the server and its database answer (503 when the database does not).', response: z.object({ status: z.literal('ok'), database: z.string() }), errors: [503] },
    'GET /api/openapi.json': { summary: 'This OpenAPI 3.1 document (administrators in production).', response: z.object({ openapi: z.string(), info: z.object({}).loose(), paths: z.record(z.string(), z.unknown()), components: z.object({}).loose() }) },
    'GET /api/docs': { summary: 'The reference page of this document, as HTML (administrators in production).', response: 'html' },
  },
};
