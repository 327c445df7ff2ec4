import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedOnServer } from '../../src/server/db/database';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('statements kept prepared on the database server', () => {
  it('answer as any other statement, on either database', async () => {
    const text = preparedOnServer(t.app.db, sql`select count(*) as n from company where id > ${0}`.compile(t.app.db).sql);
    for (const bound of [0, 1_000_000]) {
      const { rows } = await t.app.db.executeQuery<{ n: number | string }>(CompiledQuery.raw(text, [bound]));
      expect(Number(rows[0].n)).toBe(bound ? 0 : Number((await t.app.db.selectFrom('company').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
    }
  });

  it.runIf(!!process.env.DATABASE_URL)('are prepared by name on a PostgreSQL connection, and only those registered', async () => {
    const registered = preparedOnServer(t.app.db, sql`select ${1}::int + 1 as two`.compile(t.app.db).sql);
    const other = sql`select ${2}::int + 2 as four`.compile(t.app.db);
    await t.app.db.connection().execute(async (connection) => {
      await connection.executeQuery(CompiledQuery.raw(registered, [1]));
      await connection.executeQuery(other);
      const { rows } = await sql<{ statement: string; name: string }>`select name, statement from pg_prepared_statements`.execute(connection);
      expect(rows.map((row) => row.statement)).toContain(registered);
      expect(rows.map((row) => row.statement)).not.toContain(other.sql);
      expect(rows.find((row) => row.statement === registered)?.name).toMatch(/^presidio_\d+$/);
    });
  });

  it.runIf(!!process.env.DATABASE_URL)('are a few dozen at most: texts registered past them run as any other', async () => {
    // Sixty shapes: each text differs by the number written in it.
    const texts = Array.from({ length: 60 }, (_, k) => preparedOnServer(t.app.db, sql`select ${sql.lit(k)} + ${0}::int as n`.compile(t.app.db).sql));
    expect(new Set(texts).size).toBe(60);
    await t.app.db.connection().execute(async (connection) => {
      for (const [k, text] of texts.entries()) expect(Number((await connection.executeQuery<{ n: number }>(CompiledQuery.raw(text, [1]))).rows[0].n)).toBe(k + 1);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'presidio_%'`.execute(connection);
      expect(rows.length).toBeLessThanOrEqual(50);
      expect(rows.map((row) => row.statement)).not.toContain(texts[59]);
    });
  });
});
