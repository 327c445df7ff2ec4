import { Box } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { CompanyInput } from '../../components/companies';
import { Section } from '../user/UserInputs';
import { ZClientCreate } from '../../../shared/schemas/client';
import { requiredKeys } from '../../components/requiredFields';

/** The fields the schema requires, marked with an asterisk. */
const REQUIRED = requiredKeys(ZClientCreate);

/** Every field of the client, shared by create and edit: partita IVA and/or codice fiscale. */
export const ClientInputs = ({ edit = false }: { edit?: boolean }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
    <Section title="resources.client.sections.identity" />
    <TextInput source="name" required={REQUIRED.has('name')} fullWidth />
    <CompanyInput helperText="resources.client.companyHelp" required={REQUIRED.has('companyId')} />
    <TextInput source="vat" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} helperText="resources.client.identityHelp" />
    <TextInput source="fiscalCode" fullWidth parse={(v: string) => (v ?? '').toUpperCase()} />
    {edit && <BooleanInput source="active" />}
    <Section title="resources.client.sections.contacts" />
    <TextInput source="contactName" fullWidth />
    <TextInput source="address" fullWidth />
    <TextInput source="phone" type="tel" fullWidth />
    <TextInput source="email" type="email" fullWidth />
    <TextInput source="pec" type="email" fullWidth />
    <Box />
    <Section title="resources.client.sections.notes" />
    <Box sx={{ gridColumn: '1 / -1' }}>
      <TextInput source="notes" fullWidth multiline minRows={3} />
    </Box>
  </Box>
);
