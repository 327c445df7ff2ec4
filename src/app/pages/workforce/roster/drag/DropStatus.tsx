import { Box } from '@mui/material';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useVerdictWords } from './DragProvider';
import type { TVerdict } from './verdict';

const LOOK = {
  checking: { colour: 'text.secondary', Icon: null },
  ok: { colour: 'success.dark', Icon: CheckCircleOutline },
  warn: { colour: 'warning.dark', Icon: WarningAmber },
  override: { colour: 'warning.dark', Icon: WarningAmber },
  refused: { colour: 'error.dark', Icon: Block },
} as const;

/**
 * The check of a person on a shift: a word and the server's reasons. In a cell while dragging
 * (a screen reader hears it from the drag's live region, so it is hidden from it here), or in the
 * shift's dialog once a person is picked (`live`: read out as it comes).
 */
export const DropStatus = ({ verdict, name, live = false }: { verdict: TVerdict; name: string; live?: boolean }) => {
  const words = useVerdictWords();
  if (verdict.kind === 'unknown') return null;
  const { colour, Icon } = LOOK[verdict.kind];
  return (
    <Box {...(live ? { role: 'status', 'aria-live': 'polite' as const } : { 'aria-hidden': true })} data-testid="roster-drop-status" data-verdict={verdict.kind} sx={{ mt: 0.5, color: colour, fontSize: '0.78rem', lineHeight: 1.3 }}>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}>
        {Icon && <Icon sx={{ fontSize: '1rem' }} />}
        {words(verdict, name).short}
      </Box>
      {'reasons' in verdict && <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{verdict.reasons}</Box>}
    </Box>
  );
};
