import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { MAX_PAGE_SIZE } from '../../shared/resources';
import { dayBounds } from '../../shared/attendance';
import { instant } from '../../shared/schemas/attendance';
import { inYears, isSaneDate, MAX_ID, noControlChars } from '../../shared/schemas/zod';
import { AppError } from '../errors';

export { MAX_PAGE_SIZE };
const DEFAULT_PAGE_SIZE = 25;
/** The last row a range may name: both databases take it as an offset, and no list comes near it. */
export const MAX_RANGE_END = 2 ** 31 - 1;

/** A filter's value once checked: of its field's type, as the database compares it. */
export type FilterScalar = string | number | boolean;
export type FilterValue = FilterScalar | null | FilterScalar[];

export interface ListQuery {
  sort: { field: string; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  filter: Record<string, FilterValue>;
  q?: string;
}

/**
 * What a filter's values must be. PostgreSQL types its columns and fails on a value of another
 * type (SQLite answers nothing), so every value is checked against its field's type first:
 * - id: an integer 0..MAX_ID (0 is the top bar's "every company"), or its digits as text;
 * - integer: a 32-bit integer;
 * - boolean: true or false, also as 'true' / 'false' (typed URLs) and 1 / 0 (how the columns hold it);
 * - text: any string without NUL; enum: one of the field's values;
 * - date: a real day 'YYYY-MM-DD'; instant: an ISO instant with its offset, or as a bound a day too
 *   (the whole day in Europe/Rome: `_lte` includes it). Dates and instants lie in 1900..2100.
 */
export type FilterType = 'id' | 'integer' | 'boolean' | 'text' | 'enum' | 'date' | 'instant';

export interface FilterField {
  /** The column compared (qualified when joins need it); unused by a field its repository answers itself. */
  column: string;
  type: FilterType;
  /** enum: the values it takes. */
  values?: readonly FilterScalar[];
  /** Whether `null` is a value (is null). */
  nullable?: boolean;
  /** Whether `_gte` / `_lte` apply: by default for every type but boolean and enum. */
  bounds?: boolean;
  /** false: bounds only, no equality. */
  equality?: boolean;
  /** false: one value at a time, no list (IN); for the fields a repository answers itself. */
  lists?: boolean;
}

type FieldOptions = Pick<FilterField, 'nullable' | 'bounds' | 'equality' | 'lists'>;

const typed =
  (type: FilterType) =>
  (column: string, options: FieldOptions = {}): FilterField => ({ column, type, ...options });

/** A filterable field by its type, e.g. `active: field.boolean('client.active')`. */
export const field = {
  id: typed('id'),
  integer: typed('integer'),
  boolean: typed('boolean'),
  text: typed('text'),
  date: typed('date'),
  instant: typed('instant'),
  enum: (column: string, values: readonly FilterScalar[], options: FieldOptions = {}): FilterField => ({ column, type: 'enum', values, ...options }),
};

export interface ListSpec {
  /** API field names that may be sorted, mapped to their columns (qualified when joins need it). */
  sortable: Record<string, string>;
  /** API field names that may be filtered, with equality, arrays (IN), `_gte` and `_lte`, and their types. */
  filterable: Record<string, FilterField>;
  /** Columns searched by `q`. */
  searchable: string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

const takesBounds = (f: FilterField) => f.bounds ?? (f.type !== 'boolean' && f.type !== 'enum');

/** A spec's filters as data (name, type, values, nullable, bounds): what tests generate values from. */
export const filterFields = (spec: ListSpec) =>
  Object.entries(spec.filterable).map(([name, f]) => ({
    name,
    type: f.type,
    values: f.values ?? [],
    nullable: f.nullable ?? false,
    bounds: takesBounds(f),
    equality: f.equality ?? true,
    lists: f.lists ?? true,
  }));

const jsonParam = (name: string, raw: unknown): unknown => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new AppError('VALIDATION', 'error.validation', { fields: { [name]: 'validation.invalid' } });
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION', 'error.validation', { fields: { [name]: 'validation.invalid' } });
  }
};

const bad = (name: string, key: string) => new AppError('VALIDATION', 'error.validation', { fields: { [name]: key } });

/** An entry of the spec's own whitelist: inherited names such as `toString` or `constructor` are no columns. */
const listed = (names: object, name: string) => Object.hasOwn(names, name);

const INT32_MAX = 2 ** 31 - 1;

/** An instant as stored (UTC ISO); as a bound, a day stands for its whole Rome day. */
const instantOf = (value: string, bound: 'gte' | 'lte' | undefined): string | undefined => {
  if (bound && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isSaneDate(value)) return undefined;
    return bound === 'lte' ? new Date(Date.parse(dayBounds(value).to) - 1).toISOString() : dayBounds(value).from;
  }
  // Equality names an instant exactly, with its offset; a bound takes what the lists always took (the offset optional).
  let parsed = instant().safeParse(value).data;
  if (bound && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) parsed = new Date(value).toISOString();
  return parsed !== undefined && inYears(parsed) ? parsed : undefined;
};

/** One value of the field's type, as the database compares it; undefined when it is none (arrays, objects and null included). */
const scalarOf = (f: FilterField, value: unknown, bound?: 'gte' | 'lte'): FilterScalar | undefined => {
  switch (f.type) {
    case 'id': {
      const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
      return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_ID ? number : undefined;
    }
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= -INT32_MAX - 1 && value <= INT32_MAX ? value : undefined;
    case 'boolean':
      if (value === true || value === 'true' || value === 1) return true;
      return value === false || value === 'false' || value === 0 ? false : undefined;
    case 'text':
      return typeof value === 'string' && noControlChars(value) ? value : undefined;
    case 'enum':
      return (typeof value === 'string' || typeof value === 'number') && (f.values ?? []).includes(value) ? value : undefined;
    case 'date':
      return typeof value === 'string' && isSaneDate(value) ? value : undefined;
    case 'instant':
      return typeof value === 'string' ? instantOf(value, bound) : undefined;
  }
};

/**
 * A filter's value checked against its field: a bound takes one value; equality one value, null
 * where the column may be empty, or a list (IN) of values where the field takes lists. Undefined
 * when it is none of these.
 */
const valueOf = (f: FilterField, value: unknown, bound: 'gte' | 'lte' | undefined): FilterValue | undefined => {
  if (bound) return takesBounds(f) ? scalarOf(f, value, bound) : undefined;
  if (f.equality === false) return undefined;
  if (value === null) return f.nullable ? null : undefined;
  if (!Array.isArray(value)) return scalarOf(f, value);
  if (f.lists === false || value.length > 1000) return undefined;
  const values = value.map((v: unknown) => scalarOf(f, v));
  return values.every((v) => v !== undefined) ? (values as FilterScalar[]) : undefined;
};

/** Reads `sort`, `range` and `filter` (react-admin's simple REST protocol) against a whitelist. */
export const parseListQuery = (query: Record<string, unknown>, spec: ListSpec): ListQuery => {
  const sortRaw = jsonParam('sort', query.sort);
  let sort = spec.defaultSort;
  if (sortRaw !== undefined) {
    if (!Array.isArray(sortRaw) || typeof sortRaw[0] !== 'string') throw bad('sort', 'validation.invalid');
    const [name, order = 'ASC'] = sortRaw as [string, string?];
    if (!listed(spec.sortable, name)) throw bad('sort', 'validation.notSortable');
    if (!/^(asc|desc)$/i.test(String(order))) throw bad('sort', 'validation.invalid');
    sort = { field: name, order: String(order).toLowerCase() as 'asc' | 'desc' };
  }

  const rangeRaw = jsonParam('range', query.range);
  let offset = 0;
  let limit = DEFAULT_PAGE_SIZE;
  if (rangeRaw !== undefined) {
    const valid =
      Array.isArray(rangeRaw) &&
      rangeRaw.length === 2 &&
      rangeRaw.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_RANGE_END) &&
      rangeRaw[1] >= rangeRaw[0];
    if (!valid) throw bad('range', 'validation.invalid');
    offset = rangeRaw[0];
    limit = Math.min(rangeRaw[1] - rangeRaw[0] + 1, MAX_PAGE_SIZE);
  }

  const filterRaw = jsonParam('filter', query.filter) ?? {};
  if (typeof filterRaw !== 'object' || Array.isArray(filterRaw) || filterRaw === null) throw bad('filter', 'validation.invalid');
  const filter: Record<string, FilterValue> = {};
  let q: string | undefined;
  for (const [key, value] of Object.entries(filterRaw as Record<string, unknown>)) {
    if (key === 'q') {
      // No column holds a control character (PostgreSQL cannot even store a NUL): a search with one is a 400.
      if (typeof value !== 'string' || !noControlChars(value)) throw bad('filter.q', 'validation.invalid');
      q = value.trim() || undefined;
      continue;
    }
    const bound = key.match(/_(gte|lte)$/)?.[1] as 'gte' | 'lte' | undefined;
    const name = bound ? key.slice(0, -4) : key;
    if (!listed(spec.filterable, name)) throw bad(`filter.${key}`, 'validation.notFilterable');
    const checked = valueOf(spec.filterable[name], value, bound);
    if (checked === undefined) throw bad(`filter.${key}`, 'validation.invalid');
    filter[key] = checked;
  }
  return { sort, offset, limit, filter, q };
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE conditions of a parsed list query, for a query builder over the spec's columns. */
export const listConditions = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  list: ListQuery,
  spec: ListSpec,
): Expression<SqlBool>[] => {
  const ref = (column: string) => sql.ref(column);
  const conditions: Expression<SqlBool>[] = [];
  // Values are of their field's type (parseListQuery); the columns hold flags as 0 / 1 on both databases.
  const bind = (value: FilterScalar) => (typeof value === 'boolean' ? Number(value) : value);
  for (const [key, value] of Object.entries(list.filter)) {
    const bound = key.match(/_(gte|lte)$/)?.[1];
    const column = ref(spec.filterable[bound ? key.slice(0, -4) : key].column);
    if (Array.isArray(value)) conditions.push(value.length ? sql<SqlBool>`${column} in (${sql.join(value.map(bind))})` : sql<SqlBool>`1 = 0`);
    else if (value === null) conditions.push(sql<SqlBool>`${column} is null`);
    else if (bound === 'gte') conditions.push(sql<SqlBool>`${column} >= ${bind(value)}`);
    else if (bound === 'lte') conditions.push(sql<SqlBool>`${column} <= ${bind(value)}`);
    else conditions.push(sql<SqlBool>`${column} = ${bind(value)}`);
  }
  if (list.q && spec.searchable.length) {
    const pattern = `%${escapeLike(list.q.toLowerCase())}%`;
    conditions.push(eb.or(spec.searchable.map((column) => sql<SqlBool>`lower(${ref(column)}) like ${pattern} escape '\\'`)));
  }
  return conditions;
};

/**
 * Applies sort and page to a select; the caller counts with the same conditions. The page size is
 * written into the text, a whole number parseListQuery bounds: SQLite prepares a statement whose
 * LIMIT is a parameter again at every run (see pageLimit), and on PostgreSQL these statements are
 * planned at each run anyway.
 */
export const orderAndPage = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: ListQuery,
  spec: ListSpec,
): SelectQueryBuilder<DB, TB, O> =>
  query
    .orderBy(sql.ref(spec.sortable[list.sort.field]), list.sort.order)
    .orderBy(sql.ref(spec.sortable.id ?? 'id'), list.sort.order)
    .limit(sql.lit(list.limit))
    .offset(list.offset);

export const contentRange = (resource: string, list: ListQuery, count: number, total: number): string =>
  count === 0 ? `${resource} */${total}` : `${resource} ${list.offset}-${list.offset + count - 1}/${total}`;
