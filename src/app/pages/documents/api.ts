import type { TDocument } from '../../../shared/schemas/document';
import { download, request } from '../../providers/httpClient';

/** The query key of the worker's own documents: an opening or an upload refreshes it. */
export const MY_DOCUMENTS_KEY = ['document', 'my'] as const;

export const fetchMyDocuments = async (signal?: AbortSignal) =>
  (await request<TDocument[]>('api/document/my', { signal, toast: 'silent' })).json;

/**
 * The file, with the session's token (a plain link would carry none), saved under the name the
 * server gives. The owner's first download is their 'presa visione', recorded by the server.
 */
export const downloadDocument = (id: number) => download(`api/document/${id}/file`, {});
