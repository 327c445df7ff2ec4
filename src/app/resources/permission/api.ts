import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import type { TBalance, TPermission, TPermissionWarning } from '../../../shared/schemas/permission';
import { request } from '../../providers/httpClient';
import type { TToastContext } from '../../providers/toast';

/** What the office does with a request: decide a pending one, or withdraw an approved one (revoke). */
export type TDecision = 'approve' | 'reject' | 'revoke';
type TAnswer = TPermission & { message: string };

/** The calls of api/permission beyond the list protocol: decisions, cancel, warnings, balance. */
export const decidePermission = async (id: Identifier, decision: TDecision, note: string, toast: TToastContext = 'default') =>
  (await request<TAnswer>(`api/permission/${id}/${decision}`, { method: 'POST', body: { note: note.trim() || null }, toast })).json;

export const cancelPermission = async (id: Identifier) =>
  (await request<TAnswer>(`api/permission/${id}/cancel`, { method: 'POST', body: {} })).json;

export const patchSickLeave = async (id: Identifier, body: { endDate?: string | null; availabilityAddress?: string | null }) =>
  (await request<TAnswer>(`api/permission/${id}`, { method: 'PATCH', body })).json;

export const fetchWarnings = async (id: Identifier, signal?: AbortSignal) =>
  (await request<TPermissionWarning[]>(`api/permission/${id}/warnings`, { signal })).json;

/** A year's balance: the caller's own, or a worker's of the caller's companies (admin, moderator, accounting). */
export const fetchBalance = async ({ year, userId }: { year: number; userId?: Identifier }, signal?: AbortSignal) => {
  const query: Record<string, string> = { year: String(year) };
  if (userId !== undefined) query.userId = String(userId);
  return (await request<TBalance>('api/permission/balance', { query, signal })).json;
};

/** One cache entry per worker and year, under ['permission'] so that useLeaveRefresh reads it again after a decision. */
export const balanceQuery = (year: number, userId?: Identifier) => ({
  queryKey: ['permission', 'balance', userId ?? 'self', year],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchBalance({ year, userId }, signal),
  retry: false,
});

export interface TBulkResult {
  ok: Identifier[];
  failed: Array<{ id: Identifier; message: string }>;
}

/**
 * There is no bulk endpoint: one call per request, one after the other so the server's per-worker
 * rules see each decision in turn. Failures are collected, not toasted one by one.
 */
export const decideMany = async (
  ids: Identifier[],
  decision: TDecision,
  note: string,
  onProgress: (done: number) => void = () => undefined,
  decide: typeof decidePermission = decidePermission,
): Promise<TBulkResult> => {
  const result: TBulkResult = { ok: [], failed: [] };
  for (const [index, id] of ids.entries()) {
    try {
      await decide(id, decision, note, 'silent');
      result.ok.push(id);
    } catch (error) {
      result.failed.push({ id, message: (error as Error)?.message || String(error) });
    }
    onProgress(index + 1);
  }
  return result;
};

/** After the user's own action: leave lists, balances, warnings and the bell read again. */
export const useLeaveRefresh = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['permission'] });
    void queryClient.invalidateQueries({ queryKey: ['notification'] });
  }, [queryClient]);
};
