// Bundles the server into dist-server/ for a production start: plain JavaScript that Node runs as
// it is, with no TypeScript compiler loaded at run time. Packages stay in node_modules (native
// modules and the libraries that read their own files need to); every file lands in one folder,
// so that the workers the server starts by `new URL('./worker.mjs', import.meta.url)` are found
// beside it. `--if-stale` builds only when dist-server/ is missing or older than the sources.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** SERVER_BUILD_DIR: another folder inside the project (a test's), where node_modules is still found. */
const OUT = process.env.SERVER_BUILD_DIR ?? 'dist-server';
const SOURCES = ['src/server', 'src/shared', 'package.json'];

/** Each output file and the source it starts from. */
const ENTRIES = [
  { out: 'server', in: 'src/server/server.ts' },
  { out: 'create-admin', in: 'src/server/cli/create-admin.ts' },
  { out: 'worker', in: 'src/server/documents/worker-thread.ts' },
  { out: 'payslip-worker', in: 'src/server/resources/document/payslip-worker-thread.ts' },
  { out: 'sqlite-reader.worker', in: 'src/server/db/sqlite-reader.worker.mjs' },
];

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
};

const marker = join(OUT, 'server.mjs');
const stale = !existsSync(marker) || Math.max(...SOURCES.map(newestMtime)) > statSync(marker).mtimeMs;
if (process.argv.includes('--if-stale') && !stale) {
  console.log('Server build is up to date.');
} else {
  const started = Date.now();
  rmSync(OUT, { recursive: true, force: true });
  await build({
    entryPoints: ENTRIES,
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  console.log(`Server bundled into ${OUT}/ in ${Date.now() - started} ms.`);
}
