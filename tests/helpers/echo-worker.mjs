// A stand-in document worker for the renderer's tests: answers each job with its own JSON and the
// worker's thread id, fails
// a job asking for it, and stops (as a crash would) on a job asking for that.
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', ({ id, job }) => {
  if (job.stop) process.exit(3);
  if (job.fail) {
    parentPort.postMessage({ id, error: 'asked to fail' });
    return;
  }
  const bytes = new TextEncoder().encode(JSON.stringify({ ...job, thread: threadId })).buffer;
  setTimeout(() => parentPort.postMessage({ id, bytes }, [bytes]), job.delay ?? 0);
});
