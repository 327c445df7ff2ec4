import type { Localization } from '@mui/material/locale';
import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../shared/i18n/validation';

export type TMessages = TranslationMessages;

/** Each language is its own chunk, MUI's words included: a phone downloads only the one it shows. */
const LOADERS: Record<Locale, () => Promise<{ messages: TMessages; muiLocalization: Localization }>> = {
  it: () => import('./locales/it'),
  es: () => import('./locales/es'),
  en: () => import('./locales/en'),
};

const loaded: Partial<Record<Locale, { messages: TMessages; muiLocalization: Localization }>> = {};

export const loadMessages = async (locale: Locale): Promise<TMessages> => {
  loaded[locale] ??= await LOADERS[locale]();
  return loaded[locale].messages;
};

/** Messages already loaded (the initial locale is loaded before the first render). */
export const loadedMessages = (locale: Locale): TMessages | undefined => loaded[locale]?.messages;

/** MUI's words for a language already loaded (with its messages, before the locale is switched). */
export const loadedMuiLocalization = (locale: Locale): Localization | undefined => loaded[locale]?.muiLocalization;

export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Locale; name: string; value: Locale; label: string }> = [
  { code: 'it', value: 'it', name: 'Italiano', label: 'IT' },
  { code: 'es', value: 'es', name: 'Español', label: 'ES' },
  { code: 'en', value: 'en', name: 'English', label: 'EN' },
];
