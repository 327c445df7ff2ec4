import { Box, ButtonBase } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { isOpen } from './coverage';
import { useRosterDrag } from '../drag/DragProvider';

type TProps = {
  shift: TRosterShift;
  show: 'person' | 'post';
  /** Who works it (the posts grid) or where (the people grid); null: nobody yet. */
  name: string | null;
  onOpen: (shift: TRosterShift) => void;
  /** The drag's handlers when the shift may be carried (the people grid), and whether it is now. */
  dragProps?: Record<string, unknown>;
  carried?: boolean;
};

/**
 * A shift in a cell: its times and who works it ('Scoperto' when nobody does) in the posts grid,
 * or where in the people grid. A draft has a dashed border, told in words to a screen reader too;
 * the open shift a carried person would land on is lit (the cell around it takes the drop).
 */
export const ShiftButton = ({ shift, show, name, onOpen, dragProps, carried = false }: TProps) => {
  const translate = useTranslate();
  const drag = useRosterDrag();
  const over = drag?.carry?.kind === 'person' && drag.over?.shiftId === shift.id && drag.verdict.kind !== 'refused';
  const open = isOpen(shift);
  const cancelled = shift.status === 'CANCELLED';
  const who = name ?? (show === 'person' ? translate('roster.grid.open') : '');

  return (
    <ButtonBase
      onClick={() => onOpen(shift)}
      data-testid="roster-shift"
      data-shift={shift.id}
      data-status={shift.status}
      data-open={open ? 'true' : 'false'}
      data-carried={carried ? 'true' : undefined}
      {...dragProps}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        px: 0.75,
        py: 0.5,
        minHeight: 44,
        borderRadius: 1,
        border: 2,
        borderStyle: shift.status === 'DRAFT' ? 'dashed' : 'solid',
        borderColor: cancelled ? 'text.disabled' : open ? 'error.main' : 'success.main',
        bgcolor: (theme) => (over ? alpha(theme.palette.primary.main, 0.16) : theme.palette.background.paper),
        color: 'text.primary',
        fontSize: '0.8rem',
        lineHeight: 1.3,
        ...(dragProps ? { cursor: 'grab', userSelect: 'none', WebkitUserSelect: 'none', WebkitTouchCallout: 'none' } : {}),
        opacity: carried ? 0.6 : 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 1 },
      }}
    >
      <Box component="span" sx={{ display: 'block', fontWeight: 600, textDecoration: cancelled ? 'line-through' : 'none' }}>
        {translate('roster.shift.times', { start: shift.start, end: shift.end })}
      </Box>
      <Box component="span" sx={{ display: 'block', fontWeight: open && show === 'person' ? 700 : 400, overflowWrap: 'anywhere' }}>
        {who}
      </Box>
      {shift.status === 'DRAFT' && <VisuallyHidden>{` · ${translate('roster.grid.draft')}`}</VisuallyHidden>}
      {cancelled && (
        <Box component="span" sx={{ display: 'block', fontStyle: 'italic' }}>
          {translate('roster.grid.cancelled')}
        </Box>
      )}
    </ButtonBase>
  );
};
