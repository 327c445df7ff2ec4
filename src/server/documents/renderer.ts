import { Worker } from 'node:worker_threads';
import type { RenderJob } from './jobs';

/** The worker's entry: see worker.mjs. */
const WORKER = new URL('./worker.mjs', import.meta.url);
/**
 * A worker left idle this long is stopped, giving back its memory; the next document starts another,
 * which takes a few seconds (loading the PDF and spreadsheet libraries), so not after every document.
 */
const IDLE_MS = 15 * 60_000;

export interface Renderer {
  /** The document's bytes, written in the worker; rejects if the worker fails or stops meanwhile. */
  render: (job: RenderJob) => Promise<Buffer>;
  close: () => Promise<void>;
}

interface Pending {
  worker: Worker;
  resolve: (document: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Writes documents (PDF, XLSX) on one worker thread beside the server's: writing the month sheet of
 * 500 people takes about a second of CPU, which on the server's own thread would hold every other
 * request, a clock-in included, for that second. The worker starts with the
 * first document and stops after IDLE_MS without one; a worker that fails is replaced by the next
 * document, and the documents it was writing are refused.
 */
export const createRenderer = ({ workerUrl = WORKER, idleMs = IDLE_MS }: { workerUrl?: URL; idleMs?: number } = {}): Renderer => {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (of: Worker, error: Error) => {
    for (const [id, job] of pending) {
      if (job.worker !== of) continue;
      pending.delete(id);
      job.reject(error);
    }
  };
  const stopWhenIdle = () => {
    clearTimeout(idle);
    if (pending.size) return;
    idle = setTimeout(() => {
      const stopping = worker;
      worker = undefined;
      void stopping?.terminate();
    }, idleMs).unref();
  };
  const start = () => {
    const started = new Worker(workerUrl);
    // The server's listening socket keeps the process alive; a worker alone must not.
    started.unref();
    started.on('message', ({ id, bytes, error }: { id: number; bytes?: ArrayBuffer; error?: string }) => {
      const job = pending.get(id);
      if (!job) return;
      pending.delete(id);
      if (bytes) job.resolve(Buffer.from(bytes));
      else job.reject(new Error(`the document could not be written: ${error}`));
      stopWhenIdle();
    });
    const lost = (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(started, error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`the document worker stopped (exit code ${code})`)));
    return started;
  };

  return {
    render: (job) =>
      new Promise<Buffer>((resolve, reject) => {
        clearTimeout(idle);
        worker ??= start();
        const id = (nextId += 1);
        pending.set(id, { worker, resolve, reject });
        worker.postMessage({ id, job });
      }),
    close: async () => {
      clearTimeout(idle);
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
};
