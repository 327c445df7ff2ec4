import { z } from 'zod';
import type { RouteEntry } from '../app';
import { FILE_TYPES, ZErrorBody } from './schemas';
import type { FileAnswer, PathDocs, RouteDoc } from './types';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Json;
  paths: Record<string, Record<string, Json>>;
  components: Json;
  tags: Array<{ name: string }>;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: `errors` maps each refused field to its message in the caller\'s language.',
  401: 'No valid session token.',
  403: "The caller's role may not use this route (or the password must be changed first).",
  404: 'Not found, or outside the caller\'s companies.',
  409: 'Conflicts with the current state of the record.',
  413: 'The upload is larger than allowed.',
  416: 'A Range past the end of the file.',
  422: 'An Idempotency-Key reused with another request.',
  429: 'Too many attempts: wait and try again.',
  503: 'The service is unavailable.',
};

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1). Answers are described as
 * open objects: a route may add fields such as `message` beside the described record; requests
 * keep what the schema says (a strict object refuses unknown fields).
 */
export const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema: node }) => {
      if (io === 'output' && node.additionalProperties === false) delete node.additionalProperties;
    },
  }) as Json;
  return rest;
};

/** The OpenAPI path of a Fastify URL: `/api/user/:id` → `/api/user/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

const idLike = (name: string) => name === 'id' || /Id$/.test(name);

/** Each property of an object schema as a parameter of the query or the headers. */
const objectParameters = (schema: z.ZodType | undefined, where: 'query' | 'header'): Json[] => {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties as Record<string, Json> | undefined) ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: required.has(name),
    schema: property,
  }));
};

const parametersOf = (url: string, doc: RouteDoc): Json[] => {
  const described = doc.params ? (jsonSchema(doc.params, 'input').properties as Record<string, Json> | undefined) : undefined;
  const inPath = pathParams(url).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: described?.[name] ?? (idLike(name) ? { type: 'integer', minimum: 1 } : { type: 'string' }),
  }));
  return [...inPath, ...objectParameters(doc.query, 'query'), ...objectParameters(doc.headers, 'header')];
};

const requestBodyOf = (doc: RouteDoc): Json | undefined => {
  if (!doc.body) return undefined;
  if (doc.body === 'multipart') {
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } } } } };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } } };
};

/** The error answers a route can give: those its shape implies, and the ones it declares. */
export const errorStatuses = (route: RouteEntry, doc: RouteDoc): number[] => {
  const statuses = new Set(doc.errors ?? []);
  if (doc.params || doc.query || doc.headers || doc.body || route.url.includes(':')) statuses.add(400);
  if (!route.public) statuses.add(401).add(403);
  if (route.url.includes(':')) statuses.add(404);
  if (doc.response === 'file') statuses.add(416);
  return [...statuses].sort((a, b) => a - b);
};

const fileContent = (file: FileAnswer): Json =>
  Object.fromEntries(FILE_TYPES[file].map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]));

const successOf = (doc: RouteDoc): Json => {
  const status = String(doc.status ?? 200);
  if (typeof doc.response === 'string') {
    return { [status]: { description: doc.response === 'html' ? 'A page.' : 'A download.', content: fileContent(doc.response) } };
  }
  const files = doc.alsoFile ? fileContent(doc.alsoFile) : {};
  return { [status]: { description: doc.summary, content: { 'application/json': { schema: jsonSchema(doc.response, 'output') }, ...files } } };
};

const operationOf = (route: RouteEntry, doc: RouteDoc, tag: string): Json => {
  const responses: Json = successOf(doc);
  for (const status of errorStatuses(route, doc)) responses[status] = { $ref: `#/components/responses/E${status}` };
  const requestBody = requestBodyOf(doc);
  const who = route.public ? 'Public.' : route.roles ? `Roles: ${route.roles.join(', ')}.` : 'Any signed-in user.';
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [tag],
    summary: doc.summary,
    description: who,
    security: route.public ? [] : [{ bearerAuth: [] }],
    ...(route.roles ? { 'x-roles': route.roles } : {}),
    parameters: parametersOf(route.url, doc),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
};

/** Where a route's description lives: its key and its area. */
const findDoc = (areas: PathDocs[], key: string) => {
  for (const area of areas) if (area.routes[key]) return { doc: area.routes[key], tag: area.tag };
  return undefined;
};

/**
 * The OpenAPI 3.1 document of every registered /api route that has a description; one without is
 * left out, and tests/api/openapi.test.ts names it.
 */
export const buildDocument = (routes: RouteEntry[], areas: PathDocs[], version: string): OpenApiDocument => {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const found = findDoc(areas, `${route.method} ${route.url}`);
    if (!found) continue;
    const path = (paths[openApiPath(route.url)] ??= {});
    path[route.method.toLowerCase()] = operationOf(route, found.doc, found.tag);
  }
  const responses = Object.fromEntries(
    Object.entries(ERROR_TEXT).map(([status, description]) => [
      `E${status}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Presidio API', version, description: 'Attendance, leave and workforce management. Generated from the zod schemas that validate the routes.' },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(ZErrorBody, 'output') },
      responses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of POST /api/auth/signin.' } },
    },
    tags: [...new Set(areas.map((area) => area.tag))].map((name) => ({ name })),
  };
};
