import type { Locale } from '../../shared/i18n/locales';
import type { TCredentials } from '../providers/authProvider';
import { appStore } from '../state/store';
import { h, type TRedraw } from './dom';
import { signInForm } from './form';
import { lockIcon, shieldMark } from './icons';
import { languagePicker } from './picker';
import { prefetchApp } from './prefetch';
import { signInHere } from './session';
import css from './signin.module.css';
import { toastStack } from './toasts';
import { wordsFor } from './words';

export type TSignInVariant = 'staff' | 'client';

type TOptions = {
  variant: TSignInVariant;
  /** At the tap, before the answer: what the app will need next starts loading. */
  onTap: (credentials: TCredentials) => void;
  /** Signed in: opens `target`. */
  onSignedIn: (target: string) => Promise<void>;
};

/** A text node whose words follow the language. */
const words = (key: string, redraws: TRedraw[]) => {
  const text = document.createTextNode('');
  redraws.push((translate) => {
    text.data = translate(key);
  });
  return text;
};

/**
 * The sign-in pages as the light entry draws them: the same card, toasts and language corner as the
 * app's sign-in route (pages/auth/SignInCard.tsx in AuthFrame), looking as they do, in plain DOM
 * with no framework (the words are the same module's). Drawn into `root` at once; a new language
 * (kept under `state`, as the app keeps it) changes the words in place, the fields' values and the
 * focus staying. `dispose` stops its listening and timers before the app takes the page.
 */
export const mountSignIn = (root: HTMLElement, { variant, onTap, onSignedIn }: TOptions) => {
  const staff = variant === 'staff';
  const { locale, layout } = appStore.get();
  const redraws: TRedraw[] = [];
  let translate = wordsFor(locale);

  const signIn = async (credentials: TCredentials) => {
    const answer = signInHere(credentials, translate);
    onTap(credentials);
    const target = await answer;
    if (!target) return false;
    await onSignedIn(target);
    return true;
  };

  const picker = languagePicker((code: Locale) => appStore.set({ locale: code }));
  const form = signInForm({ field: staff ? 'fiscalCode' : 'username', inputStyle: layout.inputStyle, signIn });
  const toasts = toastStack();
  redraws.push(picker.redraw, form.redraw, toasts.redraw);

  const link = (href: string, key: string) => h('p', { class: css.linkRow }, h('a', { class: css.link, href }, words(key, redraws)));

  const page = h(
    'div',
    { class: css.page },
    h('div', { class: css.corner }, picker.element),
    h(
      'div',
      { class: css.brand },
      h('div', { class: css.logo }, shieldMark(), h('span', { class: css.name }, 'Presidio')),
      h('p', { class: `${css.body2} ${css.tagline}` }, words('app.tagline', redraws)),
    ),
    h(
      'div',
      { class: css.card },
      h('h1', { class: css.title }, words(staff ? 'auth.staffTitle' : 'auth.clientTitle', redraws)),
      h('p', { class: `${css.body2} ${css.subtitle}` }, words(staff ? 'auth.staffSubtitle' : 'auth.clientSubtitle', redraws)),
      form.element,
      link(staff ? '/auth/forgot-password' : '/auth/forgot-password?client=1', 'passwordReset.forgot'),
      link(staff ? '/login-client' : '/auth/login', staff ? 'auth.toClient' : 'auth.toStaff'),
    ),
    h('p', { class: css.secure }, lockIcon(), ' ', words('auth.secure', redraws)),
  );

  let drawn: Locale | undefined;
  const draw = (current: Locale) => {
    if (current === drawn) return;
    drawn = current;
    translate = wordsFor(current);
    document.documentElement.lang = current;
    redraws.forEach((redraw) => redraw(translate, current));
    prefetchApp(current);
  };

  draw(locale);
  document.documentElement.style.fontSize = `${layout.scale}px`;
  root.replaceChildren(page, toasts.element);
  // The form opens on its first field, as the app's page does.
  form.focus();
  const stop = appStore.subscribe(() => draw(appStore.get().locale));

  return {
    dispose: () => {
      stop();
      toasts.dispose();
    },
  };
};
