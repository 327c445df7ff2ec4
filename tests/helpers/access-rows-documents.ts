import type { InjectOptions } from 'fastify';
import type { TestApp } from './app';
import type { Caller } from './api';

interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  file?: RegExp;
}

/** The rows of the document routes (issue 19): upload, list, read, download, acknowledge, delete. */
export const documentRows = (_context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => ({});
