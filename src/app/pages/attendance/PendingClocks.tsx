import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslate } from 'react-admin';
import { romeDateOf } from '../../../shared/attendance';
import { formatDateTime, formatTime } from './format';
import type { TQueuedClock } from './pending';
import type { useOfflineClocks } from './useOfflineClocks';

/** The time of a kept tap: the day too when it was not today. */
const tapTime = (iso: string) => (romeDateOf(iso) === romeDateOf(new Date().toISOString()) ? formatTime(iso) : formatDateTime(iso));

const PendingRow = ({ item }: { item: TQueuedClock }) => {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ py: 0.5 }} data-testid="pending-clock" data-kind={item.kind}>
      <Typography sx={{ fontWeight: 700 }}>
        {translate(item.kind === 'in' ? 'attendance.offline.in' : 'attendance.offline.out', { time: tapTime(item.tappedAt) })}
        {item.site?.name ? ` ${translate('attendance.offline.at', { site: item.site.name })}` : ''}
      </Typography>
    </Box>
  );
};

/**
 * The taps kept on the phone: "In attesa di invio" with their times and "Invia ora"; and each tap the
 * server refused, with its reason, until the worker dismisses it.
 */
export interface TPendingClocksProps {
  offline: ReturnType<typeof useOfflineClocks>;
}

export const PendingClocks = ({ offline }: TPendingClocksProps) => {
  const translate = useTranslate();
  const { pending, refused, sending, sendNow, dismiss } = offline;
  if (!pending.length && !refused.length) return null;
  return (
    <>
      {refused.map((item) => (
        <Alert
          key={item.key}
          severity="error"
          data-testid="pending-refused"
          action={
            <Button color="inherit" size="large" onClick={() => void dismiss(item.key)} sx={{ minHeight: 44 }}>
              {translate('attendance.offline.dismiss')}
            </Button>
          }
        >
          <AlertTitle sx={{ fontWeight: 800 }}>{translate('attendance.offline.refused')}</AlertTitle>
          {item.refused}
        </Alert>
      ))}
      {pending.length > 0 && (
        <Card sx={{ borderRadius: 3, border: 2, borderColor: 'warning.main' }} data-testid="pending-clocks" component="section" aria-labelledby="pending-clocks-title">
          <CardContent sx={{ pb: '12px !important' }}>
            <Typography variant="subtitle1" component="h2" id="pending-clocks-title" sx={{ fontWeight: 800 }}>
              {translate('attendance.offline.title')}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {pending.map((item) => <PendingRow key={item.key} item={item} />)}
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5 }}>{translate('attendance.offline.help')}</Typography>
            <Button
              variant="outlined"
              size="large"
              fullWidth
              sx={{ mt: 1, minHeight: 48 }}
              onClick={() => !sending && void sendNow()}
              aria-disabled={sending || undefined}
              aria-busy={sending || undefined}
              startIcon={sending ? <CircularProgress size={20} color="inherit" /> : <CloudUploadOutlined />}
              data-testid="pending-send"
            >
              {translate(sending ? 'attendance.offline.sending' : 'attendance.offline.sendNow')}
            </Button>
          </CardContent>
        </Card>
      )}
    </>
  );
};
