import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

export interface BenchDatabase {
  name: 'SQLite' | 'PostgreSQL';
  handle: DbHandle;
  /** SQLite only: the same file without the reader, every statement in the caller's thread. */
  inThread?: DbHandle;
  /** What the server process needs to open the same database. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

export const JWT_SECRET = randomBytes(36).toString('base64url');

/** A fresh, migrated SQLite database in a temporary folder. */
export const freshSqlite = async (): Promise<BenchDatabase> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presidio-bench-'));
  const handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db);
  const inThread = openDatabase({ dataDir, reader: false });
  return {
    name: 'SQLite',
    handle,
    inThread,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET },
    drop: async () => {
      await inThread.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The PostgreSQL server of DATABASE_URL, or a local one with trust authentication; undefined when none answers. */
export const postgresBase = async (): Promise<string | undefined> => {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
};

/** A fresh, migrated database on that server, dropped afterwards. */
export const freshPostgres = async (base: string): Promise<BenchDatabase> => {
  const name = `presidio_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  await migrateToLatest(handle.db);
  return {
    name: 'PostgreSQL',
    handle,
    env: { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'presidio-bench-')), JWT_SECRET },
    drop: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};
