import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TPortalSite, TRequest, TRequestAttachment, TRequestEvent } from '../../../shared/schemas/request';
import type { TStatement } from '../../../shared/schemas/request-statement';
import { download, request } from '../../providers/httpClient';
import { sendForm } from '../../providers/sendForm';

/** What a write answers: its confirmation in the user's language, beside whatever record it returns. */
export interface TAnswer {
  status: number;
  message: string;
}

const answer = async (path: string, body: unknown): Promise<TAnswer> => {
  const { status, json } = await request<{ message?: string }>(path, { method: 'POST', body });
  return { status, message: json?.message ?? '' };
};

/**
 * Every portal query sits under ['request', …], beside react-admin's own list of the resource, so
 * that one invalidation after a write reads the list, the request and its conversation again.
 */
export const REQUEST_KEY = ['request'] as const;

export const sitesQuery = {
  queryKey: ['request', 'portal-sites'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await request<TPortalSite[]>('api/request/sites', { signal })).json,
  staleTime: 60_000,
};

export const requestQuery = (id: string) => ({
  queryKey: ['request', 'portal-one', id],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await request<TRequest>(`api/request/${id}`, { signal })).json,
  retry: false,
});

export const historyQuery = (id: string) => ({
  queryKey: ['request', 'portal-history', id],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await request<TRequestEvent[]>(`api/request/${id}/history`, { signal })).json,
  retry: false,
});

export const commentsQuery = (id: string) => ({
  queryKey: ['request', 'portal-comments', id],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await request<TRequestEvent[]>(`api/request/${id}/comments`, { signal })).json,
  retry: false,
});

export const replyToRequest = (id: number, text: string) => answer(`api/request/${id}/reply`, { text });

export const cancelRequest = (id: number) => answer(`api/request/${id}/cancel`, {});

/** One file a call, in the `file` field; the answer is returned (never thrown) so each file shows its own outcome. */
export const uploadAttachment = (id: number, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<TRequestAttachment>({ path: `api/request/${id}/attachments`, form });
};

export const downloadAttachment = (requestId: number, attachmentId: number) =>
  download(`api/request/${requestId}/attachments/${attachmentId}`, {});

export const statementQuery = (siteId: number | undefined, month: string) => ({
  queryKey: ['request', 'portal-statement', siteId, month],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await request<TStatement>('api/request/statement', { query: { siteId: String(siteId), month }, signal })).json,
  enabled: siteId !== undefined,
  retry: false,
});

export const downloadStatement = (siteId: number, month: string) => download('api/request/statement', { siteId: String(siteId), month, format: 'pdf' });

export const answerStatement = (siteId: number, month: string, action: 'accept' | 'contest', note: string) =>
  answer(`api/request/statement/${siteId}/${month}/${action}`, { note: note.trim() || null });

/** Reads the portal's queries and react-admin's request list again after a write. */
export const usePortalRefresh = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: REQUEST_KEY }), [queryClient]);
};
