// The payslip splitter's work: each message is { pdf, known }; each answer { split } with each
// person's PDF transferred, or { error }. Started by payslip-worker.mjs under tsx, or bundled as
// dist-server/payslip-worker.mjs for a production start (scripts/build-server.mjs).
import { parentPort } from 'node:worker_threads';
import { splitPdf } from './payslip-split';

parentPort?.on('message', async ({ pdf, known }: { pdf: Uint8Array; known: string[] }) => {
  try {
    const split = await splitPdf(pdf, new Set(known));
    parentPort?.postMessage({ split }, split.people.map((person) => person.pdf.buffer as ArrayBuffer));
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
