import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TDialogProps {
  open: boolean;
  month: string;
  company: string;
  busy: boolean;
  onCancel: () => void;
}

/** Asks before closing: after it nobody changes the month's attendance and leave. */
export const CloseDialog = ({ open, month, company, busy, onCancel, onConfirm }: TDialogProps & { onConfirm: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="close-month-title">
      <DialogTitle id="close-month-title">{translate('months.confirmTitle', { month })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('months.confirmBody', { month, company })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('months.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={onConfirm}>
          {translate('months.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Reopening needs a reason: it is audited and shown beside the month. */
export const ReopenDialog = ({ open, month, busy, onCancel, onConfirm }: TDialogProps & { onConfirm: (reason: string) => void }) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="reopen-month-title" fullWidth maxWidth="sm">
      <DialogTitle id="reopen-month-title">{translate('months.reopenTitle', { month })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('months.reopenBody')}</DialogContentText>
        <TextField
          label={translate('months.reopenReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('months.cancel')}</Button>
        <Button variant="contained" color="warning" disabled={busy || !reason.trim()} onClick={() => onConfirm(reason.trim())}>
          {translate('months.reopen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
