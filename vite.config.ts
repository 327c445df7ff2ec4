import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { precacheFiles } from './src/app/pwa/precache';

const apiPort = Number(process.env.API_PORT ?? 3000);

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a Brotli and a gzip copy beside every text file of the build, once, at the strongest
 * settings: the server sends them to browsers that accept them (preCompressed), so a phone on a
 * slow network downloads about a third of the JavaScript, and the server compresses nothing.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'presidio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const path of walk(outDir).filter((file) => COMPRESSIBLE.test(file))) {
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
};

/**
 * Lists in signin.html (meta tags) the files the whole app needs after sign-in, beyond the light
 * sign-in entry's own, and each language's words: the sign-in page prefetches them while the
 * worker types (src/app/signin/prefetch.ts), so the tap on "Accedi" waits for no download.
 */
const signinPrefetch = (): Plugin => ({
  name: 'presidio-signin-prefetch',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle, chunk, filename }): HtmlTagDescriptor[] | undefined {
      if (!bundle || !chunk || !filename.endsWith('signin.html')) return undefined;
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((item) => [item.fileName, item]));
      const closure = (files: readonly string[], seen = new Set<string>()): Set<string> => {
        for (const file of files.filter((name) => !seen.has(name))) {
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const own = closure([chunk.fileName]);
      const app = [...closure(chunk.dynamicImports)].filter((file) => !own.has(file));
      const meta = (name: string, files: string[]): HtmlTagDescriptor => ({ tag: 'meta', attrs: { name, content: files.map((file) => `/${file}`).join(' ') }, injectTo: 'head' });
      const words = (locale: string) =>
        [...closure(chunks.filter((item) => item.facadeModuleId?.endsWith(`/i18n/locales/worker/${locale}.ts`)).map((item) => item.fileName))].filter(
          (file) => !own.has(file) && !app.includes(file),
        );
      return [meta('presidio-prefetch-app', app), ...['it', 'es', 'en'].map((locale) => meta(`presidio-prefetch-words-${locale}`, words(locale)))];
    },
  },
});

/**
 * Writes dist/sw.js: the service worker (src/app/pwa/sw.ts, bundled by esbuild) with the files it
 * keeps (src/app/pwa/precache.ts picks them from this build's chunks) and a version that changes
 * with any of them, so that every new build is a new service worker. Hand-written rather than
 * vite-plugin-pwa's Workbox: the worker is ~1 KB, the page registers it with ~1 KB, and the
 * build needs no new dependency.
 */
const pwaServiceWorker = (): Plugin => {
  let publicDir = '';
  const walk = (dir: string): string[] =>
    existsSync(dir) ? readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)])) : [];
  return {
    name: 'presidio-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const items = Object.values(bundle);
      const chunks = items
        .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          facadeModuleId: chunk.facadeModuleId,
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
        }));
      const pages = ['index.html', 'signin.html'];
      for (const page of pages) if (!bundle[page]) this.error(`${page} is not in the build: the service worker needs it`);
      const publicFiles = walk(publicDir).map((path) => `/${relative(publicDir, path).replaceAll('\\', '/')}`);
      const files = precacheFiles(chunks, pages.map((page) => `/${page}`), publicFiles);
      const hash = createHash('sha256');
      for (const file of files) {
        const item = bundle[file.slice(1)];
        hash.update(file).update(item ? (item.type === 'chunk' ? item.code : item.source) : readFileSync(join(publicDir, file)));
      }
      const precache = { version: hash.digest('hex').slice(0, 16), files };
      const worker = await esbuild({
        entryPoints: [resolve('src/app/pwa/sw.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        // The first line, read by scripts/size.ts too.
        banner: { js: `const __PRECACHE__ = ${JSON.stringify(precache)};` },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker.outputFiles[0].text });
    },
  };
};

export default defineConfig({
  plugins: [react(), precompress(), signinPrefetch(), pwaServiceWorker()],
  // node-polyglot's two helpers as one line each over what every supported browser has (the files
  // say why): the packages' polyfill layers would otherwise ride in the worker's first load.
  resolve: {
    alias: [
      { find: /^object\.entries$/, replacement: resolve('src/app/i18n/polyglot/object-entries.cjs') },
      { find: /^hasown$/, replacement: resolve('src/app/i18n/polyglot/hasown.cjs') },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Two pages: the app, and the light sign-in entry the server answers at /auth/login and /login-client.
    rollupOptions: { input: { main: resolve('index.html'), signin: resolve('signin.html') } },
    // Rollup warns that ra-core's util/index and FieldTitle land in different lazy chunks that
    // import each other. FieldTitle is only used at render time, never while modules evaluate, so
    // the cycle is harmless; forcing them into one chunk adds ~45 KB gzip to the worker's first load
    // (measured with npm run size).
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
