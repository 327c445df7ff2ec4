/**
 * Which of the build's files the service worker keeps (vite.config.ts hands it the build's
 * chunks): both pages' entries with everything they import, and the worker's screens with
 * everything they import, loaded at once or on demand. The office's screens are left to the
 * network: a guard's phone does not download the back office for a dead zone it never opens
 * them in.
 */

/** What the build tells of one JavaScript chunk. */
export interface TChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The module a dynamic import of it names (absolute path), none for a chunk of shared code. */
  facadeModuleId: string | null;
  /** Style sheets it brings. */
  css: readonly string[];
}

/**
 * The worker's screens (areaRoutes.tsx's /home/* routes), the app's frame, the update prompt, and
 * the words of every language (a phone may switch language offline). The entries (main.tsx with
 * boot.tsx, the sign-in's) are kept with their static imports only: their dynamic ones are every
 * screen of the app.
 */
export const WORKER_MODULES: readonly RegExp[] = [
  /\/src\/app\/layout\//,
  /\/src\/app\/pages\/attendance\/(LandingPage|ClockPage|MyAttendancesPage)\.tsx$/,
  /\/src\/app\/pages\/leave\/LeavePage\.tsx$/,
  /\/src\/app\/pages\/medical\//,
  /\/src\/app\/pages\/documents\/MyDocumentsPage\.tsx$/,
  /\/src\/app\/pages\/shifts\//,
  /\/src\/app\/pages\/NotificationPage\.tsx$/,
  /\/src\/app\/pages\/guide\//,
  /\/src\/app\/pages\/profile\//,
  /\/src\/app\/pwa\//,
  /\/src\/app\/i18n\/locales\/worker\//,
];

/** A chunk loaded on demand for one of the worker's screens (never a chunk of shared code, which may hold the router). */
const isWorkers = ({ facadeModuleId: id }: TChunk) => !!id && WORKER_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

/**
 * The kept chunks and style sheets, as absolute paths, sorted: the entries and the worker's chunks
 * with their static imports, and what the worker's chunks load on demand (a map, a dialog opened on
 * a tap), not what the entries or shared chunks do (the whole app's screens hang there).
 */
export const precacheFiles = (chunks: readonly TChunk[], pages: readonly string[], publicFiles: readonly string[]): string[] => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** Each kept chunk, and whether its dynamic imports were followed too. */
  const kept = new Map<string, boolean>();
  const keep = (fileName: string, withDynamic: boolean) => {
    const chunk = byFile.get(fileName);
    if (!chunk || kept.get(fileName) === true || (kept.has(fileName) && !withDynamic)) return;
    kept.set(fileName, withDynamic);
    // A chunk of shared code (the router's, react-admin's) imports every screen on demand: only the
    // worker's screens and what they load on demand are followed that way.
    for (const file of chunk.imports) keep(file, false);
    if (withDynamic) for (const file of chunk.dynamicImports) keep(file, true);
  };
  for (const chunk of chunks) if (chunk.isEntry) keep(chunk.fileName, false);
  for (const chunk of chunks) if (isWorkers(chunk) && !chunk.isEntry) keep(chunk.fileName, true);
  const css = [...kept.keys()].flatMap((file) => byFile.get(file)?.css ?? []);
  return [...new Set([...pages, ...publicFiles, ...[...kept.keys(), ...css].map((file) => `/${file}`)])].sort();
};
