import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { useTranslate } from 'react-admin';

/**
 * The one-time temporary password of a new user or of a reset, shown once: the administrator
 * passes it on, and the user must replace it at the first sign-in.
 */
export const TemporaryPasswordDialog = ({
  password,
  name,
  signIn,
  onClose,
}: {
  password: string | null;
  name: string;
  /** How the user signs in: fiscal code or username. */
  signIn?: string | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Dialog open={!!password} onClose={(_, reason) => reason !== 'backdropClick' && close()} maxWidth="xs" fullWidth aria-labelledby="temporary-password-title">
      <DialogTitle id="temporary-password-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <KeyOutlined color="primary" />
        {translate('resources.user.temporary.title')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('resources.user.temporary.intro', { name })}</Typography>
        {signIn && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.user.temporary.signInWith')} <strong>{signIn}</strong>
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}>
          <Typography data-testid="temporary-password" sx={{ fontFamily: 'monospace', fontSize: '1.35rem', fontWeight: 700, letterSpacing: '0.06em', flex: 1, userSelect: 'all', wordBreak: 'break-all' }}>
            {password}
          </Typography>
          <Tooltip title={translate(copied ? 'resources.user.temporary.copied' : 'resources.user.temporary.copy')}>
            <IconButton onClick={copy} aria-label={translate('resources.user.temporary.copy')} color={copied ? 'success' : 'primary'}>
              {copied ? <Check /> : <ContentCopy />}
            </IconButton>
          </Tooltip>
        </Box>
        <Alert severity="info" sx={{ mt: 2 }}>{translate('resources.user.temporary.explain')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} data-testid="temporary-password-done">
          {translate('resources.user.temporary.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
