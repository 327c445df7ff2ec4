import { hasAnyRole } from '../../../shared/roles';
import { formatDate, todayInRome } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/validation';
import { DOCUMENT_KINDS, type TDocumentKind, type TDocumentPatch, type TDocumentUpload, WORKER_UPLOAD_TYPES } from '../../../shared/schemas/document';
import { companyScope, inScope, isAdmin } from '../../access';
import { type Db, nowIso } from '../../db/database';
import { AppError, invalidField, notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import type { Storage } from '../../storage';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { companiesOfUser, type DocumentRecord, type DocumentView, findDocument, userExists } from './repository';
import { companyOfOwner, replaceOlder, saveDocument, syncDocumentDeadlines } from './store';
import { storeUploadedFile, type UploadedFile } from './upload';

/** Who works the office's document screens: the back office, and client management for what they filed themselves. */
export const OFFICE_READERS = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'] as const;
export const OFFICE_EDITORS = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
/** Who may upload: the office for anyone in their companies, a worker a photo of their own renewed document. */
export const UPLOADERS = [...OFFICE_READERS, 'ROLE_WORKER'] as const;

/** The office's view of the documents: every company, the moderator's, or client management's own uploads in theirs. */
export const officeView = (user: SessionUser): DocumentView => {
  const scope = companyScope(user);
  if (hasAnyRole(user.roles, OFFICE_EDITORS)) return { scope };
  return { scope, uploadedBy: user.id };
};

/** The document is the caller's own and shown to them. */
export const isOwnVisible = (user: SessionUser, document: DocumentRecord) =>
  document.ownerType === 'USER' && document.ownerId === user.id && document.visibleToOwner;

const officeMaySee = (user: SessionUser, document: DocumentRecord) => {
  if (!hasAnyRole(user.roles, OFFICE_READERS)) return false;
  const view = officeView(user);
  return inScope(user, document.companyId) && (view.uploadedBy === undefined || document.uploadedBy === view.uploadedBy);
};

/** A document the caller may read: their own visible one, or one the office's view holds; 404 otherwise, and for a deleted one. */
export const getReadableDocument = async (db: Db, id: number, user: SessionUser): Promise<DocumentRecord> => {
  const document = await findDocument(db, id);
  if (!document || document.deletedAt) throw notFound();
  if (isOwnVisible(user, document) || officeMaySee(user, document)) return document;
  throw notFound();
};

/**
 * A document that is not deleted, for a reader another room has already let in (a guard reading
 * the documents of a post's orders); 404 otherwise.
 */
export const getLiveDocument = async (db: Db, id: number): Promise<DocumentRecord> => {
  const document = await findDocument(db, id);
  if (!document || document.deletedAt) throw notFound();
  return document;
};

/** A document the caller may change (administrator, or moderator of its company); 404 otherwise. */
export const getEditableDocument = async (db: Db, id: number, user: SessionUser): Promise<DocumentRecord> => {
  const document = await findDocument(db, id);
  if (!document || document.deletedAt || !inScope(user, document.companyId)) throw notFound();
  return document;
};

const defaultTitle = (locale: Locale, input: TDocumentUpload) =>
  `${translate(locale, `document.types.${input.type}`)} ${formatDate(input.issuedAt ?? todayInRome())}`;

/**
 * Who the new document belongs to and how it is filed. The office files for an owner in its
 * companies (404 for one outside them or that does not exist); a worker only a photo of their
 * own renewed document, which waits for the office's confirmation (PENDING) and which they see.
 */
const filing = async (db: Db, user: SessionUser, input: TDocumentUpload) => {
  const kind = DOCUMENT_KINDS[input.type] as TDocumentKind;
  // A person of several companies is filed under the first one the caller manages.
  const scope = companyScope(user);
  const companyId =
    input.ownerType === 'USER' && scope
      ? ((await companiesOfUser(db, input.ownerId)).find((id) => scope.includes(id)) ?? (await companyOfOwner(db, input.ownerType, input.ownerId)))
      : await companyOfOwner(db, input.ownerType, input.ownerId);
  if (hasAnyRole(user.roles, OFFICE_READERS)) {
    if (companyId === undefined) {
      if (isAdmin(user) && input.ownerType === 'USER' && (await userExists(db, input.ownerId))) throw invalidField('ownerId', 'validation.noCompany');
      throw notFound();
    }
    if (!inScope(user, companyId)) throw notFound();
    return { companyId, visibleToOwner: input.visibleToOwner ?? kind.visibleToOwner, review: 'NONE' as const };
  }
  if (input.ownerType !== 'USER' || input.ownerId !== user.id) {
    throw new AppError('FORBIDDEN', 'error.forbidden', { fields: { ownerId: 'validation.ownDocumentsOnly' } });
  }
  if (!WORKER_UPLOAD_TYPES.includes(input.type)) throw invalidField('type', 'validation.documentTypeNotUploadable');
  if (companyId === undefined) throw invalidField('ownerId', 'validation.noCompany');
  return { companyId, visibleToOwner: true, review: 'PENDING' as const };
};

/** Files an uploaded file as a document: its owner and rights checked, its bytes stored, its record saved; answers the id. */
export const createDocument = async (
  db: Db,
  storage: Storage,
  { user, locale, input, file }: { user: SessionUser; locale: Locale; input: TDocumentUpload; file: UploadedFile },
): Promise<number> => {
  const filed = await filing(db, user, input);
  const storageKey = await storeUploadedFile(storage, file);
  try {
    return await saveDocument(db, {
      ownerType: input.ownerType,
      ownerId: input.ownerId,
      type: input.type,
      title: input.title ?? defaultTitle(locale, input),
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: file.size,
      sha256: file.sha256,
      storageKey,
      issuedAt: input.issuedAt,
      expiresAt: input.expiresAt,
      uploadedBy: user.id,
      ...filed,
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
};

/** Corrects what the office typed, or confirms (replacing the older document) or rejects a worker's upload. */
export const updateDocument = async (db: Db, document: DocumentRecord, input: TDocumentPatch, user: SessionUser) => {
  if (input.review && document.review !== 'PENDING') throw invalidField('review', 'validation.reviewNotPending');
  const issuedAt = input.issuedAt !== undefined ? input.issuedAt : document.issuedAt;
  const expiresAt = input.expiresAt !== undefined ? input.expiresAt : document.expiresAt;
  if (issuedAt && expiresAt && expiresAt < issuedAt) throw invalidField('expiresAt', 'validation.expiryBeforeIssue');
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('document')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.issuedAt !== undefined ? { issuedAt: input.issuedAt } : {}),
        ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
        ...(input.visibleToOwner !== undefined ? { visibleToOwner: input.visibleToOwner ? 1 : 0 } : {}),
        ...(input.review ? { review: input.review, reviewedBy: user.id, reviewedAt: now } : {}),
        updatedAt: now,
      })
      .where('id', '=', document.id)
      .execute();
    const replaced = input.review === 'CONFIRMED' ? await replaceOlder(tx, document, user.id) : [];
    await syncDocumentDeadlines(tx, [document.id, ...replaced]);
    const { storageKey: _key, ...before } = document;
    await writeAudit(tx, { actorId: user.id, action: 'UPDATE', entity: 'document', entityId: document.id, before, after: input });
  });
};

/**
 * Deletes softly: the record leaves every list and download, its bytes stay for the purge job.
 * A current document deleted (a renewal filed by mistake) gives back their place to the ones it replaced.
 */
export const deleteDocument = (db: Db, document: DocumentRecord, user: SessionUser) =>
  db.transaction().execute(async (tx) => {
    const now = nowIso();
    await tx.updateTable('document').set({ deletedAt: now, deletedBy: user.id, updatedAt: now }).where('id', '=', document.id).execute();
    const restored =
      document.status === 'ACTIVE'
        ? (await tx.selectFrom('document').select('id').where('replacedById', '=', document.id).execute()).map((row) => row.id)
        : [];
    if (restored.length) {
      await tx.updateTable('document').set({ status: 'ACTIVE', replacedById: null, updatedAt: now }).where('id', 'in', restored).execute();
    }
    await syncDocumentDeadlines(tx, [document.id, ...restored]);
    const { storageKey: _key, ...before } = document;
    await writeAudit(tx, { actorId: user.id, action: 'DELETE', entity: 'document', entityId: document.id, before });
  });
