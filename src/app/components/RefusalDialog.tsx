import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface TRefusal {
  /** What could not be done, already in the reader's language. */
  title: string;
  /** The server's reason (a 409's message), already in the reader's language. */
  message: string;
}

/** Why the server refused an action, kept on screen until read: a toast goes after 3 seconds. */
export const RefusalDialog = ({ refusal, onClose }: { refusal: TRefusal | null; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={!!refusal} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="refusal-title" data-testid="refusal-dialog">
      <DialogTitle id="refusal-title">{refusal?.title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" variant="outlined">{refusal?.message}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained" autoFocus>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** The refusal to show for a failed mutation: a 409 with its reason; anything else is left to the toasts. */
export const refusalOf = (error: unknown, title: string): TRefusal | null => {
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  return status === 409 && message ? { title, message } : null;
};
