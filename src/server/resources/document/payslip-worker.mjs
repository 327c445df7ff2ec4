// The payslip splitter's entry under tsx, Vitest or `npm start` in development: a plain module, so
// that it starts under any runner, which registers tsx and loads the TypeScript
// (payslip-worker-thread.ts). A production start runs the bundled dist-server/payslip-worker.mjs.
import { register } from 'tsx/esm/api';

register();
await import('./payslip-worker-thread.ts');
