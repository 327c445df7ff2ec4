import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import { Link, Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../state/useAppState';
import { CURRENT_KEY, fetchCurrent, fetchPendingLeave } from './api';
import { DutyStatus } from './DutyStatus';
import { RecordRow } from './RecordRow';

const Section = ({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) => (
  <Card sx={{ borderRadius: 3 }}>
    <CardContent sx={{ pb: '12px !important' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800 }}>{title}</Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);

/**
 * /home/landing: the worker's first screen, kept small. Today's state, one big button that opens
 * the clocking screen (where the site, the notice and the position are dealt with), the last
 * records and what is pending.
 */
export const LandingPage = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const { data: current, isError } = useQuery({ queryKey: CURRENT_KEY, queryFn: ({ signal }) => fetchCurrent(signal) });
  const { data: pending } = useQuery({ queryKey: ['permission', 'pending-count'], queryFn: ({ signal }) => fetchPendingLeave(signal) });
  const open = !!current?.open;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', display: 'grid', gap: 2 }}>
      <Title title="menu.landingHome" />
      <Box data-testid="welcome">
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {translate('attendance.landing.greeting', { name: user?.firstName || user?.username || '' })}
        </Typography>
      </Box>
      {isError && <Alert severity="error">{translate('attendance.landing.loadError')}</Alert>}
      {current && <DutyStatus current={current} />}
      <Button
        component={Link}
        to="/home/attendance"
        variant="contained"
        color={open ? 'error' : 'success'}
        size="large"
        data-testid="landing-clock"
        startIcon={open ? <LogoutOutlined /> : <LoginOutlined />}
        sx={{ minHeight: 72, fontSize: '1.35rem', fontWeight: 800, borderRadius: 3, '& .MuiButton-startIcon svg': { fontSize: 30 } }}
      >
        {translate(open ? 'attendance.landing.clockOut' : 'attendance.landing.clockIn')}
      </Button>
      <Section
        title={translate('attendance.landing.recent')}
        action={<Button component={Link} to="/home/my-attendances" size="small">{translate('attendance.landing.allRecords')}</Button>}
      >
        {current && !current.recent.length && <Typography color="text.secondary">{translate('attendance.landing.noRecent')}</Typography>}
        {current?.recent.slice(0, 3).map((record) => <RecordRow key={record.id} record={record} />)}
      </Section>
      <Section title={translate('attendance.landing.pending')}>
        <Button
          component={Link}
          to="/home/permission"
          startIcon={<BeachAccessOutlined />}
          fullWidth
          data-testid="pending-leave"
          sx={{ justifyContent: 'flex-start', minHeight: 48, textAlign: 'left' }}
        >
          {pending ? translate('attendance.landing.pendingLeave', { smart_count: pending }) : translate('attendance.landing.noPending')}
        </Button>
      </Section>
    </Box>
  );
};
