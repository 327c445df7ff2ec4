import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TCoverageRow } from '../../../../shared/schemas/workforce';
import { CHIP_LOOK } from './states';

/** A purple that keeps white text above 4.5:1 (the theme has no purple of its own). */
const PURPLE = '#6a1b9a';

/** A row's state in words and colour; a late one says by how much. */
export const CoverageChip = ({ row }: { row: Pick<TCoverageRow, 'state' | 'lateMinutes'> }) => {
  const translate = useTranslate();
  const look = CHIP_LOOK[row.state];
  const word = translate(`posts.coverage.states.${row.state}`);
  const late = row.state === 'LATE' && row.lateMinutes != null;
  return (
    <Chip
      size="small"
      color={look.color}
      variant={look.variant}
      label={late ? `${word} ${translate('posts.coverage.late', { minutes: row.lateMinutes })}` : word}
      title={late ? translate('posts.coverage.lateLabel', { minutes: row.lateMinutes }) : undefined}
      data-testid="coverage-state"
      data-state={row.state}
      sx={{ fontWeight: 600, ...(look.purple ? { bgcolor: PURPLE, color: '#fff' } : {}) }}
    />
  );
};
