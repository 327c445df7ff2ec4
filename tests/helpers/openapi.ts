import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { openApiPath, type OpenApiDocument } from '../../src/server/openapi/document';

type Json = Record<string, unknown>;

/**
 * A validator of answers against the document's response schemas, with ajv's 2020-12 dialect
 * (OpenAPI 3.1's). `format` stays an annotation, as 2020-12 specifies by default.
 */
export const answerChecker = (document: OpenApiDocument) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');

  /** The schema of an operation's JSON answer with a status, its component $refs pointing at the document. */
  const schemaOf = (method: string, template: string, status: number): Json => {
    const operation = document.paths[openApiPath(template)]?.[method.toLowerCase()];
    expect(operation, `${method} ${template} is in the document`).toBeDefined();
    let answer = (operation!.responses as Record<string, Json>)[String(status)];
    expect(answer, `${method} ${template} documents its ${status}`).toBeDefined();
    if (typeof answer.$ref === 'string') answer = (document.components.responses as Record<string, Json>)[answer.$ref.split('/').pop()!];
    const schema = ((answer.content as Record<string, Json>)['application/json'] as Json).schema as Json;
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as Json;
  };

  /** Why a body does not fit an operation's answer with a status; null when it fits. */
  const misfit = (method: string, template: string, status: number, body: unknown): string | null => {
    const validate = ajv.compile(schemaOf(method, template, status));
    return validate(body) ? null : ajv.errorsText(validate.errors);
  };

  /** Checks a real answer against the document: its status is documented and its body fits the schema. */
  const check = (method: string, template: string, response: LightMyRequestResponse) => {
    expect(misfit(method, template, response.statusCode, response.json()), `${method} ${template} ${response.statusCode}`).toBeNull();
  };
  return { check, misfit };
};
