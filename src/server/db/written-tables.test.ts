import { CamelCasePlugin, type CompiledQuery, DummyDriver, Kysely, type RawBuilder, sql, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema';
import { writtenBy } from './written-tables';

const db = new Kysely<Database>({
  dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new SqliteIntrospector(k), createQueryCompiler: () => new SqliteQueryCompiler() },
  plugins: [new CamelCasePlugin()],
});
/** The statement as the driver receives it: through the app's plugins. */
const node = (query: { compile: () => CompiledQuery }) => query.compile().query;
const raw = (statement: RawBuilder<unknown>) => statement.compile(db).query;

describe('writtenBy', () => {
  it.each([
    ['a select', node(db.selectFrom('shift').innerJoin('post', 'post.id', 'shift.postId').select('shift.id')), []],
    ['an insert, named as the database names it', node(db.insertInto('userCompany').values({ userId: 1, companyId: 2 } as never)), ['user_company']],
    ['an update joining another table', node(db.updateTable('shift').set({ userId: 3 } as never).where('postId', 'in', db.selectFrom('post').select('id'))), ['shift']],
    ['a delete, which may cascade', node(db.deleteFrom('post').where('id', '=', 1)), undefined],
    ['raw insert', raw(sql`insert into "shift" (id) values (1)`), ['shift']],
    ['raw update of two tables', raw(sql`update post set name = 'a'; update client_site set name = 'b'`), ['post', 'client_site']],
    ['raw insert or ignore', raw(sql`insert or ignore into permission (id) values (1)`), ['permission']],
    ['raw delete', raw(sql`delete from shift where id = 1`), undefined],
    ['raw select', raw(sql`select updated_at from shift`), []],
    ['raw text that writes somewhere unnamed', raw(sql`truncate shift`), undefined],
  ] as const)('%s', (_name, statement, expected) => {
    expect(writtenBy(statement)).toEqual(expected);
  });
});
