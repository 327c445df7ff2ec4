import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, type RawBuilder, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { readerDialect, SqliteReader } from './sqlite-reader';
import { notingCommits } from './written-tables';

export type Db = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** The database behind a handle or transaction. */
export const dialectOf = (db: DbOrTx): Dialect => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

const unplugged = new WeakMap<DbOrTx, DbOrTx>();
/**
 * The database without its plugins (the camel-case names), for statements written under the
 * API's names: made once per database or transaction, not for every statement.
 */
export const withoutPlugins = (db: DbOrTx): DbOrTx => {
  let bare = unplugged.get(db);
  if (!bare) unplugged.set(db, (bare = db.withoutPlugins()));
  return bare;
};

const pageSize = (limit: number): number => {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`not a page size: ${limit}`);
  return limit;
};

/** A page size written into a statement's text: a whole number, which the list protocol bounds. */
export const literalLimit = (limit: number): RawBuilder<number> => sql.lit(pageSize(limit));

/**
 * A page's LIMIT as a statement takes it. SQLite plans with the value of a LIMIT given as a
 * parameter, so it prepares such a statement again at every run: 110 µs of the attendance list's
 * 300. There the limit is written into the text (see literalLimit), which is kept per limit like
 * any other; PostgreSQL takes it as a parameter.
 */
export const pageLimit = (db: DbOrTx, limit: number): number | RawBuilder<number> =>
  dialectOf(db) === 'sqlite' ? literalLimit(limit) : pageSize(limit);

export interface ListenHandlers {
  /** A notification arrived on the channel, with its payload. */
  notify: (payload: string) => void;
  /** Listening: from now on no notification is missed. */
  up: () => void;
  /** Not listening (yet, or any more: then with the error); notifications may be missed until `up`. */
  down: (error?: Error) => void;
}

/** Hears a channel's notifications on a connection of its own, connecting again after a loss. */
export type Listen = (channel: string, handlers: ListenHandlers) => { close: () => Promise<void> };

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
  /** PostgreSQL only: LISTEN for NOTIFY from any connection to the same database. */
  listen?: Listen;
  /** SQLite only: the read-only connection in a thread of its own that long reads use (see readerOf). */
  reader?: SqliteReader;
}

/** pg answers timestamps as Date and int8 as string; make them what SQLite answers. */
const configurePgTypes = () => {
  const toIso = (value: string) => new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
  pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, toIso);
  pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value: string) => toIso(`${value}Z`));
  pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
};

/**
 * Kysely prepares every statement anew, and with better-sqlite3 preparing costs as much as running
 * a short query: keep the statements of the most recent SQL texts. Kysely runs each statement to
 * completion before the next (no streaming here), so a cached statement is never busy.
 */
const cacheStatements = (sqlite: SQLite.Database, size: number): SQLite.Database => {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) return statement;
    statement = prepare(source);
    if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    cache.set(source, statement);
    return statement;
  }) as SQLite.Database['prepare'];
  return sqlite;
};

/**
 * Statement texts written once per shape and kept: the few statements that run on every request
 * cost several times more to build with the query builder than the database takes to answer them.
 * Keyed by the dialect's adapter, which a database and its transactions share.
 */
const textsByDialect = new WeakMap<object, Map<string, string>>();
/** Shapes a caller can vary (page sizes, companies) are many: the oldest written is forgotten past this. */
const KEPT_TEXTS = 500;
export const keptStatement = (db: DbOrTx, key: string, build: () => string): string => {
  const adapter = db.getExecutor().adapter;
  let texts = textsByDialect.get(adapter);
  if (!texts) textsByDialect.set(adapter, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) {
    text = build();
    if (texts.size >= KEPT_TEXTS) texts.delete(texts.keys().next().value as string);
    texts.set(key, text);
  }
  return text;
};

/**
 * Statements PostgreSQL keeps prepared on each connection, by name: the few that run on every
 * request, whose planning cost the server about a third of their time. Register a statement's
 * text once (a fixed text with parameters; never one that changes with its values). Shapes a
 * caller can vary are many: past the first few dozen, a text runs as any other, planned each time,
 * so neither this map nor a connection's prepared statements grow without end. SQLite keeps its
 * own prepared statements (see cacheStatements).
 */
const PREPARED_TEXTS = 50;
/** Each database's own registered texts (by its adapter, which its transactions share): one server's, or one test's. */
const serverPrepared = new WeakMap<object, Map<string, string>>();
export const preparedOnServer = (db: DbOrTx, text: string): string => {
  const registered = dialectOf(db) === 'postgres' ? serverPrepared.get(db.getExecutor().adapter) : undefined;
  if (registered && !registered.has(text) && registered.size < PREPARED_TEXTS) registered.set(text, `presidio_${registered.size + 1}`);
  return text;
};

/** Each new connection runs the registered texts as named (prepared) statements; every other query as before. */
const prepareRegistered = (registered: Map<string, string>) => (client: pg.PoolClient) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && callback === undefined ? registered.get(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, callback);
  };
};

const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 30_000;

const listenOn =
  (connectionString: string): Listen =>
  (channel, { notify, up, down }) => {
    let client: pg.Client | undefined;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    let delay = RELISTEN_FIRST_MS;

    const drop = (c: pg.Client) => {
      c.removeAllListeners();
      c.on('error', () => {});
      return c.end().catch(() => {});
    };
    const connect = async () => {
      const c = new pg.Client({ connectionString });
      client = c;
      const lost = (error?: Error) => {
        if (client !== c) return;
        client = undefined;
        void drop(c);
        down(error ?? new Error('the notifications connection ended'));
        if (!closed) retry = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, RELISTEN_MAX_MS);
      };
      c.on('error', lost);
      c.on('end', () => lost());
      c.on('notification', (message) => {
        if (message.channel === channel) notify(message.payload ?? '');
      });
      try {
        await c.connect();
        await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        lost(error as Error);
        return;
      }
      if (client !== c) return;
      delay = RELISTEN_FIRST_MS;
      up();
    };

    down();
    void connect();
    return {
      close: async () => {
        closed = true;
        clearTimeout(retry);
        const c = client;
        client = undefined;
        if (c) await drop(c);
      },
    };
  };

/** Both SQLite connections, the server's and the reader's: how long a statement waits for a lock, and how many prepared statements each keeps. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;
const SQLITE_KEPT_STATEMENTS = 500;

/**
 * The database of the configuration: PostgreSQL at `databaseUrl`, else the SQLite file in
 * `dataDir` with its reader (`reader: false` leaves every read in the caller's thread, as the
 * benchmark's comparison needs).
 */
export const openDatabase = ({ databaseUrl, dataDir, reader: withReader = true }: { databaseUrl?: string; dataDir: string; reader?: boolean }): DbHandle => {
  const plugins = [new CamelCasePlugin()];
  if (databaseUrl) {
    configurePgTypes();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c TimeZone=UTC' });
    const registered = new Map<string, string>();
    pool.on('connect', prepareRegistered(registered));
    const db = new Kysely<Database>({ dialect: notingCommits(new PostgresDialect({ pool })), plugins });
    serverPrepared.set(db.getExecutor().adapter, registered);
    return { db, dialect: 'postgres', close: () => db.destroy(), listen: listenOn(databaseUrl) };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'presidio.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: notingCommits(new SqliteDialect({ database: cacheStatements(sqlite, SQLITE_KEPT_STATEMENTS) })), plugins });
  if (!withReader) return { db, dialect: 'sqlite', close: () => db.destroy() };
  const reader = new SqliteReader({ file, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS, keptStatements: SQLITE_KEPT_STATEMENTS });
  const readerDb = new Kysely<Database>({ dialect: readerDialect(reader), plugins });
  readers.set(db.getExecutor().adapter, readerDb);
  return {
    db,
    dialect: 'sqlite',
    reader,
    close: async () => {
      await readerDb.destroy();
      await db.destroy();
    },
  };
};

/** By the adapter, which a database shares with the instances its plugins make (and its transactions). */
const readers = new WeakMap<object, Db>();
/**
 * Where a long read runs: on SQLite, the reader's connection in a thread of its own (see
 * SqliteReader), beside the event loop; in a transaction (whose reads must see its own writes),
 * or on PostgreSQL (whose statements run in its own processes), the same database.
 */
export const readerOf = (db: DbOrTx): DbOrTx => (db.isTransaction ? db : (readers.get(db.getExecutor().adapter) ?? db));

const codeOf = (error: unknown): string => String((error as { code?: unknown })?.code ?? '');

export const isUniqueViolation = (error: unknown): boolean =>
  ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'].includes(codeOf(error));

export const isForeignKeyViolation = (error: unknown): boolean =>
  ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(error));

/** The name of the violated unique constraint or column list, to tell which field clashed. */
export const violatedConstraint = (error: unknown): string => {
  const e = error as { constraint?: string; message?: string };
  return `${e.constraint ?? ''} ${e.message ?? ''}`;
};

export const nowIso = (): string => new Date().toISOString();
