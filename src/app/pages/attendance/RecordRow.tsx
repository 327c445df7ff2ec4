import { Box, Chip, Typography } from '@mui/material';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslate } from 'react-admin';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { formatDate, formatMinutes, formatTime } from './format';

/**
 * One record as the worker reads it: day, in–out, site, worked time; a flagged one says so in
 * words, and a missed clock-out shows no hours, since they count only once the office corrects them.
 */
export const RecordRow = ({ record, showDate = true, showMinutes = true }: { record: TAttendance; showDate?: boolean; showMinutes?: boolean }) => {
  const translate = useTranslate();
  const minutes = showMinutes && !record.missed && record.minutes != null ? formatMinutes(record.minutes) : '';
  return (
    <Box data-testid="record-row" sx={{ display: 'flex', gap: 1.5, py: 1.25, alignItems: 'center', borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {showDate && <>{formatDate(record.checkIn)} · </>}
          {formatTime(record.checkIn)}–{record.checkOut ? formatTime(record.checkOut) : translate('attendance.my.open')}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>{record.siteName ?? '—'}</Typography>
        {(record.missed || record.reviewFlag) && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {record.missed && <Chip size="small" color="error" label={translate('resources.attendance.fields.missed')} data-testid="record-missed" />}
            {record.reviewFlag && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                icon={<WarningAmberOutlined />}
                label={translate('resources.attendance.review')}
                data-testid="record-review"
              />
            )}
          </Box>
        )}
      </Box>
      {minutes && <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{minutes}</Typography>}
    </Box>
  );
};
