import type { InjectOptions } from 'fastify';
import type { Caller } from './api';
import type { TestApp } from './app';

/** A row of the role-by-route table (tests/api/access-table.test.ts): how to call the route, and what each caller gets. */
export interface AccessRow {
  /** A minimal valid request; `token` is the caller's, and the request may prepare data first. */
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
  /** The type of an allowed answer when it is a file, not JSON (refusals are always JSON). */
  file?: RegExp;
}

/** What a file of rows is given: the test app and the three demo companies, once they exist. */
export type AccessContext = () => { t: TestApp; companies: [number, number, number] };

/** A back-office route: `status` for admin and moderator, 403 for every other role, 401 without a token. */
export const backOfficeOnly = (status: number): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: 403,
  clientManagement: 403,
  accounting: 403,
  client: 403,
  anonymous: 401,
});
