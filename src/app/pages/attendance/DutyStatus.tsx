import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TAttendanceCurrent } from '../../../shared/schemas/attendance-views';
import { formatMinutes, formatTime } from './format';

/** On duty since hh:mm at site X, or off duty; today's worked time. Large, high-contrast, for sunlight. */
export const DutyStatus = ({ current }: { current: TAttendanceCurrent }) => {
  const translate = useTranslate();
  const { open, today } = current;
  return (
    <Box
      data-testid="duty-status"
      data-open={open ? 'true' : 'false'}
      sx={{
        p: 2, borderRadius: 3, color: open ? 'success.contrastText' : 'text.primary',
        bgcolor: open ? 'success.dark' : 'grey.200', border: 1, borderColor: open ? 'success.dark' : 'grey.300',
      }}
    >
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}>
        {translate(open ? 'attendance.landing.onDuty' : 'attendance.landing.offDuty')}
        {open && <> {translate('attendance.landing.since', { time: formatTime(open.checkIn) })}</>}
      </Typography>
      {open?.siteName && <Typography sx={{ fontSize: '1.1rem', fontWeight: 600 }}>{translate('attendance.landing.at', { site: open.siteName })}</Typography>}
      {open?.missed && <Typography sx={{ mt: 1, fontWeight: 700 }}>{translate('attendance.landing.missed')}</Typography>}
      <Typography sx={{ mt: 1 }}>{translate('attendance.landing.todayHours', { duration: formatMinutes(today.minutes) })}</Typography>
    </Box>
  );
};
