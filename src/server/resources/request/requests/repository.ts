import { type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely';
import { REQUEST_STATUSES, type TRequest, type TRequestAttachment, type TRequestEvent, type TRequestEventKind, type TRequestStatus } from '../../../../shared/schemas/request';
import { SERVICE_TYPES, type TServiceType, type TTimeSlot } from '../../../../shared/schemas/workforce';
import { surnameFirst } from '../../../../shared/names';
import { type DbOrTx, dialectOf } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { SERVICE_REQUEST_COLUMNS } from '../../../db/schema-requests';
import { notFound } from '../../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../../http/list-query';

export const REQUEST_LIST: ListSpec = {
  sortable: {
    id: 'serviceRequest.id',
    createdAt: 'serviceRequest.createdAt',
    updatedAt: 'serviceRequest.updatedAt',
    startDate: 'serviceRequest.startDate',
    status: 'serviceRequest.status',
    title: 'serviceRequest.title',
    serviceType: 'serviceRequest.serviceType',
  },
  filterable: {
    id: field.id('serviceRequest.id'),
    companyId: field.id('serviceRequest.companyId'),
    clientId: field.id('serviceRequest.clientId'),
    siteId: field.id('serviceRequest.siteId', { nullable: true }),
    serviceType: field.enum('serviceRequest.serviceType', SERVICE_TYPES),
    status: field.enum('serviceRequest.status', REQUEST_STATUSES),
    handledBy: field.id('serviceRequest.handledBy', { nullable: true }),
    startDate: field.date('serviceRequest.startDate'),
    // Creation is filtered by bounds only: a Rome day (`_lte` includes it) or an instant.
    createdAt: field.instant('serviceRequest.createdAt', { equality: false }),
  },
  searchable: ['serviceRequest.title', 'serviceRequest.description'],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

/** Whose requests a list may show: one client's (a client user's own), or the office's companies (undefined: all). */
export type RequestScope = { clientId: number } | { companyIds: number[] | undefined };

const selectRequests = (db: DbOrTx) =>
  db
    .selectFrom('serviceRequest')
    .innerJoin('client', 'client.id', 'serviceRequest.clientId')
    .leftJoin('clientSite', 'clientSite.id', 'serviceRequest.siteId')
    .leftJoin('user as creator', 'creator.id', 'serviceRequest.createdBy')
    .leftJoin('user as handler', 'handler.id', 'serviceRequest.handledBy')
    .select(SERVICE_REQUEST_COLUMNS.map((column) => `serviceRequest.${column}` as const))
    .select((eb) => [
      'client.name as clientName',
      'clientSite.name as siteName',
      'creator.firstName as creatorFirstName',
      'creator.lastName as creatorLastName',
      'handler.firstName as handlerFirstName',
      'handler.lastName as handlerLastName',
      eb.selectFrom('shift').select((sub) => sub.fn.countAll<number>().as('n')).whereRef('shift.requestId', '=', 'serviceRequest.id').as('shiftCount'),
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

const toRequest = (row: Row, attachments: TRequestAttachment[]): TRequest => ({
  id: row.id,
  companyId: row.companyId,
  clientId: row.clientId,
  clientName: row.clientName,
  siteId: row.siteId,
  siteName: row.siteName,
  createdBy: row.createdBy,
  createdByName: surnameFirst(row.creatorLastName, row.creatorFirstName),
  serviceType: row.serviceType as TServiceType,
  title: row.title,
  description: row.description,
  startDate: row.startDate,
  endDate: row.endDate,
  timeSlots: JSON.parse(row.timeSlots) as TTimeSlot[],
  headcount: row.headcount,
  armed: row.armed === 1,
  roundsPerDay: row.roundsPerDay,
  status: row.status as TRequestStatus,
  handledBy: row.handledBy,
  handledByName: surnameFirst(row.handlerLastName, row.handlerFirstName),
  rejectReason: row.rejectReason,
  postId: row.postId,
  shiftCount: Number(row.shiftCount ?? 0),
  attachments,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The attachments of some requests, by request, oldest first. */
const attachmentsOf = async (db: DbOrTx, requestIds: number[]) => {
  const byRequest = new Map<number, TRequestAttachment[]>();
  if (!requestIds.length) return byRequest;
  const rows = await db
    .selectFrom('serviceRequestAttachment')
    .select(['id', 'requestId', 'fileName', 'mimeType', 'size', 'createdAt'])
    .where('requestId', 'in', requestIds)
    .orderBy('id')
    .execute();
  for (const { requestId, ...attachment } of rows) byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), attachment]);
  return byRequest;
};

/** The list's conditions and the caller's scope, for the page and its count alike. */
const listWhere =
  (list: ListQuery, scope: RequestScope) =>
  <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => {
    const conditions = listConditions(eb, list, REQUEST_LIST);
    if ('clientId' in scope) conditions.push(sql<SqlBool>`${sql.ref('serviceRequest.clientId')} = ${scope.clientId}`);
    else if (scope.companyIds) {
      const ids = scope.companyIds.length ? scope.companyIds : [-1];
      conditions.push(sql<SqlBool>`${sql.ref('serviceRequest.companyId')} in (${sql.join(ids)})`);
    }
    return eb.and(conditions);
  };

export const findRequests = async (db: DbOrTx, list: ListQuery, scope: RequestScope) => {
  const where = listWhere(list, scope);
  const [rows, total] = await Promise.all([
    orderAndPage(selectRequests(db).where(where), list, REQUEST_LIST).execute(),
    db
      .selectFrom('serviceRequest')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const attachments = await attachmentsOf(db, rows.map((row) => row.id));
  return { rows: rows.map((row) => toRequest(row, attachments.get(row.id) ?? [])), total: Number(total.total) };
};

export const getRequest = async (db: DbOrTx, id: number): Promise<TRequest> => {
  const row = await selectRequests(db).where('serviceRequest.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRequest(row, (await attachmentsOf(db, [id])).get(id) ?? []);
};

/** Who a request belongs to, for the caller's scope, and its status. */
export const findRequestOwner = (db: DbOrTx, id: number) =>
  db.selectFrom('serviceRequest').select(['id', 'clientId', 'companyId', 'status', 'siteId']).where('id', '=', id).executeTakeFirst();

/**
 * The request, locked until the transaction ends on PostgreSQL (SQLite runs one writer at a
 * time): two actions on the same request at once are decided one after the other.
 */
export const lockRequest = async (tx: DbOrTx, id: number) => {
  const row = await tx
    .selectFrom('serviceRequest')
    .select(SERVICE_REQUEST_COLUMNS)
    .where('id', '=', id)
    .$if(dialectOf(tx) === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
};
export type RequestRow = Awaited<ReturnType<typeof lockRequest>>;

/**
 * Moves a request on only from the statuses given, in one statement: answers whether it moved
 * (false: another action changed its status first).
 */
export const updateRequestFrom = async (
  tx: DbOrTx,
  id: number,
  from: readonly TRequestStatus[],
  values: Partial<Pick<Insertable<Database['serviceRequest']>, 'status' | 'handledBy' | 'rejectReason' | 'postId' | 'updatedAt'>>,
) => {
  const result = await tx.updateTable('serviceRequest').set(values).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const insertRequest = async (db: DbOrTx, values: Insertable<Database['serviceRequest']>) =>
  (await db.insertInto('serviceRequest').values(values).returning('id').executeTakeFirstOrThrow()).id;

export interface NewEvent {
  requestId: number;
  kind: TRequestEventKind;
  authorId: number;
  byClient: boolean;
  internal?: boolean;
  fromStatus: TRequestStatus | null;
  toStatus: TRequestStatus | null;
  text: string | null;
  createdAt: string;
}

export const insertEvent = async (db: DbOrTx, event: NewEvent) =>
  (
    await db
      .insertInto('serviceRequestEvent')
      .values({ ...event, byClient: event.byClient ? 1 : 0, internal: event.internal ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A request's history in order; `kinds` keeps only those, `withInternal` false leaves the office's notes out. */
export const findEvents = async (db: DbOrTx, requestId: number, options: { withInternal: boolean; kinds?: readonly TRequestEventKind[] }) => {
  const rows = await db
    .selectFrom('serviceRequestEvent')
    .leftJoin('user', 'user.id', 'serviceRequestEvent.authorId')
    .selectAll('serviceRequestEvent')
    .select(['user.firstName', 'user.lastName'])
    .where('serviceRequestEvent.requestId', '=', requestId)
    .$if(!options.withInternal, (query) => query.where('serviceRequestEvent.internal', '=', 0))
    .$if(!!options.kinds, (query) => query.where('serviceRequestEvent.kind', 'in', options.kinds!))
    .orderBy('serviceRequestEvent.id')
    .execute();
  return rows.map(
    (row): TRequestEvent => ({
      id: row.id,
      requestId: row.requestId,
      kind: row.kind as TRequestEventKind,
      authorId: row.authorId,
      authorName: surnameFirst(row.lastName, row.firstName),
      byClient: row.byClient === 1,
      internal: row.internal === 1,
      fromStatus: row.fromStatus as TRequestStatus | null,
      toStatus: row.toStatus as TRequestStatus | null,
      text: row.text,
      createdAt: row.createdAt,
    }),
  );
};

export const countAttachments = async (db: DbOrTx, requestId: number) =>
  Number(
    (
      await db
        .selectFrom('serviceRequestAttachment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('requestId', '=', requestId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertAttachment = async (db: DbOrTx, values: Insertable<Database['serviceRequestAttachment']>) =>
  (await db.insertInto('serviceRequestAttachment').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** An attachment of this request (never another's, whatever id is guessed). */
export const findAttachment = (db: DbOrTx, requestId: number, attachmentId: number) =>
  db
    .selectFrom('serviceRequestAttachment')
    .selectAll()
    .where('id', '=', attachmentId)
    .where('requestId', '=', requestId)
    .executeTakeFirst();

/** A client site with its client, or undefined. */
export const findSite = (db: DbOrTx, siteId: number) =>
  db.selectFrom('clientSite').select(['id', 'clientId', 'name']).where('id', '=', siteId).executeTakeFirst();

export const findClient = (db: DbOrTx, clientId: number) =>
  db.selectFrom('client').select(['id', 'companyId', 'name', 'active']).where('id', '=', clientId).executeTakeFirst();
