import type { Root } from 'react-dom/client';
import type * as Boot from '../boot';

let app: Promise<typeof Boot> | undefined;

/** The whole app's code, imported once: begun at the tap, while the sign-in answer is on its way. */
export const loadApp = () => (app ??= import('../boot'));

/** The app's frame (top bar, menu), loaded on demand by its layout: begun at the tap too. */
export const loadShell = () => import('../layout/Shell');

/** The worker's landing page, the same chunk the app's route loads: begun at the tap too. */
export const loadLanding = () => import('../pages/attendance/LandingPage');

/**
 * Opens `target` in this very page: the address changes, and the app renders into the sign-in
 * page's own root (the modules both use, React among them, are not loaded twice).
 */
export const enterApp = async (root: Root, target: string) => {
  window.history.replaceState(null, '', target);
  const { startApp } = await loadApp();
  await startApp(root);
};
