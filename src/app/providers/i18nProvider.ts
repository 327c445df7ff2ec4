import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/validation';
import { LANGUAGE_OPTIONS, loadMessages, loadedMessages, needsOfficeWords } from '../i18n/messages';
import { appStore } from '../state/store';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * Polyglot, Italian first. The initial locale's messages must be loaded (see main.tsx) before
 * this is called; other languages load when chosen, and the choice is remembered. A signed-in
 * office role gets the office's words merged in: a language switch waits for both chunks, and
 * sign-in re-reads the messages (changeLocale to the same locale) before the office's first screen.
 */
export const createI18nProvider = (initial: Locale = appStore.get().locale): I18nProvider => {
  const base = polyglotI18nProvider(
    (locale) => {
      const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
      const which = { office: needsOfficeWords(appStore.get().auth?.user.roles) };
      return loadedMessages(code, which) ?? loadMessages(code, which);
    },
    initial,
    LANGUAGE_OPTIONS.map(({ code, name }) => ({ locale: code, name })),
    { allowMissing: true },
  );
  return {
    ...base,
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      if (isLocale(locale)) appStore.set({ locale });
      document.documentElement.lang = locale;
    },
  };
};
