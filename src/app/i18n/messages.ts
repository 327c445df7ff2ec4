import type { Localization } from '@mui/material/locale';
import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../shared/i18n/validation';
import { hasAnyRole, type Role } from '../../shared/roles';
import { deepMerge, type TTree } from './features';

export type TMessages = TranslationMessages;

type TLocaleChunk = { messages: TMessages; muiLocalization: Localization };

/** Each language is its own chunk, MUI's words included: a phone downloads only the one it shows. */
const LOADERS: Record<Locale, () => Promise<TLocaleChunk>> = {
  it: () => import('./locales/worker/it'),
  es: () => import('./locales/worker/es'),
  en: () => import('./locales/worker/en'),
};

/** The office's words, a chunk per language too: only the roles that open office screens download them. */
const OFFICE_LOADERS: Record<Locale, () => Promise<{ messages: TTree }>> = {
  it: () => import('./locales/office/it'),
  es: () => import('./locales/office/es'),
  en: () => import('./locales/office/en'),
};

/**
 * The roles with screens beyond the worker's (the back office, client management, accounting, and
 * the client's portal, whose words ride in the same chunk); workers have none.
 */
const OFFICE_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT', 'ROLE_ACCOUNTING', 'ROLE_CLIENT'];

export const needsOfficeWords = (roles: readonly string[] | undefined): boolean => hasAnyRole(roles, OFFICE_ROLES);

type TWhich = { office?: boolean };

const loaded: Partial<Record<Locale, TLocaleChunk>> = {};
const withOffice: Partial<Record<Locale, TMessages>> = {};

/** A language's messages, with the office's merged in when asked: both chunks fetched at once. */
export const loadMessages = async (locale: Locale, { office = false }: TWhich = {}): Promise<TMessages> => {
  const [chunk, officeChunk] = await Promise.all([
    loaded[locale] ?? LOADERS[locale](),
    office && !withOffice[locale] ? OFFICE_LOADERS[locale]() : undefined,
  ]);
  loaded[locale] = chunk;
  if (officeChunk) withOffice[locale] ??= deepMerge(chunk.messages as TTree, officeChunk.messages) as TMessages;
  return (office ? withOffice[locale] : undefined) ?? chunk.messages;
};

/** Messages already loaded (the initial locale is loaded before the first render), the office's included when asked. */
export const loadedMessages = (locale: Locale, { office = false }: TWhich = {}): TMessages | undefined =>
  office ? withOffice[locale] : loaded[locale]?.messages;

/** MUI's words for a language already loaded (with its messages, before the locale is switched). */
export const loadedMuiLocalization = (locale: Locale): Localization | undefined => loaded[locale]?.muiLocalization;

export { LANGUAGE_OPTIONS } from './languages';
