import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, type Identifier } from 'react-admin';
import type { TNotification } from '../../shared/schemas/notification';
import { request } from '../providers/httpClient';

/** The bell asks again every 30 s while the tab is visible, and whenever the window comes back. */
export const NOTIFICATION_POLL_MS = 30_000;

const live = { retry: false, refetchInterval: NOTIFICATION_POLL_MS, refetchOnWindowFocus: true } as const;

/** Unread count: the Content-Range total of `filter={"unread":true}`, one row fetched. */
export const useUnreadCount = () => {
  const { total = 0, isError, isSuccess, refetch } = useGetList<TNotification>(
    'notification',
    { filter: { unread: true }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' } },
    live,
  );
  return { count: isError ? 0 : total, loaded: isSuccess, refetch };
};

/** The newest notifications, read or not (a worker has no /notification page to find older ones). */
export const useLatestNotifications = (perPage = 5) => {
  const { data = [], isError, refetch } = useGetList<TNotification>(
    'notification',
    { pagination: { page: 1, perPage }, sort: { field: 'id', order: 'DESC' } },
    live,
  );
  return { items: isError ? [] : data, refetch };
};

/** react-query follows tab visibility; a desktop window regaining focus should refresh as well. */
export const useRefetchOnFocus = (refetch: () => unknown) => {
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
};

/**
 * A new notification means a request was made or decided: the leave screens on show read again,
 * so a worker sees the decision and the new balance without a reload.
 */
export const useRefreshOnNews = (count: number, loaded: boolean) => {
  const queryClient = useQueryClient();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (previous.current !== null && count > previous.current) void queryClient.invalidateQueries({ queryKey: ['permission'] });
    previous.current = count;
  }, [count, loaded, queryClient]);
};

export const useRefreshNotifications = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['notification'] }), [queryClient]);
};

export const markNotificationRead = async (id: Identifier) =>
  (await request<TNotification>(`api/notification/${id}/read`, { method: 'POST', body: {}, toast: 'silent' })).json;

export const markAllNotificationsRead = async () =>
  (await request<{ message: string; count: number }>('api/notification/read-all', { method: 'POST', body: {}, toast: 'silent' })).json;

/** '5 minuti fa', '2 giorni fa' in the user's language; a date after a week. */
export const timeAgo = (iso: string, locale: string, now: number = Date.now()): string => {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  // dd/MM/yyyy in every language, as every date of the app (English would read 11/23/2026).
  if (Math.abs(seconds) >= 7 * 86_400) return new Date(iso).toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' });
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [['day', 86_400], ['hour', 3_600], ['minute', 60]];
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
};
