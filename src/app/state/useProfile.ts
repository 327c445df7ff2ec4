import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '../../shared/schemas/user';
import { request } from '../providers/httpClient';
import { useSessionUser } from './useAppState';

export const PROFILE_KEY = ['auth', 'me'] as const;

/** GET api/auth/me: the signed-in user's whole profile, with the names of their companies. */
export const useProfile = () => {
  const user = useSessionUser();
  return useQuery({
    queryKey: [...PROFILE_KEY, user?.id],
    queryFn: async ({ signal }) => (await request<TProfile>('api/auth/me', { signal })).json,
    enabled: !!user,
    staleTime: 60_000,
  });
};

export const useRefreshProfile = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
};
