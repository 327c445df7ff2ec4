import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTRACT_PLACEHOLDERS, CONTRACT_PLACEHOLDER_NAMES, type TContractTemplate } from '../../../../shared/schemas/document-generate';
import type { Config } from '../../../config';
import { isUniqueViolation } from '../../../db/database';
import { AppError, invalidField, notFound } from '../../../errors';
import { writeAudit } from '../../audit/repository';
import type { SessionUser } from '../../auth/repository';
import { storeUploadedFile, withUpload } from '../upload';
import { TemplateUnreadable, templatePlaceholders } from './contract-docx';
import { unknownPlaceholders } from './contract';
import { deleteContractTemplate, findContractTemplate, replaceContractTemplate } from './repository';
import { DOCX } from './stored';

const PROVIDED = CONTRACT_PLACEHOLDER_NAMES.map((name) => ({ name, description: CONTRACT_PLACEHOLDERS[name] }));

/** GET api/document/templates/contract: the company's template, if any, and every placeholder Presidio fills. */
export const describeTemplate = async (app: FastifyInstance, companyId: number): Promise<TContractTemplate> => {
  const row = await findContractTemplate(app.db, companyId);
  return {
    companyId,
    template: row
      ? {
          fileName: row.fileName,
          size: row.size,
          sha256: row.sha256,
          placeholders: JSON.parse(row.placeholders) as string[],
          uploadedBy: row.uploadedBy,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        }
      : null,
    provided: PROVIDED,
  };
};

/** The placeholders of a received template, each one Presidio fills, or a 400 naming the others. */
const checkedPlaceholders = async (path: string): Promise<string[]> => {
  let names: string[];
  try {
    names = templatePlaceholders(await readFile(path));
  } catch (error) {
    if (error instanceof TemplateUnreadable) throw invalidField('file', 'documentGenerate.fields.templateUnreadable');
    throw error;
  }
  if (!names.length) throw invalidField('file', 'documentGenerate.fields.noPlaceholders');
  const unknown = unknownPlaceholders(names);
  if (unknown.length) {
    throw new AppError('VALIDATION', 'documentGenerate.unknownPlaceholders', {
      params: { placeholders: unknown.join(', ') },
      fields: { file: 'documentGenerate.fields.unknownPlaceholders' },
    });
  }
  return names;
};

/**
 * PUT api/document/templates/contract (multipart, the DOCX in `file`): checked by its content's
 * magic bytes and as an archive (upload.ts), opened with docxtemplater, every placeholder one
 * Presidio fills; it takes the place of the company's former template, whose bytes are removed.
 */
export const saveTemplate = (app: FastifyInstance, request: FastifyRequest, config: Pick<Config, 'dataDir' | 'uploadMaxBytes'>, companyId: number) =>
  withUpload(request, { config, accept: [DOCX] }, async ({ files }) => {
    const [file] = files;
    if (!file) throw invalidField('file', 'validation.required');
    const placeholders = await checkedPlaceholders(file.path);
    const storageKey = await storeUploadedFile(app.storage, file);
    const values = { fileName: file.fileName, storageKey, sha256: file.sha256, size: file.size, placeholders, uploadedBy: request.user.id };
    const replace = () =>
      app.db.transaction().execute(async (tx) => {
        const before = await replaceContractTemplate(tx, companyId, values);
        const { storageKey: _key, ...audited } = values;
        await writeAudit(tx, { actorId: request.user.id, action: before ? 'UPDATE' : 'CREATE', entity: 'document_template', entityId: companyId, after: audited });
        return before;
      });
    let former: string | undefined;
    try {
      // Two first uploads at once: the one that loses the unique index replaces the winner's.
      former = await replace().catch((error: unknown) => (isUniqueViolation(error) ? replace() : Promise.reject(error)));
    } catch (error) {
      await app.storage.remove(storageKey);
      throw error;
    }
    if (former) await app.storage.remove(former);
    return describeTemplate(app, companyId);
  });

/** DELETE api/document/templates/contract: letters go back to Presidio's own PDF. */
export const removeTemplate = async (app: FastifyInstance, actor: SessionUser, companyId: number) => {
  const row = await findContractTemplate(app.db, companyId);
  if (!row) throw notFound();
  await app.db.transaction().execute(async (tx) => {
    await deleteContractTemplate(tx, row.id);
    await writeAudit(tx, { actorId: actor.id, action: 'DELETE', entity: 'document_template', entityId: companyId, before: { fileName: row.fileName, sha256: row.sha256 } });
  });
  await app.storage.remove(row.storageKey);
};
