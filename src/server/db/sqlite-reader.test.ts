// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase, readerOf } from './database';
import { migrateToLatest } from './migrate';
import { SqliteReader } from './sqlite-reader';

let dataDir: string;
let handle: DbHandle;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'presidio-reader-'));
  handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db);
});
afterEach(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let vat = 10_000_000_000;
const company = (name: string) => ({ name, vat: String((vat += 1)), status: 'ACTIVE' });
const addCompany = (name: string) => handle.db.insertInto('company').values(company(name)).execute();
const namesThroughReader = async () => (await readerOf(handle.db).selectFrom('company').select('name').orderBy('id').execute()).map((row) => row.name);

describe('the SQLite reader', () => {
  it('reads, through the query builder and its names, what the server committed just before', async () => {
    expect(await namesThroughReader()).toEqual([]);
    await addCompany('Vigilanza Nord');
    expect(await namesThroughReader()).toEqual(['Vigilanza Nord']);
    await addCompany('Vigilanza Sud');
    expect(await namesThroughReader()).toEqual(['Vigilanza Nord', 'Vigilanza Sud']);
  });

  it('is another connection than the server\'s: the reader of a plugin\'s instance is the reader, a transaction reads on its own', async () => {
    const reader = readerOf(handle.db);
    expect(reader).not.toBe(handle.db);
    expect(readerOf(handle.db.withoutPlugins())).toBe(reader);
    await handle.db.transaction().execute(async (tx) => {
      expect(readerOf(tx)).toBe(tx);
      await tx.insertInto('company').values(company('Non ancora')).execute();
      // The transaction sees its own write; the reader reads only what was committed.
      expect(await tx.selectFrom('company').select('name').execute()).toHaveLength(1);
      expect(await namesThroughReader()).toEqual([]);
    });
    expect(await namesThroughReader()).toEqual(['Non ancora']);
  });

  it('answers many statements at once, each with its own rows', async () => {
    for (const name of ['A', 'B', 'C']) await addCompany(name);
    const reader = readerOf(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, k) => reader.selectFrom('company').select('name').where('id', '=', (k % 3) + 1).executeTakeFirstOrThrow()),
    );
    expect(answers.map((row) => row.name)).toEqual(Array.from({ length: 200 }, (_, k) => ['A', 'B', 'C'][k % 3]));
  });

  it('refuses to write, and writes nothing', async () => {
    const reader = readerOf(handle.db);
    await expect(reader.insertInto('company').values(company('X')).execute()).rejects.toMatchObject({
      code: 'READER_NOT_A_QUERY',
    });
    // A write that returns rows is refused by the read-only connection itself.
    await expect(
      reader.insertInto('company').values(company('X')).returning('id').execute(),
    ).rejects.toMatchObject({ code: 'SQLITE_READONLY' });
    await expect(reader.transaction().execute(async () => undefined)).rejects.toThrow(/no transactions/);
    expect(await handle.db.selectFrom('company').select('id').execute()).toEqual([]);
  });

  it("gives a statement's error with SQLite's code, and goes on answering", async () => {
    const reader = readerOf(handle.db);
    await expect(sql`select * from no_such_table`.execute(reader)).rejects.toMatchObject({ code: 'SQLITE_ERROR', message: expect.stringMatching(/no such table/) });
    expect((await sql<{ one: number }>`select 1 as one`.execute(reader)).rows).toEqual([{ one: 1 }]);
  });

  it('counts the time its thread spends on statements, and refuses statements once closed', async () => {
    expect(handle.reader!.busyMs()).toBe(0);
    await namesThroughReader();
    expect(handle.reader!.busyMs()).toBeGreaterThan(0);
    await handle.reader!.close();
    await expect(namesThroughReader()).rejects.toThrow(/closed/);
  });

  it('is not there when asked not to be: every read stays on the server\'s connection', async () => {
    const bare = openDatabase({ dataDir, reader: false });
    try {
      expect(bare.reader).toBeUndefined();
      expect(readerOf(bare.db)).toBe(bare.db);
    } finally {
      await bare.close();
    }
  });

  it('starts its thread again after the thread ended: the statements waiting fail, the next one starts a new thread', async () => {
    const file = join(dataDir, 'later.sqlite');
    const reader = new SqliteReader({ file, busyTimeoutMs: 1000, keptStatements: 10 });
    try {
      // No file yet: the thread cannot open it and ends.
      await expect(reader.query('select 1 as one', [])).rejects.toMatchObject({ code: 'SQLITE_CANTOPEN', message: expect.stringMatching(/reader's thread stopped: SQLITE_CANTOPEN/) });
      const created = new SQLite(file);
      created.pragma('journal_mode = WAL');
      created.exec("create table t (x integer); insert into t values (7)");
      created.close();
      expect(await reader.query('select x from t', [])).toEqual([{ x: 7 }]);
    } finally {
      await reader.close();
    }
  });
});
