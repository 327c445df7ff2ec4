import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBrowserLanguage } from '../../i18n/browserLanguage';
import { request } from '../../providers/httpClient';
import { showToast } from '../../providers/toast';
import { AuthShell } from './AuthShell';
import { errorMessage, LinkPasswordForm } from './LinkPasswordForm';

/** POST api/auth/reset-password/{token}: where the user signs in now. */
interface TReset {
  message: string;
  loginPath: string;
}

type TState = { step: 'checking' } | { step: 'invalid'; message: string } | { step: 'ready' };

/**
 * /auth/reset-password?token=…: opened from the reset e-mail, signed out. Checks the link, takes the
 * new password twice, then sends the person to sign in with a toast.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<TState>(token ? { step: 'checking' } : { step: 'invalid', message: translate('passwordReset.noToken') });
  const language = useBrowserLanguage();

  useEffect(() => {
    if (!token) return;
    let live = true;
    request(`api/auth/reset-password/${encodeURIComponent(token)}`, { toast: 'silent', headers: { 'Accept-Language': language } })
      .then(() => live && setState({ step: 'ready' }))
      .catch((error: unknown) => live && setState({ step: 'invalid', message: errorMessage(error, translate('ra.notification.http_error')) }));
    return () => {
      live = false;
    };
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps

  const done = (answer: TReset) => {
    showToast({ severity: 'success', title: 'toast.ok', message: answer.message });
    navigate(answer.loginPath, { replace: true });
  };

  if (state.step === 'invalid') {
    return (
      <AuthShell title={translate('passwordReset.invalidTitle')}>
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="reset-invalid">{state.message}</Alert>
        <Button component={Link} to="/auth/forgot-password" variant="contained" fullWidth>{translate('passwordReset.askAgain')}</Button>
      </AuthShell>
    );
  }
  if (state.step === 'checking') {
    return (
      <AuthShell title={translate('passwordReset.resetTitle')}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{translate('passwordReset.checking')}</Typography>
        </Box>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={translate('passwordReset.resetTitle')} subtitle={translate('passwordReset.resetSubtitle')}>
      <LinkPasswordForm<TReset> url={`api/auth/reset-password/${encodeURIComponent(token)}`} words="passwordReset" language={language} testId="reset-form" onDone={done} />
    </AuthShell>
  );
};
