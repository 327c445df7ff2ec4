import { DOCUMENT_KINDS, type TDocumentKind, type TDocumentOwnerType, type TDocumentType } from '../../../shared/schemas/document';
import { type Db, type DbOrTx, nowIso } from '../../db/database';
import { writeAudit } from '../audit/repository';
import { syncDocumentDeadline } from '../deadline/derive';

/** A renewal replaces the older document: only types that expire are renewed (a payslip never replaces another). */
export const isRenewable = (type: TDocumentType) => (DOCUMENT_KINDS[type] as TDocumentKind).validityMonths !== undefined;

/** What a new document says about itself; its bytes are already in the storage under `storageKey`. */
export interface NewDocument {
  ownerType: TDocumentOwnerType;
  ownerId: number;
  companyId: number;
  type: TDocumentType;
  title: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  storageKey: string;
  issuedAt?: string | null;
  expiresAt?: string | null;
  visibleToOwner: boolean;
  uploadedBy: number | null;
  /** PENDING for a worker's own upload, which replaces nothing until the office confirms it. */
  review?: 'NONE' | 'PENDING';
}

/**
 * The company a document's owner belongs to, or undefined when the owner does not exist: a
 * person's (the first of theirs, a worker has one), a client's or a vehicle's, or the company itself.
 */
export const companyOfOwner = async (db: DbOrTx, ownerType: TDocumentOwnerType, ownerId: number): Promise<number | undefined> => {
  if (ownerType === 'COMPANY') return (await db.selectFrom('company').select('id').where('id', '=', ownerId).executeTakeFirst())?.id;
  if (ownerType === 'CLIENT') return (await db.selectFrom('client').select('companyId').where('id', '=', ownerId).executeTakeFirst())?.companyId;
  if (ownerType === 'VEHICLE') return (await db.selectFrom('vehicle').select('companyId').where('id', '=', ownerId).executeTakeFirst())?.companyId;
  const row = await db.selectFrom('userCompany').select('companyId').where('userId', '=', ownerId).orderBy('companyId').executeTakeFirst();
  return row?.companyId;
};

/**
 * Marks the owner's current documents of the same type replaced by `document` (a renewal): they
 * stay, greyed, in the history. Only confirmed documents of a renewable type replace others, and a
 * payslip replaces the one of the same month (a corrected payslip), never the other months'.
 * Answers the ids it replaced, whose deadlines the caller syncs.
 */
export const replaceOlder = async (
  tx: DbOrTx,
  document: { id: number; ownerType: string; ownerId: number; type: string; issuedAt?: string | null },
  actorId: number | null,
): Promise<number[]> => {
  const correctedPayslip = document.type === 'PAYSLIP' && !!document.issuedAt;
  if (!isRenewable(document.type as TDocumentType) && !correctedPayslip) return [];
  const older = await tx
    .selectFrom('document')
    .select(['id'])
    .$if(correctedPayslip, (query) => query.where('issuedAt', '=', document.issuedAt!))
    .where('ownerType', '=', document.ownerType)
    .where('ownerId', '=', document.ownerId)
    .where('type', '=', document.type)
    .where('status', '=', 'ACTIVE')
    .where('review', 'in', ['NONE', 'CONFIRMED'])
    .where('deletedAt', 'is', null)
    .where('id', '!=', document.id)
    .orderBy('id', 'desc')
    .execute();
  if (!older.length) return [];
  const now = nowIso();
  await tx
    .updateTable('document')
    .set({ status: 'REPLACED', replacedById: document.id, updatedAt: now })
    .where('id', 'in', older.map((o) => o.id))
    .execute();
  await tx.updateTable('document').set({ replacesId: older[0].id }).where('id', '=', document.id).execute();
  for (const { id } of older) {
    await writeAudit(tx, { actorId, action: 'REPLACE', entity: 'document', entityId: id, after: { replacedById: document.id } });
  }
  return older.map((o) => o.id);
};

/** The deadlines of these documents follow them (a renewal's, and those of the ones it replaced or gave back their place). */
export const syncDocumentDeadlines = async (tx: DbOrTx, ids: readonly number[]) => {
  for (const id of ids) await syncDocumentDeadline(tx, id);
};

/** Records a stored file as a document, replacing the older one of a renewal, with its audit entry; answers its id. */
export const saveDocument = (db: Db, document: NewDocument): Promise<number> =>
  db.transaction().execute(async (tx) => {
    const now = nowIso();
    const { id } = await tx
      .insertInto('document')
      .values({
        ownerType: document.ownerType,
        ownerId: document.ownerId,
        companyId: document.companyId,
        type: document.type,
        title: document.title,
        fileName: document.fileName,
        mimeType: document.mimeType,
        size: document.size,
        sha256: document.sha256,
        storageKey: document.storageKey,
        issuedAt: document.issuedAt ?? null,
        expiresAt: document.expiresAt ?? null,
        visibleToOwner: document.visibleToOwner ? 1 : 0,
        uploadedBy: document.uploadedBy,
        review: document.review ?? 'NONE',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const replaced = (document.review ?? 'NONE') === 'NONE' ? await replaceOlder(tx, { id, ...document }, document.uploadedBy) : [];
    await syncDocumentDeadlines(tx, [id, ...replaced]);
    const { storageKey: _key, ...audited } = document;
    await writeAudit(tx, { actorId: document.uploadedBy, action: 'CREATE', entity: 'document', entityId: id, after: audited });
    return id;
  });

/** Whether a document (not deleted) belongs to this owner: an attachment must be the same person's. */
export const isDocumentOf = async (db: DbOrTx, documentId: number, ownerType: TDocumentOwnerType, ownerId: number) =>
  !!(await db
    .selectFrom('document')
    .select('id')
    .where('id', '=', documentId)
    .where('ownerType', '=', ownerType)
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst());
