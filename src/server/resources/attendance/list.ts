import { CompiledQuery, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { ATTENDANCE_DEFAULTS, ATTENDANCE_SOURCES, INSIDE_VALUES, SITE_TYPES } from '../../../shared/attendance';
import { type TAttendanceWithPositions, ZAttendance, ZAttendanceWithPositions } from '../../../shared/schemas/attendance';
import { MAX_ID } from '../../../shared/schemas/zod';
import { type Dialect, type DbOrTx, dialectOf, keptStatement, literalLimit, pageLimit, preparedOnServer, readerOf, withoutPlugins } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions } from '../../http/list-query';
import type { MissedCutoffs } from './repository';

export const ATTENDANCE_LIST: ListSpec = {
  sortable: {
    id: 'attendance.id',
    checkIn: 'attendance.checkIn',
    checkOut: 'attendance.checkOut',
    userId: 'attendance.userId',
    userName: 'user.lastName',
    companyId: 'attendance.companyId',
    siteName: 'attendance.siteName',
    source: 'attendance.source',
    checkInInside: 'attendance.checkInInside',
    createdAt: 'attendance.createdAt',
  },
  // open, missed, attention, inside and site are answered by conditions of their own (see listWhere).
  filterable: {
    id: field.id('attendance.id'),
    userId: field.id('attendance.userId'),
    companyId: field.id('attendance.companyId'),
    siteId: field.id('attendance.siteId', { nullable: true }),
    siteType: field.enum('attendance.siteType', SITE_TYPES, { nullable: true }),
    checkIn: field.instant('attendance.checkIn'),
    checkOut: field.instant('attendance.checkOut', { nullable: true }),
    checkOutInside: field.enum('attendance.checkOutInside', INSIDE_VALUES, { nullable: true }),
    source: field.enum('attendance.source', ATTENDANCE_SOURCES),
    reviewFlag: field.boolean('attendance.reviewFlag'),
    offline: field.boolean('attendance.offline'),
    inside: field.enum('', INSIDE_VALUES),
    open: field.boolean('', { lists: false }),
    missed: field.boolean('', { lists: false }),
    attention: field.boolean('', { lists: false }),
    site: field.text('', { bounds: false, lists: false }),
  },
  searchable: ['user.lastName', 'user.firstName', 'attendance.siteName', 'attendance.note'],
  defaultSort: { field: 'checkIn', order: 'desc' },
};

type AnyEb = ExpressionBuilder<Database, 'attendance'> | ExpressionBuilder<Database, 'attendance' | 'user'>;
const ref = (column: string) => sql.ref(column);

export const missedCondition = ({ byCompany, otherwise }: MissedCutoffs): Expression<SqlBool> => {
  const configured = [...byCompany.keys()];
  const parts = [...byCompany].map(([companyId, cutoff]) => sql`(${ref('attendance.companyId')} = ${companyId} and ${ref('attendance.checkIn')} < ${cutoff})`);
  const rest = configured.length
    ? sql`(${ref('attendance.companyId')} not in (${sql.join(configured)}) and ${ref('attendance.checkIn')} < ${otherwise})`
    : sql`${ref('attendance.checkIn')} < ${otherwise}`;
  // Open past the limit, or closed by the worker only after it (until corrected).
  return sql<SqlBool>`((${ref('attendance.checkOut')} is null and (${sql.join([...parts, rest], sql` or `)})) or ${ref('attendance.missedClockOut')} = 1)`;
};

const bad = (key: string) => new AppError('VALIDATION', 'error.validation', { fields: { [`filter.${key}`]: 'validation.invalid' } });

const asBoolean = (key: string, value: unknown) => {
  if (value === true || value === 1 || value === 'true') return true;
  if (value === false || value === 0 || value === 'false') return false;
  throw bad(key);
};

/**
 * A position filter's value: 'YES' a record whose every position was inside, 'NO' and 'UNKNOWN'
 * one with either position (clock-in or clock-out) outside or uncertain.
 */
const insideCondition = (value: string): Expression<SqlBool> =>
  value === 'YES'
    ? sql<SqlBool>`(${ref('attendance.checkInInside')} = 'YES' and (${ref('attendance.checkOutInside')} is null or ${ref('attendance.checkOutInside')} = 'YES'))`
    : sql<SqlBool>`(${ref('attendance.checkInInside')} = ${value} or ${ref('attendance.checkOutInside')} = ${value})`;

/** The WHERE of a list: the generic filters, the special ones, and the caller's companies. */
const listWhere = (list: ListQuery, scope: number[] | undefined, cutoffs: MissedCutoffs) => {
  // parseListQuery checked every value against ATTENDANCE_LIST (check-in days as whole Rome days, instants in UTC).
  const { open, missed, attention, inside, site, ...filter } = list.filter;
  return (eb: AnyEb) => {
    const conditions = listConditions(eb as ExpressionBuilder<Database, 'attendance'>, { ...list, filter }, ATTENDANCE_LIST);
    if (scope) conditions.push(scope.length ? sql<SqlBool>`${ref('attendance.companyId')} in (${sql.join(scope)})` : sql<SqlBool>`1 = 0`);
    if (open !== undefined) {
      conditions.push(asBoolean('open', open) ? sql<SqlBool>`${ref('attendance.checkOut')} is null` : sql<SqlBool>`${ref('attendance.checkOut')} is not null`);
    }
    if (missed !== undefined) conditions.push(asBoolean('missed', missed) ? missedCondition(cutoffs) : sql<SqlBool>`not ${missedCondition(cutoffs)}`);
    // What the office must still sort out: a missed clock-out, or a record flagged for review.
    if (attention !== undefined) {
      const needs = sql<SqlBool>`(${missedCondition(cutoffs)} or ${ref('attendance.reviewFlag')} = 1)`;
      conditions.push(asBoolean('attention', attention) ? needs : sql<SqlBool>`not ${needs}`);
    }
    if (site !== undefined) {
      // A company place or a client's site, as the back office's picker names it: `PLACE:3`, `CLIENT_SITE:7`.
      const match = typeof site === 'string' ? /^(CLIENT_SITE|PLACE):(\d{1,10})$/.exec(site) : null;
      if (!match || Number(match[2]) > MAX_ID) throw bad('site');
      conditions.push(sql<SqlBool>`${ref('attendance.siteType')} = ${match[1]} and ${ref('attendance.siteId')} = ${Number(match[2])}`);
    }
    if (inside !== undefined) {
      const values = (Array.isArray(inside) ? inside : [inside]).map(String);
      if (!values.length || !values.every((v) => ['YES', 'NO', 'UNKNOWN'].includes(v))) throw bad('inside');
      conditions.push(sql<SqlBool>`(${sql.join(values.map(insideCondition), sql` or `)})`);
    }
    return eb.and(conditions);
  };
};

/** A column as the answer writes it: instants as ISO 8601 with milliseconds and Z on both databases. */
const column = (name: string, instant = false) => (dialect: Dialect) =>
  instant && dialect === 'postgres' ? `to_char(a.${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : `a.${name}`;
/** A condition answered as a JSON boolean (SQLite has none of its own). */
const flag = (condition: string) => (dialect: Dialect) => (dialect === 'postgres' ? `(${condition})` : `json(case when ${condition} then 'true' else 'false' end)`);
/** Where a page's fields take the instant of the request, their one parameter (for a missed clock-out). */
const NOW = '%NOW%';

/**
 * Every field of a record as the API answers it (ZAttendanceWithPositions; a field missing, or one
 * it does not declare, does not compile), written by the database: the same values toAttendance
 * gives one record, which an API test holds the list to, field by field, on both databases.
 */
const ANSWER: Record<keyof TAttendanceWithPositions, (dialect: Dialect) => string> = {
  id: column('id'),
  userId: column('user_id'),
  // surnameFirst: 'Rossi Mario', either part alone, null without both.
  userName: () => `nullif(concat_ws(' ', nullif(u.last_name, ''), nullif(u.first_name, '')), '')`,
  companyId: column('company_id'),
  siteType: column('site_type'),
  siteId: column('site_id'),
  siteName: column('site_name'),
  checkIn: column('check_in', true),
  checkOut: column('check_out', true),
  checkInInside: column('check_in_inside'),
  checkOutInside: column('check_out_inside'),
  checkInAccuracy: column('check_in_accuracy'),
  checkOutAccuracy: column('check_out_accuracy'),
  checkInDistance: column('check_in_distance'),
  checkOutDistance: column('check_out_distance'),
  source: column('source'),
  note: column('note'),
  reviewFlag: flag('a.review_flag = 1'),
  // isMissed: marked so, or open since before the company's limit (the default's without settings of its own),
  // which is looked up for an open record only.
  missed: (dialect) => {
    const hours = `coalesce((select s.missed_clock_out_hours from attendance_setting s where s.company_id = a.company_id), ${ATTENDANCE_DEFAULTS.missedClockOutHours})`;
    const cutoff =
      dialect === 'postgres'
        ? `cast(${NOW} as timestamptz) - ${hours} * interval '1 hour'`
        : `strftime('%Y-%m-%dT%H:%M:%fZ', ${NOW}, '-' || ${hours} || ' hours')`;
    return flag(`a.missed_clock_out = 1 or (a.check_out is null and a.check_in < ${cutoff})`)(dialect);
  },
  // workedMinutes: the difference of the clock minutes shown (seconds dropped), never below zero; null while open.
  minutes: (dialect) =>
    dialect === 'postgres'
      ? `case when a.check_out is null then null else greatest(0, (date_part('epoch', date_trunc('minute', a.check_out))::bigint - date_part('epoch', date_trunc('minute', a.check_in))::bigint) / 60) end`
      : `case when a.check_out is null then null else max(0, (unixepoch(substr(a.check_out, 1, 16)) - unixepoch(substr(a.check_in, 1, 16))) / 60) end`,
  editedBy: column('edited_by'),
  editedAt: column('edited_at', true),
  editReason: column('edit_reason'),
  createdBy: column('created_by'),
  positionsPurgedAt: column('positions_purged_at', true),
  shiftId: column('shift_id'),
  unplanned: flag('a.unplanned = 1'),
  offline: flag('a.offline = 1'),
  checkInReceivedAt: column('check_in_received_at', true),
  checkOutReceivedAt: column('check_out_received_at', true),
  createdAt: column('created_at', true),
  updatedAt: column('updated_at', true),
  checkInLat: column('check_in_lat'),
  checkInLng: column('check_in_lng'),
  checkOutLat: column('check_out_lat'),
  checkOutLng: column('check_out_lng'),
};
/** What only admin and moderator of the record's company read (see seesPositions): what ZAttendance lacks. */
const POSITIONS = new Set(Object.keys(ZAttendanceWithPositions.shape).filter((field) => !Object.hasOwn(ZAttendance.shape, field)));

/**
 * The fields of a record as the statement writes them: SQLite's json_object takes name and value
 * pairs; PostgreSQL's record takes each value under its name (json_agg of a record writes it
 * without spaces, and faster than json_build_object with the same pairs).
 */
const answerFields = (dialect: Dialect, positions: boolean) =>
  Object.entries(ANSWER)
    .filter(([field]) => positions || !POSITIONS.has(field))
    .map(([field, value]) => (dialect === 'postgres' ? `${value(dialect)} as "${field}"` : `'${field}', ${value(dialect)}`))
    .join(', ');

/** A sort column of the list spec ('attendance.checkIn', 'user.lastName') in the page statement's terms. */
const pageColumn = (column: string) => column.replace(/^attendance\./, 'a.').replace(/^user\./, 'u.').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** What a caller reads of the list: positions or not (see seesPositions), missed clock-outs as of `now`. */
export interface PageView {
  positions: boolean;
  now: string;
}

/**
 * The page as the API answers it, written by the database as one JSON text with the number of its
 * records: the rows whose ids the list's own query gives, in its order. The text is sent as it is:
 * parsing it into objects, shaping them and writing them again cost about a fifth of a request.
 */
const pageQuery = (dialect: Dialect, sortColumn: string, direction: 'asc' | 'desc', view: PageView, ids: Expression<unknown> | RawBuilder<unknown>) => {
  const order = `${pageColumn(sortColumn)} ${direction}, a.id ${direction}`;
  const [before, after] = answerFields(dialect, view.positions).split(NOW);
  const fields = sql`${sql.raw(before)}${view.now}${sql.raw(after)}`;
  const from = sql`from attendance a join "user" u on u.id = a.user_id`;
  return dialect === 'postgres'
    ? sql<PageRow>`select coalesce(json_agg(r order by ${sql.raw(order)})::text, '[]') as page, count(*) as n ${from} cross join lateral (select ${fields}) r where a.id in (${ids})`
    : sql<PageRow>`select json_group_array(json_object(${fields}) order by ${sql.raw(order)}) as page, count(*) as n ${from} where a.id in (${ids})`;
};

export interface AttendancePage {
  /** The records as the API answers them, a JSON array. */
  json: string;
  /** How many records it holds. */
  count: number;
  total: number;
}

interface PageRow {
  page: string | null;
  n: number | string | null;
}
const pageOf = (row: PageRow | undefined) => ({ json: row?.page ?? '[]', count: Number(row?.n ?? 0) });

/** The companies a list covers when it filters by company alone or not at all ('all'); undefined otherwise. */
const companiesOnly = (list: ListQuery, scope: number[] | undefined): number[] | 'all' | undefined => {
  const { companyId, ...others } = list.filter;
  if (list.q || Object.keys(others).length || companyId === null) return undefined;
  if (companyId === undefined) return scope ?? 'all';
  // Each company once: the statement's shape follows their number.
  const asked = [...new Set((Array.isArray(companyId) ? companyId : [companyId]).map(Number))];
  return scope ? asked.filter((id) => scope.includes(id)) : asked;
};

/** The total of a list: from the per-company counts when it filters by company alone, else counted. */
const countOf = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined, counted: () => Promise<number>) => {
  const companies = companiesOnly(list, scope);
  if (companies === undefined) return counted();
  if (companies !== 'all' && !companies.length) return 0;
  return countedByCompany(db, companies);
};

const placeholders = (count: number) => sql.join(Array.from({ length: count }, () => 0));

/** The total of some companies (or all), from the counts the database keeps. */
const companiesTotal = (n: number) =>
  n ? sql`select sum(n) from attendance_count where company_id in (${placeholders(n)})` : sql`select sum(n) from attendance_count`;

const countedByCompany = async (db: DbOrTx, companies: number[] | 'all') => {
  const n = companies === 'all' ? 0 : companies.length;
  const text = keptStatement(db, `count ${n}`, () => sql`select (${companiesTotal(n)}) as total`.compile(db).sql);
  const { rows } = await withoutPlugins(db).executeQuery<{ total: number | null }>(CompiledQuery.raw(text, companies === 'all' ? [] : companies));
  return Number(rows[0]?.total ?? 0);
};

/**
 * The default view, a company (or all) sorted by a column of the record, in one statement: the
 * total from the counts, and the page whose ids come from the index.
 */
const readDefaultView = async (db: DbOrTx, companies: number[] | 'all', column: string, list: ListQuery, view: PageView): Promise<AttendancePage> => {
  const n = companies === 'all' ? 0 : companies.length;
  const direction = list.sort.order;
  const dialect = dialectOf(db);
  // The page size is written into the text on both databases, and the offset is a parameter. SQLite
  // plans a LIMIT given as a parameter again at every run (see pageLimit). PostgreSQL, which keeps
  // this statement prepared, plans it once for every page only when neither value moves its
  // estimated cost: with the offset a plain parameter it planned anew at every run (the loop of
  // this statement alone: 870 µs of the machine's CPU a turn, 500 µs with the offset read by a
  // subquery, which the plan cannot see into).
  const limit = literalLimit(list.limit);
  const offset = dialect === 'postgres' ? sql`(select cast(${0} as bigint))` : sql`${0}`;
  const text = keptStatement(db, `view ${n} ${column} ${direction} ${view.positions} ${list.limit}`, () => {
    const where = n ? sql`where a.company_id in (${placeholders(n)})` : sql``;
    const ids = sql`select a.id from attendance a ${where} order by ${sql.raw(pageColumn(column))} ${sql.raw(direction)}, a.id ${sql.raw(direction)} limit ${limit} offset ${offset}`;
    const page = pageQuery(dialect, column, direction, view, ids);
    return preparedOnServer(db, sql`select (${companiesTotal(n)}) as total, p.page, p.n from (${page}) p`.compile(db).sql);
  });
  const ids = companies === 'all' ? [] : companies;
  // The parameters in the order the text takes them: the total's companies, the instant, the page's companies and the offset.
  const query = CompiledQuery.raw(text, [...ids, view.now, ...ids, list.offset]);
  const [row] = (await withoutPlugins(db).executeQuery<PageRow & { total: number | string | null }>(query)).rows;
  return { ...pageOf(row), total: Number(row?.total ?? 0) };
};

/**
 * A page of the list, as the API answers it, and the total. The page's ids come from the
 * (company, check-in, id) index alone, and only those rows are read and joined: a deep page costs
 * an index walk, not a join per skipped row. The total of the default view (a company, or all in
 * scope) is read from the counts the database keeps, not counted over the company's whole history;
 * that view is one statement, kept once written (see readDefaultView), while any other filter
 * builds its query. On SQLite it reads on the reader's connection, beside the event loop (see
 * readerOf); in a transaction, on the transaction's.
 */
export const findAttendances = async (
  database: DbOrTx,
  list: ListQuery,
  scope: number[] | undefined,
  cutoffs: () => Promise<MissedCutoffs>,
  view: PageView,
): Promise<AttendancePage> => {
  const db = readerOf(database);
  const sortColumn = ATTENDANCE_LIST.sortable[list.sort.field];
  const direction = list.sort.order;
  const companies = companiesOnly(list, scope);
  if (companies !== undefined && sortColumn.startsWith('attendance.')) {
    if (companies !== 'all' && !companies.length) return { json: '[]', count: 0, total: 0 };
    return readDefaultView(db, companies, sortColumn, list, view);
  }
  // Only the filters read the companies' limits: the page's own missed flags come from the statement.
  const where = listWhere(list, scope, await cutoffs());
  const needsUser = !!list.q || sortColumn.startsWith('user.');
  const from = () => (needsUser ? db.selectFrom('attendance').innerJoin('user', 'user.id', 'attendance.userId').where(where) : db.selectFrom('attendance').where(where));
  const pageIds = from()
    .select('attendance.id')
    .orderBy(ref(sortColumn), direction)
    .orderBy('attendance.id', direction)
    .limit(pageLimit(db, list.limit))
    .offset(list.offset);
  const [page, total] = await Promise.all([
    pageQuery(dialectOf(db), sortColumn, direction, view, pageIds).execute(withoutPlugins(db)),
    countOf(db, list, scope, async () => Number((await from().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)),
  ]);
  return { ...pageOf(page.rows[0]), total };
};
