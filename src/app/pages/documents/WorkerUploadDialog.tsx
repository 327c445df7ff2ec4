import { useEffect, useMemo, useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, LinearProgress, Radio,
  RadioGroup, TextField, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslate } from 'react-admin';
import { WORKER_UPLOAD_TYPES, type TDocument, type TDocumentType } from '../../../shared/schemas/document';
import { showToast } from '../../providers/toast';
import { useSessionUser } from '../../state/useAppState';
import { reasonOf, uploadDocument } from './upload';

/** What the phone offers: the camera first, a PDF or a photo already taken otherwise. */
const PHONE_FILES = 'image/*,application/pdf';

const Preview = ({ file }: { file: File }) => {
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }} data-testid="worker-upload-file">
      {url && <Box component="img" src={url} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
    </Box>
  );
};

/**
 * The worker sends a photo of their renewed ID card, residence permit or driving licence; the
 * office confirms it before it replaces the old one. Full screen on a phone.
 */
export const WorkerUploadDialog = ({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: (document: TDocument) => void }) => {
  const translate = useTranslate();
  const user = useSessionUser();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [type, setType] = useState<TDocumentType>(WORKER_UPLOAD_TYPES[0]);
  const [expiresAt, setExpiresAt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; errors: Record<string, string> } | null>(null);

  const reset = () => {
    setFile(null);
    setExpiresAt('');
    setProgress(null);
    setError(null);
  };
  const close = () => {
    if (progress !== null) return;
    reset();
    onClose();
  };
  const send = async () => {
    if (!file || !user) return;
    setError(null);
    setProgress(0);
    const outcome = await uploadDocument({
      fields: { ownerType: 'USER', ownerId: user.id, type, title: translate(`resources.document.types.${type}`), expiresAt },
      file,
      onProgress: setProgress,
    });
    setProgress(null);
    if (!outcome.ok) {
      setError({ message: reasonOf(outcome) || translate('documents.upload.unanswered'), errors: outcome.errors });
      return;
    }
    showToast({ severity: 'success', title: 'toast.ok', message: translate('documents.my.sent') });
    reset();
    onUploaded(outcome.document);
  };

  const busy = progress !== null;
  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby="worker-upload-title">
      <DialogTitle id="worker-upload-title">{translate('documents.my.uploadTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">{translate('documents.my.uploadIntro')}</Typography>
        <FormControl>
          <FormLabel id="worker-upload-type">{translate('documents.my.whichType')}</FormLabel>
          <RadioGroup aria-labelledby="worker-upload-type" value={type} onChange={(event) => setType(event.target.value as TDocumentType)}>
            {WORKER_UPLOAD_TYPES.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio />} label={translate(`resources.document.types.${choice}`)} sx={{ minHeight: 44 }} />
            ))}
          </RadioGroup>
        </FormControl>
        <Button component="label" variant={file ? 'outlined' : 'contained'} startIcon={<PhotoCameraOutlined />} sx={{ minHeight: 48 }} disabled={busy}>
          {translate(file ? 'documents.my.otherPhoto' : 'documents.my.takePhoto')}
          <input
            hidden
            type="file"
            accept={PHONE_FILES}
            capture="environment"
            data-testid="worker-upload-input"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
              event.target.value = '';
            }}
          />
        </Button>
        {file && <Preview file={file} />}
        <TextField
          type="date"
          label={translate('documents.my.expiry')}
          value={expiresAt}
          onChange={(event) => setExpiresAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={error?.errors.expiresAt ?? translate('documents.my.expiryHelp')}
          error={!!error?.errors.expiresAt}
          disabled={busy}
        />
        {busy && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={translate('documents.upload.progress')} />}
        {error && <Alert severity="error" data-testid="worker-upload-error">{error.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy} sx={{ minHeight: 44 }}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={!file || busy} sx={{ minHeight: 44 }} data-testid="worker-upload-send">
          {translate('documents.my.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
