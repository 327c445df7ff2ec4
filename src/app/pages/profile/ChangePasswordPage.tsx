import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { homePathFor } from '../../../shared/access';
import { appStore } from '../../state/store';
import { useSessionUser } from '../../state/useAppState';
import { AuthShell } from '../auth/AuthShell';
import { takeTemporaryPassword } from '../auth/temporaryPassword';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Marks the obligation as met in the stored session (the server has already cleared it). */
export const clearPasswordObligation = () =>
  appStore.set((s) => (s.auth ? { auth: { ...s.auth, user: { ...s.auth.user, mustChangePassword: false } } } : {}));

/**
 * /auth/change-password: after signing in with a temporary password, nothing else opens until
 * the user has chosen their own; then they continue to their home.
 */
export const ChangePasswordPage = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  // Typed at sign-in a moment ago (absent after a reload: then the form asks for it).
  const [temporaryPassword] = useState(takeTemporaryPassword);
  if (!user) return <Navigate to="/auth/login" replace />;
  if (!user.mustChangePassword) return <Navigate to={homePathFor(user.roles)} replace />;
  const done = () => {
    clearPasswordObligation();
    navigate(homePathFor(user.roles), { replace: true });
  };
  return (
    <AuthShell title={translate('profile.forced.title')} subtitle={translate('profile.forced.subtitle')}>
      <Alert severity="info" sx={{ mb: 2.5 }}>{translate('profile.forced.explain')}</Alert>
      <ChangePasswordForm temporary knownPassword={temporaryPassword ?? undefined} onDone={done} />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button size="small" color="inherit" onClick={() => logout()}>{translate('topbar.logout')}</Button>
      </Box>
    </AuthShell>
  );
};
