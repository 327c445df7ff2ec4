import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { isStrongPassword } from '../../../shared/password';
import { request } from '../../providers/httpClient';
import { showToast } from '../../providers/toast';
import { PasswordField } from './PasswordField';

type TErrors = Partial<Record<'currentPassword' | 'newPassword' | 'confirm', string>>;

/**
 * POST api/auth/change-password: the current (or temporary) password, the new one twice. The
 * server's field errors land on the fields; other sessions of the user end.
 */
export const ChangePasswordForm = ({ temporary = false, knownPassword, onDone }: { temporary?: boolean; knownPassword?: string; onDone?: () => void }) => {
  const translate = useTranslate();
  const [values, setValues] = useState({ currentPassword: knownPassword ?? '', newPassword: '', confirm: '' });
  // The current password is asked only when not known from the sign-in, or when the server refused it.
  const [askCurrent, setAskCurrent] = useState(!knownPassword);
  const [errors, setErrors] = useState<TErrors>({});
  const [pending, setPending] = useState(false);
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: TErrors = {};
    if (!values.currentPassword) found.currentPassword = translate('validation.required');
    if (!isStrongPassword(values.newPassword)) found.newPassword = translate('validation.passwordWeak');
    else if (values.newPassword === values.currentPassword) found.newPassword = translate('validation.passwordUnchanged');
    if (values.confirm !== values.newPassword) found.confirm = translate('profile.password.mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const { json } = await request<{ message: string }>('api/auth/change-password', {
        method: 'POST',
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      showToast({ severity: 'success', title: 'toast.ok', message: json.message });
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      onDone?.();
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: TErrors } | undefined)?.errors : undefined;
      if (fields?.currentPassword) setAskCurrent(true);
      if (fields) setErrors(fields);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="change-password-form">
      {askCurrent && (
        <PasswordField
          name="currentPassword"
          label={translate(temporary ? 'profile.password.temporary' : 'profile.password.current')}
          value={values.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
          error={!!errors.currentPassword}
          helperText={errors.currentPassword}
          required
        />
      )}
      <PasswordField
        name="newPassword"
        label={translate('profile.password.new')}
        value={values.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
        error={!!errors.newPassword}
        helperText={errors.newPassword ?? translate('profile.password.rules')}
        required
      />
      <PasswordField
        name="confirmPassword"
        label={translate('profile.password.confirm')}
        value={values.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
        error={!!errors.confirm}
        helperText={errors.confirm}
        required
      />
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: { sm: 'flex-start' }, py: 1 }}>
        {pending ? <CircularProgress size={22} color="inherit" /> : translate(temporary ? 'profile.password.setAndContinue' : 'profile.password.submit')}
      </Button>
    </Stack>
  );
};
