import type { TDeadline } from '../../../shared/schemas/deadline';
import { request } from '../../providers/httpClient';

/** The query key of the signed-in person's own deadlines (theirs and their vehicles'). */
export const MY_DEADLINES_KEY = ['deadlines', 'my'] as const;

/** Quietly: a failure here must not toast over the worker's home page. */
export const fetchMyDeadlines = async (signal?: AbortSignal) => {
  const { json } = await request<TDeadline[]>('api/deadlines/my', { signal, toast: 'silent' });
  return Array.isArray(json) ? json : [];
};
