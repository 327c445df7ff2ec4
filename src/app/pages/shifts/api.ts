import type { TShift } from '../../../shared/schemas/workforce';
import { request } from '../../providers/httpClient';

/** The query key of the signed-in guard's shifts: acknowledging orders refreshes it. */
export const MY_SHIFTS_KEY = ['workforce', 'shifts', 'my'] as const;

/** Quietly: a failure here must not toast over the worker's home page. */
export const fetchMyShifts = async (signal?: AbortSignal) => {
  const { json } = await request<TShift[]>('api/workforce/shifts/my', { signal, toast: 'silent' });
  return Array.isArray(json) ? json : [];
};
