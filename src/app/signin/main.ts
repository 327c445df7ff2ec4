import { homePathFor } from '../../shared/access';
import { LOCAL_STORAGE_KEY } from '../../shared/resources';
import { browserLocale } from '../i18n/languages';
import { appStore } from '../state/store';
import { enterApp, loadApp, loadLanding, loadShell } from './app';
import { mountSignIn } from './page';
import { preloadWords } from './prefetch';

/**
 * The light entry of /auth/login and /login-client (signin.html): the sign-in form in plain DOM
 * and CSS, a few KB of script and no framework, drawn while this script runs. The app's code is
 * fetched once the page has loaded, runs from the first keystroke, and starts in this page once
 * signed in.
 */
const { auth } = appStore.get();

if (auth) {
  // Already signed in: where the app's own sign-in page sends them, their home.
  void enterApp(homePathFor(auth.user.roles));
} else {
  // A device that never opened the app reads the browser's language; a choice made before is kept.
  const wanted = window.localStorage.getItem(LOCAL_STORAGE_KEY) === null ? browserLocale(navigator.languages ?? [navigator.language]) : undefined;
  if (wanted && wanted !== appStore.get().locale) appStore.set({ locale: wanted });
  const variant = window.location.pathname === '/login-client' ? 'client' : 'staff';
  let warm = false;
  /** The app's code (fetched since the page loaded) runs while the password is typed, not after the tap. */
  const warmUp = () => {
    if (warm) return;
    warm = true;
    void loadApp();
    void loadShell();
    // Staff mostly land on the worker's page; a client's home is elsewhere.
    if (variant === 'staff') void loadLanding();
  };
  // Not at the identifier's first key: running the app's code holds a slow phone for over half a
  // second, which would stop the fiscal code under the worker's fingers. The step to the password
  // is the pause between the two.
  const onPassword = (event: Event) => {
    if ((event.target as HTMLInputElement | null)?.name === 'password') warmUp();
  };
  document.addEventListener('focusin', onPassword);
  document.addEventListener('input', onPassword);
  const page = mountSignIn(document.getElementById('root') as HTMLElement, {
    variant,
    onTap: () => {
      preloadWords(appStore.get().locale);
      warmUp();
    },
    onSignedIn: (target) => enterApp(target, page.dispose),
  });
}
