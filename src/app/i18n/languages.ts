import { LOCALES, type Locale } from '../../shared/i18n/locales';

/** The app's languages as the selectors show them; its own module so the light sign-in entry takes it without the catalogues' loaders. */
export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Locale; name: string; value: Locale; label: string }> = [
  { code: 'it', value: 'it', name: 'Italiano', label: 'IT' },
  { code: 'es', value: 'es', name: 'Español', label: 'ES' },
  { code: 'en', value: 'en', name: 'English', label: 'EN' },
];

/** The first of the browser's languages the app speaks, if any (here, without React, for the light sign-in entry too). */
export const browserLocale = (languages: readonly string[]): Locale | undefined =>
  languages.map((language) => language.slice(0, 2).toLowerCase()).find((code): code is Locale => (LOCALES as readonly string[]).includes(code));
