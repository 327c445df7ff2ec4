import { useGetList } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { useSessionUser } from '../../state/useAppState';

/** Every sick-leave certificate of the signed-in user (a worker has a handful a year). */
export const useOwnSickLeaves = () => {
  const user = useSessionUser();
  return useGetList<TPermission>(
    'permission',
    {
      filter: { userId: user?.id, type: 'MALATTIA' },
      sort: { field: 'startDate', order: 'DESC' },
      pagination: { page: 1, perPage: 200 },
      meta: { unscoped: true },
    },
    { enabled: !!user },
  );
};
