/** The app's languages, Italian first; on their own so the light sign-in entry takes them without every field error. */
export const LOCALES = ['it', 'es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';
