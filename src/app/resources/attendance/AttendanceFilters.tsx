import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { INSIDE_VALUES } from '../../../shared/attendance';
import { hasAnyRole } from '../../../shared/roles';
import { useAppState, useSessionUser } from '../../state/useAppState';
import { SiteInput } from './SiteInput';

const insideChoices = INSIDE_VALUES.map((value) => ({ id: value, name: `attendance.inside.${value}` }));

const userName = (user: { firstName?: string | null; lastName?: string | null; email?: string }) =>
  [user.lastName, user.firstName].filter(Boolean).join(' ') || user.email || '';

/**
 * Search (worker, site, note), worker, site (a company place or a client's site of the top bar's
 * company, sent as `site: 'PLACE:3'`), check-in dates, to sort out (a missed clock-out or a review
 * flag), inside/outside (either position), without clock-out, missed clock-out, review flag, offline. The company is the top bar's. The worker and site pickers read
 * back-office lists, so accounting searches by name instead.
 */
export const useAttendanceFilters = () => {
  const user = useSessionUser();
  const backOffice = hasAnyRole(user?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
  const companyId = useAppState((s) => s.company.id);
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <DateInput key="from" source="checkIn_gte" alwaysOn />,
    <DateInput key="to" source="checkIn_lte" alwaysOn />,
    ...(backOffice
      ? [
          <ReferenceInput key="userId" source="userId" reference="user" sort={{ field: 'lastName', order: 'ASC' }}>
            <AutocompleteInput optionText={userName} filterToQuery={(q: string) => ({ q })} label="resources.attendance.fields.userId" sx={{ minWidth: 240 }} />
          </ReferenceInput>,
          <SiteInput key="site" source="site" label="resources.attendance.fields.siteId" companyIds={companyId ? [companyId] : undefined} helperText={false} sx={{ width: { xs: '100%', sm: 320 } }} />,
        ]
      : []),
    // What the month's close must sort out: missed clock-outs and records flagged for review, in one list.
    <BooleanInput key="attention" source="attention" label="resources.attendance.fields.attention" defaultValue />,
    // Either position, at clock-in or at clock-out.
    <SelectInput key="inside" source="inside" choices={insideChoices} />,
    // Added switched on: adding 'Da verificare' means wanting those records, not one more click.
    <BooleanInput key="open" source="open" defaultValue />,
    <BooleanInput key="missed" source="missed" label="resources.attendance.fields.missed" defaultValue />,
    <BooleanInput key="reviewFlag" source="reviewFlag" label="resources.attendance.fields.reviewFlag" defaultValue />,
    // Taps the phone sent late, timed by the phone: the office checks them.
    <BooleanInput key="offline" source="offline" label="resources.attendance.fields.offline" defaultValue />,
  ];
};
