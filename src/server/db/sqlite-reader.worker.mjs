// The SQLite reader's thread (see sqlite-reader.ts): a read-only connection to the database file
// that answers the statements posted to it, one at a time, off the server's event loop. Plain
// JavaScript, so that Node runs it as it is under tsx, Vitest and `npm start` alike.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const database = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
database.pragma(`busy_timeout = ${workerData.busyTimeoutMs}`);

/** Prepared once per text and reused, the oldest forgotten past `keptStatements`. */
const statements = new Map();
const prepared = (text) => {
  let statement = statements.get(text);
  if (!statement) {
    statement = database.prepare(text);
    if (statements.size >= workerData.keptStatements) statements.delete(statements.keys().next().value);
    statements.set(text, statement);
  }
  return statement;
};

parentPort.on('message', ({ id, text, parameters }) => {
  try {
    const statement = prepared(text);
    // A reader's connection is read-only: SQLite itself refuses a write.
    if (!statement.reader) throw Object.assign(new Error('the reader runs statements that return rows only'), { code: 'READER_NOT_A_QUERY' });
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
