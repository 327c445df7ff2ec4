import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, TextField, Typography } from '@mui/material';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { HttpError, useTranslate } from 'react-admin';
import { todayInRome } from '../../../shared/dates';
import type { TDeadline, TDeadlinePatch } from '../../../shared/schemas/deadline';
import { reasonOf, uploadDocument } from '../../pages/documents/upload';
import { request } from '../../providers/httpClient';

type TErrors = Record<string, string>;

/** PATCH api/deadlines/{id}; a refusal comes back as the fields' messages (the client has toasted it already). */
export const patchDeadline = async (id: number, patch: TDeadlinePatch): Promise<{ ok: true; deadline: TDeadline } | { ok: false; errors: TErrors; message: string }> => {
  try {
    const { json } = await request<TDeadline>(`api/deadlines/${id}`, { method: 'PATCH', body: patch });
    return { ok: true, deadline: json };
  } catch (error) {
    const body = error instanceof HttpError ? (error.body as { errors?: TErrors; message?: string } | undefined) : undefined;
    return { ok: false, errors: body?.errors ?? {}, message: body?.message ?? (error as Error).message };
  }
};

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,image/webp';

interface TDialogProps {
  deadline: TDeadline;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * 'Rinnovo presentato': the day the renewal was applied for and its receipt. The receipt is
 * uploaded first as a document of the same subject (type OTHER), then the deadline points at it,
 * so a failed upload leaves the deadline as it was.
 */
export const RenewalDialog = ({ deadline, open, onClose, onDone }: TDialogProps) => {
  const translate = useTranslate();
  const today = todayInRome();
  const kind = translate(`deadlines.kinds.${deadline.kind}`);
  const [filedAt, setFiledAt] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [errors, setErrors] = useState<TErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setErrors({});
    setMessage(null);
    setFile(null);
    onClose();
  };

  const send = async () => {
    if (!file) return;
    setBusy(true);
    setErrors({});
    setMessage(null);
    const uploaded = await uploadDocument({
      fields: { ownerType: deadline.subjectType, ownerId: deadline.subjectId, type: 'OTHER', title: translate('deadlinesOffice.renewal.receiptTitle', { kind }), issuedAt: filedAt },
      file,
      onProgress: setProgress,
    });
    if (!uploaded.ok) {
      setBusy(false);
      setErrors(uploaded.errors.issuedAt ? { renewalFiledAt: uploaded.errors.issuedAt } : {});
      setMessage(reasonOf(uploaded));
      return;
    }
    const saved = await patchDeadline(deadline.id, { renewalFiledAt: filedAt, renewalDocumentId: uploaded.document.id });
    setBusy(false);
    if (!saved.ok) {
      setErrors(saved.errors);
      setMessage(saved.errors.renewalDocumentId ?? saved.message);
      return;
    }
    setFile(null);
    onDone(translate('deadlinesOffice.renewal.done'));
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="renewal-title" fullWidth maxWidth="xs" data-testid="renewal-dialog">
      <DialogTitle id="renewal-title">{translate('deadlinesOffice.renewal.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{translate('deadlinesOffice.renewal.intro', { kind, subject: deadline.subjectName ?? `#${deadline.subjectId}` })}</DialogContentText>
        <TextField
          type="date"
          label={translate('deadlinesOffice.renewal.filedAt')}
          value={filedAt}
          onChange={(event) => setFiledAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, 'data-testid': 'renewal-date' } }}
          error={!!errors.renewalFiledAt}
          helperText={errors.renewalFiledAt}
          disabled={busy}
          required
        />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" component="span" color="text.secondary">{translate('deadlinesOffice.renewal.receipt')}</Typography>
          <Button component="label" variant={file ? 'outlined' : 'contained'} startIcon={<AttachFileOutlined />} sx={{ minHeight: 44, justifySelf: 'start' }} disabled={busy}>
            {translate('deadlinesOffice.renewal.chooseFile')}
            <input
              hidden
              type="file"
              accept={ACCEPT}
              data-testid="renewal-file"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMessage(null);
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" data-testid="renewal-file-name" sx={{ overflowWrap: 'anywhere' }}>{file?.name ?? translate('deadlinesOffice.renewal.noFile')}</Typography>
        </Box>
        {busy && (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={translate('deadlinesOffice.renewal.uploading', { percent: Math.round(progress * 100) })}
          />
        )}
        {message && <Alert severity="error" data-testid="renewal-error">{message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy} sx={{ minHeight: 44 }}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={!file || !filedAt || busy} sx={{ minHeight: 44 }} data-testid="renewal-save">
          {translate('deadlinesOffice.renewal.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** 'Posticipa promemoria': no reminders until a day, with a note saying why; or reminders back on. */
export const SnoozeDialog = ({ deadline, open, onClose, onDone }: TDialogProps) => {
  const translate = useTranslate();
  const today = todayInRome();
  const [until, setUntil] = useState(deadline.snoozedUntil ?? '');
  const [note, setNote] = useState(deadline.note ?? '');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});

  const save = async (patch: TDeadlinePatch) => {
    setBusy(true);
    setErrors({});
    const saved = await patchDeadline(deadline.id, patch);
    setBusy(false);
    if (!saved.ok) {
      setErrors(saved.errors);
      return;
    }
    onDone(translate('deadlinesOffice.snooze.done'));
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby="snooze-title" fullWidth maxWidth="xs" data-testid="snooze-dialog">
      <DialogTitle id="snooze-title">{translate('deadlinesOffice.snooze.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{translate('deadlinesOffice.snooze.intro')}</DialogContentText>
        <TextField
          type="date"
          label={translate('deadlinesOffice.snooze.until')}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, 'data-testid': 'snooze-until' } }}
          error={!!errors.snoozedUntil}
          helperText={errors.snoozedUntil}
          disabled={busy}
          required
        />
        <TextField
          label={translate('deadlinesOffice.snooze.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          error={!!errors.note}
          helperText={errors.note}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'snooze-note' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {deadline.snoozedUntil && (
          <Button onClick={() => void save({ snoozedUntil: null })} disabled={busy} sx={{ minHeight: 44, mr: 'auto' }}>{translate('deadlinesOffice.snooze.clear')}</Button>
        )}
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save({ snoozedUntil: until, note: note.trim() || null })} disabled={!until || busy} sx={{ minHeight: 44 }} data-testid="snooze-save">
          {translate('deadlinesOffice.snooze.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
