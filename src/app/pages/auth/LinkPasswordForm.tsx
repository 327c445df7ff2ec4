import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { isStrongPassword } from '../../../shared/password';
import { request } from '../../providers/httpClient';
import { PasswordField } from '../profile/PasswordField';

/** The server's message of a refusal, or the fallback when it gave none. */
export const errorMessage = (error: unknown, fallback: string) => (error instanceof HttpError && error.message ? error.message : fallback);

/**
 * The new password and its repetition on a page opened from an e-mailed link (an invitation, a
 * password reset), posted to `url`; the server's field errors land on the password, any other
 * refusal above the form. `words` names the catalogue part with its password, confirm and submit.
 */
export const LinkPasswordForm = <T,>({ url, words, language, testId, onDone }: {
  url: string;
  words: 'invite' | 'passwordReset';
  language: string;
  testId: string;
  onDone: (answer: T) => void;
}) => {
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
      const { json } = await request<T>(url, { method: 'POST', body: { password: values.password }, toast: 'silent', headers: { 'Accept-Language': language } });
      onDone(json);
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: { password?: string } } | undefined)?.errors : undefined;
      if (fields?.password) setErrors({ password: fields.password });
      else setRefusal(errorMessage(error, translate('ra.notification.http_error')));
      setPending(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid={testId}>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <PasswordField
        name="password"
        label={translate(`${words}.password`)}
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
        label={translate(`${words}.confirm`)}
        value={values.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
        error={!!errors.confirm}
        helperText={errors.confirm}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ py: 1.25 }}>
        {pending ? <CircularProgress size={22} color="inherit" aria-label={translate(`${words}.submit`)} /> : translate(`${words}.submit`)}
      </Button>
    </Stack>
  );
};
