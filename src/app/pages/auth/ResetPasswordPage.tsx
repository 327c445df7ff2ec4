import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { HttpError, Link, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isStrongPassword } from '../../../shared/password';
import { useBrowserLanguage } from '../../i18n/browserLanguage';
import { request } from '../../providers/httpClient';
import { showToast } from '../../providers/toast';
import { PasswordField } from '../profile/PasswordField';
import { AuthShell } from './AuthShell';

/** POST api/auth/reset-password/{token}: where the user signs in now. */
interface TReset {
  message: string;
  loginPath: string;
}

type TState = { step: 'checking' } | { step: 'invalid'; message: string } | { step: 'ready' };

const errorMessage = (error: unknown, fallback: string) => (error instanceof HttpError && error.message ? error.message : fallback);

/** The new password and its repetition; the server's field errors land on the password. */
const NewPasswordForm = ({ token, language, onDone }: { token: string; language: string; onDone: (answer: TReset) => void }) => {
  const translate = useTranslate();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: 'password' | 'confirm') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!isStrongPassword(values.password)) found.password = translate('validation.passwordWeak');
    if (values.confirm !== values.password) found.confirm = translate('profile.password.mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    setRefusal(null);
    try {
      const { json } = await request<TReset>(`api/auth/reset-password/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { password: values.password },
        toast: 'silent',
        headers: { 'Accept-Language': language },
      });
      onDone(json);
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: { password?: string } } | undefined)?.errors : undefined;
      if (fields?.password) setErrors({ password: fields.password });
      else setRefusal(errorMessage(error, translate('ra.notification.http_error')));
      setPending(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="reset-form">
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <PasswordField
        name="password"
        label={translate('passwordReset.password')}
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        autoFocus
        error={!!errors.password}
        helperText={errors.password ?? translate('profile.password.rules')}
        required
      />
      <PasswordField
        name="confirm"
        label={translate('passwordReset.confirm')}
        value={values.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
        error={!!errors.confirm}
        helperText={errors.confirm}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ py: 1.25 }}>
        {pending ? <CircularProgress size={22} color="inherit" aria-label={translate('passwordReset.submit')} /> : translate('passwordReset.submit')}
      </Button>
    </Stack>
  );
};

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
      <NewPasswordForm token={token} language={language} onDone={done} />
    </AuthShell>
  );
};
