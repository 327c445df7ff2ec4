import type { Locale } from '../../shared/i18n/locales';

/**
 * The app's files, listed by the build in signin.html (vite.config.ts, `presidio-prefetch`): the
 * code the app needs after sign-in, and each language's words.
 */
const listed = (name: string): string[] => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];

const added = new Set<string>();

const link = (rel: 'prefetch' | 'modulepreload', href: string) => {
  if (added.has(`${rel} ${href}`)) return;
  added.add(`${rel} ${href}`);
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (rel === 'modulepreload') element.crossOrigin = '';
  document.head.appendChild(element);
};

/** When the page has nothing else to do (a browser without idle callbacks: on the next task). */
const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 0);
};

/**
 * Once the page has loaded and drawn: the app's code and this language's words, at the browser's
 * lowest priority, into its cache, while the worker types. Nothing of it runs until the tap. Not
 * before the page's load (fetches started earlier hold it back, and the page's own files wait), and
 * not in the load's own task: adding some sixty links costs a slow phone over 100 ms, which would
 * stand between the drawn form and the first key.
 */
export const prefetchApp = (locale: Locale) => {
  const fetchAll = () => whenIdle(() => [...listed('presidio-prefetch-app'), ...listed(`presidio-prefetch-words-${locale}`)].forEach((href) => link('prefetch', href)));
  if (document.readyState === 'complete') fetchAll();
  else window.addEventListener('load', fetchAll, { once: true });
};

/** At the tap: the words of the language the app will open in, fetched with the code, not after it. */
export const preloadWords = (locale: Locale) => listed(`presidio-prefetch-words-${locale}`).forEach((href) => link('modulepreload', href));
