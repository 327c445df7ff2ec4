import { useEffect, useMemo } from 'react';
import type { Locale } from '../../shared/i18n/locales';
import type { TCredentials } from '../providers/authProvider';
import { appStore } from '../state/store';
import { useAppState } from '../state/useAppState';
import { LockIcon, ShieldMark } from './icons';
import { LanguagePicker } from './LanguagePicker';
import { prefetchApp } from './prefetch';
import { signInHere } from './session';
import css from './signin.module.css';
import { SignInForm } from './SignInForm';
import { Toasts } from './Toasts';
import { wordsFor } from './words';

export type TSignInVariant = 'staff' | 'client';

type TProps = {
  variant: TSignInVariant;
  /** At the tap, before the answer: what the app will need next starts loading. */
  onTap: (credentials: TCredentials) => void;
  /** Signed in: opens `target`. */
  onSignedIn: (target: string) => Promise<void>;
};

/**
 * The sign-in pages as the light entry draws them: the same card, toasts and language corner as the
 * app's sign-in route (pages/auth/SignInCard.tsx in AuthFrame), looking as they do, with plain React
 * and HTML and no component library (the words are the same module's). The language chosen is kept under `state`, as the app keeps it.
 */
export const SignInApp = ({ variant, onTap, onSignedIn }: TProps) => {
  const locale = useAppState((s) => s.locale);
  const scale = useAppState((s) => s.layout.scale);
  const inputStyle = useAppState((s) => s.layout.inputStyle);
  const translate = useMemo(() => wordsFor(locale), [locale]);
  const staff = variant === 'staff';

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    document.documentElement.style.fontSize = `${scale}px`;
  }, [scale]);
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
    <>
      <div className={css.page}>
        <div className={css.corner}>
          <LanguagePicker locale={locale} translate={translate} onChoose={(code: Locale) => appStore.set({ locale: code })} />
        </div>
        <div className={css.brand}>
          <div className={css.logo}>
            <ShieldMark size={44} />
            <span className={css.name}>Presidio</span>
          </div>
          <p className={`${css.body2} ${css.tagline}`}>{translate('app.tagline')}</p>
        </div>
        <div className={css.card}>
          <h1 className={css.title}>{translate(staff ? 'auth.staffTitle' : 'auth.clientTitle')}</h1>
          <p className={`${css.body2} ${css.subtitle}`}>{translate(staff ? 'auth.staffSubtitle' : 'auth.clientSubtitle')}</p>
          <SignInForm field={staff ? 'fiscalCode' : 'username'} translate={translate} signIn={signIn} inputStyle={inputStyle} />
          <p className={css.linkRow}>
            <a className={css.link} href={staff ? '/auth/forgot-password' : '/auth/forgot-password?client=1'}>
              {translate('passwordReset.forgot')}
            </a>
          </p>
          <p className={css.linkRow}>
            <a className={css.link} href={staff ? '/login-client' : '/auth/login'}>
              {translate(staff ? 'auth.toClient' : 'auth.toStaff')}
            </a>
          </p>
        </div>
        <p className={css.secure}>
          <LockIcon /> {translate('auth.secure')}
        </p>
      </div>
      <Toasts translate={translate} />
    </>
  );
};
