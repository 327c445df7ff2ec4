// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderJob } from './jobs';
import { createRenderer, type Renderer } from './renderer';

const ECHO = new URL('../../../tests/helpers/echo-worker.mjs', import.meta.url);
const job = (extra: Record<string, unknown>) => extra as unknown as RenderJob;
const text = async (document: Promise<Buffer>) => JSON.parse((await document).toString());

let renderer: Renderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

describe('the document renderer', () => {
  it('answers each document to the call that asked for it, several at once', async () => {
    renderer = createRenderer({ workerUrl: ECHO });
    const answers = await Promise.all([text(renderer.render(job({ n: 1, delay: 30 }))), text(renderer.render(job({ n: 2 }))), text(renderer.render(job({ n: 3, delay: 5 })))]);
    expect(answers.map((a) => a.n)).toEqual([1, 2, 3]);
    expect(new Set(answers.map((a) => a.thread)).size).toBe(1);
  });

  it('refuses a document the worker could not write, and goes on with the next', async () => {
    renderer = createRenderer({ workerUrl: ECHO });
    await expect(renderer.render(job({ fail: true }))).rejects.toThrow('the document could not be written: asked to fail');
    expect((await text(renderer.render(job({ n: 4 })))).n).toBe(4);
  });

  it('refuses the documents of a worker that stops, and starts another for the next', async () => {
    renderer = createRenderer({ workerUrl: ECHO });
    const first = (await text(renderer.render(job({ n: 4 })))).thread;
    const slow = renderer.render(job({ n: 5, delay: 1_000 }));
    const stopping = renderer.render(job({ stop: true }));
    await expect(slow).rejects.toThrow('the document worker stopped (exit code 3)');
    await expect(stopping).rejects.toThrow('exit code 3');
    const next = await text(renderer.render(job({ n: 6 })));
    expect(next.n).toBe(6);
    expect(next.thread).not.toBe(first);
  });

  it('stops an idle worker and starts one again when a document is asked for', async () => {
    renderer = createRenderer({ workerUrl: ECHO, idleMs: 10 });
    const first = await text(renderer.render(job({ n: 7 })));
    const again = await text(renderer.render(job({ n: 8 })));
    expect(again.thread).toBe(first.thread);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const later = await text(renderer.render(job({ n: 9 })));
    expect(later.n).toBe(9);
    expect(later.thread).not.toBe(first.thread);
  });

  it('refuses what is still being written when the server closes', async () => {
    renderer = createRenderer({ workerUrl: ECHO });
    const pending = renderer.render(job({ n: 10, delay: 1_000 }));
    await renderer.close();
    await expect(pending).rejects.toThrow('the document worker stopped');
  });
});
