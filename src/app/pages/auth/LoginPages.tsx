import { Link as MuiLink, Box } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { homePathFor } from '../../../shared/access';
import { useBrowserLanguage } from '../../i18n/browserLanguage';
import { LanguageSelector } from '../../layout/LanguageSelector';
import { useSessionUser } from '../../state/useAppState';
import { AuthShell } from './AuthShell';
import { SignInForm } from './SignInForm';

/** The browser's language on a device that never chose one, and a choice of it in the corner. */
const SignInPage = ({ variant }: { variant: 'staff' | 'client' }) => {
  const translate = useTranslate();
  const user = useSessionUser();
  useBrowserLanguage();
  if (user) return <Navigate to={homePathFor(user.roles)} replace />;
  const staff = variant === 'staff';
  return (
    <AuthShell
      title={translate(staff ? 'auth.staffTitle' : 'auth.clientTitle')}
      subtitle={translate(staff ? 'auth.staffSubtitle' : 'auth.clientSubtitle')}
      corner={<LanguageSelector />}
    >
      <SignInForm field={staff ? 'fiscalCode' : 'username'} />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink component={Link} to={staff ? '/auth/forgot-password' : '/auth/forgot-password?client=1'} variant="body2">
          {translate('passwordReset.forgot')}
        </MuiLink>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <MuiLink component={Link} to={staff ? '/login-client' : '/auth/login'} variant="body2">
          {translate(staff ? 'auth.toClient' : 'auth.toStaff')}
        </MuiLink>
      </Box>
    </AuthShell>
  );
};

/** /auth/login: staff sign in with fiscal code and password. */
export const LoginPage = () => <SignInPage variant="staff" />;

/** /login-client: client users sign in with username and password. */
export const ClientLoginPage = () => <SignInPage variant="client" />;
