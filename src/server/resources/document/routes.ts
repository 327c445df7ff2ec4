import type { FastifyInstance } from 'fastify';
import { ZDocument, ZDocumentPatch, ZDocumentUpload } from '../../../shared/schemas/document';
import { id as ZId, z } from '../../../shared/schemas/zod';
import type { Config } from '../../config';
import { invalidField } from '../../errors';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { sendDocumentFile } from './download';
import { DOCUMENT_LIST, findDocuments, findOwnDocuments } from './repository';
import {
  createDocument,
  deleteDocument,
  getEditableDocument,
  getReadableDocument,
  OFFICE_EDITORS,
  OFFICE_READERS,
  officeView,
  UPLOADERS,
  updateDocument,
} from './service';
import { registerUploads, withUpload } from './upload';

const ZParams = z.object({ id: ZId() });
const output = (document: object) => ZDocument.parse(document);

/**
 * api/document: upload, list, read, download, acknowledge and delete documents. Reading one
 * document or its file is open to every signed-in user, and answered per record: their own
 * visible document, or what the office's view holds (404 otherwise).
 */
export const documentRoutes = async (app: FastifyInstance, { config }: { config: Config }) => {
  await registerUploads(app, config);

  app.get('/api/document', { config: { roles: OFFICE_READERS } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, DOCUMENT_LIST);
    const { rows, total } = await findDocuments(app.db, list, officeView(request.user));
    reply.header('content-range', contentRange('document', list, rows.length, total));
    return rows.map(output);
  });

  app.get('/api/document/my', async (request) => (await findOwnDocuments(app.db, request.user.id)).map(output));

  app.get('/api/document/:id', async (request) => {
    const { id } = parse(ZParams, request.params);
    return output(await getReadableDocument(app.db, id, request.user));
  });

  app.get('/api/document/:id/file', async (request, reply) => {
    const { id } = parse(ZParams, request.params);
    const document = await getReadableDocument(app.db, id, request.user);
    return sendDocumentFile(app, document, request, reply);
  });

  // Fields may come before or after the file: withUpload reads the whole form first.
  app.post('/api/document', { config: { roles: UPLOADERS } }, async (request, reply) =>
    withUpload(request, { config }, async ({ fields, files }) => {
      const input = parse(ZDocumentUpload, fields);
      if (!files.length) throw invalidField('file', 'validation.required');
      const id = await createDocument(app.db, app.storage, { user: request.user, locale: request.locale, input, file: files[0] });
      const document = await getReadableDocument(app.db, id, request.user);
      return reply.status(201).send({ message: translate(request.locale, 'document.created'), ...output(document) });
    }),
  );

  app.patch('/api/document/:id', { config: { roles: OFFICE_EDITORS } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const input = parse(ZDocumentPatch, request.body);
    const document = await getEditableDocument(app.db, id, request.user);
    await updateDocument(app.db, document, input, request.user);
    return output(await getEditableDocument(app.db, id, request.user));
  });

  app.delete('/api/document/:id', { config: { roles: OFFICE_EDITORS } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    const document = await getEditableDocument(app.db, id, request.user);
    await deleteDocument(app.db, document, request.user);
    return { message: translate(request.locale, 'document.deleted'), id };
  });
};
