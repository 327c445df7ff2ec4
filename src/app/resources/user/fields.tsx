import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate, todayInRome } from '../../../shared/dates';
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

type TStatusSubject = { active?: boolean; hireDate?: string | null; endDate?: string | null; sex?: string | null };

/**
 * What the office needs to read of a person at a glance: deactivated; or, while the account is
 * active, an employment that has ended (they can no longer clock in) or not begun; or active.
 */
export const userStatus = (record: TStatusSubject, today = todayInRome()): { key: string; color: 'default' | 'warning' | 'info' | 'success'; date?: string } => {
  if (!record.active) return { key: 'resources.user.active.false', color: 'default' };
  // Italian agrees with the person: 'Cessato' or 'Cessata'.
  const f = record.sex === 'F' ? 'F' : '';
  if (record.endDate && today > record.endDate) return { key: `resources.user.employment.ended${f}`, date: record.endDate, color: 'warning' };
  if (record.hireDate && today < record.hireDate) return { key: `resources.user.employment.notStarted${f}`, date: record.hireDate, color: 'info' };
  return { key: 'resources.user.active.true', color: 'success' };
};

export const useUserStatusLabel = () => {
  const translate = useTranslate();
  return (record: TStatusSubject) => {
    const status = userStatus(record);
    return translate(status.key, status.date ? { date: formatDate(status.date) } : undefined);
  };
};

export const ActiveField = (_props: TFieldProps) => {
  const record = useRecordContext<TStatusSubject>();
  const label = useUserStatusLabel();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={userStatus(record).color} label={label(record)} sx={{ fontWeight: 600, width: 'fit-content' }} />;
};
