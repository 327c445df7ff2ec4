import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDashboard, TDashboardLink } from '../../../shared/schemas/dashboard';
import { request } from '../../providers/httpClient';
import { useAppState } from '../../state/useAppState';

/** How often the dashboard reads its figures again while it is in sight (and on focus). */
export const DASHBOARD_REFRESH_MS = 30_000;

/**
 * The dashboard of the top bar's company (all of the caller's for 'Tutte le aziende'), in one
 * request, read again every 30 s and when the window gets the focus back; the figures shown stay
 * while the next ones load, so a refresh never blanks the page.
 */
export const useDashboard = () => {
  const company = useAppState((s) => s.company);
  return useQuery({
    queryKey: ['dashboard', company.id],
    queryFn: async ({ signal }) => (await request<TDashboard>('api/dashboard', { signal, query: company.id ? { companyId: String(company.id) } : undefined })).json,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
};

/**
 * Where a figure opens: its path, and for a list its filter with the filter's inputs shown (the
 * top bar's company is added by the list itself). A path with its own query is kept as it is.
 */
export const hrefOf = (link: TDashboardLink) => {
  if (!link.filter || link.path.includes('?')) return link.path;
  const displayed = Object.fromEntries(Object.keys(link.filter).map((key) => [key, true]));
  return `${link.path}?${new URLSearchParams({ filter: JSON.stringify(link.filter), displayedFilters: JSON.stringify(displayed) })}`;
};
