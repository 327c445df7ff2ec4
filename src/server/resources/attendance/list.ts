import { CompiledQuery, type Expression, type ExpressionBuilder, PostgresAdapter, type SqlBool, sql } from 'kysely';
import { dayBounds } from '../../../shared/attendance';
import { instant } from '../../../shared/schemas/attendance';
import { MAX_ID } from '../../../shared/schemas/zod';
import { type DbOrTx, keptStatement, preparedOnServer } from '../../db/database';
import type { AttendanceRow, Database } from '../../db/schema';
import { AppError } from '../../errors';
import { type ListQuery, type ListSpec, listConditions } from '../../http/list-query';
import type { AttendanceRecord, MissedCutoffs } from './repository';

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
    id: 'attendance.id',
    userId: 'attendance.userId',
    companyId: 'attendance.companyId',
    siteId: 'attendance.siteId',
    siteType: 'attendance.siteType',
    checkIn: 'attendance.checkIn',
    checkOut: 'attendance.checkOut',
    checkOutInside: 'attendance.checkOutInside',
    source: 'attendance.source',
    reviewFlag: 'attendance.reviewFlag',
    inside: 'attendance.checkInInside',
    open: 'attendance.checkOut',
    missed: 'attendance.checkIn',
    attention: 'attendance.reviewFlag',
    site: 'attendance.siteId',
  },
  searchable: ['user.lastName', 'user.firstName', 'attendance.siteName', 'attendance.note'],
  defaultSort: { field: 'checkIn', order: 'desc' },
};

type AnyEb = ExpressionBuilder<Database, 'attendance'> | ExpressionBuilder<Database, 'attendance' | 'user'>;
const ref = (column: string) => sql.ref(column);

const missedCondition = ({ byCompany, otherwise }: MissedCutoffs): Expression<SqlBool> => {
  const configured = [...byCompany.keys()];
  const parts = [...byCompany].map(([companyId, cutoff]) => sql`(${ref('attendance.companyId')} = ${companyId} and ${ref('attendance.checkIn')} < ${cutoff})`);
  const rest = configured.length
    ? sql`(${ref('attendance.companyId')} not in (${sql.join(configured)}) and ${ref('attendance.checkIn')} < ${otherwise})`
    : sql`${ref('attendance.checkIn')} < ${otherwise}`;
  // Open past the limit, or closed by the worker only after it (until corrected).
  return sql<SqlBool>`((${ref('attendance.checkOut')} is null and (${sql.join([...parts, rest], sql` or `)})) or ${ref('attendance.missedClockOut')} = 1)`;
};

const bad = (key: string) => new AppError('VALIDATION', 'error.validation', { fields: { [`filter.${key}`]: 'validation.invalid' } });

/** A date bound is the whole Rome day ('…_lte' includes it); an instant bound is normalized to UTC. */
const instantBound = (key: string, value: unknown): string => {
  if (typeof value !== 'string') throw bad(key);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // 2026-02-30 is no day (Date.parse would roll it over to March).
    if (Number.isNaN(Date.parse(value)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) throw bad(key);
    return key.endsWith('_lte') ? new Date(Date.parse(dayBounds(value).to) - 1).toISOString() : dayBounds(value).from;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(Date.parse(value))) throw bad(key);
  return new Date(value).toISOString();
};

/** An instant named exactly, with its zone as every instant the API takes, normalized to what the database stores. */
const exactInstant = (key: string, value: unknown): string => {
  const parsed = instant().safeParse(value);
  if (!parsed.success) throw bad(key);
  return parsed.data;
};

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
  const { open, missed, attention, inside, site, ...filter } = list.filter;
  for (const key of Object.keys(filter)) {
    if (/^check(In|Out)_(gte|lte)$/.test(key)) filter[key] = instantBound(key, filter[key]);
    else if (/^(open|missed|attention|inside|site|checkIn|checkOut|reviewFlag)_/.test(key)) throw bad(key);
    // Typed columns take values of their type only: PostgreSQL fails on 'x' for an instant or a flag.
    else if (key === 'checkIn' || key === 'checkOut') filter[key] = filter[key] === null && key === 'checkOut' ? null : exactInstant(key, filter[key]);
    else if (key === 'reviewFlag') filter[key] = asBoolean(key, filter[key]);
  }
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
      const values = (Array.isArray(inside) ? inside : [inside]).map((v) => (v === true ? 'YES' : v === false ? 'NO' : String(v)));
      if (!values.length || !values.every((v) => ['YES', 'NO', 'UNKNOWN'].includes(v))) throw bad('inside');
      conditions.push(sql<SqlBool>`(${sql.join(values.map(insideCondition), sql` or `)})`);
    }
    return eb.and(conditions);
  };
};

/** Every column of a record: one missing, or one the table does not have, does not compile. */
const RECORD_COLUMNS = Object.keys({
  id: true, userId: true, companyId: true, siteType: true, siteId: true, siteName: true, checkIn: true, checkOut: true,
  checkInInside: true, checkOutInside: true, checkInLat: true, checkInLng: true, checkInAccuracy: true, checkInDistance: true,
  checkOutLat: true, checkOutLng: true, checkOutAccuracy: true, checkOutDistance: true, positionsPurgedAt: true, source: true,
  note: true, reviewFlag: true, missedClockOut: true, timesCorrected: true, editedBy: true, editedAt: true, editReason: true, createdBy: true, createdAt: true, updatedAt: true,
} satisfies Record<keyof AttendanceRow, true>);

/** Columns kept as instants: PostgreSQL must write them as the API does (ISO 8601, milliseconds, Z). */
const INSTANTS = new Set(['checkIn', 'checkOut', 'positionsPurgedAt', 'editedAt', 'createdAt', 'updatedAt']);
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const recordFields = (postgres: boolean) =>
  [
    ...RECORD_COLUMNS.map((column) => {
      const value = `a.${snake(column)}`;
      return `'${column}', ${postgres && INSTANTS.has(column) ? `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : value}`;
    }),
    `'userFirstName', u.first_name`,
    `'userLastName', u.last_name`,
  ].join(', ');
const PAGE_SQL = {
  sqlite: `select json_group_array(json_object(${recordFields(false)}) order by %ORDER%) as page from attendance a join "user" u on u.id = a.user_id`,
  postgres: `select json_agg(json_build_object(${recordFields(true)}) order by %ORDER%) as page from attendance a join "user" u on u.id = a.user_id`,
};
/** A sort column of the list spec ('attendance.checkIn', 'user.lastName') in the page statement's terms. */
const pageColumn = (column: string) => column.replace(/^attendance\./, 'a.').replace(/^user\./, 'u.').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * One statement for a page: the ids from the index (the list's own query), then their rows, each
 * as a JSON object under its API names, gathered in order into one JSON array. The database writes
 * the page as one text that is parsed at once: making a JavaScript object of each row, column by
 * column, cost more than the query itself.
 */
const pageSelect = (db: DbOrTx, sortColumn: string, direction: 'asc' | 'desc') =>
  (db.getExecutor().adapter instanceof PostgresAdapter ? PAGE_SQL.postgres : PAGE_SQL.sqlite).replace('%ORDER%', `${pageColumn(sortColumn)} ${direction}, a.id ${direction}`);

/** SQLite answers the page as text, PostgreSQL as parsed JSON; no rows is null on PostgreSQL. */
const pageOf = (page: string | AttendanceRecord[] | null | undefined): AttendanceRecord[] =>
  typeof page === 'string' ? (JSON.parse(page) as AttendanceRecord[]) : (page ?? []);

const readPage = async (db: DbOrTx, ids: CompiledQuery, sortColumn: string, direction: 'asc' | 'desc') => {
  const query = CompiledQuery.raw(`${pageSelect(db, sortColumn, direction)} where a.id in (${ids.sql})`, [...ids.parameters]);
  const [row] = (await db.withoutPlugins().executeQuery<{ page: string | AttendanceRecord[] | null }>(query)).rows;
  return pageOf(row?.page);
};

/** The companies a list covers when it filters by company alone or not at all ('all'); undefined otherwise. */
const companiesOnly = (list: ListQuery, scope: number[] | undefined): number[] | 'all' | undefined => {
  const { companyId, ...others } = list.filter;
  if (list.q || Object.keys(others).length || companyId === null) return undefined;
  if (companyId === undefined) return scope ?? 'all';
  const asked = (Array.isArray(companyId) ? companyId : [companyId]).map(Number);
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
  const { rows } = await db.withoutPlugins().executeQuery<{ total: number | null }>(CompiledQuery.raw(text, companies === 'all' ? [] : companies));
  return Number(rows[0]?.total ?? 0);
};

/**
 * The default view, a company (or all) sorted by a column of the record, in one statement: the
 * total from the counts, and the page whose ids come from the index.
 */
const readDefaultView = async (db: DbOrTx, companies: number[] | 'all', column: string, list: ListQuery) => {
  const n = companies === 'all' ? 0 : companies.length;
  const direction = list.sort.order;
  const text = keptStatement(db, `view ${n} ${column} ${direction}`, () => {
    const where = n ? sql`where a.company_id in (${placeholders(n)})` : sql``;
    const ids = sql`select a.id from attendance a ${where} order by ${sql.raw(pageColumn(column))} ${sql.raw(direction)}, a.id ${sql.raw(direction)} limit ${0} offset ${0}`;
    return preparedOnServer(sql`select (${companiesTotal(n)}) as total, (${sql.raw(pageSelect(db, column, direction))} where a.id in (${ids})) as page`.compile(db).sql);
  });
  const ids = companies === 'all' ? [] : companies;
  const query = CompiledQuery.raw(text, [...ids, ...ids, list.limit, list.offset]);
  const [row] = (await db.withoutPlugins().executeQuery<{ total: number | null; page: string | AttendanceRecord[] | null }>(query)).rows;
  return { rows: pageOf(row?.page), total: Number(row?.total ?? 0) };
};

/**
 * A page of the list and the total. The page's ids come from the (company, check-in, id) index
 * alone, and only those rows are read and joined: a deep page costs an index walk, not a join per
 * skipped row. The total of the default view (a company, or all in scope) is read from the counts
 * the database keeps, not counted over the company's whole history; that view is one statement,
 * kept once written (see readDefaultView), while any other filter builds its query.
 */
export const findAttendances = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined, cutoffs: MissedCutoffs) => {
  const sortColumn = ATTENDANCE_LIST.sortable[list.sort.field];
  const direction = list.sort.order;
  const companies = companiesOnly(list, scope);
  if (companies !== undefined && sortColumn.startsWith('attendance.')) {
    if (companies !== 'all' && !companies.length) return { rows: [], total: 0 };
    return readDefaultView(db, companies, sortColumn, list);
  }
  const where = listWhere(list, scope, cutoffs);
  const needsUser = !!list.q || sortColumn.startsWith('user.');
  const from = () => (needsUser ? db.selectFrom('attendance').innerJoin('user', 'user.id', 'attendance.userId').where(where) : db.selectFrom('attendance').where(where));
  const pageIds = from()
    .select('attendance.id')
    .orderBy(ref(sortColumn), direction)
    .orderBy('attendance.id', direction)
    .limit(list.limit)
    .offset(list.offset);
  const [rows, total] = await Promise.all([
    readPage(db, pageIds.compile(), sortColumn, direction),
    countOf(db, list, scope, async () => Number((await from().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)),
  ]);
  return { rows, total };
};
