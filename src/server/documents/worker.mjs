// The document worker's entry under tsx, Vitest or `npm start` in development: a plain module, so
// that it starts under any runner, which registers tsx and loads the TypeScript (worker-thread.ts).
// A production start runs the bundled dist-server/worker.mjs instead (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./worker-thread.ts');
