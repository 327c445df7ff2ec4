/**
 * Registers the service worker (dist/sw.js) in a production build, and offers a new version when
 * one is waiting. Loaded on demand once the app has drawn its first screen (boot.tsx): nothing
 * here is in the first download, and the prompt's own code comes only when a new version does.
 */
import { SKIP_WAITING } from './strategy';

/** The parts of a registration read here (a fake one in the unit tests). */
export type TRegistration = Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'addEventListener' | 'update'>;

/**
 * Calls `onWaiting` with a new version's worker once it has installed and waits, now or later.
 * Only when a version already runs the page (`controlled`): the very first install takes over by
 * itself and has nothing to offer.
 */
export const watchForUpdate = (registration: TRegistration, controlled: () => boolean, onWaiting: (worker: ServiceWorker) => void) => {
  const offer = () => {
    if (registration.waiting && controlled()) onWaiting(registration.waiting);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  });
};

/**
 * The user tapped "Aggiorna": the waiting worker takes over, and the page reloads once it has
 * (the old one's files stay until then). The only reload the service worker ever causes.
 */
export const applyUpdate = (worker: Pick<ServiceWorker, 'postMessage'>, container: Pick<ServiceWorkerContainer, 'addEventListener'>, reload: () => void) => {
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING });
};

/** How often a page left open asks the server for a new version, besides each return to it. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export const registerServiceWorker = async () => {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // sw.js itself is always asked of the server (it is sent with no-cache too). A browser that
  // refuses (a private window, a policy) runs the app as before, online only.
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  if (!registration) return;
  let offered = false;
  watchForUpdate(
    registration,
    () => !!container.controller,
    (worker) => {
      if (offered) return;
      offered = true;
      void import('./mountPrompt').then(({ mountUpdatePrompt }) => mountUpdatePrompt(() => applyUpdate(worker, container, () => window.location.reload())));
    },
  );
  // A phone left on the landing page all shift still learns of a new version: on each return to
  // the app, and every hour. Offline, the check fails quietly.
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, CHECK_EVERY_MS);
};
