import { Alert, Box, Chip, LinearProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useAppState } from '../../state/useAppState';
import { formatTime } from '../attendance/format';
import { TodayPanel } from '../TodayPanel';
import { useDashboard } from './api';
import { MonthSection } from './MonthSection';
import { NowSection, TodoSection } from './Sections';

/**
 * /dashboard (admin, moderator), in the top bar's company: now, what to act on, the month, each
 * figure a link to the list that explains it, then today's people. Read again every 30 s and on
 * focus; the figures shown stay in place while the next ones load.
 */
export const DashboardPage = () => {
  const translate = useTranslate();
  const company = useAppState((s) => s.company);
  const { data, isError, isFetching } = useDashboard();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="dashboard">
      <Title title="areas.dashboard" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Chip label={translate('dashboard.scope', { name: company.id === 0 ? translate('topbar.allCompanies') : company.name })} />
        <Typography variant="body2" color="text.secondary" role="status" data-testid="dashboard-updated" data-at={data?.at ?? ''}>
          {data ? translate('dashboard.updated', { time: formatTime(data.at) }) : ''}
        </Typography>
      </Box>
      <LinearProgress aria-hidden sx={{ visibility: isFetching ? 'visible' : 'hidden', my: -1.5, borderRadius: 1 }} />
      {isError && <Alert severity="error">{translate('dashboard.loadError')}</Alert>}
      {data && (
        <>
          <NowSection data={data} />
          <TodoSection data={data} />
          <MonthSection data={data} />
        </>
      )}
      <TodayPanel />
    </Box>
  );
};
