import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { COMPANY_STATUSES, ZCompanyCreate } from '../../../shared/schemas/company';
import { CeoInput } from './CeoInput';
import { PatronDayInput } from './PatronDayInput';
import { requiredKeys } from '../../components/requiredFields';

/** The fields the schema requires, marked with an asterisk. */
const REQUIRED = requiredKeys(ZCompanyCreate);

export const statusChoices = COMPANY_STATUSES.map((status) => ({ id: status, name: `resources.company.status.${status}` }));

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" color="primary" sx={{ gridColumn: '1 / -1', mt: 1, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
      {translate(title)}
    </Typography>
  );
};

/** Every field of the company, shared by create and edit; the CEO exists only once the company does. */
export const CompanyInputs = ({ edit = false }: { edit?: boolean }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
    <Section title="resources.company.sections.identity" />
    <TextInput source="name" required={REQUIRED.has('name')} fullWidth />
    <TextInput source="vat" required={REQUIRED.has('vat')} fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    <TextInput source="legalForm" fullWidth />
    <TextInput source="reaNumber" fullWidth />
    <SelectInput source="status" choices={statusChoices} fullWidth defaultValue="ACTIVE" />
    {edit ? <CeoInput /> : <Box />}
    <Section title="resources.company.sections.contacts" />
    <TextInput source="registeredOffice" fullWidth />
    <TextInput source="headOffice" fullWidth />
    <TextInput source="phone" fullWidth type="tel" />
    <TextInput source="email" fullWidth type="email" />
    <TextInput source="pec" fullWidth type="email" />
    <TextInput source="website" fullWidth />
    <Section title="resources.company.sections.calendar" />
    <PatronDayInput />
    <Box />
    <Section title="resources.company.sections.notes" />
    <Box sx={{ gridColumn: '1 / -1' }}>
      <TextInput source="description" fullWidth multiline minRows={3} />
    </Box>
  </Box>
);
