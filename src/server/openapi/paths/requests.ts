import { z } from 'zod';
import { ZPortalSite, ZRequest, ZRequestAttachment, ZRequestCreate, ZRequestEvent, ZRequestNote, ZRequestReject, ZRequestSchedule, ZRequestText } from '../../../shared/schemas/request';
import {
  ZStatement,
  ZStatementAccept,
  ZStatementAnswer,
  ZStatementAnswersQuery,
  ZStatementContest,
  ZStatementParams,
  ZStatementQuery,
} from '../../../shared/schemas/request-statement';
import { id } from '../../../shared/schemas/zod';
import { withMessage, ZListQuery } from '../schemas';
import type { PathDocs, RouteDoc } from '../types';

const ZRequestAnswer = withMessage(ZRequest);

/** The request's state changes: each answers the request as it became. */
const action = (summary: string, body: z.ZodType): RouteDoc => ({ summary, body, response: ZRequestAnswer, errors: [409] });

export const requestDocs: PathDocs = {
  tag: 'request',
  routes: {
    'GET /api/request': { summary: 'List the requests the caller may see (list protocol; total in Content-Range).', query: ZListQuery, response: z.array(ZRequest) },
    'POST /api/request': { summary: 'Open a request (a client, or the office for a client).', body: ZRequestCreate, response: ZRequestAnswer, status: 201 },
    'GET /api/request/:id': { summary: 'One request.', response: ZRequest },
    'GET /api/request/:id/comments': { summary: "A request's conversation (internal notes for the office only).", response: z.array(ZRequestEvent) },
    'GET /api/request/:id/history': { summary: "A request's events.", response: z.array(ZRequestEvent) },
    'POST /api/request/:id/take': action('Take a request in hand.', ZRequestNote),
    'POST /api/request/:id/reply': action('Reply in the conversation the client sees.', ZRequestText),
    'POST /api/request/:id/comment': action('Add an internal note (office only).', ZRequestText),
    'POST /api/request/:id/reject': action('Reject a request with a reason.', ZRequestReject),
    'POST /api/request/:id/close': action('Close a request.', ZRequestNote),
    'POST /api/request/:id/cancel': action('Cancel a request not yet taken.', ZRequestNote),
    'POST /api/request/:id/schedule': action('Schedule the shifts a request asks for.', ZRequestSchedule),
    'POST /api/request/:id/attachments': { summary: 'Attach a file (multipart).', body: 'multipart', response: withMessage(ZRequestAttachment), status: 201, errors: [409, 413] },
    'GET /api/request/:id/attachments/:attachmentId': { summary: "A request's attachment.", response: 'file' },
    'GET /api/request/sites': { summary: 'The client sites a request may be about.', query: z.object({ clientId: id().optional() }), response: z.array(ZPortalSite) },
    'GET /api/request/statement': {
      summary: "A site's (or every site of a client's) month of service: JSON by default, or PDF/XLSX.",
      query: ZStatementQuery,
      response: z.union([ZStatement, z.array(ZStatement)]),
      alsoFile: 'report',
    },
    'GET /api/request/statement/answers': { summary: "Clients' answers to their statements.", query: ZStatementAnswersQuery, response: z.array(ZStatementAnswer) },
    'POST /api/request/statement/:siteId/:month/:action': {
      summary: "Accept or contest a site's month (clients; a contest needs its note).",
      params: ZStatementParams,
      body: z.union([ZStatementAccept, ZStatementContest]),
      response: ZStatement,
      errors: [409],
    },
  },
};
