import { namesFile, SIGNIN_PATHS } from '../../shared/pages';

/**
 * What the service worker (sw.ts) does with each request, as pure functions the unit tests drive.
 * The pages it answers for a navigation are the ones the server answers (static-app.ts): the
 * sign-in pages from signin.html, every other page of the app from index.html.
 */

/** What the build writes into the service worker: the files it keeps, under one version. */
export interface TPrecache {
  /** Changes with any file of the build: a new version is a new service worker, waiting. */
  version: string;
  /** Absolute paths ('/index.html', '/assets/boot-1a2b.js'). */
  files: string[];
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

export type TRoute =
  /** Left to the network, untouched: the API, other sites, anything but GET. */
  | { kind: 'network' }
  /** A page of the app: the kept page, or the network when it is not kept. */
  | { kind: 'page'; file: '/index.html' | '/signin.html' }
  /** One of the kept files, answered from the cache. */
  | { kind: 'kept'; file: string };

/**
 * Where a request goes. The API is never answered nor kept by the service worker (personal data,
 * and the answers must be live); a navigation to a page of the app opens the kept page at once,
 * signal or not (the update prompt brings a new one); a kept file comes from the cache.
 */
export const routeOf = (
  request: { url: string; method: string; mode: string },
  origin: string,
  kept: ReadonlySet<string>,
): TRoute => {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || isApi(url.pathname)) return { kind: 'network' };
  if (kept.has(url.pathname)) return { kind: 'kept', file: url.pathname };
  if (request.mode !== 'navigate' || namesFile(url.pathname)) return { kind: 'network' };
  return { kind: 'page', file: SIGNIN_PATHS.includes(url.pathname) ? '/signin.html' : '/index.html' };
};

/** The caches of earlier versions, deleted once this one is active; others' caches stay. */
export const CACHE_PREFIX = 'presidio-shell-';
export const staleCaches = (names: readonly string[], current: string) => names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);

/** The message the page sends the waiting service worker when the user taps "Aggiorna". */
export const SKIP_WAITING = 'presidio-skip-waiting';
