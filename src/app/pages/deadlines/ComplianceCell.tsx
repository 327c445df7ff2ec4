import { Box } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../shared/dates';
import type { COMPLIANCE_CELL_STATUSES } from '../../../shared/schemas/deadline';

export type TCellStatus = (typeof COMPLIANCE_CELL_STATUSES)[number];
/** The legend's order: from fine to missing, then what needs no check. */
export const CELL_STATUSES: readonly TCellStatus[] = ['OK', 'DUE_SOON', 'EXPIRED', 'MISSING', 'RENEWAL_FILED', 'NOT_REQUIRED'];

/** Each cell's look: an icon and a word on a tint, so neither colour nor icon stands alone. */
const LOOK: Record<TCellStatus, { icon: typeof ErrorOutline; fg: string; bg: string; border: string }> = {
  OK: { icon: CheckCircleOutline, fg: 'success.dark', bg: 'transparent', border: 'success.main' },
  DUE_SOON: { icon: WarningAmberOutlined, fg: 'warning.dark', bg: 'transparent', border: 'warning.main' },
  EXPIRED: { icon: ErrorOutline, fg: 'error.contrastText', bg: 'error.main', border: 'error.main' },
  MISSING: { icon: HelpOutline, fg: 'error.dark', bg: 'transparent', border: 'error.main' },
  RENEWAL_FILED: { icon: HourglassTopOutlined, fg: 'info.dark', bg: 'transparent', border: 'info.main' },
  NOT_REQUIRED: { icon: RemoveOutlined, fg: 'text.secondary', bg: 'transparent', border: 'transparent' },
};

/** One cell of the grid (and of the legend): the status in words, and the due date of a required one. */
export const CellMark = ({ cell }: { cell: { status: TCellStatus; dueDate: string | null } }) => {
  const translate = useTranslate();
  const look = LOOK[cell.status] ?? LOOK.NOT_REQUIRED;
  const Icon = look.icon;
  return (
    <Box
      component="span"
      data-testid="compliance-cell"
      data-status={cell.status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        border: 1,
        borderStyle: cell.status === 'MISSING' ? 'dashed' : 'solid',
        borderColor: look.border,
        bgcolor: look.bg,
        color: look.fg,
        fontWeight: cell.status === 'NOT_REQUIRED' ? 400 : 600,
        whiteSpace: 'nowrap',
      }}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <span>
        {translate(`deadlinesOffice.compliance.cells.${cell.status}`)}
        {cell.dueDate && cell.status !== 'NOT_REQUIRED' && <Box component="span" sx={{ fontWeight: 400 }}> · {formatDate(cell.dueDate)}</Box>}
      </span>
    </Box>
  );
};
