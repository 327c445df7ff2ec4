import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { TCredentials } from '../../providers/authProvider';

export type TTranslate = (key: string) => string;

/** Signs in with the credentials; false when it failed (the form takes them again). */
export type TSignInAction = (credentials: TCredentials) => Promise<boolean>;

/**
 * Identifier (fiscal code for staff, username for clients) and password. Without react-admin (the
 * words and the sign-in come as props): the app's page and the light sign-in entry share it.
 */
export const SignInForm = ({ field, translate, signIn }: { field: 'fiscalCode' | 'username'; translate: TTranslate; signIn: TSignInAction }) => {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const credentials = { [field]: identifier.trim(), password } as TCredentials;
    const ok = await signIn(credentials);
    if (!ok) setPending(false);
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2} noValidate={false}>
      <TextField
        name={field}
        label={translate(`auth.${field}`)}
        value={identifier}
        // A fiscal code is read in groups (RSSMRA 80A01 H501U): spaces typed or pasted are dropped.
        onChange={(e) => setIdentifier(field === 'fiscalCode' ? e.target.value.replace(/\s+/g, '').toUpperCase() : e.target.value)}
        autoComplete="username"
        autoFocus
        required
        fullWidth
        size="medium"
        slotProps={{
          htmlInput: {
            // Room for a pasted code with its spaces, which the change above removes.
            maxLength: field === 'fiscalCode' ? 24 : 100,
            spellCheck: false,
            autoCapitalize: field === 'fiscalCode' ? 'characters' : 'none',
            autoCorrect: 'off',
          },
        }}
      />
      <TextField
        name="password"
        type={visible ? 'text' : 'password'}
        label={translate('auth.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        required
        fullWidth
        size="medium"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={translate(visible ? 'auth.hidePassword' : 'auth.showPassword')}
                  onClick={() => setVisible((v) => !v)}
                  edge="end"
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ py: 1.25 }}>
        {pending ? <CircularProgress size={22} color="inherit" /> : translate('auth.submit')}
      </Button>
    </Stack>
  );
};
