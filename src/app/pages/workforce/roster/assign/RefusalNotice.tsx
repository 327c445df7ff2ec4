import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TRefusal } from '../api';

/**
 * Why the server said no, reason by reason: what the law forbids in red with no way around it;
 * what the company's rules stop, with a reason field and 'Assegna comunque' that sends it again;
 * and a published shift's change, which asks for the reason the same way.
 */
export const RefusalNotice = ({ refusal, busy, reasonError, onOverride }: { refusal: TRefusal; busy: boolean; reasonError?: string; onOverride: (reason: string) => void }) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const overridable = refusal.code !== 'ASSIGNMENT_REFUSED';
  const published = refusal.code === 'REASON_REQUIRED';
  return (
    <Alert severity={overridable ? 'warning' : 'error'} data-testid="roster-refusal" data-code={refusal.code} role="alert">
      <AlertTitle>{translate(published ? 'roster.assign.reasonTitle' : overridable ? 'roster.assign.overrideRequired' : 'roster.assign.refused')}</AlertTitle>
      {refusal.message && <Box sx={{ mb: 0.5 }}>{refusal.message}</Box>}
      {refusal.reasons.length > 0 && (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {refusal.reasons.map((reason, index) => {
          const hard = reason.level === 'REFUSE' && !reason.overridable;
          return (
            <Box component="li" key={`${reason.code}-${index}`} data-testid="roster-refusal-reason" data-code={reason.code} data-level={hard ? 'refused' : 'override'} sx={{ fontWeight: hard ? 700 : 400 }}>
              {reason.message}
            </Box>
          );
        })}
      </Box>
      )}
      {!overridable && <Box sx={{ mt: 0.5 }}>{translate('roster.assign.refusedHint')}</Box>}
      {overridable && (
        <Box sx={{ display: 'grid', gap: 1, mt: 1.5 }}>
          <TextField
            label={translate(published ? 'roster.assign.reasonField' : 'roster.assign.overrideReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={!!reasonError}
            helperText={reasonError}
            required
            multiline
            minRows={2}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'roster-override-reason' } }}
          />
          <Button variant="contained" onClick={() => onOverride(reason.trim())} disabled={busy || reason.trim() === ''} sx={{ justifySelf: 'start', minHeight: 44 }}>
            {translate(published ? 'roster.assign.reasonSubmit' : 'roster.assign.override')}
          </Button>
        </Box>
      )}
    </Alert>
  );
};
