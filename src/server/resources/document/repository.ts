import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { DOCUMENT_OWNER_TYPES, DOCUMENT_REVIEWS, DOCUMENT_STATUSES, DOCUMENT_TYPES, type TDocument } from '../../../shared/schemas/document';
import { type Db, type DbOrTx, nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';
import { writeAudit } from '../audit/repository';

export const DOCUMENT_LIST: ListSpec = {
  sortable: {
    id: 'document.id',
    createdAt: 'document.createdAt',
    updatedAt: 'document.updatedAt',
    title: 'document.title',
    type: 'document.type',
    fileName: 'document.fileName',
    size: 'document.size',
    ownerType: 'document.ownerType',
    ownerId: 'document.ownerId',
    // The select's own column (see ownerName), which ORDER BY may name on both databases.
    ownerName: 'ownerName',
    companyId: 'document.companyId',
    issuedAt: 'document.issuedAt',
    expiresAt: 'document.expiresAt',
    acknowledgedAt: 'document.acknowledgedAt',
    status: 'document.status',
    review: 'document.review',
  },
  // acknowledged, uploadedBy and q are answered by conditions of their own (see listWhere).
  filterable: {
    id: field.id('document.id'),
    ownerType: field.enum('document.ownerType', DOCUMENT_OWNER_TYPES),
    ownerId: field.id('document.ownerId'),
    type: field.enum('document.type', DOCUMENT_TYPES),
    companyId: field.id('document.companyId'),
    issuedAt: field.date('document.issuedAt', { nullable: true }),
    expiresAt: field.date('document.expiresAt', { nullable: true }),
    status: field.enum('document.status', DOCUMENT_STATUSES),
    review: field.enum('document.review', DOCUMENT_REVIEWS),
    uploadedBy: field.id('document.uploadedBy', { nullable: true, bounds: false, lists: false }),
    acknowledged: field.boolean('document.acknowledgedAt', { lists: false }),
    // The dashboard's documents not acknowledged after 7 days (issue 23).
    visibleToOwner: field.boolean('document.visibleToOwner'),
    createdAt: field.instant('document.createdAt', { equality: false }),
  },
  searchable: [],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

/** Whose documents a reader of the office's list sees: undefined means every company; `uploadedBy` only their own uploads. */
export interface DocumentView {
  scope: number[] | undefined;
  uploadedBy?: number;
}

type Eb = ExpressionBuilder<Database, 'document'>;
const ref = (column: string) => sql.ref(column);

/** The owner as people read it: 'Cognome Nome' (the username or email of someone without a name), a company's or client's name, a plate. */
const ownerName = sql<string | null>`case ${ref('document.ownerType')}
  when 'USER' then coalesce(nullif(trim(coalesce(${ref('ou.lastName')}, '') || ' ' || coalesce(${ref('ou.firstName')}, '')), ''), ${ref('ou.username')}, ${ref('ou.email')})
  when 'COMPANY' then ${ref('oc.name')}
  when 'CLIENT' then ${ref('ocl.name')}
  when 'VEHICLE' then ${ref('ov.plate')}
end`;

const bad = (key: string) => new AppError('VALIDATION', 'error.validation', { fields: { [`filter.${key}`]: 'validation.invalid' } });

const asBoolean = (key: string, value: unknown) => {
  if (value === true || value === 'true' || value === 1) return true;
  if (value === false || value === 'false' || value === 0) return false;
  throw bad(key);
};

const isId = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^\d{1,10}$/.test(value))) && Number(value) <= 2_147_483_647;

const listWhere = (list: ListQuery, view: DocumentView) => {
  const { acknowledged, uploadedBy, ...filter } = list.filter;
  for (const key of Object.keys(filter)) if (/^(acknowledged|uploadedBy)_/.test(key)) throw bad(key);
  return (eb: Eb) => {
    const conditions: Expression<SqlBool>[] = listConditions(eb, { ...list, filter, q: undefined }, DOCUMENT_LIST);
    conditions.push(sql<SqlBool>`${ref('document.deletedAt')} is null`);
    if (view.scope) conditions.push(view.scope.length ? sql<SqlBool>`${ref('document.companyId')} in (${sql.join(view.scope)})` : sql<SqlBool>`1 = 0`);
    if (view.uploadedBy !== undefined) conditions.push(sql<SqlBool>`${ref('document.uploadedBy')} = ${view.uploadedBy}`);
    if (acknowledged !== undefined) {
      conditions.push(asBoolean('acknowledged', acknowledged) ? sql<SqlBool>`${ref('document.acknowledgedAt')} is not null` : sql<SqlBool>`${ref('document.acknowledgedAt')} is null`);
    }
    if (uploadedBy !== undefined) {
      // An integer column: PostgreSQL fails on comparing it with text that is no number.
      if (uploadedBy !== null && !isId(uploadedBy)) throw bad('uploadedBy');
      conditions.push(uploadedBy === null ? sql<SqlBool>`${ref('document.uploadedBy')} is null` : sql<SqlBool>`${ref('document.uploadedBy')} = ${Number(uploadedBy)}`);
    }
    if (list.q) {
      const pattern = `%${list.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (expression: Expression<unknown>) => sql<SqlBool>`lower(${expression}) like ${pattern} escape '\\'`;
      conditions.push(eb.or([like(ref('document.title')), like(ref('document.fileName')), like(ownerName)]));
    }
    return eb.and(conditions);
  };
};

/** The documents with their owners joined, not yet filtered. */
const withOwners = (db: DbOrTx) =>
  db
    .selectFrom('document')
    .leftJoin('user as ou', (join) => join.onRef('ou.id', '=', 'document.ownerId').on('document.ownerType', '=', 'USER'))
    .leftJoin('company as oc', (join) => join.onRef('oc.id', '=', 'document.ownerId').on('document.ownerType', '=', 'COMPANY'))
    .leftJoin('client as ocl', (join) => join.onRef('ocl.id', '=', 'document.ownerId').on('document.ownerType', '=', 'CLIENT'))
    .leftJoin('vehicle as ov', (join) => join.onRef('ov.id', '=', 'document.ownerId').on('document.ownerType', '=', 'VEHICLE'));

const selectDocument = (db: DbOrTx) =>
  withOwners(db).select([
    'document.id',
    'document.ownerType',
    'document.ownerId',
    ownerName.as('ownerName'),
    'document.companyId',
    'document.type',
    'document.title',
    'document.fileName',
    'document.mimeType',
    'document.size',
    'document.sha256',
    'document.storageKey',
    'document.issuedAt',
    'document.expiresAt',
    'document.visibleToOwner',
    'document.acknowledgedAt',
    'document.uploadedBy',
    'document.replacesId',
    'document.replacedById',
    'document.status',
    'document.review',
    'document.deletedAt',
    'document.createdAt',
    'document.updatedAt',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectDocument>['executeTakeFirstOrThrow']>>;
/** A document as the server handles it: the API record plus where its bytes are and whether it was deleted. */
export type DocumentRecord = TDocument & { storageKey: string; deletedAt: string | null };

const toDocument = (row: Row): DocumentRecord => ({
  ...row,
  ownerType: row.ownerType as TDocument['ownerType'],
  type: row.type as TDocument['type'],
  status: row.status as TDocument['status'],
  review: row.review as TDocument['review'],
  visibleToOwner: row.visibleToOwner === 1,
});

export const findDocuments = async (db: DbOrTx, list: ListQuery, view: DocumentView) => {
  const where = listWhere(list, view);
  const [rows, total] = await Promise.all([
    orderAndPage(selectDocument(db).where(where), list, DOCUMENT_LIST).execute(),
    withOwners(db)
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toDocument), total: Number(total.total) };
};

/** A document, deleted or not; undefined when the id names none. */
export const findDocument = async (db: DbOrTx, id: number): Promise<DocumentRecord | undefined> => {
  const row = await selectDocument(db).where('document.id', '=', id).executeTakeFirst();
  return row && toDocument(row);
};

/** A person's own documents they may see, newest first, deleted ones never. */
export const findOwnDocuments = async (db: DbOrTx, userId: number) =>
  (
    await selectDocument(db)
      .where('document.ownerType', '=', 'USER')
      .where('document.ownerId', '=', userId)
      .where('document.visibleToOwner', '=', 1)
      .where('document.deletedAt', 'is', null)
      .orderBy('document.createdAt', 'desc')
      .orderBy('document.id', 'desc')
      .limit(1000)
      .execute()
  ).map(toDocument);

/** A person's companies, in order. */
export const companiesOfUser = async (db: DbOrTx, userId: number) =>
  (await db.selectFrom('userCompany').select('companyId').where('userId', '=', userId).orderBy('companyId').execute()).map((row) => row.companyId);

export const userExists = async (db: DbOrTx, id: number) => !!(await db.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst());

/**
 * Records the owner's first reading once: the condition on acknowledgedAt makes the second of
 * two concurrent downloads change nothing (PostgreSQL evaluates it again after the first commits).
 */
export const acknowledgeDocument = (db: Db, id: number, userId: number) =>
  db.transaction().execute(async (tx) => {
    const at = nowIso();
    const result = await tx.updateTable('document').set({ acknowledgedAt: at }).where('id', '=', id).where('acknowledgedAt', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await writeAudit(tx, { actorId: userId, action: 'ACKNOWLEDGE', entity: 'document', entityId: id, after: { acknowledgedAt: at } });
    return true;
  });
