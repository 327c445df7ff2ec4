import type { InjectOptions } from 'fastify';
import type { Caller } from './api';
import type { TestApp } from './app';

interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  file?: RegExp;
}

/** The rows of the deadline routes (issue 20): list, own, manual, changes, kinds, qualification check, exports. */
export const deadlineRows = (_context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => ({});
