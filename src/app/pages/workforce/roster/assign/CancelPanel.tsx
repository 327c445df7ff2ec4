import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { cancelShift, errorBody } from '../api';
import { useNotifyFailure, useRefreshRoster } from '../state/useRoster';

/** Cancelling a shift: after publication the guards are told why, so the reason is required then. */
export const CancelPanel = ({ shift, onDone }: { shift: TRosterShift; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useNotifyFailure();
  const refresh = useRefreshRoster();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const needsReason = shift.status === 'PUBLISHED';

  const confirm = async () => {
    setBusy(true);
    setFieldError(undefined);
    try {
      await cancelShift(shift.id, reason.trim() || undefined);
      notify('roster.cancel.done', { type: 'success' });
      await refresh();
      onDone();
    } catch (error) {
      const fields = errorBody(error)?.errors;
      if (fields?.reason) setFieldError(fields.reason);
      else failed(error);
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start', minHeight: 44 }} data-testid="roster-cancel-open">
        {translate('roster.cancel.open')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="roster-cancel">
      <TextField
        label={translate('roster.cancel.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required={needsReason}
        error={!!fieldError}
        helperText={fieldError ?? (needsReason ? translate('roster.cancel.reasonRequired') : undefined)}
        multiline
        minRows={2}
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'roster-cancel-reason' } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setOpen(false)} disabled={busy} sx={{ minHeight: 44 }}>{translate('roster.cancel.back')}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy || (needsReason && reason.trim() === '')} sx={{ minHeight: 44 }}>
          {translate('roster.cancel.confirm')}
        </Button>
      </Box>
    </Box>
  );
};
