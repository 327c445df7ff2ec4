import { Chip, type ChipProps } from '@mui/material';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TPermissionStatus, TPermissionType } from '../../../shared/leave';
import type { TPermission } from '../../../shared/schemas/permission';

const STATUS_COLORS: Record<TPermissionStatus, ChipProps['color']> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

export const StatusChip = ({ status, size = 'small' }: { status: TPermissionStatus; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size={size}
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={translate(`resources.permission.status.${status}`)}
      data-testid="status-chip"
      data-status={status}
      sx={{ fontWeight: 600, width: 'fit-content' }}
    />
  );
};

/** Sick leave stands out as 'Malattia' wherever requests are listed. */
export const TypeChip = ({ type, size = 'small' }: { type: TPermissionType; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  const sick = type === 'MALATTIA';
  return (
    <Chip
      size={size}
      color={sick ? 'secondary' : 'default'}
      variant={sick ? 'filled' : 'outlined'}
      icon={sick ? <LocalHospitalOutlined /> : undefined}
      label={translate(`resources.permission.types.${type}`)}
      data-testid="type-chip"
      sx={{ fontWeight: 600, width: 'fit-content' }}
    />
  );
};

type TFieldProps = { source?: string; label?: string };

export const TypeField = (_props: TFieldProps) => {
  const record = useRecordContext<TPermission>();
  return record ? <TypeChip type={record.type} /> : null;
};
