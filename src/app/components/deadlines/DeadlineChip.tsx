import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEADLINE_COLOURS, type TDeadlineStatus } from '../../../shared/schemas/deadline';

/** A deadline's status in its colour and in words, so that colour is never the only sign. */
export const DeadlineChip = ({ status }: { status: TDeadlineStatus }) => {
  const translate = useTranslate();
  const colour = DEADLINE_COLOURS[status];
  return (
    <Chip
      size="small"
      data-testid="deadline-status"
      data-status={status}
      color={colour}
      variant={status === 'OK' || status === 'DONE' ? 'outlined' : 'filled'}
      label={translate(`deadlines.status.${status}`)}
      sx={{ fontWeight: 600, width: 'fit-content' }}
    />
  );
};
