import type { z } from 'zod';

/** A download's content type: the answer is bytes, not JSON ('report': PDF or XLSX, as the query's format asks). */
export type FileAnswer = 'pdf' | 'csv' | 'xlsx' | 'zip' | 'ics' | 'file' | 'report' | 'html';

/**
 * What the OpenAPI document says about one route, beside what Fastify knows (method, path, roles).
 * Path parameters come from the URL (`:id`, `:companyId` are integers) unless `params` says more.
 */
export interface RouteDoc {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (an object schema keyed by header name). */
  headers?: z.ZodType;
  /** A JSON body, or 'multipart' for an upload (form fields and one file). */
  body?: z.ZodType | 'multipart';
  /** The answer on success: a JSON schema or a download. */
  response: z.ZodType | FileAnswer;
  /** A download the same route answers instead of JSON when its query asks for one (format=pdf…). */
  alsoFile?: FileAnswer;
  /** The status of success; 200 by default, 201 for a creation. */
  status?: number;
  /** Error answers beyond the ones the route's shape implies (400, 401, 403, 404): 409, 413, 422, 429, 503. */
  errors?: number[];
}

/** The descriptions of one area's routes, keyed 'METHOD /api/path' as Fastify registers them. */
export interface PathDocs {
  tag: string;
  routes: Record<string, RouteDoc>;
}
