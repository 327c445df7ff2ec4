import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { EditButton, EmailField, Labeled, Show, TextField, TopToolbar, useTranslate } from 'react-admin';
import { canAccess } from '../../../shared/access';
import { CompanyNameField } from '../../components/companies';
import { missingProps } from '../../components/RecordMissing';
import { useSessionUser } from '../../state/useAppState';
import { ClientActiveField } from './ClientList';
import { ClientSites } from './ClientSites';
import { ClientUsers } from './ClientUsers';

const Actions = () => {
  const user = useSessionUser();
  return <TopToolbar>{canAccess(user?.roles, { resource: 'client', action: 'edit' }) && <EditButton />}</TopToolbar>;
};

const Group = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent>
        <Typography variant="subtitle2" color="primary" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.06em' }}>{translate(title)}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
};

/** The client's data, its sites on the map and, for the back office, its users. */
export const ClientShow = () => (
  <Show actions={<Actions />} sx={{ '& .RaShow-card': { bgcolor: 'transparent', border: 0, boxShadow: 'none', overflow: 'visible' } }} {...missingProps}>
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Group title="resources.client.sections.identity">
        <Labeled><TextField source="name" /></Labeled>
        <Labeled source="companyId"><CompanyNameField /></Labeled>
        <Labeled><TextField source="vat" emptyText="—" /></Labeled>
        <Labeled><TextField source="fiscalCode" emptyText="—" /></Labeled>
        <Labeled source="active"><ClientActiveField /></Labeled>
      </Group>
      <Group title="resources.client.sections.contacts">
        <Labeled><TextField source="contactName" emptyText="—" /></Labeled>
        <Labeled><TextField source="address" emptyText="—" /></Labeled>
        <Labeled><TextField source="phone" emptyText="—" /></Labeled>
        <Labeled><EmailField source="email" emptyText="—" /></Labeled>
        <Labeled><EmailField source="pec" emptyText="—" /></Labeled>
        <Labeled><TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-line' }} /></Labeled>
      </Group>
      <ClientSites />
      <ClientUsers />
    </Box>
  </Show>
);
