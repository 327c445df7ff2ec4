// The document worker's work: each message is { id, job }; each answer { id, bytes } with the
// document's bytes transferred, or { id, error }. Started by worker.mjs under tsx, or bundled as
// dist-server/worker.mjs for a production start (scripts/build-server.mjs).
import { parentPort } from 'node:worker_threads';
import { type RenderJob, renderJob } from './jobs';

parentPort?.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const document = await renderJob(job);
    // A copy of its own: a small Buffer may share Node's pooled memory, which must not be transferred.
    const bytes = new Uint8Array(document).buffer;
    parentPort?.postMessage({ id, bytes }, [bytes]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
