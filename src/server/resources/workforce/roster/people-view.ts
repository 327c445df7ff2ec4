import { addDays, maxDate, minDate, todayInRome } from '../../../../shared/dates';
import { ROSTER_PAGE_SIZE, type TRoster, type TRosterQuery } from '../../../../shared/schemas/workforce-roster';
import { mondayOf } from '../../../../shared/workforce/shift-time';
import { type DbOrTx, type Dialect, dialectOf } from '../../../db/database';
import { DEFAULT_MINUTES, weeklyMinutesOf } from '../rules/contract';
import { companiesValue, inCompanies, joinInOrder, type JsonField, jsonArray, jsonObject, personNameSql, readRow } from './json';
import { POST_COLUMNS, POST_FROM, postFields, SHIFT_COLUMNS, shiftFields } from './posts-view';

/** The Monday of a 'yyyy-MM-dd' day, as text. */
const mondaySql = (dialect: Dialect, day: string) =>
  dialect === 'postgres' ? `to_char(date_trunc('week', cast(${day} as date)), 'YYYY-MM-DD')` : `date(${day}, '-6 days', 'weekday 1')`;

/** Each person's planned minutes per week (Monday → minutes) as a JSON object, from `week` (w). */
const weekMinutesSql = (dialect: Dialect) =>
  dialect === 'postgres'
    ? `(select '{' || coalesce(string_agg(to_json(w.monday)::text || ':' || w.minutes, ',' order by w.monday), '') || '}' from week w where w.user_id = u.id)`
    : `(select json_group_object(w.monday, w.minutes order by w.monday) from week w where w.user_id = u.id)`;

/** ZRosterPerson's fields in toPerson's order, all but contractMinutes (read from the contract letters in JavaScript). */
const personFields = (dialect: Dialect): JsonField[] => [
  ['id', 'u.id', 'number'],
  ['name', personNameSql('u'), 'text'],
  ['companyId', 'coalesce(u.company_id, 0)', 'number'],
  ['qualification', 'u.qualification', 'text'],
  ['armed', 'u.armed <> 0', 'bool'],
  ['weekMinutes', weekMinutesSql(dialect), 'json'],
];

const leaveFields: JsonField[] = [
  ['userId', 'l.user_id', 'number'],
  ['type', 'l.type', 'text'],
  ['startDate', 'l.start_date', 'text'],
  ['endDate', 'l.end_date', 'text'],
  ['startTime', 'l.start_time', 'text'],
  ['endTime', 'l.end_time', 'text'],
];

/**
 * The people view in one statement: the active workers of the companies (counted), the page of
 * them by name with their first company there and their planned minutes per week (over the whole
 * weeks the range touches, every company's non-cancelled shifts), their shifts in the range, the
 * posts of those, their approved leave in the range and their contract letters in force today.
 */
const peopleStatement = (dialect: Dialect, { scoped, perPage }: { scoped: boolean; perPage: number }): string => {
  const companyOf = scoped ? ` and ${inCompanies(dialect, 'uc.company_id')}` : '';
  const offset = dialect === 'postgres' ? 'cast(@offset as bigint)' : '@offset';
  const order = 'u.last_name, u.first_name, u.id';
  return `with chosen as (
    select u0.id, u0.last_name, u0.first_name, u0.qualification, u0.armed from "user" u0
    where u0.active = 1
      and exists (select 1 from user_role r where r.user_id = u0.id and r.role = 'ROLE_WORKER')
      and exists (select 1 from user_company uc where uc.user_id = u0.id${companyOf})
  ),
  page as materialized (
    select u.*, (select min(uc.company_id) from user_company uc where uc.user_id = u.id${companyOf}) as company_id
    from chosen u order by ${order} limit ${perPage} offset ${offset}
  ),
  cell as materialized (
    select ${SHIFT_COLUMNS}
    from page u ${joinInOrder(dialect)} shift sh on sh.user_id = u.id
    where sh.date >= @from and sh.date <= @to${scoped ? ` and ${inCompanies(dialect, 'sh.company_id')}` : ''}
  ),
  week as materialized (
    select sh.user_id, ${mondaySql(dialect, 'sh.date')} as monday, sum(sh.minutes) as minutes
    from page u ${joinInOrder(dialect)} shift sh on sh.user_id = u.id
    where sh.status <> 'CANCELLED' and sh.date >= @weekFrom and sh.date <= @weekTo
    group by sh.user_id, ${mondaySql(dialect, 'sh.date')}
  )
  select (select count(*) from chosen) as total,
    (select ${jsonArray(dialect, jsonObject(dialect, personFields(dialect)), order)} from page u) as people,
    (select ${jsonArray(dialect, jsonObject(dialect, shiftFields), 'c.starts_at, c.id')} from cell c) as shifts,
    (select ${jsonArray(dialect, jsonObject(dialect, postFields), 'p.site_name, p.name, p.id')}
      from (select ${POST_COLUMNS} from ${POST_FROM} where p0.id in (select c.post_id from cell c)) p) as posts,
    (select ${jsonArray(dialect, jsonObject(dialect, leaveFields), 'l.user_id, l.start_date, l.id')} from permission l
      where l.user_id in (select u.id from page u) and l.status = 'APPROVED' and l.start_date <= @to and (l.end_date is null or l.end_date >= @from)
      ${scoped ? `and ${inCompanies(dialect, 'l.company_id')}` : ''}) as leave,
    (select ${jsonArray(dialect, jsonObject(dialect, [['userId', 'e.user_id', 'number'], ['data', 'e.data', 'text']]), 'e.user_id, e.start_date desc, e.id desc')}
      from employment_contract e where e.user_id in (select u.id from page u) and e.start_date <= @today and (e.end_date is null or e.end_date >= @today)) as contracts`;
};

type Leave = { userId: number; type: string; startDate: string; endDate: string | null; startTime: string | null; endTime: string | null };

/** Approved leave and sick leave as the grid marks it: one entry a day of the range it covers. */
const absencesOf = (leave: Leave[], query: TRosterQuery): TRoster['absences'] => {
  const absences: TRoster['absences'] = [];
  for (const { userId, type, startDate, endDate, startTime, endTime } of leave) {
    const last = minDate(endDate ?? query.to, query.to);
    for (let date = maxDate(startDate, query.from); date <= last; date = addDays(date, 1)) absences.push({ userId, date, type, startTime, endTime });
  }
  return absences;
};

/**
 * The people view's page as the parts of the answer's JSON: shifts and posts as the database wrote
 * them; the page's people (with their contract's minutes) and absences, a few dozen each, finished here.
 */
export const readPeopleView = async (reader: DbOrTx, query: TRosterQuery, companies: number[] | undefined) => {
  const dialect = dialectOf(reader);
  const shape = { scoped: companies !== undefined, perPage: query.perPage };
  type Row = { total: number | string; people: string; shifts: string; posts: string; leave: string; contracts: string };
  const row = await readRow<Row>(
    reader,
    `roster.people ${shape.scoped} ${shape.perPage}`,
    () => peopleStatement(dialect, shape),
    {
      offset: (query.page - 1) * query.perPage,
      from: query.from,
      to: query.to,
      weekFrom: mondayOf(query.from),
      weekTo: addDays(mondayOf(query.to), 6),
      today: todayInRome(),
      companies: companiesValue(dialect, companies),
    },
    query.perPage === ROSTER_PAGE_SIZE,
  );
  // A person's newest letter in force comes first.
  const contracts = new Map<number, number>();
  for (const { userId, data } of JSON.parse(row.contracts) as Array<{ userId: number; data: string }>) if (!contracts.has(userId)) contracts.set(userId, weeklyMinutesOf(data));
  const people = (JSON.parse(row.people) as Array<{ id: number }>).map((person) => ({ ...person, contractMinutes: contracts.get(person.id) ?? DEFAULT_MINUTES }));
  return { total: Number(row.total), posts: row.posts, people: JSON.stringify(people), shifts: row.shifts, absences: JSON.stringify(absencesOf(JSON.parse(row.leave) as Leave[], query)) };
};
