import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { FINAL_STATUSES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type TRequestStatus, ZRequestAttachment } from '../../../../shared/schemas/request';
import type { TDocumentMimeType } from '../../../../shared/schemas/document';
import { id, z } from '../../../../shared/schemas/zod';
import { type Db, nowIso } from '../../../db/database';
import { AppError, invalidField, notFound } from '../../../errors';
import { parse } from '../../../http/validate';
import { translate } from '../../../i18n/messages';
import type { Storage } from '../../../storage';
import { writeAudit } from '../../audit/repository';
import { contentDisposition } from '../../document/file-name';
import { registerUploads, storeUploadedFile, type UploadedFile, withUpload } from '../../document/upload';
import * as repo from './repository';
import { canSee, viewerOf, type Viewer } from './service';

const READERS = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT', 'ROLE_CLIENT'] as const;

/** A client's papers about a service: a scanned letter, a plan, a photo of the place. */
const ACCEPTED: readonly TDocumentMimeType[] = ['application/pdf', 'image/jpeg', 'image/png'];

/** Where a form's file waits while it is checked (DATA_DIR/tmp), and the room's own size limit, never above UPLOAD_MAX_MB. */
export interface AttachmentUploads {
  dataDir: string;
  uploadMaxBytes: number;
}

const uploadsOf = (config: AttachmentUploads): AttachmentUploads => ({ dataDir: config.dataDir, uploadMaxBytes: Math.min(config.uploadMaxBytes, MAX_ATTACHMENT_BYTES) });

const ZParams = z.object({ id: id() });
const ZFileParams = z.object({ id: id(), attachmentId: id() });

/** The inspection names every type the document room takes; a request takes fewer, and says which. */
const receive = <T>(request: Parameters<typeof withUpload>[0], uploads: AttachmentUploads, work: (file: UploadedFile) => Promise<T>) =>
  withUpload(request, { config: uploads, accept: ACCEPTED }, async ({ files }) => {
    if (!files.length) throw invalidField('file', 'validation.required');
    return work(files[0]);
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.options.fields?.file === 'validation.fileType') throw invalidField('file', 'request.attachmentType');
    throw error;
  });

/**
 * Files a received attachment: its bytes in the storage, its record under the request while the
 * request is not over and has room for it (the request locked meanwhile); the bytes go again if
 * the record is refused.
 */
const attach = async (db: Db, storage: Storage, viewer: Viewer, requestId: number, file: UploadedFile) => {
  const storageKey = await storeUploadedFile(storage, file);
  try {
    return await db.transaction().execute(async (tx) => {
      const request = await repo.lockRequest(tx, requestId);
      if (!canSee(viewer, request)) throw notFound();
      if (FINAL_STATUSES.includes(request.status as TRequestStatus)) throw new AppError('CONFLICT', 'request.conflict.attach');
      if ((await repo.countAttachments(tx, requestId)) >= MAX_ATTACHMENTS) {
        throw new AppError('CONFLICT', 'request.conflict.attachmentsFull', { params: { max: MAX_ATTACHMENTS } });
      }
      const values = { requestId, fileName: file.fileName, mimeType: file.mimeType, size: file.size, sha256: file.sha256, storageKey, uploadedBy: viewer.user.id, createdAt: nowIso() };
      const attachmentId = await repo.insertAttachment(tx, values);
      await tx.updateTable('serviceRequest').set({ updatedAt: values.createdAt }).where('id', '=', requestId).execute();
      const { storageKey: _key, ...audited } = values;
      await writeAudit(tx, { actorId: viewer.user.id, action: 'ATTACH', entity: 'serviceRequest', entityId: requestId, after: { attachmentId, ...audited } });
      return ZRequestAttachment.parse({ id: attachmentId, ...values });
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
};

/**
 * api/request/:id/attachments: a request's files, added by the client (their own requests) or the
 * office while the request is not over, and read by whoever reads the request (404 otherwise,
 * and for an attachment of another request).
 */
export const attachmentRoutes = async (app: FastifyInstance, { config }: { config: AttachmentUploads }) => {
  const uploads = uploadsOf(config);
  await registerUploads(app, uploads);

  app.post('/api/request/:id/attachments', { config: { roles: READERS } }, async (request, reply) => {
    const { id: requestId } = parse(ZParams, request.params);
    // The form is read whole before any refusal, so that the answer reaches a sender still sending.
    const attachment = await receive(request, uploads, async (file) => {
      const viewer = await viewerOf(app.db, request.user);
      const owner = await repo.findRequestOwner(app.db, requestId);
      if (!owner || !canSee(viewer, owner)) throw notFound();
      return attach(app.db, app.storage, viewer, requestId, file);
    });
    return reply.status(201).send({ message: translate(request.locale, 'request.attached'), ...attachment });
  });

  app.get('/api/request/:id/attachments/:attachmentId', { config: { roles: READERS } }, async (request, reply) => {
    const { id: requestId, attachmentId } = parse(ZFileParams, request.params);
    const viewer = await viewerOf(app.db, request.user);
    const owner = await repo.findRequestOwner(app.db, requestId);
    if (!owner || !canSee(viewer, owner)) throw notFound();
    const attachment = await repo.findAttachment(app.db, requestId, attachmentId);
    if (!attachment) throw notFound();
    // A HEAD answers the headers only: no stream is opened for it.
    const body = request.method === 'HEAD' ? Readable.from([]) : await app.storage.get(attachment.storageKey);
    return reply
      .headers({
        'content-type': attachment.mimeType,
        'content-disposition': contentDisposition(attachment.fileName),
        'content-length': String(attachment.size),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
      .send(body);
  });
};
