import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorBody, fetchRoster, type TRosterParams } from '../api';

/** One page of the grid shown; the previous page stays on screen while the next one loads. */
export const useRoster = (params: TRosterParams) =>
  useQuery({
    queryKey: ['workforce', 'roster', params],
    queryFn: ({ signal }) => fetchRoster(params, signal),
    placeholderData: keepPreviousData,
  });

/** After any change: the grids, the candidates, the counts and the histories are read again. */
export const useRefreshRoster = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['workforce'] }), [client]);
};

/** A failed call's message as a toast, when no field of a form can show it. */
export const useNotifyFailure = () => {
  const notify = useNotify();
  return useCallback((error: unknown) => notify(errorBody(error)?.message || (error as Error).message || 'ra.notification.http_error', { type: 'error' }), [notify]);
};
