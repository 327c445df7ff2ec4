import type { TCompanyMonths, TMonthStatus } from '../../../shared/schemas/attendance-months';
import { request } from '../../providers/httpClient';

/** GET api/attendance/months: the top bar's company, or every company of the caller's (0: 'Tutte le aziende'). */
export const fetchMonths = async (companyId: number, signal?: AbortSignal) =>
  (await request<TCompanyMonths[]>('api/attendance/months', { query: { companyId: companyId || undefined }, signal })).json;

/** Closes or reopens a month; a refusal (409 with what is missing) is toasted by the client and thrown. */
export const changeMonth = async (companyId: number, month: string, action: 'close' | 'reopen', reason?: string) =>
  (await request<TMonthStatus & { message: string }>(`api/attendance/months/${companyId}/${month}/${action}`, { method: 'POST', body: action === 'reopen' ? { reason } : {} })).json;
