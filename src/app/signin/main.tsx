import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { homePathFor } from '../../shared/access';
import { browserLocale } from '../i18n/languages';
import { LOCAL_STORAGE_KEY } from '../../shared/resources';
import { appStore } from '../state/store';
import { enterApp, loadApp, loadLanding, loadShell } from './app';
import { preloadWords } from './prefetch';
import { SignInApp } from './SignInApp';

/**
 * The light entry of /auth/login and /login-client (signin.html): the sign-in form in plain React and HTML (no component library).
 * The app's code is fetched once the form shows, runs from the first keystroke, and starts in this
 * page once signed in.
 */
const root = createRoot(document.getElementById('root') as HTMLElement);
const { auth } = appStore.get();

if (auth) {
  // Already signed in: where the app's own sign-in page sends them, their home.
  void enterApp(root, homePathFor(auth.user.roles));
} else {
  // A device that never opened the app reads the browser's language; a choice made before is kept.
  const wanted = window.localStorage.getItem(LOCAL_STORAGE_KEY) === null ? browserLocale(navigator.languages ?? [navigator.language]) : undefined;
  if (wanted && wanted !== appStore.get().locale) appStore.set({ locale: wanted });
  const variant = window.location.pathname === '/login-client' ? 'client' : 'staff';
  /** The app's code (fetched since the form showed) runs while the rest is typed, not after the tap. */
  const warmUp = () => {
    void loadApp();
    void loadShell();
    // Staff mostly land on the worker's page; a client's home is elsewhere.
    if (variant === 'staff') void loadLanding();
  };
  document.addEventListener('input', warmUp, { once: true });
  const onTap = () => {
    preloadWords(appStore.get().locale);
    warmUp();
  };
  // Drawn while this script runs, not in a task after it: the form is there with the page's first
  // paint, and a phone's slow CPU does not hold it back behind the page's load.
  flushSync(() =>
    root.render(
      <StrictMode>
        <SignInApp variant={variant} onTap={onTap} onSignedIn={(target) => enterApp(root, target)} />
      </StrictMode>,
    ),
  );
}
