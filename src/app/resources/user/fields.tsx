import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { companyNameOf, useCompanyChoices } from '../../components/companies';

export { fullName } from './name';

type TFieldProps = { source?: string; label?: string; sortable?: boolean };

export const RolesField = (_props: TFieldProps) => {
  const record = useRecordContext<{ roles?: string[] }>();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {record?.roles?.map((role) => <Chip key={role} size="small" variant="outlined" color="primary" label={translate(`roles.${role}`)} />)}
    </Box>
  );
};

export const CompaniesField = (_props: TFieldProps) => {
  const record = useRecordContext<{ companyIds?: number[] }>();
  const { choices } = useCompanyChoices();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {record?.companyIds?.map((id) => <Chip key={id} size="small" label={companyNameOf(choices, id)} />)}
    </Box>
  );
};

export const ActiveField = (_props: TFieldProps) => {
  const record = useRecordContext<{ active?: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.active ? 'success' : 'default'}
      label={translate(record.active ? 'resources.user.active.true' : 'resources.user.active.false')}
      sx={{ fontWeight: 600, width: 'fit-content' }}
    />
  );
};
