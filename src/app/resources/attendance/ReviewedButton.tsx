import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { HttpError, useListContext, useNotify, useRecordContext, useTranslate, useUpdate, useUpdateMany } from 'react-admin';
import { type TAttendance, ZCorrectionReason } from '../../../shared/schemas/attendance';
import { notifyUnlessToasted } from '../../components/mutationErrors';

/** The reason a refusal gives for the field, if any. */
const reasonError = (failure: unknown) =>
  failure instanceof HttpError ? (failure.body as { errors?: Record<string, string> } | undefined)?.errors?.reason : undefined;

/**
 * "Segna come verificata": asks for the reason the history keeps, then `save(reason)`. The flag is
 * cleared on one record, or on the several selected in the list (one reason for all of them).
 */
const ReviewedDialog = ({ label, body, pending, onSave, testId }: {
  label: string;
  testId: string;
  body: string;
  pending: boolean;
  onSave: (reason: string, done: (error?: unknown) => void) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    if (!ZCorrectionReason.safeParse(reason).success) {
      setError(translate('resources.attendance.reasonRequired'));
      return;
    }
    onSave(reason.trim(), (failure) => {
      if (failure === undefined) {
        setOpen(false);
        setReason('');
        return;
      }
      const field = reasonError(failure);
      if (field) setError(field);
      else setOpen(false);
      notifyUnlessToasted(notify)(failure);
    });
  };

  return (
    <>
      <Button size="small" startIcon={<TaskAltOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.attendance.reviewedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{body}</DialogContentText>
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
          <Button variant="contained" onClick={save} disabled={pending} data-testid="confirm-reviewed">
            {label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * On a record flagged for review: clears the flag in one step, with the reason the history keeps
 * (what payroll does for each flagged clocking before closing the month).
 */
export const ReviewedButton = () => {
  const record = useRecordContext<TAttendance>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record?.reviewFlag) return null;
  return (
    <ReviewedDialog
      label={translate('resources.attendance.markReviewed')}
      testId="mark-reviewed"
      body={translate('resources.attendance.reviewedBody')}
      pending={isPending}
      onSave={(reason, done) =>
        update(
          'attendance',
          { id: record.id, data: { reviewFlag: false, reason }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              done();
              notify('resources.attendance.reviewed', { type: 'success' });
            },
            onError: done,
          },
        )
      }
    />
  );
};

/**
 * The list's bulk action on the flagged records selected (missed clock-outs are not selectable:
 * their times need a correction, not a tick): each is cleared with the same reason, each with its
 * own entry in its history.
 */
export const BulkReviewedButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext<TAttendance>();
  const [updateMany, { isPending }] = useUpdateMany();
  const count = selectedIds.length;
  return (
    <ReviewedDialog
      label={translate('resources.attendance.markReviewedMany', { smart_count: count })}
      testId="bulk-mark-reviewed"
      body={translate('resources.attendance.reviewedBodyMany', { smart_count: count })}
      pending={isPending}
      onSave={(reason, done) =>
        updateMany(
          'attendance',
          { ids: selectedIds, data: { reviewFlag: false, reason } },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              done();
              onUnselectItems();
              notify('resources.attendance.reviewedMany', { type: 'success', messageArgs: { smart_count: count } });
            },
            onError: done,
          },
        )
      }
    />
  );
};
