import type { InjectOptions } from 'fastify';
import type { Caller } from './api';
import type { TestApp } from './app';

interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  file?: RegExp;
}

/** The rows of the workforce shifts routes (issue 21). */
export const workforceShiftsRows = (_context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => ({});
