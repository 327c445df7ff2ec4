import { Box, Typography } from '@mui/material';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslate } from 'react-admin';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { formatDate, formatMinutes, formatTime } from './format';

/** One record as the worker reads it: day, in–out, site, worked time; flagged ones marked. */
export const RecordRow = ({ record, showDate = true, showMinutes = true }: { record: TAttendance; showDate?: boolean; showMinutes?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="record-row" sx={{ display: 'flex', gap: 1.5, py: 1.25, alignItems: 'center', borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {showDate && <>{formatDate(record.checkIn)} · </>}
          {formatTime(record.checkIn)}–{record.checkOut ? formatTime(record.checkOut) : translate('attendance.my.open')}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>{record.siteName ?? '—'}</Typography>
      </Box>
      {record.reviewFlag && <WarningAmberOutlined color="warning" titleAccess={translate('resources.attendance.review')} />}
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{showMinutes && record.minutes != null ? formatMinutes(record.minutes) : ''}</Typography>
    </Box>
  );
};
