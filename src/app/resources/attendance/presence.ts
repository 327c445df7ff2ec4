import { useQuery } from '@tanstack/react-query';
import { PRESENCE_STATES } from '../../../shared/attendance';
import type { TPresence } from '../../../shared/schemas/attendance-views';
import { request } from '../../providers/httpClient';
import { useAppState } from '../../state/useAppState';

/** The chip colour of each presence state. */
export const COLOR = { PRESENT: 'success', LEFT: 'default', ON_LEAVE: 'info', ABSENT: 'warning' } as const;
export const PRESENCE_REFRESH_MS = 30_000;

/** Today's state of the people of the top bar's company (all in scope for 'Tutte le aziende'), read again every 30 s. */
export const usePresence = () => {
  const company = useAppState((s) => s.company);
  return useQuery({
    queryKey: ['attendance', 'presence', company.id],
    queryFn: async ({ signal }) =>
      (await request<TPresence[]>('api/attendance/users', { signal, query: company.id ? { companyId: String(company.id) } : undefined })).json,
    refetchInterval: PRESENCE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
};

/** How many people are in each state, in the order of PRESENCE_STATES. */
export const presenceCounts = (people: TPresence[] | undefined) =>
  PRESENCE_STATES.map((state) => [state, (people ?? []).filter((p) => p.state === state).length] as const);
