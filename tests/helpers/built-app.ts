import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INDEX_HTML = '<!doctype html><title>Presidio</title><div id="root" data-marker="spa"></div>';
export const ASSET = 'console.log("presidio")';

/**
 * A stand-in for dist/: index.html and one hashed asset (with Brotli and gzip copies when asked),
 * for an app built with `staticRoot`; remove() deletes it.
 */
export const builtAppFolder = ({ compressed = false } = {}) => {
  const root = mkdtempSync(join(tmpdir(), 'presidio-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), ASSET);
  if (compressed) {
    writeFileSync(join(root, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(ASSET));
    writeFileSync(join(root, 'assets', 'app-1a2b3c.js.gz'), gzipSync(ASSET));
    writeFileSync(join(root, 'index.html.gz'), gzipSync(INDEX_HTML));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
};
