import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import type { TRequestAction } from '../../../shared/schemas/request';
import { isTextAction, textBody } from './actions';
import { postAction, refusalOf, type TActionAnswer } from './api';

type TDialogAction = Exclude<TRequestAction, 'schedule'>;

/**
 * One action of the office on a request, confirmed in a dialog. Reply, note and rejection need
 * their words (a rejection's reason is required); take, close and cancel may add a note to the
 * history. A refusal stays in the dialog: the field's error, or the server's message for a 409.
 */
export const ActionDialog = ({ requestId, action, onDone, onClose }: {
  requestId: number;
  action: TDialogAction;
  onDone: (answer: TActionAnswer) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const needsText = isTextAction(action);
  const id = `request-${action}-dialog`;

  const submit = async () => {
    setRefusal(undefined);
    if (needsText && !text.trim()) {
      setFieldError(translate('ra.validation.required'));
      return;
    }
    setBusy(true);
    try {
      const body = needsText ? textBody(action, text.trim()) : { note: text.trim() || null };
      onDone(await postAction(requestId, action, body));
    } catch (error) {
      const { message, errors } = refusalOf(error);
      const field = errors && Object.values(errors)[0];
      if (field) setFieldError(translate(field, { _: field }));
      else setRefusal(message || translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  };

  const internal = action === 'comment';
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm" data-testid={id}>
      <DialogTitle id={`${id}-title`}>{translate(`officeRequests.dialogs.${action}.title`)}</DialogTitle>
      <DialogContent>
        {internal ? (
          <Alert severity="warning" icon={<LockOutlined />} sx={{ mb: 2 }} data-testid="internal-warning">
            {translate('officeRequests.internal')}
          </Alert>
        ) : (
          <DialogContentText sx={{ mb: 2 }}>{translate(`officeRequests.dialogs.${action}.text`)}</DialogContentText>
        )}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={needsText ? 4 : 2}
          required={needsText}
          label={translate(needsText ? `officeRequests.dialogs.${action}.label` : 'officeRequests.dialogs.note')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFieldError(undefined);
          }}
          error={!!fieldError}
          helperText={fieldError ?? ' '}
          slotProps={{ htmlInput: { maxLength: action === 'reject' ? 2000 : 4000, 'data-testid': `${id}-text` } }}
        />
        {refusal && <Alert severity="warning" role="alert" data-testid="action-refusal">{refusal}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{translate('officeRequests.dialogs.back')}</Button>
        <Button
          variant="contained"
          color={action === 'reject' || action === 'cancel' ? 'error' : 'primary'}
          onClick={() => void submit()}
          disabled={busy}
          sx={{ minHeight: 44 }}
          data-testid={`${id}-submit`}
        >
          {translate(`officeRequests.dialogs.${action}.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
