// `npm start` (run.mjs server) and `npm run create-admin` (run.mjs create-admin). With
// NODE_ENV=production they run the bundled JavaScript of dist-server/ (built here when missing or
// older than its sources; `npm run build` builds it ahead), so no TypeScript is compiled at run
// time; elsewhere they run the sources under tsx, as the dev loop does. The server also builds the
// app when missing or stale.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const SOURCES = { server: 'src/server/server.ts', 'create-admin': 'src/server/cli/create-admin.ts' };
const [name = 'server'] = process.argv.slice(2);
if (!(name in SOURCES)) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(SOURCES).join(' | ')} [arguments]`);
  process.exit(2);
}
// The program reads its own arguments (create-admin's options) after the entry's name.
process.argv.splice(2, 1);

const node = (script, ...args) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });

if (name === 'server') node('scripts/ensure-build.mjs');
if (process.env.NODE_ENV === 'production') {
  node('scripts/build-server.mjs', '--if-stale');
  await import(pathToFileURL(`dist-server/${name}.mjs`).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(SOURCES[name]).href);
}
