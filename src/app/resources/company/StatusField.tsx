import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TCompanyStatus } from '../../../shared/schemas/company';

const COLORS: Record<TCompanyStatus, 'success' | 'warning' | 'default'> = {
  ACTIVE: 'success',
  SUSPENDED: 'warning',
  CLOSED: 'default',
};

export const StatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ status?: TCompanyStatus }>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[record.status]}
      label={translate(`resources.company.status.${record.status}`)}
      sx={{ fontWeight: 600, width: 'fit-content' }}
    />
  );
};
