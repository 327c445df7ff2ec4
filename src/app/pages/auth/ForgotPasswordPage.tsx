import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { HttpError, Link, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useBrowserLanguage } from '../../i18n/browserLanguage';
import { request } from '../../providers/httpClient';
import { AuthShell } from './AuthShell';

const errorMessage = (error: unknown, fallback: string) => (error instanceof HttpError && error.message ? error.message : fallback);

/**
 * /auth/forgot-password (staff, fiscal code) and /auth/forgot-password?client=1 (client users,
 * username): asks for a reset link. The server answers the same whether or not the account exists,
 * and so does this page.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const client = params.get('client') === '1';
  const field = client ? 'username' : 'fiscalCode';
  const loginPath = client ? '/login-client' : '/auth/login';
  const language = useBrowserLanguage();
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!identifier.trim()) return setError(translate('validation.required'));
    setPending(true);
    try {
      const { json } = await request<{ message: string }>('api/auth/forgot-password', {
        method: 'POST',
        body: { [field]: identifier.trim() },
        toast: 'silent',
        headers: { 'Accept-Language': language },
      });
      setSent(json.message);
    } catch (failure) {
      const fields = failure instanceof HttpError ? (failure.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      setError(fields?.[field] ?? errorMessage(failure, translate('ra.notification.http_error')));
    } finally {
      setPending(false);
    }
  };

  const back = (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <MuiLink component={Link} to={loginPath} variant="body2">{translate('passwordReset.backToLogin')}</MuiLink>
    </Box>
  );

  if (sent) {
    return (
      <AuthShell title={translate('passwordReset.sentTitle')}>
        <Alert severity="success" sx={{ mb: 2 }} data-testid="forgot-sent">{sent}</Alert>
        <Typography variant="body2" color="text.secondary">{translate('passwordReset.sentHint')}</Typography>
        {back}
      </AuthShell>
    );
  }
  return (
    <AuthShell title={translate('passwordReset.title')} subtitle={translate(client ? 'passwordReset.subtitleClient' : 'passwordReset.subtitleStaff')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="forgot-form">
        <TextField
          name={field}
          label={translate(`auth.${field}`)}
          value={identifier}
          onChange={(e) => {
            setIdentifier(field === 'fiscalCode' ? e.target.value.replace(/\s+/g, '').toUpperCase() : e.target.value);
            setError(null);
          }}
          autoComplete="username"
          autoFocus
          required
          fullWidth
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: field === 'fiscalCode' ? 24 : 100, spellCheck: false, autoCapitalize: client ? 'none' : 'characters', autoCorrect: 'off' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ py: 1.25 }}>
          {pending ? <CircularProgress size={22} color="inherit" aria-label={translate('passwordReset.send')} /> : translate('passwordReset.send')}
        </Button>
      </Stack>
      {back}
    </AuthShell>
  );
};
