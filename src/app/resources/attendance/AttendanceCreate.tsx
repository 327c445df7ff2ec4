import { AutocompleteInput, Create, ReferenceInput, required, SimpleForm } from 'react-admin';
import { AttendanceInputs } from './AttendanceInputs';

const userName = (user: { firstName?: string | null; lastName?: string | null; email?: string }) =>
  [user.lastName, user.firstName].filter(Boolean).join(' ') || user.email || '';

/** A client site's id is sent with its type; no site is allowed (a record kept by hand). */
const withSiteType = (data: Record<string, unknown>) => ({
  ...data,
  siteType: data.siteId ? 'CLIENT_SITE' : null,
  siteId: data.siteId ?? null,
});

/** A record entered by hand (source MANUAL), with the reason that goes in its history. */
export const AttendanceCreate = () => (
  <Create redirect="show" transform={withSiteType}>
    <SimpleForm sx={{ maxWidth: 640 }}>
      <ReferenceInput source="userId" reference="user" sort={{ field: 'lastName', order: 'ASC' }}>
        <AutocompleteInput optionText={userName} filterToQuery={(q: string) => ({ q })} validate={required()} fullWidth />
      </ReferenceInput>
      <ReferenceInput source="siteId" reference="client-site" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} fullWidth />
      </ReferenceInput>
      <AttendanceInputs />
    </SimpleForm>
  </Create>
);
