import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { ZProfilePatch, type TProfile } from '../../../shared/schemas/user';
import { requiredKeys } from '../../components/requiredFields';
import { request } from '../../providers/httpClient';
import { showToast } from '../../providers/toast';
import { appStore } from '../../state/store';
import { useRefreshProfile } from '../../state/useProfile';

type TContact = { email: string; phone: string; address: string };

/** The form always sends the three fields: those the patch then requires (the e-mail) are marked. */
const REQUIRED = requiredKeys(ZProfilePatch.required());

/** PATCH api/auth/me with the contact fields only: the server refuses anything else. */
export const ContactForm = ({ profile }: { profile: TProfile }) => {
  const translate = useTranslate();
  const refresh = useRefreshProfile();
  const [values, setValues] = useState<TContact>({ email: profile.email, phone: profile.phone ?? '', address: profile.address ?? '' });
  const [errors, setErrors] = useState<Partial<TContact>>({});
  const [pending, setPending] = useState(false);
  const changed = values.email !== profile.email || values.phone !== (profile.phone ?? '') || values.address !== (profile.address ?? '');
  const set = (field: keyof TContact) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const { json } = await request<TProfile & { message: string }>('api/auth/me', { method: 'PATCH', body: values });
      showToast({ severity: 'success', title: 'toast.ok', message: json.message });
      appStore.set((s) => (s.auth ? { auth: { ...s.auth, user: { ...s.auth.user, email: json.email } } } : {}));
      await refresh();
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: Partial<TContact> } | undefined)?.errors : undefined;
      if (fields) setErrors(fields);
    } finally {
      setPending(false);
    }
  };

  const field = (name: keyof TContact, type: string, autoComplete: string) => (
    <TextField
      name={name}
      type={type}
      label={translate(`resources.user.fields.${name}`)}
      value={values[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      required={REQUIRED.has(name)}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
    />
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="contact-form">
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      {field('address', 'text', 'street-address')}
      <Button type="submit" variant="contained" disabled={pending || !changed} sx={{ alignSelf: { sm: 'flex-start' }, py: 1 }}>
        {pending ? <CircularProgress size={22} color="inherit" /> : translate('profile.contacts.submit')}
      </Button>
    </Stack>
  );
};
