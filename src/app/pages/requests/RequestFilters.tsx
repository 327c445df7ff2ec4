import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { REQUEST_STATUSES, SERVICE_TYPES } from '../../../shared/schemas/request';

const statusChoices = REQUEST_STATUSES.map((status) => ({ id: status, name: `request.status.${status}` }));
const typeChoices = SERVICE_TYPES.map((type) => ({ id: type, name: `request.serviceType.${type}` }));

/**
 * Search, status and client at hand; site, service, the days of the service and the day it was
 * sent (Rome days, the last one included) behind the filter button. The company is the top bar's, added by the dataProvider.
 */
export const requestFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="resources.request.fields.status" choices={statusChoices} alwaysOn />,
  <ReferenceInput key="clientId" source="clientId" reference="client" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="resources.request.fields.clientId" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="siteId" source="siteId" reference="client-site" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="resources.request.fields.siteId" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="serviceType" source="serviceType" label="resources.request.fields.serviceType" choices={typeChoices} />,
  <DateInput key="startFrom" source="startDate_gte" label="officeRequests.filters.startFrom" />,
  <DateInput key="startTo" source="startDate_lte" label="officeRequests.filters.startTo" />,
  <DateInput key="sentFrom" source="createdAt_gte" label="officeRequests.filters.sentFrom" />,
  <DateInput key="sentTo" source="createdAt_lte" label="officeRequests.filters.sentTo" />,
];
