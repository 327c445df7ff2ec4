import type { Insertable } from 'kysely';
import { SERVICE_TYPES, type TPost, type TServiceType, type TTimeSlot } from '../../../../shared/schemas/workforce';
import type { DbOrTx } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../../http/list-query';

export const POST_LIST: ListSpec = {
  sortable: { id: 'post.id', name: 'post.name', createdAt: 'post.createdAt', updatedAt: 'post.updatedAt' },
  filterable: {
    id: field.id('post.id'),
    clientSiteId: field.id('post.clientSiteId'),
    clientId: field.id('clientSite.clientId'),
    companyId: field.id('post.companyId'),
    active: field.boolean('post.active'),
    serviceType: field.enum('post.serviceType', SERVICE_TYPES),
  },
  searchable: ['post.name'],
  defaultSort: { field: 'name', order: 'asc' },
};

const posts = (db: DbOrTx) =>
  db
    .selectFrom('post')
    .innerJoin('clientSite', 'clientSite.id', 'post.clientSiteId')
    .innerJoin('client', 'client.id', 'clientSite.clientId');

const selectPost = (db: DbOrTx) =>
  posts(db).selectAll('post').select(['clientSite.clientId', 'clientSite.name as siteName', 'clientSite.address as siteAddress', 'client.name as clientName']);

type Row = Awaited<ReturnType<ReturnType<typeof selectPost>['executeTakeFirstOrThrow']>>;
export type PostRecord = TPost & { siteAddress: string | null };

const toPost = (row: Row, documentIds: number[]): PostRecord => ({
  ...row,
  serviceType: row.serviceType as TServiceType,
  armed: row.armed === 1,
  active: row.active === 1,
  requiredQualification: row.requiredQualification as TPost['requiredQualification'],
  requiredCourses: JSON.parse(row.requiredCourses) as string[],
  timeSlots: JSON.parse(row.timeSlots) as TTimeSlot[],
  orderDocumentIds: documentIds,
});

/** The live (not deleted) order documents of some posts, by post. */
const documentIdsOf = async (db: DbOrTx, postIds: number[]) => {
  const byPost = new Map<number, number[]>();
  if (!postIds.length) return byPost;
  const rows = await db
    .selectFrom('postDocument')
    .innerJoin('document', 'document.id', 'postDocument.documentId')
    .select(['postDocument.postId', 'postDocument.documentId'])
    .where('postDocument.postId', 'in', postIds)
    .where('document.deletedAt', 'is', null)
    .orderBy('postDocument.documentId')
    .execute();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.documentId]);
  return byPost;
};

export const findPosts = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const where = posts(db).where((eb) => {
    const conditions = listConditions(eb, list, POST_LIST);
    if (scope) conditions.push(eb('post.companyId', 'in', scope.length ? scope : [-1]));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(
      where.selectAll('post').select(['clientSite.clientId', 'clientSite.name as siteName', 'clientSite.address as siteAddress', 'client.name as clientName']),
      list,
      POST_LIST,
    ).execute(),
    where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const documents = await documentIdsOf(db, rows.map((row) => row.id));
  return { rows: rows.map((row) => toPost(row, documents.get(row.id) ?? [])), total: Number(total.total) };
};

export const getPost = async (db: DbOrTx, id: number): Promise<PostRecord> => {
  const row = await selectPost(db).where('post.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toPost(row, (await documentIdsOf(db, [id])).get(id) ?? []);
};

/** A client site with its client and that client's company; undefined when there is none. */
export const findSite = (db: DbOrTx, id: number) =>
  db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select(['clientSite.id', 'clientSite.clientId', 'client.companyId'])
    .where('clientSite.id', '=', id)
    .executeTakeFirst();

/** Of the given ids, those naming a live document of this client or of this company. */
export const orderDocumentsAmong = async (db: DbOrTx, ids: number[], owners: { clientId: number; companyId: number }) => {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('document')
    .select('id')
    .where('id', 'in', ids)
    .where('deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('ownerType', '=', 'CLIENT'), eb('ownerId', '=', owners.clientId)]),
        eb.and([eb('ownerType', '=', 'COMPANY'), eb('ownerId', '=', owners.companyId)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
};

export const insertPost = async (db: DbOrTx, values: Insertable<Database['post']>, documentIds: number[]) => {
  const { id } = await db.insertInto('post').values(values).returning('id').executeTakeFirstOrThrow();
  await setPostDocuments(db, id, documentIds);
  return id;
};

export const setPostDocuments = async (db: DbOrTx, postId: number, documentIds: number[]) => {
  await db.deleteFrom('postDocument').where('postId', '=', postId).execute();
  if (documentIds.length) await db.insertInto('postDocument').values(documentIds.map((documentId) => ({ postId, documentId }))).execute();
};

/** Shifts that were ever published stay with their post: the roster is kept 2 years. */
export const countPublishedShifts = async (db: DbOrTx, postId: number) =>
  Number(
    (
      await db
        .selectFrom('shift')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('postId', '=', postId)
        .where((eb) => eb.or([eb('status', '=', 'PUBLISHED'), eb('publishedAt', 'is not', null)]))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const countShifts = async (db: DbOrTx, postId: number) =>
  Number((await db.selectFrom('shift').select((eb) => eb.fn.countAll<number>().as('n')).where('postId', '=', postId).executeTakeFirstOrThrow()).n);

/** A post goes with its draft shifts (their changes follow them), its documents' links and acknowledgements. */
export const deletePost = async (db: DbOrTx, id: number) => {
  const drafts = db.selectFrom('shift').select('id').where('postId', '=', id);
  await db.deleteFrom('shiftChange').where('shiftId', 'in', drafts).execute();
  await db.deleteFrom('shiftAlert').where('shiftId', 'in', drafts).execute();
  await db.deleteFrom('shift').where('postId', '=', id).execute();
  await db.deleteFrom('postDocument').where('postId', '=', id).execute();
  await db.deleteFrom('postAck').where('postId', '=', id).execute();
  await db.deleteFrom('post').where('id', '=', id).execute();
};
