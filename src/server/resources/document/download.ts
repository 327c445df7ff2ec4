import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { type Storage, StorageNotFound } from '../../storage';
import { contentDisposition } from './file-name';
import { parseRange } from './range';
import { acknowledgeDocument, type DocumentRecord } from './repository';
import { isOwnVisible } from './service';

/**
 * Sends a document's bytes, streamed from the storage (never held whole): the stored type, as an
 * attachment, never sniffed nor cached, one byte range when asked (206; 416 past the end). The
 * owner's first download records their acknowledgement ('presa visione') once.
 */
export const sendDocumentFile = async (
  { db, storage }: { db: Db; storage: Storage },
  document: DocumentRecord,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const size = document.size;
  const etag = `"${document.sha256}"`;
  const ifRange = request.headers['if-range'];
  // A client resuming with a validator of another version gets the whole file (RFC 9110 §13.1.5).
  const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, size);
  reply.headers({
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'accept-ranges': 'bytes',
    etag,
  });
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .send({ message: translate(request.locale, 'document.rangeNotSatisfiable'), code: 'BAD_REQUEST' });
  }

  let body: Readable;
  try {
    // A HEAD answers the headers only: an empty stream keeps the length set below (Fastify drains what it is given).
    body = request.method === 'HEAD' ? Readable.from([]) : await storage.get(document.storageKey, range);
  } catch (error) {
    if (!(error instanceof StorageNotFound)) throw error;
    request.log.error({ documentId: document.id }, 'document bytes missing from the storage');
    throw notFound();
  }
  if (request.method !== 'HEAD' && isOwnVisible(request.user, document) && !document.acknowledgedAt) {
    await acknowledgeDocument(db, document.id, request.user.id);
  }
  reply.headers({
    'content-type': document.mimeType,
    'content-disposition': contentDisposition(document.fileName),
    'content-length': String(range ? range.end - range.start + 1 : size),
  });
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply.send(body);
};
