import { CompiledQuery } from 'kysely';
import { AppError } from '../../../errors';
import { type DbOrTx, type Dialect, dialectOf, keptStatement, preparedOnServer, readerOf, withoutPlugins } from '../../../db/database';
import { surnameFirstSql } from '../../../db/names-sql';
import { keptAnswer } from '../../../http/kept-answer';
import type { ListQuery } from '../../../http/list-query';

/**
 * A client user's own list as the portal opens it (every request of their client, no filter or
 * search, in any order the list offers) in one statement, written by the database as the JSON the
 * API answers: the client check (deactivated: 403), the total and the page with each request's
 * attachments. The general path took four statements built anew at every request (the client, the
 * page, the count, the attachments), then mapped, checked and wrote the same 25 records again in
 * JavaScript. The same fields toRequest gives, in its order (an API test holds the two to each
 * other, field by field, on both databases). On PostgreSQL each record is written ahead, when
 * what it shows changes, by migration 0019's function: a field added here needs a migration that
 * writes that function again.
 */

/** The columns the list sorts by (REQUEST_LIST.sortable), none of them nullable. */
const SORT_COLUMNS: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  startDate: 'start_date',
  status: 'status',
  title: 'title',
  serviceType: 'service_type',
};

/** A page size written into the text: a whole number, which the list protocol bounds. */
const pageSize = (limit: number): number => {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`not a page size: ${limit}`);
  return limit;
};

/** SQLite: each field of ZRequest as the statement writes it, in toRequest's order (r: the request). */
const FIELDS: Array<[string, string]> = [
  ['id', 'r.id'],
  ['companyId', 'r.company_id'],
  ['clientId', 'r.client_id'],
  ['clientName', 'c.name'],
  ['siteId', 'r.site_id'],
  ['siteName', 's.name'],
  ['createdBy', 'r.created_by'],
  ['createdByName', surnameFirstSql('creator')],
  ['serviceType', 'r.service_type'],
  ['title', 'r.title'],
  ['description', 'r.description'],
  ['startDate', 'r.start_date'],
  ['endDate', 'r.end_date'],
  ['timeSlots', 'json(r.time_slots)'],
  ['headcount', 'r.headcount'],
  ['armed', `json(case when r.armed = 1 then 'true' else 'false' end)`],
  ['roundsPerDay', 'r.rounds_per_day'],
  ['status', 'r.status'],
  ['handledBy', 'r.handled_by'],
  ['handledByName', surnameFirstSql('handler')],
  ['rejectReason', 'r.reject_reason'],
  ['postId', 'r.post_id'],
  ['shiftCount', '(select count(*) from shift where shift.request_id = r.id)'],
  [
    'attachments',
    `json((select json_group_array(json_object('id', a.id, 'fileName', a.file_name, 'mimeType', a.mime_type, 'size', a.size, 'createdAt', a.created_at) order by a.id)
      from service_request_attachment a where a.request_id = r.id))`,
  ],
  ['createdAt', 'r.created_at'],
  ['updatedAt', 'r.updated_at'],
];

const JOINS = `join client c on c.id = r.client_id
  left join client_site s on s.id = r.site_id
  left join "user" creator on creator.id = r.created_by
  left join "user" handler on handler.id = r.handled_by`;

/**
 * The statement for a sort and a page size; its parameters are the client user's id and the
 * offset. No row: the user has no client.
 * SQLite writes each record at the reading. PostgreSQL joins the records each request keeps as
 * they are answered (service_request.list_record, written by the database on every change to what
 * they show: migration 0019), writing one only for a row without it.
 */
export const clientPageStatement = (dialect: Dialect, column: string, order: 'asc' | 'desc', limit: number): string => {
  const [user, offset] = dialect === 'postgres' ? ['$1', '(select cast($2 as bigint))'] : ['?', '?'];
  const me = `me as (select c.id, c.active from "user" u join client c on c.id = u.client_id where u.id = ${user})`;
  const head = `select me.active as active, (select count(*) from service_request where client_id = me.id) as total, page.page as page, page.n as n`;
  if (dialect === 'sqlite') {
    const ids = `select id, ${column} as o1 from service_request where client_id = (select id from me)
    order by ${column} ${order}, id ${order} limit ${pageSize(limit)} offset ${offset}`;
    const page = `select coalesce(json_group_array(json_object(${FIELDS.map(([name, value]) => `'${name}', ${value}`).join(', ')}) order by ids.o1 ${order}, ids.id ${order}), '[]') as page, count(*) as n
          from (${ids}) ids join service_request r on r.id = ids.id ${JOINS}`;
    return `with ${me}\n    ${head}\n    from me cross join (${page}) page`;
  }
  const records = `records as (select r.id, r.${column} as o1, coalesce(r.list_record, service_request_list_record(r)) as record
    from service_request r where r.client_id = (select id from me)
    order by r.${column} ${order}, r.id ${order} limit ${pageSize(limit)} offset ${offset})`;
  const page = `select '[' || coalesce(string_agg(record, ',' order by o1 ${order}, id ${order}), '') || ']' as page, count(*) as n from records`;
  return `with ${me}, ${records}\n    ${head}\n    from me cross join (${page}) page`;
};

export interface RequestPage {
  /** The records as the API answers them, a JSON array. */
  json: string;
  count: number;
  total: number;
}

type PageRow = { active: number | boolean; total: number | string; page: string; n: number | string };

/** Whether the list is the client's own as it opens: no filter, no search, a sortable field. */
export const isClientDefaultView = (list: ListQuery): boolean =>
  !list.q && Object.keys(list.filter).length === 0 && Object.hasOwn(SORT_COLUMNS, list.sort.field);

/**
 * The client user's default view (see isClientDefaultView), on the reader (SQLite) beside the
 * event loop. A user without a client, or whose client is deactivated, is refused as viewerOf does.
 */
export const readClientPage = async (db: DbOrTx, userId: number, list: ListQuery): Promise<RequestPage> => {
  const reader = withoutPlugins(readerOf(db));
  const dialect = dialectOf(reader);
  const column = SORT_COLUMNS[list.sort.field];
  const order = list.sort.order === 'desc' ? 'desc' : 'asc';
  // One text per sort and page size, written once; PostgreSQL keeps it prepared (planned once).
  const text = keptStatement(reader, `request.clientPage ${column} ${order} ${list.limit}`, () => clientPageStatement(dialect, column, order, list.limit));
  preparedOnServer(reader, text);
  const { rows } = await reader.executeQuery<PageRow>(CompiledQuery.raw(text, [userId, list.offset]));
  const row = rows[0];
  if (!row || !(row.active === 1 || row.active === true)) throw new AppError('FORBIDDEN', 'request.clientInactive');
  return { json: row.page, count: Number(row.n), total: Number(row.total) };
};

/** Every table the statement reads: a change to any of them makes a kept page stale (migration 0018 announces them). */
export const CLIENT_PAGE_TABLES = ['service_request', 'service_request_attachment', 'client', 'client_site', 'user', 'shift'] as const;

const clientPages = keptAnswer<RequestPage>({ tables: CLIENT_PAGE_TABLES, sizeOf: (page) => page.json.length });

/**
 * readClientPage shared by the requests that ask it again (http/kept-answer.ts): kept until a
 * write of this server or a change announced on one of its tables, a minute at most. By the user
 * (the principal does not carry their client, and reading it would cost a statement a request) and
 * the page asked; a refusal (403) is not kept.
 */
export const keptClientPage = (db: DbOrTx, userId: number, list: ListQuery): Promise<RequestPage> =>
  clientPages(db, `${userId}|${list.sort.field}|${list.sort.order}|${list.offset}|${list.limit}`, () => readClientPage(db, userId, list));
