import { lazy, Suspense } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import { Link, Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../state/useAppState';
import { CURRENT_KEY, fetchCurrent, fetchPendingLeave } from './api';
import { DeadlineBanner } from './DeadlineBanner';
import { DutyStatus } from './DutyStatus';
import { dutyOf } from './pending';
import { PendingClocks } from './PendingClocks';
import { RecordRow } from './RecordRow';
import { ONE_TAP } from './sites';
import { useOfflineClocks } from './useOfflineClocks';

// The roster's own chunk, fetched after the page: the first load stays under its budget.
const NextShiftsCard = lazy(() => import('../shifts/NextShiftsCard').then((m) => ({ default: m.NextShiftsCard })));

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

const CLOCK_SX = { minHeight: 72, fontSize: '1.35rem', fontWeight: 800, borderRadius: 3, '& .MuiButton-startIcon svg': { fontSize: 30 } } as const;

/**
 * The big button: green to clock in, red to clock out, and neither while today's state is unknown
 * (loading or failed), so nobody on duty is offered a clock-in.
 */
const ClockButton = ({ open, known, failed }: { open: boolean; known: boolean; failed: boolean }) => {
  const translate = useTranslate();
  if (!known) {
    return (
      <Button variant="contained" color="inherit" size="large" disabled data-testid="landing-clock" data-state={failed ? 'error' : 'loading'} startIcon={<AccessTimeOutlined />} sx={CLOCK_SX}>
        {translate(failed ? 'attendance.landing.clockUnavailable' : 'app.loading')}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to="/home/attendance"
      // Clocking in, the next screen reads the position at once and proposes the site it is in.
      state={open ? undefined : ONE_TAP}
      variant="contained"
      color={open ? 'error' : 'success'}
      size="large"
      data-testid="landing-clock"
      data-state={open ? 'out' : 'in'}
      startIcon={open ? <LogoutOutlined /> : <LoginOutlined />}
      sx={CLOCK_SX}
    >
      {translate(open ? 'attendance.landing.clockOut' : 'attendance.landing.clockIn')}
    </Button>
  );
};

/** How many leave requests wait: nothing claimed until the count is known. */
const PendingLeave = () => {
  const translate = useTranslate();
  const { data: pending, isPending, isError } = useQuery({ queryKey: ['permission', 'pending-count'], queryFn: ({ signal }) => fetchPendingLeave(signal) });
  const label = isPending ? <Skeleton width="60%" data-testid="pending-loading" />
    : isError ? translate('attendance.landing.pendingUnknown')
      : pending ? translate('attendance.landing.pendingLeave', { smart_count: pending }) : translate('attendance.landing.noPending');
  return (
    <Button
      component={Link}
      to="/home/permission"
      startIcon={<BeachAccessOutlined />}
      fullWidth
      data-testid="pending-leave"
      aria-busy={isPending}
      sx={{ justifyContent: 'flex-start', minHeight: 48, textAlign: 'left' }}
    >
      {label}
    </Button>
  );
};

/**
 * /home/landing: the worker's first screen, kept small. Today's state, one big button that opens
 * the clocking screen (where the site, the notice and the position are dealt with), the taps kept
 * on the phone waiting to be sent, the last records, the worker's deadlines that need them, and
 * what is pending.
 */
export const LandingPage = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const { data: current, isError, isPending, isFetching, refetch } = useQuery({ queryKey: CURRENT_KEY, queryFn: ({ signal }) => fetchCurrent(signal) });
  // Taps kept on the phone (no network) count already: after a kept clock-in, the button clocks out.
  const offline = useOfflineClocks();
  const open = current ? dutyOf(current, offline.pending).open : false;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', display: 'grid', gap: 2 }}>
      <Title title="menu.landingHome" />
      <Box data-testid="welcome">
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {translate('attendance.landing.greeting', { name: user?.firstName || user?.username || '' })}
        </Typography>
      </Box>
      {isError && (
        <Alert
          severity="error"
          data-testid="landing-error"
          action={
            <Button color="inherit" size="large" onClick={() => void refetch()} disabled={isFetching} data-testid="landing-retry" sx={{ minHeight: 44 }}>
              {translate('attendance.clock.retry')}
            </Button>
          }
        >
          {translate('attendance.landing.loadError')}
        </Alert>
      )}
      {current && <DutyStatus current={current} pending={offline.pending} />}
      {isPending && <Skeleton variant="rounded" height={96} data-testid="duty-loading" sx={{ borderRadius: 3 }} />}
      <ClockButton open={open} known={!!current} failed={isError} />
      <PendingClocks offline={offline} />
      <Suspense fallback={null}><NextShiftsCard /></Suspense>
      <DeadlineBanner />
      <Section
        title={translate('attendance.landing.recent')}
        action={<Button component={Link} to="/home/my-attendances" size="small" sx={{ minHeight: 44 }}>{translate('attendance.landing.allRecords')}</Button>}
      >
        {isPending && <Skeleton variant="rounded" height={48} />}
        {current && !current.recent.length && <Typography color="text.secondary">{translate('attendance.landing.noRecent')}</Typography>}
        {current?.recent.slice(0, 3).map((record) => <RecordRow key={record.id} record={record} />)}
      </Section>
      <Section title={translate('attendance.landing.pending')}>
        <PendingLeave />
      </Section>
    </Box>
  );
};
