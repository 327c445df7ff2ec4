import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { MAX_PAGE_SIZE } from '../../shared/resources';
import { MAX_ID } from '../../shared/schemas/zod';
import { AppError } from '../errors';

export { MAX_PAGE_SIZE };
const DEFAULT_PAGE_SIZE = 25;
/** The last row a range may name: both databases take it as an offset, and no list comes near it. */
export const MAX_RANGE_END = 2 ** 31 - 1;

export type FilterValue = string | number | boolean | null | Array<string | number>;

export interface ListQuery {
  sort: { field: string; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  filter: Record<string, FilterValue>;
  q?: string;
}

export interface ListSpec {
  /** API field names that may be sorted, mapped to their columns (qualified when joins need it). */
  sortable: Record<string, string>;
  /** API field names that may be filtered, with equality, arrays (IN), `_gte` and `_lte`. */
  filterable: Record<string, string>;
  /** Columns searched by `q`. */
  searchable: string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

const jsonParam = (name: string, raw: unknown): unknown => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new AppError('VALIDATION', 'error.validation', { fields: { [name]: 'validation.invalid' } });
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION', 'error.validation', { fields: { [name]: 'validation.invalid' } });
  }
};

const bad = (field: string, key: string) => new AppError('VALIDATION', 'error.validation', { fields: { [field]: key } });

/** An entry of the spec's own whitelist: inherited names such as `toString` or `constructor` are no columns. */
const listed = (names: Record<string, string>, name: string) => Object.hasOwn(names, name);

/** PostgreSQL refuses a NUL character in any text, so no column can hold one: such a value is a 400. */
const storable = (value: unknown) => typeof value !== 'string' || !value.includes('\u0000');

/** A filter's single value: what JSON gives but an object or an array. */
const scalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null;

/** Ids are integers: PostgreSQL fails on comparing one with other text, so such a filter is a 400. */
const isIdField = (field: string) => field === 'id' || field.endsWith('Id');
const isIdValue = (value: unknown) => {
  if (value === null) return true;
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_ID;
};

/** Reads `sort`, `range` and `filter` (react-admin's simple REST protocol) against a whitelist. */
export const parseListQuery = (query: Record<string, unknown>, spec: ListSpec): ListQuery => {
  const sortRaw = jsonParam('sort', query.sort);
  let sort = spec.defaultSort;
  if (sortRaw !== undefined) {
    if (!Array.isArray(sortRaw) || typeof sortRaw[0] !== 'string') throw bad('sort', 'validation.invalid');
    const [field, order = 'ASC'] = sortRaw as [string, string?];
    if (!listed(spec.sortable, field)) throw bad('sort', 'validation.notSortable');
    if (!/^(asc|desc)$/i.test(String(order))) throw bad('sort', 'validation.invalid');
    sort = { field, order: String(order).toLowerCase() as 'asc' | 'desc' };
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
      if (typeof value !== 'string' || !storable(value)) throw bad('filter.q', 'validation.invalid');
      q = value.trim() || undefined;
      continue;
    }
    const base = key.replace(/_(gte|lte)$/, '');
    if (!listed(spec.filterable, base) && base !== 'id') throw bad(`filter.${key}`, 'validation.notFilterable');
    const ok = Array.isArray(value) ? value.length <= 1000 && value.every((v) => typeof v === 'string' || typeof v === 'number') : scalar(value);
    const values = Array.isArray(value) ? value : [value];
    if (!ok || !values.every(storable) || (isIdField(base) && !values.every(isIdValue))) throw bad(`filter.${key}`, 'validation.invalid');
    filter[key] = value as FilterValue;
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
  for (const [key, value] of Object.entries(list.filter)) {
    const suffix = key.match(/_(gte|lte)$/)?.[1];
    const base = suffix ? key.slice(0, -4) : key;
    const column = listed(spec.filterable, base) ? spec.filterable[base] : 'id';
    const normalized = typeof value === 'boolean' ? Number(value) : value;
    if (suffix === 'gte') conditions.push(sql<SqlBool>`${ref(column)} >= ${normalized}`);
    else if (suffix === 'lte') conditions.push(sql<SqlBool>`${ref(column)} <= ${normalized}`);
    else if (Array.isArray(normalized)) {
      conditions.push(normalized.length ? sql<SqlBool>`${ref(column)} in (${sql.join(normalized)})` : sql<SqlBool>`1 = 0`);
    } else if (normalized === null) conditions.push(sql<SqlBool>`${ref(column)} is null`);
    else conditions.push(sql<SqlBool>`${ref(column)} = ${normalized}`);
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
