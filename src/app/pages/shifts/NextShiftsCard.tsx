import { lazy, Suspense, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import { Link, useLocale, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { todayInRome } from '../../../shared/dates';
import { fetchMyShifts, MY_SHIFTS_KEY } from './api';
import { dayLabel, ordersToRead, timeRange, upcoming, type TMyShift } from './shifts';

// The card, its rows and its orders button in one module: the landing page fetches one small
// chunk, and 'I miei turni' reuses the rows from it.

// The dialog is fetched on the first tap only: the landing page's first load carries none of it.
const OrdersDialog = lazy(() => import('./OrdersDialog').then((m) => ({ default: m.OrdersDialog })));

/**
 * The post's orders of a shift: an amber button while they wait to be read, a quiet one once read
 * (to read them again); nothing for a post without orders (`ordersAcknowledged` null).
 */
export const OrdersButton = ({ shift, quietWhenRead = false }: { shift: TMyShift; quietWhenRead?: boolean }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const toRead = ordersToRead(shift);
  // Once read, the landing page drops the button, but the dialog stays open to show the time read.
  const shown = shift.ordersAcknowledged != null && shift.status !== 'CANCELLED' && (toRead || !quietWhenRead);
  if (!shown && !open) return null;
  return (
    <>
      {shown && (
        <Button
          onClick={() => setOpen(true)}
          variant={toRead ? 'contained' : 'text'}
          color={toRead ? 'warning' : 'primary'}
          data-testid="orders-button"
          data-state={toRead ? 'to-read' : 'read'}
          aria-haspopup="dialog"
          sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {translate(toRead ? 'workforce.orders.toRead' : 'workforce.orders.read')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <OrdersDialog postId={shift.postId} postName={shift.postName} onClose={() => setOpen(false)} onAcknowledged={() => void queryClient.invalidateQueries({ queryKey: MY_SHIFTS_KEY })} />
        </Suspense>
      )}
    </>
  );
};

/**
 * When and where, in two lines: 'Oggi 07:00–19:00' over 'Portineria · Reception Via Nazionale';
 * a cancelled shift struck through, with 'Annullato' in words (the line alone is no message).
 */
export const ShiftWhen = ({ shift, where }: { shift: TMyShift; where: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const cancelled = shift.status === 'CANCELLED';
  return (
    // Beside the orders button where there is room; on a phone the button goes under it, full width.
    <Box sx={{ minWidth: 0, flex: '1 1 15rem' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 800, textDecoration: cancelled ? 'line-through' : 'none' }} data-testid="shift-when">
          {`${dayLabel(shift.date, todayInRome(), locale, translate)} `}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{timeRange(shift.start, shift.end)}</Box>
        </Typography>
        {cancelled && <Chip size="small" color="error" variant="outlined" label={translate('workforce.cancelled')} data-testid="shift-cancelled" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : 'none' }}>
        {where}
      </Typography>
    </Box>
  );
};

/**
 * The guard's next three shifts on the landing page, the one under way first, each with its post
 * orders to read; quietly nothing when the shifts cannot be read (the clock button matters more).
 */
export const NextShiftsCard = () => {
  const translate = useTranslate();
  const { data, isPending, isError } = useQuery({ queryKey: MY_SHIFTS_KEY, queryFn: ({ signal }) => fetchMyShifts(signal) });
  if (isError) return null;
  const next = upcoming(data ?? [], new Date(), 3);
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="next-shifts" aria-busy={isPending}>
      <CardContent sx={{ pb: '12px !important' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800 }}>{translate('workforce.next.title')}</Typography>
          <Button component={Link} to="/home/shifts" size="small" sx={{ minHeight: 44 }} data-testid="my-shifts-link">{translate('workforce.next.all')}</Button>
        </Box>
        {isPending && <Skeleton variant="rounded" height={48} />}
        {data && !next.length && <Typography color="text.secondary">{translate('workforce.next.none')}</Typography>}
        <Box>
          {next.map((shift) => (
            <Box
            key={shift.id}
              data-testid="next-shift"
              data-id={shift.id}
              data-status={shift.status}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}
            >
              <ShiftWhen shift={shift} where={`${shift.postName} · ${shift.siteName}`} />
              <OrdersButton shift={shift} quietWhenRead />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
