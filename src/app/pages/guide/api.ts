import type { TGuide } from '../../../shared/schemas/guide';
import { request } from '../../providers/httpClient';

export const GUIDE_KEY = ['guide', 'companies'] as const;

/** The caller's companies: contacts and clocking rules. The page shows its own error, so no toast. */
export const fetchGuide = async (signal?: AbortSignal) => (await request<TGuide>('api/guide', { signal, toast: 'silent' })).json;
