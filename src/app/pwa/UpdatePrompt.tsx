import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { BRAND } from '../theme';

export interface TUpdateWords {
  available: string;
  action: string;
  later: string;
}

/**
 * "Nuova versione disponibile — Aggiorna", at the foot of the screen over whatever is open, never
 * in its way: nothing reloads until the user taps Aggiorna (a form half filled stays as it is);
 * "Più tardi" hides it, and the new version starts with the app's next start.
 */
export const UpdatePrompt = ({ words, onUpdate }: { words: TUpdateWords; onUpdate: () => void }) => {
  const [state, setState] = useState<'offered' | 'updating' | 'dismissed'>('offered');
  if (state === 'dismissed') return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid="update-prompt"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        left: { xs: 8, sm: '50%' },
        right: { xs: 8, sm: 'auto' },
        bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        transform: { sm: 'translateX(-50%)' },
        minWidth: { sm: 420 },
        px: 2,
        py: 1.25,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        bgcolor: BRAND.navy,
        color: '#ffffff',
        boxShadow: '0 12px 32px rgba(22, 50, 79, 0.32)',
      }}
    >
      <Typography sx={{ flex: '1 1 auto', fontWeight: 600 }}>{words.available}</Typography>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button color="inherit" onClick={() => setState('dismissed')} disabled={state === 'updating'}>
          {words.later}
        </Button>
        <Button
          variant="contained"
          color="inherit"
          sx={{ color: BRAND.navy, bgcolor: '#ffffff', '&:hover': { bgcolor: BRAND.sand } }}
          disabled={state === 'updating'}
          onClick={() => {
            setState('updating');
            onUpdate();
          }}
        >
          {words.action}
        </Button>
      </Box>
    </Paper>
  );
};
