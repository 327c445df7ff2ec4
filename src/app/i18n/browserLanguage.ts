import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../shared/i18n/locales';
import { LOCAL_STORAGE_KEY } from '../../shared/resources';
import { browserLocale } from './languages';

export { browserLocale };

/**
 * The pages opened before signing in (sign-in, invitation) speak the browser's language on a device
 * that never opened the app; a language chosen before on this device is kept. Answers the language
 * the page will speak at once, so words asked of the server come in it, not in the one being left.
 */
export const useBrowserLanguage = (): Locale => {
  const [locale, setLocale] = useLocaleState();
  const [wanted] = useState(() => (window.localStorage.getItem(LOCAL_STORAGE_KEY) !== null ? undefined : browserLocale(navigator.languages ?? [navigator.language])));
  useEffect(() => {
    if (wanted && wanted !== locale) setLocale(wanted);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return wanted ?? (locale as Locale);
};
