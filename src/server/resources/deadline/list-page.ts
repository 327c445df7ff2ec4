import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { DEADLINE_KIND_CODES, DEADLINE_KINDS, type TDeadline } from '../../../shared/schemas/deadline';
import { type DbOrTx, type Dialect, dialectOf, keptStatement, literalLimit, preparedOnServer, readerOf, withoutPlugins } from '../../db/database';
import type { ListQuery } from '../../http/list-query';

/**
 * The table's default view (every deadline not DONE, of some companies or all, by due date) in one
 * statement, written by the database as the JSON the API answers: the total from the counts it
 * keeps, and the page whose ids come from the open deadlines' index. Building, parsing and
 * writing again the same 25 records in JavaScript cost more than the statement itself. The same
 * fields toDeadlines gives (an API test holds the two to each other, field by field, on both
 * databases).
 */

const instant = (dialect: Dialect, column: string) =>
  dialect === 'postgres' ? `to_char(d.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : `d.${column}`;

/** The catalogue's blocking, for the kinds a company did not change. */
const DEFAULT_BLOCKS = `case d.kind ${DEADLINE_KIND_CODES.filter((code) => DEADLINE_KINDS[code].blocks !== 'NO')
  .map((code) => `when '${code}' then '${DEADLINE_KINDS[code].blocks}'`)
  .join(' ')} else 'NO' end`;

/**
 * The subject's name, read from its own table only: one lookup a row where four outer joins each
 * probed (with the bench's data, a run's CPU: PostgreSQL 400 to 350 µs, SQLite 62 to 57 µs, the
 * fastest of 4 rounds).
 */
const SUBJECT_NAME = `case d.subject_type
  when 'USER' then (select coalesce(nullif(trim(coalesce(su.last_name, '') || ' ' || coalesce(su.first_name, '')), ''), su.username, su.email) from "user" su where su.id = d.subject_id)
  when 'VEHICLE' then (select sv.plate || ' ' || sv.brand || ' ' || sv.model from vehicle sv where sv.id = d.subject_id)
  when 'COMPANY' then (select sc.name from company sc where sc.id = d.subject_id)
  when 'CLIENT' then (select scl.name from client scl where scl.id = d.subject_id)
end`;

/** Each field of ZDeadline as the statement writes it; `today` is the statement's parameter. */
const fields = (dialect: Dialect, today: string): Array<[keyof TDeadline, RawBuilder<unknown>]> => [
  ['id', sql.raw('d.id')],
  ['companyId', sql.raw('d.company_id')],
  ['subjectType', sql.raw('d.subject_type')],
  ['subjectId', sql.raw('d.subject_id')],
  ['subjectName', sql.raw(SUBJECT_NAME)],
  ['kind', sql.raw('d.kind')],
  ['title', sql.raw('d.title')],
  ['dueDate', sql.raw('d.due_date')],
  ['leadDays', sql.raw('d.lead_days')],
  ['remindFrom', sql.raw('d.remind_from')],
  ['source', sql.raw('d.source')],
  ['sourceId', sql.raw('d.source_id')],
  [
    'status',
    sql`case when d.state = 'DONE' then 'DONE' when d.state = 'RENEWAL_FILED' then 'RENEWAL_FILED' when d.due_date < ${today} then 'EXPIRED' when d.remind_from <= ${today} then 'DUE_SOON' else 'OK' end`,
  ],
  ['blocks', sql.raw(`coalesce(ks.blocks, ${DEFAULT_BLOCKS})`)],
  ['renewalFiledAt', sql.raw('d.renewal_filed_at')],
  ['renewalDocumentId', sql.raw('d.renewal_document_id')],
  ['snoozedUntil', sql.raw('d.snoozed_until')],
  ['note', sql.raw('d.note')],
  ['createdAt', sql.raw(instant(dialect, 'created_at'))],
  ['updatedAt', sql.raw(instant(dialect, 'updated_at'))],
];

const JOINS = sql.raw(`left join deadline_kind_setting ks on ks.company_id = d.company_id and ks.kind = d.kind`);

export interface DeadlinePage {
  /** The records as the API answers them, a JSON array. */
  json: string;
  count: number;
  total: number;
}

type PageRow = { total: number | string; page: string; n: number | string };

/** The statement of the default view's page and total (companies: those of the view, or 'all'), sorted by due date. */
export const defaultPageStatement = (dialect: Dialect, companies: number[] | 'all', list: ListQuery, today: string): RawBuilder<PageRow> => {
  const direction = sql.raw(list.sort.order === 'desc' ? 'desc' : 'asc');
  const inCompanies = companies === 'all' ? sql`` : sql`and company_id in (${sql.join(companies.length ? [...new Set(companies)] : [0])})`;
  const total = sql`(select coalesce(sum(n), 0) from deadline_open_count where 1 = 1 ${inCompanies})`;
  // The offset read by a subquery on PostgreSQL: as a plain parameter it moved the prepared plan's cost and was planned again (as the attendance list found).
  const offset = dialect === 'postgres' ? sql`(select cast(${list.offset} as bigint))` : sql`${list.offset}`;
  const ids = sql`select id from deadline where state <> 'DONE' ${inCompanies} order by due_date ${direction}, id ${direction} limit ${literalLimit(list.limit)} offset ${offset}`;
  const parts = fields(dialect, today);
  return dialect === 'postgres'
    ? sql<PageRow>`select ${total} as total, coalesce(json_agg(r order by r."dueDate" ${direction}, r.id ${direction})::text, '[]') as page, count(*) as n
        from (select ${sql.join(parts.map(([name, value]) => sql`${value} as ${sql.ref(name)}`))} from (${ids}) ids join deadline d on d.id = ids.id ${JOINS}) r`
    : sql<PageRow>`select ${total} as total, coalesce(json_group_array(json_object(${sql.join(parts.map(([name, value]) => sql`${sql.lit(name)}, ${value}`))}) order by d.due_date ${direction}, d.id ${direction}), '[]') as page, count(*) as n
        from (${ids}) ids join deadline d on d.id = ids.id ${JOINS}`;
};

/** The statement's parameters in the order its text takes them: the companies (total), today twice (status), the companies (page), the offset. */
const parametersOf = (companies: number[] | 'all', list: ListQuery, today: string): unknown[] => {
  const ids = companies === 'all' ? [] : companies.length ? [...new Set(companies)] : [0];
  return [...ids, today, today, ...ids, list.offset];
};

/** The default view's page and total, on the reader (SQLite) beside the event loop. */
export const readDefaultPage = async (db: DbOrTx, companies: number[] | 'all', list: ListQuery, today: string): Promise<DeadlinePage> => {
  const reader = withoutPlugins(readerOf(db));
  const parameters = parametersOf(companies, list, today);
  // Its text changes only with the number of companies, the order and the page size: written once
  // per shape, not built again at every request, and PostgreSQL
  // keeps it prepared, instead of planning its joins and cases again at every request.
  const shape = `deadline.defaultPage ${companies === 'all' ? 'all' : new Set(companies).size || 1} ${list.sort.order} ${list.limit}`;
  const text = keptStatement(reader, shape, () => {
    const compiled = defaultPageStatement(dialectOf(reader), companies, list, today).compile(reader);
    if (JSON.stringify(compiled.parameters) !== JSON.stringify(parameters)) throw new Error(`${shape}: parameters out of order`);
    return compiled.sql;
  });
  preparedOnServer(reader, text);
  const { rows } = await reader.executeQuery<PageRow>(CompiledQuery.raw(text, parameters));
  const row = rows[0];
  return { json: row?.page ?? '[]', count: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
};
