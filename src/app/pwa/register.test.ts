import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, type TRegistration, watchForUpdate } from './register';
import { SKIP_WAITING } from './strategy';

/** A service worker as the page sees it: a state that changes, with its event. */
const fakeWorker = (state: ServiceWorkerState) => Object.assign(new EventTarget(), { state, postMessage: vi.fn() }) as unknown as ServiceWorker & { state: ServiceWorkerState };

const fakeRegistration = (waiting: ServiceWorker | null = null) => {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as ServiceWorker | null, update: vi.fn() });
  /** The browser found a new sw.js: it installs, then waits (or, the very first, goes on to activate). */
  const install = (worker: ServiceWorker & { state: ServiceWorkerState }) => {
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    registration.installing = null;
    registration.waiting = worker;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { registration: registration as unknown as TRegistration, install };
};

describe('a new version of the app', () => {
  it('is offered once it has installed and waits, when a version already runs the page', () => {
    const { registration, install } = fakeRegistration();
    const onWaiting = vi.fn();
    watchForUpdate(registration, () => true, onWaiting);
    expect(onWaiting).not.toHaveBeenCalled();
    const next = fakeWorker('installing');
    install(next);
    expect(onWaiting).toHaveBeenCalledWith(next);
  });

  it('already waiting when the page opens (found on an earlier visit) is offered at once', () => {
    const waiting = fakeWorker('installed');
    const onWaiting = vi.fn();
    watchForUpdate(fakeRegistration(waiting).registration, () => true, onWaiting);
    expect(onWaiting).toHaveBeenCalledWith(waiting);
  });

  it('is not offered on the very first install: nothing ran the page before', () => {
    const { registration, install } = fakeRegistration();
    const onWaiting = vi.fn();
    watchForUpdate(registration, () => false, onWaiting);
    install(fakeWorker('installing'));
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('takes over only when asked, and the page reloads only once it has', () => {
    const worker = fakeWorker('installed');
    const container = new EventTarget();
    const reload = vi.fn();
    applyUpdate(worker, container as unknown as ServiceWorkerContainer, reload);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
