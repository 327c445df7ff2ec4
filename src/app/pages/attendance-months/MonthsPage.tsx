import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useAppState } from '../../state/useAppState';
import { fetchMonths } from './api';
import { MonthRow } from './MonthRow';

/**
 * /attendance/months, payroll's home: each company of the top bar's choice ('Tutte le aziende': all
 * of the caller's) with its last twelve months, open, ready to close or closed, what stops a month
 * from closing (each record linked), the month sheet's downloads, closing and reopening.
 */
export const MonthsPage = () => {
  const translate = useTranslate();
  const companyId = useAppState((s) => s.company.id);
  const queryClient = useQueryClient();
  const key = ['attendance', 'months', companyId];
  const { data, error, isPending } = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchMonths(companyId, signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['attendance', 'months'] });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="months.title" />
      <Typography color="text.secondary">{translate('months.intro')}</Typography>
      {isPending && <LinearProgress aria-label={translate('months.title')} />}
      {error && <Alert severity="error">{translate('months.loadError')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('months.empty')}</Alert>}
      {data?.map((company) => (
        <Card key={company.companyId} sx={{ borderRadius: 3 }} data-testid={`months-company-${company.companyId}`}>
          <CardContent sx={{ p: { xs: 2, md: 3 } }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>{company.companyName}</Typography>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {company.months.map((status) => (
                <MonthRow key={status.month} companyId={company.companyId} company={company.companyName} status={status} onChanged={refresh} />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
