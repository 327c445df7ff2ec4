import { appStore } from '../state/store';

/** The headers every call carries: JSON, the user's language and, while signed in, the token twice. */
export const buildHeaders = (): Headers => {
  const { auth, locale } = appStore.get();
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Accept-Language': locale,
  });
  if (auth?.token) {
    headers.set('Authorization', `Bearer ${auth.token}`);
    headers.set('x-access-token', auth.token);
  }
  return headers;
};
