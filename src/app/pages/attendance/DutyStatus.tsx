import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TAttendanceCurrent } from '../../../shared/schemas/attendance-views';
import { formatMinutes, formatTime } from './format';
import { dutyOf, type TQueuedClock, waiting } from './pending';

/**
 * On duty since hh:mm at site X, or off duty; today's worked time. Large, high-contrast, for sunlight.
 * A tap kept on the phone (no network) counts already: after a kept clock-in the worker is on duty.
 */
export const DutyStatus = ({ current, pending = [] }: { current: TAttendanceCurrent; pending?: readonly TQueuedClock[] }) => {
  const translate = useTranslate();
  const { today } = current;
  const duty = dutyOf(current, pending);
  const kept = waiting(pending).length > 0;
  const open = duty.open;
  return (
    <Box
      data-testid="duty-status"
      data-open={open ? 'true' : 'false'}
      data-pending={kept ? 'true' : 'false'}
      sx={{
        p: 2, borderRadius: 3, color: open ? 'success.contrastText' : 'text.primary',
        bgcolor: open ? 'success.dark' : 'grey.200', border: 1, borderColor: open ? 'success.dark' : 'grey.300',
      }}
    >
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}>
        {translate(open ? 'attendance.landing.onDuty' : 'attendance.landing.offDuty')}
        {duty.since && <> {translate('attendance.landing.since', { time: formatTime(duty.since) })}</>}
      </Typography>
      {duty.site && <Typography sx={{ fontSize: '1.1rem', fontWeight: 600 }}>{translate('attendance.landing.at', { site: duty.site })}</Typography>}
      {kept && <Typography sx={{ mt: 0.5, fontWeight: 700 }}>{translate('attendance.offline.title')}</Typography>}
      {!kept && current.open?.missed && <Typography sx={{ mt: 1, fontWeight: 700 }}>{translate('attendance.landing.missed')}</Typography>}
      <Typography sx={{ mt: 1 }}>{translate('attendance.landing.todayHours', { duration: formatMinutes(today.minutes) })}</Typography>
    </Box>
  );
};
