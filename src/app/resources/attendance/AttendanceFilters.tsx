import { useEffect } from 'react';
import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, SearchInput, SelectInput, useListContext } from 'react-admin';
import { INSIDE_VALUES } from '../../../shared/attendance';
import { hasAnyRole } from '../../../shared/roles';
import { useSessionUser } from '../../state/useAppState';

const insideChoices = INSIDE_VALUES.map((value) => ({ id: value, name: `attendance.inside.${value}` }));

const userName = (user: { firstName?: string | null; lastName?: string | null; email?: string }) =>
  [user.lastName, user.firstName].filter(Boolean).join(' ') || user.email || '';

/**
 * Search (worker, site, note), worker, site, check-in dates, inside/outside, in progress, missed
 * clock-out, review flag. The company is the top bar's. The worker and site pickers read
 * back-office lists, so accounting searches by name instead.
 */
export const useAttendanceFilters = () => {
  const user = useSessionUser();
  const backOffice = hasAnyRole(user?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <DateInput key="from" source="checkIn_gte" alwaysOn />,
    <DateInput key="to" source="checkIn_lte" alwaysOn />,
    ...(backOffice
      ? [
          <ReferenceInput key="userId" source="userId" reference="user" sort={{ field: 'lastName', order: 'ASC' }}>
            <AutocompleteInput optionText={userName} filterToQuery={(q: string) => ({ q })} label="resources.attendance.fields.userId" sx={{ minWidth: 240 }} />
          </ReferenceInput>,
          <ReferenceInput key="siteId" source="siteId" reference="client-site" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} label="resources.attendance.fields.siteId" sx={{ minWidth: 240 }} />
          </ReferenceInput>,
        ]
      : []),
    <SelectInput key="inside" source="inside" choices={insideChoices} />,
    <BooleanInput key="open" source="open" />,
    <BooleanInput key="missed" source="missed" label="resources.attendance.fields.missed" />,
    <BooleanInput key="reviewFlag" source="reviewFlag" label="resources.attendance.fields.reviewFlag" />,
  ];
};

/**
 * The site picker lists client sites, but a site id alone may also be a company place's: the
 * type goes with it, and goes away with it when the filter is cleared or hidden.
 */
export const SiteTypeSync = () => {
  const { filterValues, setFilters } = useListContext();
  const { siteId, siteType } = filterValues as { siteId?: unknown; siteType?: unknown };
  useEffect(() => {
    if (siteId != null && siteId !== '' && siteType !== 'CLIENT_SITE') setFilters({ ...filterValues, siteType: 'CLIENT_SITE' });
    else if ((siteId == null || siteId === '') && siteType !== undefined) {
      const { siteType: _dropped, ...rest } = filterValues as Record<string, unknown>;
      setFilters(rest);
    }
  }, [siteId, siteType, filterValues, setFilters]);
  return null;
};
