import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { PERMISSION_TYPES } from '../../../shared/leave';
import { useSessionUser } from '../../state/useAppState';
import { hasAnyRole } from '../../../shared/roles';

const typeChoices = PERMISSION_TYPES.map((type) => ({ id: type, name: `resources.permission.types.${type}` }));

const userName = (user: { firstName?: string | null; lastName?: string | null; email?: string }) =>
  [user.lastName, user.firstName].filter(Boolean).join(' ') || user.email || '';

/**
 * Search, type, worker and a period (requests touching it). The company is the top bar's; the
 * worker picker reads api/user, which is back office only, so accounting searches by name.
 */
export const usePermissionFilters = () => {
  const user = useSessionUser();
  const backOffice = hasAnyRole(user?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
    ...(backOffice
      ? [
          <ReferenceInput key="userId" source="userId" reference="user" sort={{ field: 'lastName', order: 'ASC' }}>
            <AutocompleteInput optionText={userName} filterToQuery={(q: string) => ({ q })} label="resources.permission.fields.userId" sx={{ minWidth: 240 }} />
          </ReferenceInput>,
        ]
      : []),
    <DateInput key="from" source="endDate_gte" />,
    <DateInput key="to" source="startDate_lte" />,
  ];
};
