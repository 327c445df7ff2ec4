import { HttpError } from 'react-admin';
import type { TRequest, TRequestAction, TRequestEvent } from '../../../shared/schemas/request';
import type { TPost } from '../../../shared/schemas/workforce';
import { request } from '../../providers/httpClient';

/** An attachment is downloaded the same way on both sides. */
export { downloadAttachment } from '../portal/api';

/** The dialogs show a refusal themselves (a field error, the server's 409 message), so the http client adds no toast. */
const silent = { toast: 'silent' } as const;

export const REQUEST_API = 'api/request';

/** A request's history, oldest first; the office gets its internal notes too. */
export const fetchHistory = async (id: number, signal?: AbortSignal): Promise<TRequestEvent[]> =>
  (await request<TRequestEvent[]>(`${REQUEST_API}/${id}/history`, { signal, ...silent })).json;

/** An action's answer: the request as it is now and the server's words for what happened. */
export interface TActionAnswer {
  request: TRequest;
  message?: string;
}

/** The server answers the request with its message beside the fields. */
const answerOf = (json: unknown): TActionAnswer => {
  const { message, ...request } = (json ?? {}) as TRequest & { message?: string };
  return { request: request as TRequest, message };
};

export const postAction = async (id: number, action: TRequestAction, body: object = {}): Promise<TActionAnswer> =>
  answerOf((await request(`${REQUEST_API}/${id}/${action}`, { method: 'POST', body, ...silent })).json);

/** The active posts of a site: where a request may be scheduled. */
export const fetchSitePosts = async (clientSiteId: number, signal?: AbortSignal): Promise<TPost[]> =>
  (
    await request<TPost[]>('api/workforce/posts', {
      query: { filter: { clientSiteId, active: true }, sort: ['name', 'ASC'], range: [0, 99] },
      signal,
      ...silent,
    })
  ).json;

/** A refusal's words and its errors per field, when the server sent them. */
export const refusalOf = (error: unknown): { status?: number; message?: string; errors?: Record<string, string> } => {
  if (!(error instanceof HttpError)) return { message: (error as Error | null)?.message };
  const body = (error.body ?? {}) as { message?: string; errors?: Record<string, string> };
  return { status: error.status, message: body.message ?? error.message, errors: body.errors };
};
