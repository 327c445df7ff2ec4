import { canAccessPath, homePathFor } from '../../shared/access';
import type { TSigninAnswer } from '../../shared/schemas/auth';
import { keepTemporaryPassword } from '../pages/auth/temporaryPassword';
import type { TCredentials } from '../providers/authProvider';
import { startEarly } from '../providers/earlyFetch';
import { buildHeaders } from '../providers/headers';
import { showToast, toastFor } from '../providers/toast';
import { appStore } from '../state/store';

/** What a home reads first: begun as soon as the token is known, taken by the home's own request. */
const FIRST_READS: Record<string, readonly string[]> = {
  '/home/landing': ['api/attendance/current'],
};

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
};

/**
 * Where the app's own sign-in goes after success (useSignIn): back where the user was going, kept
 * by the router in the history entry, if their role may see it; else their home.
 */
export const targetAfterSignIn = (roles: readonly string[], historyState: unknown = window.history.state): string => {
  const next = (historyState as { usr?: { nextPathname?: string; nextSearch?: string } } | null)?.usr;
  const path = next?.nextPathname;
  return path && path !== '/' && !path.startsWith('/auth') && canAccessPath(roles, path) ? `${path}${next?.nextSearch ?? ''}` : homePathFor(roles);
};

/**
 * Signs in as the app does (authProvider.signIn and useSignIn): the same request and headers, the
 * specification's 'Error' toast on a refusal (or the server unreachable), the session under the
 * `state` key, a temporary password kept in memory for the forced change. Answers the path to
 * open, or null when it failed; the home's first read is already on its way.
 */
export const signInHere = async (credentials: TCredentials, translate: (key: string) => string): Promise<string | null> => {
  let response: Response;
  try {
    response = await fetch('/api/auth/signin', { method: 'POST', headers: buildHeaders(), body: JSON.stringify(credentials) });
  } catch {
    showToast({ severity: 'error', title: 'toast.loginError', message: translate('ra.notification.http_error') });
    return null;
  }
  const json = await parseBody(response);
  const toast = toastFor(response.status, json, 'login');
  if (toast) showToast(toast);
  if (!response.ok) return null;
  const { accessToken, ...user } = json as TSigninAnswer;
  appStore.set({ auth: { user, token: accessToken } });
  if (user.mustChangePassword) {
    keepTemporaryPassword(credentials.password);
    return homePathFor(user.roles);
  }
  const target = targetAfterSignIn(user.roles);
  FIRST_READS[target]?.forEach((path) => startEarly(path, buildHeaders()));
  return target;
};
