import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TRequestStatus } from '../../../shared/schemas/request';

const COLORS: Record<TRequestStatus, ChipProps['color']> = {
  OPEN: 'info',
  IN_PROGRESS: 'warning',
  SCHEDULED: 'primary',
  DONE: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

/** A request's status in the common words (Inviata, Presa in carico…), its colour only a second cue; the portal's and the office's. */
export const RequestStatusChip = ({ status, size = 'small' }: { status: TRequestStatus; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size={size}
      variant="outlined"
      color={COLORS[status]}
      label={translate(`request.status.${status}`)}
      data-testid="request-status"
      data-status={status}
      sx={{ fontWeight: 600, width: 'fit-content', bgcolor: 'background.paper' }}
    />
  );
};
