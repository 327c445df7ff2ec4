import type { Locale } from '../../shared/i18n/locales';
import { signinEn } from '../i18n/app/signin/en';
import { signinEs } from '../i18n/app/signin/es';
import { signinIt } from '../i18n/app/signin/it';

type TWords = Record<string, string>;

/**
 * The sign-in pages' words under the keys the app's translate() takes, from the module the app's
 * catalogues take them from (i18n/app/signin/): the light entry cannot say anything the app would not.
 */
const flat = (words: typeof signinIt): TWords => ({
  'app.tagline': words.tagline,
  'topbar.language': words.language,
  'passwordReset.forgot': words.forgot,
  'ra.notification.http_error': words.httpError,
  ...Object.fromEntries(Object.entries(words.auth).map(([key, value]) => [`auth.${key}`, value])),
  ...Object.fromEntries(Object.entries(words.toast).map(([key, value]) => [`toast.${key}`, value])),
});

const WORDS: Record<Locale, TWords> = { it: flat(signinIt), es: flat(signinEs), en: flat(signinEn) };

/** translate() for the sign-in pages in one language; an unknown key reads as itself, as in the app. */
export const wordsFor = (locale: Locale) => (key: string): string => WORDS[locale][key] ?? key;
