import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { changeStamp, isCurrent, noteWrite, writesNoted } from './changes';
import type { DbOrTx } from './database';
import type { Database } from './schema';
import { notingCommits } from './written-tables';

const TABLES = ['company', 'post'];

const memoryDb = () => new Kysely<Database>({ dialect: notingCommits(new SqliteDialect({ database: new SQLite(':memory:') })) });

describe('the changes a kept answer follows', () => {
  it('follows the committed writes of its tables, not reads nor other tables', async () => {
    const db = memoryDb();
    await sql`create table company (id integer primary key, name text)`.execute(db);
    await sql`create table attendance (id integer primary key)`.execute(db);
    const stamp = changeStamp(db, TABLES);
    expect(stamp.keepable).toBe(true);
    await db.selectFrom('company').select('id').execute();
    await sql`select count(*) from company`.execute(db);
    await sql`insert into attendance (id) values (1)`.execute(db);
    await db.insertInto('attendance' as never).values({ id: 2 } as never).execute();
    expect(isCurrent(db, TABLES, stamp)).toBe(true);
    await db.insertInto('company').values({ name: 'a' } as never).execute();
    expect(isCurrent(db, TABLES, stamp)).toBe(false);
    const again = changeStamp(db, TABLES);
    await sql`update company set name = 'b'`.execute(db);
    expect(isCurrent(db, TABLES, again)).toBe(false);
    await db.destroy();
  });

  it('counts a transaction’s writes once it commits, and none of a rolled-back one', async () => {
    const db = memoryDb();
    await sql`create table company (id integer primary key, name text)`.execute(db);
    const stamp = changeStamp(db, TABLES);
    let insideStillCurrent: boolean | undefined;
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('company').values({ name: 'a' } as never).execute();
      insideStillCurrent = isCurrent(db, TABLES, stamp);
    });
    // Before the commit a reader elsewhere could not see the row: a reading begun then stays good until it is told.
    expect(insideStillCurrent).toBe(true);
    expect(isCurrent(db, TABLES, stamp)).toBe(false);
    const again = changeStamp(db, TABLES);
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('company').values({ name: 'b' } as never).execute();
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(isCurrent(db, TABLES, again)).toBe(true);
    await db.destroy();
  });

  it('counts a delete as a change to every table (it may cascade)', async () => {
    const db = memoryDb();
    await sql`create table attendance (id integer primary key)`.execute(db);
    const stamp = changeStamp(db, TABLES);
    await db.deleteFrom('attendance' as never).execute();
    expect(isCurrent(db, TABLES, stamp)).toBe(false);
    await db.destroy();
  });

  it('keeps the dashboard’s count to the writes answered and the job runs, apart', () => {
    const db = { getExecutor: () => ({ adapter: {} }) } as unknown as DbOrTx;
    const count = writesNoted();
    const stamp = changeStamp(db, TABLES);
    noteWrite();
    expect(writesNoted()).toBe(count + 1);
    expect(isCurrent(db, TABLES, stamp)).toBe(true);
  });
});
