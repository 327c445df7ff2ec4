import type * as Boot from '../boot';

let app: Promise<typeof Boot> | undefined;

/** The whole app's code, imported once: run from the first keystroke, while the rest is typed. */
export const loadApp = () => (app ??= import('../boot'));

/** The app's frame (top bar, menu), loaded on demand by its layout: begun at the first keystroke too. */
export const loadShell = () => import('../layout/Shell');

/** The worker's landing page, the same chunk the app's route loads: begun at the first keystroke too. */
export const loadLanding = () => import('../pages/attendance/LandingPage');

/**
 * Opens `target` in this very page: the address changes, and the app renders into the page's own
 * root, its first screen replacing the sign-in page (the modules both use are not loaded twice).
 * `leave` ends the sign-in page's listening and timers first.
 */
export const enterApp = async (target: string, leave?: () => void) => {
  window.history.replaceState(null, '', target);
  const { startApp } = await loadApp();
  leave?.();
  await startApp();
};
