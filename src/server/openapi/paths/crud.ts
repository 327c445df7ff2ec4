import { z } from 'zod';
import { withMessage, ZDeleted, ZListQuery } from '../schemas';
import type { RouteDoc } from '../types';

/**
 * The six routes of a resource registered with registerCrudRoutes (src/server/http/crud.ts):
 * list (Content-Range), get, create (201), PUT, PATCH and delete.
 */
export const crudDocs = (
  base: string,
  noun: string,
  schemas: { create: z.ZodType; update: z.ZodType; output: z.ZodObject },
  { deleteConflicts = false } = {},
): Record<string, RouteDoc> => ({
  [`GET ${base}`]: { summary: `List ${noun}s (react-admin list protocol; the total is in Content-Range).`, query: ZListQuery, response: z.array(schemas.output) },
  [`GET ${base}/:id`]: { summary: `One ${noun}.`, response: schemas.output },
  [`POST ${base}`]: { summary: `Create a ${noun}.`, body: schemas.create, response: withMessage(schemas.output), status: 201 },
  [`PUT ${base}/:id`]: { summary: `Replace a ${noun}.`, body: schemas.create, response: schemas.output },
  [`PATCH ${base}/:id`]: { summary: `Change some fields of a ${noun}.`, body: schemas.update, response: schemas.output },
  [`DELETE ${base}/:id`]: { summary: `Delete a ${noun}.`, response: ZDeleted, ...(deleteConflicts ? { errors: [409] } : {}) },
});
