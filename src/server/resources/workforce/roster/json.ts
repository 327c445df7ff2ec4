import { CompiledQuery } from 'kysely';
import { type DbOrTx, type Dialect, dialectOf, keptStatement, preparedOnServer } from '../../../db/database';
import { surnameFirstSql } from '../../../db/names-sql';

/**
 * JSON the database writes for the roster's answer, one object per row, in each dialect's cheapest
 * way. SQLite's json_object is C code. PostgreSQL's json_build_object looks up each argument's type
 * at every call: 1,400 shifts took it 10 to 15 ms, where the same text concatenated takes 2 to 3 ms
 * (the fields are numbers, booleans and texts, each written by to_json, so the text stays valid JSON
 * whatever a name holds).
 */
export type JsonKind = 'number' | 'text' | 'bool' | 'json';

/** A field of an object: its name in the answer, the SQL expression and how it is written; null where the expression is. */
export type JsonField = [name: string, expression: string, kind: JsonKind];

const pgValue = (expression: string, kind: JsonKind) => {
  if (kind === 'bool') return `case when ${expression} is null then 'null' when ${expression} then 'true' else 'false' end`;
  if (kind === 'number') return `coalesce((${expression})::text, 'null')`;
  if (kind === 'text') return `coalesce(to_json((${expression})::text)::text, 'null')`;
  return `coalesce(${expression}, 'null')`;
};

const sqliteValue = (expression: string, kind: JsonKind) => {
  if (kind === 'bool') return `json(case when ${expression} is null then 'null' when ${expression} then 'true' else 'false' end)`;
  return kind === 'json' ? `json(${expression})` : expression;
};

/** One row's object, its keys in the fields' order (the order JSON.stringify keeps). */
export const jsonObject = (dialect: Dialect, fields: JsonField[]): string =>
  dialect === 'postgres'
    ? fields.map(([name, expression, kind], i) => `'${i ? ',' : '{'}"${name}":' || ${pgValue(expression, kind)}`).join(' || ') + ` || '}'`
    : `json_object(${fields.map(([name, expression, kind]) => `'${name}', ${sqliteValue(expression, kind)}`).join(', ')})`;

/** The aggregate of the rows' objects as a JSON array in `order` ('[]' when there are none). */
export const jsonArray = (dialect: Dialect, object: string, order: string): string =>
  dialect === 'postgres'
    ? `'[' || coalesce(string_agg(${object}, ',' order by ${order}), '') || ']'`
    : `json_group_array(${object} order by ${order})`;

/** The column is one of the @companies: a JSON array on SQLite, an array of integers on PostgreSQL (see companiesValue). */
export const inCompanies = (dialect: Dialect, column: string) =>
  dialect === 'postgres' ? `${column} = any(cast(@companies as int[]))` : `${column} in (select value from json_each(@companies))`;

export const companiesValue = (dialect: Dialect, companies: number[] | undefined) => (dialect === 'postgres' ? companies : JSON.stringify(companies));

/**
 * A join that SQLite runs in the order written (the page's few rows first, then their shifts by
 * index); PostgreSQL's planner finds that order itself.
 */
export const joinInOrder = (dialect: Dialect) => (dialect === 'postgres' ? 'join' : 'cross join');

/** A person's name as the grids show it: 'Rossi Mario', either part alone, or '' (as personName). */
export const personNameSql = (person: string) => `coalesce(${surnameFirstSql(person)}, '')`;

/** A statement's text with its parameters by name ('@from'), and the names in the order its placeholders take them. */
export interface NamedStatement {
  text: string;
  names: string[];
}

/** Names to placeholders: '?' on SQLite (a name used twice is passed twice), '$n' on PostgreSQL. */
export const withPlaceholders = (dialect: Dialect, text: string): NamedStatement => {
  const names: string[] = [];
  const out = text.replace(/@([a-z][a-zA-Z]*)/g, (_match, name: string) => {
    if (dialect === 'sqlite') {
      names.push(name);
      return '?';
    }
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text: out, names };
};

/** The values in the order of the statement's placeholders. */
export const valuesOf = (statement: NamedStatement, values: Record<string, unknown>): unknown[] =>
  statement.names.map((name) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for @${name}`);
    return values[name];
  });

/**
 * Runs a grid's statement and returns its one row. Its text, with parameters by name, is written
 * once per shape and kept (keptStatement, under `key`); the names become placeholders at each run
 * (microseconds). The default page's text is kept prepared on PostgreSQL (planned once per
 * connection); other page sizes are planned each time.
 */
export const readRow = async <Row>(reader: DbOrTx, key: string, write: () => string, values: Record<string, unknown>, prepared: boolean): Promise<Row> => {
  const statement = withPlaceholders(dialectOf(reader), keptStatement(reader, key, write));
  const compiled = CompiledQuery.raw(prepared ? preparedOnServer(reader, statement.text) : statement.text, valuesOf(statement, values));
  return (await reader.executeQuery<Row>(compiled)).rows[0];
};
