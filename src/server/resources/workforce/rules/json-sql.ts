import type { RawBuilder } from 'kysely';
import { type DbOrTx, type Dialect, preparedOnServer } from '../../../db/database';

/**
 * A correlated subquery's rows as one JSON array, in each dialect: an object per row of `fields`
 * ([key, SQL expression]) or, for a single expression, its values; in `order`, '[]' for none.
 * PostgreSQL answers it parsed, SQLite as text (see `parsedJson`).
 */
export const jsonRows = (dialect: Dialect, fields: Array<[string, string]> | string, from: string, order: string): string => {
  if (dialect === 'postgres') {
    const value = typeof fields === 'string' ? fields : `json_build_object(${fields.map(([key, expression]) => `'${key}', ${expression}`).join(', ')})`;
    return `coalesce((select json_agg(${value} order by ${order}) ${from}), '[]'::json)`;
  }
  const value = typeof fields === 'string' ? fields : `json_object(${fields.map(([key, expression]) => `'${key}', ${expression}`).join(', ')})`;
  return `(select json_group_array(${value} order by ${order}) ${from})`;
};

/** A JSON column as PostgreSQL answers it (parsed) or SQLite (text). */
export const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Runs a statement of the checks' facts. For one person (an assignment, its check) the text is
 * fixed, and PostgreSQL keeps it prepared: planning its subqueries costs more than running them.
 */
export const runFacts = async <T>(db: DbOrTx, query: RawBuilder<T>, people: number): Promise<T[]> => {
  if (people === 1) preparedOnServer(db, query.compile(db).sql);
  return (await query.execute(db)).rows;
};
