import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBrowserLanguage } from '../../i18n/browserLanguage';
import { request } from '../../providers/httpClient';
import { showToast } from '../../providers/toast';
import { AuthShell } from './AuthShell';
import { errorMessage, LinkPasswordForm } from './LinkPasswordForm';

/** GET api/invitation/{token}: whom the link is for. */
export interface TInvitation {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
}

/** POST api/invitation/{token}: where the user signs in now. */
interface TAccepted {
  message: string;
  username: string | null;
  loginPath: string;
}

type TState = { step: 'checking' } | { step: 'invalid'; message: string } | { step: 'ready'; invitation: TInvitation };

/**
 * /auth/invitation?token=…: opened from the invitation e-mail, signed out. Shows whom the link is
 * for, takes the new password twice, then sends the person to sign in with a toast.
 */
export const InvitationPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<TState>(token ? { step: 'checking' } : { step: 'invalid', message: translate('invite.noToken') });
  const language = useBrowserLanguage();

  useEffect(() => {
    if (!token) return;
    let live = true;
    request<TInvitation>(`api/invitation/${encodeURIComponent(token)}`, { toast: 'silent', headers: { 'Accept-Language': language } })
      .then(({ json }) => live && setState({ step: 'ready', invitation: json }))
      .catch((error: unknown) => live && setState({ step: 'invalid', message: errorMessage(error, translate('ra.notification.http_error')) }));
    return () => {
      live = false;
    };
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps

  const done = (answer: TAccepted) => {
    showToast({ severity: 'success', title: 'toast.ok', message: answer.message });
    navigate(answer.loginPath, { replace: true });
  };

  if (state.step === 'invalid') {
    return (
      <AuthShell title={translate('invite.invalidTitle')}>
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="invitation-invalid">{state.message}</Alert>
        <Button component={Link} to="/login-client" variant="contained" fullWidth>{translate('invite.toLogin')}</Button>
      </AuthShell>
    );
  }
  if (state.step === 'checking') {
    return (
      <AuthShell title={translate('invite.title')}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{translate('invite.checking')}</Typography>
        </Box>
      </AuthShell>
    );
  }
  const { invitation } = state;
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  return (
    <AuthShell title={translate('invite.title')} subtitle={translate('invite.subtitle')}>
      <Box sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="invitation-for">
        <Typography variant="overline" component="h2" color="text.secondary">{translate('invite.account')}</Typography>
        {name && <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>{name}</Typography>}
        {invitation.username && <Typography variant="body2">{translate('invite.username', { username: invitation.username })}</Typography>}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{translate('invite.email', { email: invitation.email })}</Typography>
      </Box>
      <LinkPasswordForm<TAccepted> url={`api/invitation/${encodeURIComponent(token)}`} words="invite" language={language} testId="invitation-form" onDone={done} />
    </AuthShell>
  );
};
