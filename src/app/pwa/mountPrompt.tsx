import { createRoot } from 'react-dom/client';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { loadedMessages } from '../i18n/messages';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import { appStore } from '../state/store';
import { useAppState } from '../state/useAppState';
import { buildTheme } from '../theme';
import { UpdatePrompt, type TUpdateWords } from './UpdatePrompt';

/** The prompt's words in a language whose messages are loaded: the user's, or the first one loaded. */
export const updateWords = (locale: Locale, loaded: (locale: Locale) => unknown = loadedMessages): TUpdateWords | undefined => {
  for (const code of [locale, ...LOCALES]) {
    const words = (loaded(code) as { app?: { update?: TUpdateWords } } | undefined)?.app?.update;
    if (words) return words;
  }
  return undefined;
};

const LocalizedPrompt = ({ onUpdate }: { onUpdate: () => void }) => {
  const words = updateWords(useAppState((s) => s.locale));
  return words ? <UpdatePrompt words={words} onUpdate={onUpdate} /> : null;
};

/**
 * Shows the prompt in a root of its own at the end of the page, beside the app rather than in it:
 * it follows the user's language as the app does, and touches none of the app's screens.
 */
export const mountUpdatePrompt = (onUpdate: () => void) => {
  const host = document.createElement('div');
  host.id = 'update-prompt-root';
  document.body.append(host);
  createRoot(host).render(
    <ThemeProvider theme={createTheme(buildTheme(appStore.get().layout))}>
      <LocalizedPrompt onUpdate={onUpdate} />
    </ThemeProvider>,
  );
};
