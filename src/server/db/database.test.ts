// @vitest-environment node
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { keptStatement, literalLimit, pageLimit, withoutPlugins } from './database';
import type { Database } from './schema';

const sqlite = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
// Compiling needs no connection: the pool is never asked for one.
const postgres = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as pg.Pool }) });
afterAll(() => sqlite.destroy());

const page = (db: Kysely<Database>, limit: number) => db.selectFrom('company').select('id').limit(pageLimit(db, limit)).offset(40).compile();

describe('pageLimit', () => {
  it('writes the page size into the text on SQLite (a LIMIT parameter would be planned again at every run)', () => {
    const query = page(sqlite, 25);
    expect(query.sql).toMatch(/limit 25 offset \?$/);
    expect(query.parameters).toEqual([40]);
  });

  it('leaves it a parameter on PostgreSQL, whose kept statements are one per shape', () => {
    const query = page(postgres, 25);
    expect(query.sql).toMatch(/limit \$1 offset \$2$/);
    expect(query.parameters).toEqual([25, 40]);
  });

  it('takes only a whole number of rows', () => {
    for (const bad of [2.5, -1, Number.NaN, 2 ** 60]) expect(() => pageLimit(sqlite, bad)).toThrow(/page size/);
    for (const bad of [2.5, -1, Number.NaN, 2 ** 60]) expect(() => literalLimit(bad)).toThrow(/page size/);
  });

  it('literalLimit writes it into the text on either database', () => {
    for (const db of [sqlite, postgres]) {
      const query = db.selectFrom('company').select('id').limit(literalLimit(25)).offset(40).compile();
      expect(query.sql).toMatch(/limit 25 offset (\?|\$1)$/);
      expect(query.parameters).toEqual([40]);
    }
  });
});

describe('keptStatement', () => {
  it('keeps a text once built, and at most 500, forgetting the oldest', () => {
    let builds = 0;
    const build = (key: string) => () => {
      builds += 1;
      return `select ${key}`;
    };
    expect(keptStatement(sqlite, 'k0', build('k0'))).toBe('select k0');
    expect(keptStatement(sqlite, 'k0', build('k0'))).toBe('select k0');
    expect(builds).toBe(1);
    for (let i = 1; i <= 500; i += 1) keptStatement(sqlite, `k${i}`, build(`k${i}`));
    expect(builds).toBe(501);
    // The newest are kept; the first, pushed out, is built again.
    keptStatement(sqlite, 'k500', build('k500'));
    expect(builds).toBe(501);
    keptStatement(sqlite, 'k0', build('k0'));
    expect(builds).toBe(502);
  });
});

describe('withoutPlugins', () => {
  it('makes the bare database once per database', () => {
    expect(withoutPlugins(sqlite)).toBe(withoutPlugins(sqlite));
    expect(withoutPlugins(postgres)).not.toBe(withoutPlugins(sqlite));
  });
});
