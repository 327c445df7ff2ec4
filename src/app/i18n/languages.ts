import type { Locale } from '../../shared/i18n/locales';

/** The app's languages as the selectors show them; its own module so the light sign-in entry takes it without the catalogues' loaders. */
export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Locale; name: string; value: Locale; label: string }> = [
  { code: 'it', value: 'it', name: 'Italiano', label: 'IT' },
  { code: 'es', value: 'es', name: 'Español', label: 'ES' },
  { code: 'en', value: 'en', name: 'English', label: 'EN' },
];
