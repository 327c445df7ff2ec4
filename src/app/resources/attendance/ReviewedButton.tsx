import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { HttpError, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { type TAttendance, ZCorrectionReason } from '../../../shared/schemas/attendance';
import { notifyUnlessToasted } from '../../components/mutationErrors';

/**
 * On a record flagged for review: clears the flag in one step, with the reason the history keeps
 * (what payroll does for each flagged clocking before closing the month).
 */
export const ReviewedButton = () => {
  const record = useRecordContext<TAttendance>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  if (!record?.reviewFlag) return null;

  const save = () => {
    if (!ZCorrectionReason.safeParse(reason).success) {
      setError(translate('resources.attendance.reasonRequired'));
      return;
    }
    update(
      'attendance',
      { id: record.id, data: { reviewFlag: false, reason: reason.trim() }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          setReason('');
          notify('resources.attendance.reviewed', { type: 'success' });
        },
        onError: (failure) => {
          const field = failure instanceof HttpError ? (failure.body as { errors?: Record<string, string> } | undefined)?.errors?.reason : undefined;
          if (field) setError(field);
          else setOpen(false);
          notifyUnlessToasted(notify)(failure);
        },
      },
    );
  };

  return (
    <>
      <Button size="small" startIcon={<TaskAltOutlined />} onClick={() => setOpen(true)} data-testid="mark-reviewed">
        {translate('resources.attendance.markReviewed')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.attendance.reviewedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.attendance.reviewedBody')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={translate('resources.attendance.fields.reason')}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? translate('resources.attendance.reasonHelp')}
            slotProps={{ htmlInput: { name: 'reviewReason', maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={isPending} data-testid="confirm-reviewed">
            {translate('resources.attendance.markReviewed')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
