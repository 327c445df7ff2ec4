// The document worker: a plain module, so that it starts under any runner (tsx, Vitest, Node),
// which registers tsx and then loads the TypeScript that writes documents. Each message is
// { id, job }; each answer { id, bytes } with the document's bytes transferred, or { id, error }.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderJob } = await import('./jobs.ts');

parentPort.on('message', async ({ id, job }) => {
  try {
    const document = await renderJob(job);
    // A copy of its own: a small Buffer may share Node's pooled memory, which must not be transferred.
    const bytes = new Uint8Array(document).buffer;
    parentPort.postMessage({ id, bytes }, [bytes]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
