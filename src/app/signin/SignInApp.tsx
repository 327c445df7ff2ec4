import { useEffect, useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import type { Locale } from '../../shared/i18n/locales';
import { ToastStack } from '../components/ToastStack';
import { LanguageMenu } from '../layout/LanguageMenu';
import { SignInCard, type TSignInVariant } from '../pages/auth/SignInCard';
import type { TCredentials } from '../providers/authProvider';
import { appStore } from '../state/store';
import { useAppState, useLayoutSettings } from '../state/useAppState';
import { buildTheme } from '../theme';
import { prefetchApp } from './prefetch';
import { signInHere } from './session';
import { wordsFor } from './words';

const ANCHOR = { component: 'a', prop: 'href' } as const;

type TProps = {
  variant: TSignInVariant;
  /** At the tap, before the answer: what the app will need next starts loading. */
  onTap: (credentials: TCredentials) => void;
  /** Signed in: opens `target`. */
  onSignedIn: (target: string) => Promise<void>;
};

/**
 * The sign-in pages as the light entry draws them: the app's own card, theme, toasts and language
 * corner, with MUI only. The language chosen is kept under `state`, as the app keeps it.
 */
export const SignInApp = ({ variant, onTap, onSignedIn }: TProps) => {
  const locale = useAppState((s) => s.locale);
  const settings = useLayoutSettings();
  const translate = useMemo(() => wordsFor(locale), [locale]);
  const theme = useMemo(() => createTheme(buildTheme(settings) as ThemeOptions), [settings]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    document.documentElement.style.fontSize = `${settings.scale}px`;
  }, [settings.scale]);
  useEffect(() => prefetchApp(locale), [locale]);

  const signIn = async (credentials: TCredentials) => {
    const answer = signInHere(credentials, translate);
    onTap(credentials);
    const target = await answer;
    if (!target) return false;
    await onSignedIn(target);
    return true;
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SignInCard
        variant={variant}
        translate={translate}
        signIn={signIn}
        link={ANCHOR}
        corner={<LanguageMenu locale={locale} translate={translate} onChoose={(code: Locale) => appStore.set({ locale: code })} />}
      />
      <ToastStack translate={translate} />
    </ThemeProvider>
  );
};
