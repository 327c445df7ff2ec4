import { Box } from '@mui/material';
import { EditButton, EmailField, Labeled, Show, TextField, TopToolbar } from 'react-admin';
import { canAccess } from '../../../shared/access';
import { CompanyNameField } from '../../components/companies';
import { missingProps } from '../../components/RecordMissing';
import { useSessionUser } from '../../state/useAppState';
import { ClientActiveField } from './ClientList';
import { ClientRequests } from './ClientRequests';
import { ClientStatements } from './ClientStatements';
import { ClientSites } from './ClientSites';
import { ClientUsers } from './ClientUsers';
import { ShowGroup } from '../../components/ShowGroup';

const Actions = () => {
  const user = useSessionUser();
  return <TopToolbar>{canAccess(user?.roles, { resource: 'client', action: 'edit' }) && <EditButton />}</TopToolbar>;
};

/** The client's data, its latest service requests, its sites on the map and, for the back office, its users. */
export const ClientShow = () => (
  <Show actions={<Actions />} sx={{ '& .RaShow-card': { bgcolor: 'transparent', border: 0, boxShadow: 'none', overflow: 'visible' } }} {...missingProps}>
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ShowGroup title="resources.client.sections.identity">
        <Labeled><TextField source="name" /></Labeled>
        <Labeled source="companyId"><CompanyNameField /></Labeled>
        <Labeled><TextField source="vat" emptyText="—" /></Labeled>
        <Labeled><TextField source="fiscalCode" emptyText="—" /></Labeled>
        <Labeled source="active"><ClientActiveField /></Labeled>
      </ShowGroup>
      <ShowGroup title="resources.client.sections.contacts">
        <Labeled><TextField source="contactName" emptyText="—" /></Labeled>
        <Labeled><TextField source="address" emptyText="—" /></Labeled>
        <Labeled><TextField source="phone" emptyText="—" /></Labeled>
        <Labeled><EmailField source="email" emptyText="—" /></Labeled>
        <Labeled><EmailField source="pec" emptyText="—" /></Labeled>
        <Labeled><TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-line' }} /></Labeled>
      </ShowGroup>
      <ClientRequests />
      <ClientStatements />
      <ClientSites />
      <ClientUsers />
    </Box>
  </Show>
);
