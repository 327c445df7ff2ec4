import { request } from '../../providers/httpClient';
import { appStore } from '../../state/store';

/**
 * Tells the server the signed-in user's new language, so that their e-mails and reminders follow
 * it. Fire and forget: the app's language has changed either way, and a failure says nothing.
 */
export const saveLanguage = (language: string) => {
  if (!appStore.get().auth?.token) return;
  request('api/auth/me', { method: 'PATCH', body: { language }, toast: 'silent' }).catch(() => undefined);
};
