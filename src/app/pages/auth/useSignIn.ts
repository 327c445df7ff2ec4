import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useI18nProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { canAccessPath } from '../../../shared/access';
import { signIn, type TCredentials } from '../../providers/authProvider';
import { showToast } from '../../providers/toast';
import { appStore } from '../../state/store';
import { keepTemporaryPassword } from './temporaryPassword';

/** Signs in, then goes back where the user was going if their role may see it, else to their home. */
export const useSignIn = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const i18nProvider = useI18nProvider();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;

  return async (credentials: TCredentials): Promise<boolean> => {
    try {
      const home = await signIn(credentials);
      // A temporary password: the forced change takes it from memory instead of asking again.
      if (appStore.get().auth?.user.mustChangePassword) keepTemporaryPassword(credentials.password);
      // The same locale again, for the signed-in role's messages: an office role's words load
      // before its first screen, never shown as keys.
      await i18nProvider.changeLocale(i18nProvider.getLocale());
      queryClient.clear();
      const roles = appStore.get().auth?.user.roles ?? [];
      const next = state?.nextPathname;
      const target = next && next !== '/' && !next.startsWith('/auth') && canAccessPath(roles, next) ? `${next}${state?.nextSearch ?? ''}` : home;
      navigate(target, { replace: true });
      return true;
    } catch (error) {
      if (!(error instanceof HttpError)) {
        showToast({ severity: 'error', title: 'toast.loginError', message: translate('ra.notification.http_error') });
      }
      return false;
    }
  };
};
