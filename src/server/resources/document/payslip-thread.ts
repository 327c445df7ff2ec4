import { Worker } from 'node:worker_threads';
import type { SplitPdf } from './payslip-split';

const WORKER = new URL('./payslip-worker.mjs', import.meta.url);
/**
 * Reading a PDF of a few hundred pages takes seconds of CPU, in stretches of a few hundred
 * milliseconds that would hold every other request, a clock-in included; a thread of its own
 * keeps the server answering. Its heap is bounded, so that a PDF crafted to inflate into
 * gigabytes stops the thread, not the server.
 */
const HEAP_MB = 512;

export class UnreadablePdf extends Error {}

export interface Splitter {
  /** Splits one PDF (one at a time); rejects with UnreadablePdf when it cannot be read. */
  split: (pdf: Uint8Array, known: Iterable<string>) => Promise<SplitPdf>;
  close: () => Promise<void>;
}

/**
 * One thread for the split files of one upload, started with the first of them (loading the PDF
 * libraries takes a second or two) and ended by `close`. A thread that ran out of memory is
 * replaced for the next file.
 */
export const openSplitter = (): Splitter => {
  let worker: Worker | undefined;
  const start = () => new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  return {
    split: (pdf, known) =>
      new Promise((resolve, reject) => {
        const current = (worker ??= start());
        const settle = (outcome: { split?: SplitPdf; error?: Error }) => {
          current.off('message', onMessage).off('error', onError).off('exit', onExit);
          if (outcome.split) resolve(outcome.split);
          else reject(outcome.error);
        };
        const onMessage = ({ split, error }: { split?: SplitPdf; error?: string }) => settle(split ? { split } : { error: new UnreadablePdf(error) });
        const onError = (error: Error & { code?: string }) => {
          worker = undefined;
          settle({ error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new UnreadablePdf(error.message) : error });
        };
        const onExit = (code: number) => {
          worker = undefined;
          settle({ error: new Error(`the payslip thread stopped (exit code ${code})`) });
        };
        current.on('message', onMessage).on('error', onError).on('exit', onExit);
        current.postMessage({ pdf, known: [...known] });
      }),
    close: async () => {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
};
