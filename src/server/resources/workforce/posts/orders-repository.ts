import type { DbOrTx } from '../../../db/database';

/** Whether the person has a published shift at the post on or after this day. */
export const hasShiftSince = async (db: DbOrTx, postId: number, userId: number, fromDate: string) =>
  !!(await db
    .selectFrom('shift')
    .select('id')
    .where('postId', '=', postId)
    .where('userId', '=', userId)
    .where('status', '=', 'PUBLISHED')
    .where('date', '>=', fromDate)
    .limit(1)
    .executeTakeFirst());

export const findAck = (db: DbOrTx, postId: number, userId: number) =>
  db.selectFrom('postAck').select(['ordersVersion', 'acknowledgedAt']).where('postId', '=', postId).where('userId', '=', userId).executeTakeFirst();

/** The last version acknowledged replaces any earlier one: one row per person and post. */
export const upsertAck = (db: DbOrTx, ack: { postId: number; userId: number; ordersVersion: number; acknowledgedAt: string }) =>
  db
    .insertInto('postAck')
    .values(ack)
    .onConflict((oc) => oc.columns(['postId', 'userId']).doUpdateSet({ ordersVersion: ack.ordersVersion, acknowledgedAt: ack.acknowledgedAt }))
    .execute();

/** The live documents that are part of a post's orders. */
export const findOrderDocuments = (db: DbOrTx, postId: number) =>
  db
    .selectFrom('postDocument')
    .innerJoin('document', 'document.id', 'postDocument.documentId')
    .select(['document.id', 'document.title', 'document.fileName'])
    .where('postDocument.postId', '=', postId)
    .where('document.deletedAt', 'is', null)
    .orderBy('document.id')
    .execute();

export const isOrderDocument = async (db: DbOrTx, postId: number, documentId: number) =>
  !!(await db
    .selectFrom('postDocument')
    .innerJoin('document', 'document.id', 'postDocument.documentId')
    .select('document.id')
    .where('postDocument.postId', '=', postId)
    .where('postDocument.documentId', '=', documentId)
    .where('document.deletedAt', 'is', null)
    .executeTakeFirst());
