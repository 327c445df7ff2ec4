/**
 * How a path is answered, told apart the same way by the server (plugins/static-app.ts) and by the
 * service worker offline (app/pwa/strategy.ts), so that a page opens from the same file either way.
 */

/**
 * A path that names a file: under /assets/, or whose last segment has an extension. The app's own
 * routes never do (their ids are numbers), so a missing one is a 404, not the page: a stale tab
 * asking for an old release's script learns it is gone instead of receiving HTML as JavaScript.
 */
export const namesFile = (path: string) => path.startsWith('/assets/') || /\.[a-z0-9]{1,10}$/i.test(path.slice(path.lastIndexOf('/')));

/**
 * The sign-in pages, answered from the light entry (signin.html: the form in plain React and HTML,
 * the app loaded while the user types). Every other page, the sign-in's neighbours included, is the app's.
 */
export const SIGNIN_PATHS: readonly string[] = ['/auth/login', '/login-client'];
