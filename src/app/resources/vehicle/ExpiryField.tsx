import { Chip, Tooltip, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate, todayInRome } from '../../../shared/dates';
import { daysUntil, expiryStatus } from './expiry';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** An expiry date: red past due, amber within 30 days, with the days left or gone in a tooltip. */
export const ExpiryChip = ({ date, today = todayInRome(), translate }: { date: string | null | undefined; today?: string; translate: TTranslate }) => {
  const status = expiryStatus(date, today);
  if (!date || status === 'none') return <Typography variant="body2" component="span" color="text.secondary">—</Typography>;
  const days = daysUntil(date, today);
  const hint =
    status === 'expired'
      ? translate('resources.vehicle.expiry.expired', { smart_count: -days })
      : translate('resources.vehicle.expiry.left', { smart_count: days });
  return (
    <Tooltip title={hint}>
      <Chip
        data-testid="expiry"
        data-status={status}
        size="small"
        variant={status === 'ok' ? 'outlined' : 'filled'}
        color={status === 'expired' ? 'error' : status === 'soon' ? 'warning' : 'default'}
        icon={status === 'expired' ? <ErrorOutline /> : status === 'soon' ? <WarningAmberOutlined /> : undefined}
        label={formatDate(date)}
        aria-label={`${formatDate(date)} · ${hint}`}
        sx={{ fontWeight: status === 'ok' ? 400 : 600, fontVariantNumeric: 'tabular-nums', width: 'fit-content' }}
      />
    </Tooltip>
  );
};

export const ExpiryField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <ExpiryChip date={record?.[source] as string | null} translate={translate} />;
};
