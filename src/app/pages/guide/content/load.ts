import type { Locale } from '../../../../shared/i18n/validation';
import type { TGuideText } from './types';

/** Each language is its own chunk, fetched when the guide opens in it: never in the first download. */
const LOADERS: Record<Locale, () => Promise<TGuideText>> = {
  it: () => import('./it').then((m) => m.guideIt),
  es: () => import('./es').then((m) => m.guideEs),
  en: () => import('./en').then((m) => m.guideEn),
};

export const loadGuideText = (locale: string): Promise<TGuideText> => (LOADERS[locale as Locale] ?? LOADERS.it)();
