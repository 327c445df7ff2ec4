import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadMessages, needsOfficeWords } from './i18n/messages';
import { createI18nProvider } from './providers/i18nProvider';
import { appStore } from './state/store';

/**
 * Starts the whole app at the current address. index.html's entry calls it at once; the light
 * sign-in entry (plain DOM, no React) imports it while the sign-in answer is on its way and calls
 * it in the same page once signed in: the app's first render replaces the form in #root (no second
 * page load, and the modules both use load once).
 */
export const startApp = async () => {
  const { locale, auth } = appStore.get();
  document.documentElement.lang = locale;
  // A stored office session renders its first screen with the office's words already in.
  await loadMessages(locale, { office: needsOfficeWords(auth?.user.roles) });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={createI18nProvider(locale)} />
      </BrowserRouter>
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorkerLater();
};

/**
 * The service worker (pwa/register.ts), production builds only: its code and its first download
 * of the app's files come a few seconds after the page has loaded, not in the first screen's way.
 */
const registerServiceWorkerLater = () => {
  const register = () =>
    window.setTimeout(() => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker()).catch(() => undefined), 3000);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
