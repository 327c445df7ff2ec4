import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TDocumentType } from '../../../../shared/schemas/document';
import { saveDocument } from '../store';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A part of a file name as any system and header take it: ASCII letters and digits, accents
 * dropped, anything else one '-' ('D’Amico' → 'D-Amico'); `fallback` when nothing is left.
 */
export const namePart = (text: string | null | undefined, fallback = 'X') =>
  (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || fallback;

export interface GeneratedFile {
  bytes: Buffer;
  mimeType: typeof PDF | typeof DOCX;
  fileName: string;
  title: string;
  type: TDocumentType;
  ownerId: number;
  companyId: number;
  issuedAt: string;
  expiresAt?: string | null;
  uploadedBy: number;
}

/** Stores a written document's bytes and records it as the person's document, visible to them; answers its id. */
export const storeGenerated = async (app: FastifyInstance, file: GeneratedFile): Promise<number> => {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const { key, size } = await app.storage.put(Readable.from([file.bytes]), { contentType: file.mimeType });
  try {
    return await saveDocument(app.db, {
      ownerType: 'USER',
      ownerId: file.ownerId,
      companyId: file.companyId,
      type: file.type,
      title: file.title.slice(0, 200),
      fileName: file.fileName,
      mimeType: file.mimeType,
      size,
      sha256,
      storageKey: key,
      issuedAt: file.issuedAt,
      expiresAt: file.expiresAt ?? null,
      visibleToOwner: true,
      uploadedBy: file.uploadedBy,
    });
  } catch (error) {
    await app.storage.remove(key);
    throw error;
  }
};
