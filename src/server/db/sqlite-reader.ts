import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

interface Answer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

export interface ReaderOptions {
  /** The database file, which the server's own connection has created and migrated. */
  file: string;
  /** How long a statement waits for a lock (SQLite's busy_timeout). */
  busyTimeoutMs: number;
  /** How many prepared statements the thread keeps, the oldest forgotten past them. */
  keptStatements: number;
}

/**
 * A second, read-only connection to the SQLite file in a thread of its own: the statements posted
 * to it run beside the server's event loop instead of in it, so a long read (the back office's
 * list) and the HTTP work around it use two cores. WAL lets it read while the server's connection
 * writes; each statement reads what was committed when it began, so a read that follows a write's
 * answer sees that write. The thread starts at the first statement and again after a crash.
 */
export class SqliteReader {
  #worker: Worker | undefined;
  #pending = new Map<number, Pending>();
  #next = 0;
  #closed = false;

  constructor(private readonly options: ReaderOptions) {}

  #start() {
    const worker = new Worker(new URL('./sqlite-reader.worker.mjs', import.meta.url), {
      workerData: this.options,
    });
    worker.on('message', ({ id, rows, error }: Answer) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      this.#pending.delete(id);
      if (!this.#pending.size) worker.unref();
      if (error) pending.reject(Object.assign(new Error(error.message), { code: error.code }));
      else pending.resolve(rows ?? []);
    });
    const lost = (cause: { message?: string; code?: string }) => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      // An error thrown in the thread arrives as a plain object, SQLite's own without its message.
      const error = Object.assign(new Error(`the SQLite reader's thread stopped: ${cause.message || cause.code}`), { code: cause.code });
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost({ message: `exit code ${code}` }));
    return worker;
  }

  /** The rows of a statement that returns rows, run on the reader's connection. */
  query<R>(text: string, parameters: readonly unknown[]): Promise<R[]> {
    if (this.#closed) return Promise.reject(new Error('the SQLite reader is closed'));
    this.#worker ??= this.#start();
    const worker = this.#worker;
    const id = (this.#next += 1);
    return new Promise<R[]>((resolve, reject) => {
      // Waited for, it keeps the process alive; idle, it does not.
      if (!this.#pending.size) worker.ref();
      this.#pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ id, text, parameters });
    });
  }

  /** How long the reader's thread has been busy running statements, in ms (for the benchmark). */
  busyMs(): number {
    return this.#worker?.performance.eventLoopUtilization().active ?? 0;
  }

  async close() {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    for (const pending of this.#pending.values()) pending.reject(new Error('the SQLite reader is closed'));
    this.#pending.clear();
    if (worker) await worker.terminate();
  }
}

class ReaderConnection implements DatabaseConnection {
  constructor(private readonly reader: SqliteReader) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: await this.reader.query<R>(query.sql, query.parameters) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the SQLite reader does not stream');
  }
}

/** Kysely over the reader: reads only, no transactions (a transaction's reads belong on its own connection). */
class ReaderDriver implements Driver {
  readonly #connection: ReaderConnection;

  constructor(private readonly reader: SqliteReader) {
    this.#connection = new ReaderConnection(reader);
  }

  async init() {}
  // Statements are queued to the one thread in order; any number may wait at once.
  async acquireConnection() {
    return this.#connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the SQLite reader reads only: no transactions');
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {
    await this.reader.close();
  }
}

export const readerDialect = (reader: SqliteReader): Dialect => ({
  createAdapter: () => new SqliteAdapter(),
  createDriver: () => new ReaderDriver(reader),
  createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  createQueryCompiler: () => new SqliteQueryCompiler(),
});
