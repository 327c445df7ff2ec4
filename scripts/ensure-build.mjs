// Builds the app with Vite when dist/ is missing or older than any of its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src/app', 'src/shared', 'index.html', 'vite.config.ts', 'package.json', 'public'];
const OUTPUT = 'dist/index.html';

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
};

const builtAt = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the app (first start)…' : 'Sources changed: rebuilding the app…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
} else {
  console.log('App build is up to date.');
}
