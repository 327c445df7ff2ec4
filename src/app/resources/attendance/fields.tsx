import type { ReactElement } from 'react';
import { Box, Chip, Tooltip } from '@mui/material';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { formatDateTime, formatDistance, formatMinutes, formatTime } from '../../pages/attendance/format';

const INSIDE_COLOR = { YES: 'success', NO: 'warning', UNKNOWN: 'default' } as const;

export const InsideChip = ({ value, distance, icon, title }: {
  value: TAttendance['checkInInside'] | null;
  distance?: number | null;
  icon?: ReactElement;
  title?: string;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!value) return <>—</>;
  const label = translate(`attendance.inside.${value}`) + (distance != null ? ` · ${formatDistance(distance, locale)}` : '');
  return (
    <Chip
      size="small"
      variant={value === 'YES' ? 'outlined' : 'filled'}
      color={INSIDE_COLOR[value]}
      label={label}
      icon={icon}
      title={title}
      aria-label={title ? `${title}: ${label}` : undefined}
    />
  );
};

/** The position at clock-in and, once out, at clock-out, in one column: each chip says which by its icon and title. */
export const PositionChips = ({ record }: { record: TAttendance }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }} data-testid="position-chips">
      <InsideChip
        value={record.checkInInside}
        distance={record.checkInDistance}
        icon={<LoginOutlined />}
        title={translate('resources.attendance.fields.checkInInside')}
      />
      {record.checkOutInside && (
        <InsideChip
          value={record.checkOutInside}
          distance={record.checkOutDistance}
          icon={<LogoutOutlined />}
          title={translate('resources.attendance.fields.checkOutInside')}
        />
      )}
    </Box>
  );
};

/** In progress, missed clock-out and review flags: what the back office must look at. */
export const FlagChips = ({ record }: { record: TAttendance }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {record.missed && <Chip size="small" color="error" label={translate('resources.attendance.missed')} data-testid="missed-chip" />}
      {!record.missed && !record.checkOut && <Chip size="small" color="info" label={translate('resources.attendance.open')} />}
      {record.reviewFlag && <Chip size="small" color="warning" variant="outlined" label={translate('resources.attendance.review')} data-testid="review-chip" />}
      {record.offline && (
        <Tooltip title={translate('resources.attendance.offlineHelp')}>
          <Chip size="small" color="secondary" variant="outlined" label={translate('resources.attendance.offline')} data-testid="offline-chip" />
        </Tooltip>
      )}
    </Box>
  );
};

export const CheckInField = () => {
  const record = useRecordContext<TAttendance>();
  return record ? <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.checkIn)}</Box> : null;
};

/** The clock-out time; the date too when the shift ended on another day. */
export const CheckOutField = () => {
  const record = useRecordContext<TAttendance>();
  if (!record) return null;
  if (!record.checkOut) return <>—</>;
  const sameDay = formatDateTime(record.checkOut).slice(0, 10) === formatDateTime(record.checkIn).slice(0, 10);
  return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{sameDay ? formatTime(record.checkOut) : formatDateTime(record.checkOut)}</Box>;
};

/** The record's duration; a missed clock-out's is struck through: it counts nothing until corrected. */
export const HoursField = () => {
  const record = useRecordContext<TAttendance>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.minutes == null) return <>—</>;
  if (record.missed) {
    return (
      <Box component="s" title={translate('resources.attendance.notCounted')} aria-label={`${formatMinutes(record.minutes)}: ${translate('resources.attendance.notCounted')}`} sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {formatMinutes(record.minutes)}
      </Box>
    );
  }
  return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(record.minutes)}</Box>;
};
