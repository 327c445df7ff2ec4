import type { CompiledQuery, DatabaseConnection, Dialect, Driver, OperationNode, QueryResult, TransactionSettings } from 'kysely';

/**
 * Which tables a statement writes, as the database names them (the statement reaching the driver
 * has been through the app's plugins: 'user_company', not 'userCompany'). `undefined` when it
 * writes and the tables cannot be told (raw SQL not of the plain forms), or when it deletes: a
 * delete may cascade to tables it does not name, so it counts as a change to every table. An
 * empty list: it writes nothing.
 */
export type Written = string[] | undefined;

const WRITING_NODES: Record<string, string> = { InsertQueryNode: 'into', UpdateQueryNode: 'table', MergeQueryNode: 'into' };

/** The table names of the `TableNode`s under a node (through aliases and FROM lists). */
export const tableNames = (node: unknown, names: string[] = []): string[] => {
  if (!node || typeof node !== 'object') return names;
  if (Array.isArray(node)) {
    for (const child of node) tableNames(child, names);
    return names;
  }
  if ((node as { kind?: string }).kind === 'TableNode') {
    names.push((node as { table: { identifier: { name: string } } }).table.identifier.name);
    return names;
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'kind') tableNames(child, names);
  return names;
};

const RAW_WRITE = /\b(insert|update|delete|merge|truncate|replace)\b/i;
const RAW_TARGET = /\b(?:insert\s+(?:or\s+\w+\s+)?into|update(?:\s+or\s+\w+)?|merge\s+into)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables of a raw statement, if it writes only by insert, update or merge into named tables. */
const rawWritten = (text: string): Written => {
  if (!RAW_WRITE.test(text)) return [];
  if (/\b(delete|truncate|replace\s+into)\b/i.test(text)) return undefined;
  const names = [...text.matchAll(RAW_TARGET)].map((match) => match[1].toLowerCase());
  return names.length ? names : undefined;
};

/** What a statement writes: every insert, update or merge in it (a CTE's too), any delete counting as everything. */
export const writtenBy = (node: OperationNode): Written => {
  if (node.kind === 'RawNode') return rawWritten((node as unknown as { sqlFragments: readonly string[] }).sqlFragments.join(' '));
  const names: string[] = [];
  let unknown = false;
  const visit = (child: unknown) => {
    if (unknown || !child || typeof child !== 'object') return;
    if (Array.isArray(child)) return child.forEach(visit);
    const kind = (child as { kind?: string }).kind;
    if (kind === 'DeleteQueryNode') {
      unknown = true;
      return;
    }
    if (kind === 'RawNode') {
      const raw = rawWritten((child as { sqlFragments: readonly string[] }).sqlFragments.join(' '));
      if (raw === undefined) unknown = true;
      else names.push(...raw);
      return;
    }
    const target = kind ? WRITING_NODES[kind] : undefined;
    if (target) names.push(...tableNames((child as Record<string, unknown>)[target]));
    for (const [key, value] of Object.entries(child)) if (key !== 'kind') visit(value);
  };
  visit(node);
  return unknown ? undefined : [...new Set(names)];
};

/** Told once the writes of a statement outside a transaction, or of a whole transaction, are committed. */
export type OnCommitted = (written: Written) => void;

/** This process's committed writes (db/changes.ts reads them): a version per table, and one for every table at once. */
const committedVersions = new Map<string, number>();
let everyTable = 0;

/** Counts committed writes: `undefined` for every table. */
export const noteCommitted: OnCommitted = (tables) => {
  if (!tables) everyTable += 1;
  else for (const table of tables) committedVersions.set(table, (committedVersions.get(table) ?? 0) + 1);
};

/** The versions a read of `tables` begins from: every table's, then each one's. */
export const committedVersionsOf = (tables: readonly string[]): number[] => [everyTable, ...tables.map((table) => committedVersions.get(table) ?? 0)];

class NotingConnection implements DatabaseConnection {
  /** Within a transaction: what it wrote so far (undefined: a table that cannot be told). */
  pending: Written = [];
  inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly committed: OnCommitted,
  ) {}

  private note(written: Written) {
    if (written && !written.length) return;
    if (!this.inTransaction) return this.committed(written);
    this.pending = written && this.pending ? [...new Set([...this.pending, ...written])] : undefined;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const written = writtenBy(compiledQuery.query);
    try {
      return await this.inner.executeQuery<R>(compiledQuery);
    } finally {
      // A failed statement may still have written (outside a transaction, a part of it): counted all the same.
      this.note(written);
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.note(writtenBy(compiledQuery.query));
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as NotingConnection).inner;

const notingDriver = (driver: Driver, committed: OnCommitted): Driver => ({
  init: () => driver.init(),
  acquireConnection: async () => new NotingConnection(await driver.acquireConnection(), committed),
  beginTransaction: async (connection, settings: TransactionSettings) => {
    await driver.beginTransaction(innerOf(connection), settings);
    Object.assign(connection, { inTransaction: true, pending: [] });
  },
  commitTransaction: async (connection) => {
    const noting = connection as NotingConnection;
    try {
      await driver.commitTransaction(noting.inner);
    } finally {
      // Told after the commit: a reader that begins from now on sees what was written.
      noting.inTransaction = false;
      const written = noting.pending;
      noting.pending = [];
      if (!written || written.length) committed(written);
    }
  },
  rollbackTransaction: async (connection) => {
    const noting = connection as NotingConnection;
    try {
      await driver.rollbackTransaction(noting.inner);
    } finally {
      noting.inTransaction = false;
      noting.pending = [];
    }
  },
  savepoint: driver.savepoint && ((connection, name, compile) => driver.savepoint!(innerOf(connection), name, compile)),
  rollbackToSavepoint: driver.rollbackToSavepoint && ((connection, name, compile) => driver.rollbackToSavepoint!(innerOf(connection), name, compile)),
  releaseSavepoint: driver.releaseSavepoint && ((connection, name, compile) => driver.releaseSavepoint!(innerOf(connection), name, compile)),
  releaseConnection: (connection) => driver.releaseConnection(innerOf(connection)),
  destroy: () => driver.destroy(),
});

/**
 * The dialect with a driver that tells `committed` which tables were written once they are
 * committed: a statement outside a transaction when it has run, a transaction's statements when
 * it commits (nothing when it rolls back). Whatever the statement's origin: a route, a job, a test.
 */
export const notingCommits = (dialect: Dialect, committed: OnCommitted = noteCommitted): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createDriver: () => notingDriver(dialect.createDriver(), committed),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});
