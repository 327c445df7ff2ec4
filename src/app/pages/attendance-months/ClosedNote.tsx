import { Alert } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { romeDateOf } from '../../../shared/attendance';
import { formatDate } from '../../../shared/dates';
import { fetchMonths } from './api';

/** On the month sheet: "Chiuso il … da …" when payroll closed the month (of the last twelve the months page shows). */
export const ClosedNote = ({ companyId, month }: { companyId: number; month: string }) => {
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['attendance', 'months', companyId], queryFn: ({ signal }) => fetchMonths(companyId, signal) });
  const closure = data?.[0]?.months.find((m) => m.month === month)?.closure;
  if (!closure) return null;
  return (
    <Alert severity="info" icon={<LockOutlined />} data-testid="month-closed-note" sx={{ mt: 2 }}>
      {translate('months.closedOn', { date: formatDate(romeDateOf(closure.closedAt)), name: closure.closedByName ?? translate('months.unknown') })}
    </Alert>
  );
};
