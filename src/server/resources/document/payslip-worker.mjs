// The payslip splitter's thread: a plain module, so that it starts under any runner (tsx, Vitest,
// Node), which registers tsx and loads the TypeScript that reads and cuts PDFs. Each message is
// { pdf, known }; each answer { split } with each person's PDF transferred, or { error }.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { splitPdf } = await import('./payslip-split.ts');

parentPort.on('message', async ({ pdf, known }) => {
  try {
    const split = await splitPdf(pdf, new Set(known));
    parentPort.postMessage({ split }, split.people.map((person) => person.pdf.buffer));
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
