import { ROSTER_PAGE_SIZE, type TRosterQuery } from '../../../../shared/schemas/workforce-roster';
import { type DbOrTx, type Dialect, dialectOf } from '../../../db/database';
import { companiesValue, inCompanies, joinInOrder, type JsonField, jsonArray, jsonObject, personNameSql, readRow } from './json';

/** ZRosterPost's fields in its order (p: the page's post with its site's and client's names). */
export const postFields: JsonField[] = [
  ['id', 'p.id', 'number'],
  ['name', 'p.name', 'text'],
  ['siteId', 'p.client_site_id', 'number'],
  ['siteName', 'p.site_name', 'text'],
  ['clientName', 'p.client_name', 'text'],
  ['headcount', 'p.headcount', 'number'],
  ['armed', 'p.armed <> 0', 'bool'],
  ['requiredQualification', 'p.required_qualification', 'text'],
  ['active', 'p.active <> 0', 'bool'],
];

/** ZRosterShift's fields in its order (c: a shift of the page). */
export const shiftFields: JsonField[] = [
  ['id', 'c.id', 'number'],
  ['postId', 'c.post_id', 'number'],
  ['userId', 'c.user_id', 'number'],
  ['date', 'c.date', 'text'],
  ['start', 'c.start_time', 'text'],
  ['end', 'c.end_time', 'text'],
  ['status', 'c.status', 'text'],
  ['version', 'c.version', 'number'],
];

/** The columns of a shift the grids draw, with the instant they are ordered by. */
export const SHIFT_COLUMNS = 'sh.id, sh.post_id, sh.user_id, sh.date, sh.start_time, sh.end_time, sh.status, sh.version, sh.starts_at';

/** A post with its site's and client's names: what the posts grid names a row by. */
export const POST_FROM = `post p0 join client_site s on s.id = p0.client_site_id join client cl on cl.id = s.client_id`;
export const POST_COLUMNS = `p0.id, p0.name, p0.client_site_id, s.name as site_name, cl.name as client_name, p0.headcount, p0.armed,
  p0.required_qualification, p0.active`;

interface PostsShape {
  scoped: boolean;
  site: boolean;
  perPage: number;
}

/**
 * The posts view in one statement: the active posts in scope (counted), the page of them by site
 * then name, their shifts in the range (open ones too) and the names of who works them, each
 * written as the answer's JSON. Parameters: @offset, @from, @to, @companies and @site as the shape has them.
 */
const postsStatement = (dialect: Dialect, { scoped, site, perPage }: PostsShape): string => {
  const where = ['p0.active = 1', ...(scoped ? [inCompanies(dialect, 'p0.company_id')] : []), ...(site ? ['p0.client_site_id = @site'] : [])].join(' and ');
  const offset = dialect === 'postgres' ? 'cast(@offset as bigint)' : '@offset';
  const shiftScope = scoped ? ` and ${inCompanies(dialect, 'sh.company_id')}` : '';
  const postOrder = 'p.site_name, p.client_site_id, p.name, p.id';
  return `with chosen as (select ${POST_COLUMNS} from ${POST_FROM} where ${where}),
  page as materialized (select * from chosen p order by ${postOrder} limit ${perPage} offset ${offset}),
  cell as materialized (
    select ${SHIFT_COLUMNS}
    from page p ${joinInOrder(dialect)} shift sh on sh.post_id = p.id
    where sh.date >= @from and sh.date <= @to${shiftScope}
  )
  select (select count(*) from chosen) as total,
    (select ${jsonArray(dialect, jsonObject(dialect, postFields), postOrder)} from page p) as posts,
    (select ${jsonArray(dialect, jsonObject(dialect, [['id', 'u.id', 'number'], ['name', personNameSql('u'), 'text']]), 'u.last_name, u.first_name, u.id')}
      from "user" u where u.id in (select c.user_id from cell c)) as people,
    (select ${jsonArray(dialect, jsonObject(dialect, shiftFields), 'c.starts_at, c.id')} from cell c) as shifts`;
};

/** The posts view's page as the parts of the answer's JSON: the total, and the posts, people and shifts as JSON arrays. */
export const readPostsView = async (reader: DbOrTx, query: TRosterQuery, companies: number[] | undefined) => {
  const dialect = dialectOf(reader);
  const shape = { scoped: companies !== undefined, site: query.siteId !== undefined, perPage: query.perPage };
  type Row = { total: number | string; posts: string; people: string; shifts: string };
  const row = await readRow<Row>(
    reader,
    `roster.posts ${shape.scoped} ${shape.site} ${shape.perPage}`,
    () => postsStatement(dialect, shape),
    { offset: (query.page - 1) * query.perPage, from: query.from, to: query.to, companies: companiesValue(dialect, companies), site: query.siteId },
    query.perPage === ROSTER_PAGE_SIZE,
  );
  return { total: Number(row.total), posts: row.posts, people: row.people, shifts: row.shifts };
};
