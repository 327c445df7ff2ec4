/**
 * Reads begun before the screen that needs them exists: the light sign-in page asks for the
 * landing's data as soon as the session's token is known, while the app's code is still starting,
 * and the landing's first request takes that answer instead of asking again. In this page's
 * memory only, each taken once.
 */
const early = new Map<string, Promise<Response>>();

/** Starts a GET of `path` (as `api/...`) with these headers, unless one is already waiting. */
export const startEarly = (path: string, headers: Headers) => {
  if (!early.has(path)) early.set(path, fetch(`/${path}`, { headers }));
};

/** The answer begun for `path`, once; undefined when none was begun (or it was taken). */
export const takeEarly = (path: string): Promise<Response> | undefined => {
  const answer = early.get(path);
  early.delete(path);
  return answer;
};
