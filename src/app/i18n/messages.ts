import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../shared/i18n/validation';

export type TMessages = TranslationMessages;

/** Each language is its own chunk: a phone downloads only the one it shows. */
const LOADERS: Record<Locale, () => Promise<{ messages: TMessages }>> = {
  it: () => import('./locales/it'),
  es: () => import('./locales/es'),
  en: () => import('./locales/en'),
};

const loaded: Partial<Record<Locale, TMessages>> = {};

export const loadMessages = async (locale: Locale): Promise<TMessages> => {
  loaded[locale] ??= (await LOADERS[locale]()).messages;
  return loaded[locale];
};

/** Messages already loaded (the initial locale is loaded before the first render). */
export const loadedMessages = (locale: Locale): TMessages | undefined => loaded[locale];

export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Locale; name: string; value: Locale; label: string }> = [
  { code: 'it', value: 'it', name: 'Italiano', label: 'IT' },
  { code: 'es', value: 'es', name: 'Español', label: 'ES' },
  { code: 'en', value: 'en', name: 'English', label: 'EN' },
];
