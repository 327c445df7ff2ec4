/**
 * Presidio's service worker, bundled by the build into dist/sw.js with the build's file list
 * (vite.config.ts, pwaServiceWorker). It keeps the app's shell (the two pages, the scripts and
 * styles of the worker's screens, the manifest and icons) so that the worker's screens open with
 * no network; the API is never answered nor kept here.
 *
 * The first version takes over at once. A later one installs beside the running one and waits:
 * the page offers "Nuova versione disponibile — Aggiorna" and sends SKIP_WAITING only when the
 * user taps it, so no form is ever reloaded under the user's fingers.
 */
import { CACHE_PREFIX, routeOf, SKIP_WAITING, staleCaches, type TPrecache } from './strategy';

/** Written by the build. */
declare const __PRECACHE__: TPrecache;

interface TExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface TFetchEvent extends TExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface TWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: TExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: TFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as TWorkerScope;
const CACHE = `${CACHE_PREFIX}${__PRECACHE__.version}`;
const KEPT = new Set(__PRECACHE__.files);

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Hashed files never change: the browser's copy (downloaded by the page already) will do.
      // The pages, manifest and icons are asked again of the server.
      await cache.addAll(__PRECACHE__.files.map((file) => new Request(file, { cache: file.startsWith('/assets/') ? 'default' : 'no-cache' })));
      // Nothing running yet (the first visit): take over now. An update waits for the user.
      if (!scope.registration.active) await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), CACHE).map((name) => caches.delete(name)));
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
});

/** The kept copy, or the network when it is missing (a cache the browser cleared). */
const kept = async (file: string, request: Request) => (await caches.match(file, { cacheName: CACHE })) ?? fetch(request);

scope.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, scope.location.origin, KEPT);
  if (route.kind === 'network') return;
  event.respondWith(kept(route.file, event.request));
});
