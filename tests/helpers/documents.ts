import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DemoRole, TestApp } from './app';
import { createUser, demoCompanyIds, userIdOf } from './api';
import { type FormFile, multipartBody, pdfFile } from './files';

type Fields = Record<string, string | number | boolean | null | undefined>;

/** POST api/document as a demo role, with the fields and one file (a small PDF unless given). */
export const uploadAs = async (
  t: TestApp,
  who: DemoRole,
  fields: Fields,
  file?: FormFile | null,
  options: { filesFirst?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> => {
  const files = file === null ? [] : [file ?? { name: 'documento.pdf', content: await pdfFile() }];
  const { payload, headers } = multipartBody(fields, files, options);
  return t.call({ method: 'POST', url: '/api/document', token: await t.login(who), payload, headers: { ...headers, ...options.headers } });
};

/** An upload that must succeed: answers the new document. */
export const uploaded = async (t: TestApp, who: DemoRole, fields: Fields, file?: FormFile) => {
  const response = await uploadAs(t, who, fields, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, unknown> & { id: number };
};

/** A document for the demo worker, filed by the administrator. */
export const workerDocument = async (t: TestApp, fields: Fields = {}, file?: FormFile) =>
  uploaded(t, 'admin', { ownerType: 'USER', ownerId: await userIdOf(t, 'worker'), type: 'PAYSLIP', ...fields }, file);

/** A worker of the third demo company, which the moderator does not manage, with a document of theirs. */
export const outsiderDocument = async (t: TestApp) => {
  const companies = await demoCompanyIds(t);
  const outsider = await createUser(t, { companyIds: [companies[2]] });
  const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: outsider.id, type: 'PAYSLIP' });
  return { outsider, document };
};

/** The files waiting in DATA_DIR/tmp: none once a request has ended, whatever its answer. */
export const temporaryFiles = (t: TestApp) => {
  try {
    return readdirSync(join(t.config.dataDir, 'tmp'));
  } catch {
    return [];
  }
};

export const download = async (t: TestApp, who: DemoRole, id: number, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/api/document/${id}/file`, token: await t.login(who), headers });

export const storedRow = (t: TestApp, id: number) => t.app.db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
