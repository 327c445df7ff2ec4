import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '../attendance/format';
import { fetchMyShifts, MY_SHIFTS_KEY } from './api';
import { OrdersButton, ShiftWhen } from './NextShiftsCard';
import { upcoming } from './shifts';
import { byWeek } from './weeks';

/**
 * /home/shifts 'I miei turni': the guard's published shifts of the coming weeks, by week from
 * Monday; each with where, for whom, and its post orders (to read, or read again).
 */
export const MyShiftsPage = () => {
  const translate = useTranslate();
  const { data, isPending, isError, isFetching, refetch } = useQuery({ queryKey: MY_SHIFTS_KEY, queryFn: ({ signal }) => fetchMyShifts(signal) });
  const weeks = byWeek(upcoming(data ?? []));
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }} data-testid="my-shifts">
      <Title title="menu.myShifts" />
      {isPending && <Skeleton variant="rounded" height={120} sx={{ borderRadius: 3 }} />}
      {isError && (
        <Alert
          severity="error"
          action={<Button color="inherit" size="large" onClick={() => void refetch()} disabled={isFetching} sx={{ minHeight: 44 }}>{translate('attendance.clock.retry')}</Button>}
        >
          {translate('workforce.my.loadError')}
        </Alert>
      )}
      {data && !weeks.length && <Typography color="text.secondary">{translate('workforce.my.none')}</Typography>}
      {weeks.map((week) => (
        <Card key={week.monday} component="section" aria-labelledby={`week-${week.monday}`} sx={{ borderRadius: 3 }} data-testid="shift-week" data-monday={week.monday}>
          <CardContent sx={{ pb: '12px !important' }}>
            <Typography id={`week-${week.monday}`} variant="subtitle1" component="h2" sx={{ fontWeight: 800, mb: 0.5 }}>
              {translate('workforce.my.week', { date: formatDay(week.monday) })}
            </Typography>
            {week.shifts.map((shift) => (
              <Box
                key={shift.id}
                data-testid="my-shift"
                data-id={shift.id}
                data-status={shift.status}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.25, borderTop: 1, borderColor: 'divider' }}
              >
                <ShiftWhen shift={shift} where={[shift.postName, shift.siteName, shift.clientName].filter(Boolean).join(' · ')} />
                <OrdersButton shift={shift} />
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
