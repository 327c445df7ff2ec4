import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';

/** Who holds a data folder, as the holder wrote it in DATA_DIR/presidio.pid (for the message only). */
export interface LockHolder {
  pid: number;
  startedAt: string;
  port?: number;
  host?: string;
}

export interface DataDirLock {
  /** Records the address the server listens at, for the message another server would print. */
  listening: (address: { port: number; host: string }) => void;
  /** Lets the folder go (the OS does it as well when the process ends, however it ends). */
  release: () => void;
}

/** Another process holds the data folder. */
export class DataDirLockedError extends Error {}

const LOCK_FILE = 'presidio.lock';
const HOLDER_FILE = 'presidio.pid';

const readHolder = (dataDir: string): LockHolder | undefined => {
  try {
    return JSON.parse(readFileSync(join(dataDir, HOLDER_FILE), 'utf8')) as LockHolder;
  } catch {
    return undefined; // the holder is starting, or is an older server that wrote no such file
  }
};

const describeHolder = (holder: LockHolder | undefined) => {
  if (!holder) return 'by a process that did not say which';
  const where = holder.port ? `, port ${holder.port}` : '';
  return `by process ${holder.pid} (started ${holder.startedAt}${where})`;
};

/**
 * Makes this process the only server of a SQLite data folder: two servers on one SQLite file
 * would each keep their own in-process state (caches, jobs) over one database, and one of them
 * was seen sitting open and idle. The lock is an exclusive SQLite transaction held open on
 * DATA_DIR/presidio.lock: SQLite takes it with fcntl, which the OS drops when the process ends,
 * even by SIGKILL, so a crash never leaves a stale lock. Throws DataDirLockedError at once
 * (never waits) when another process holds it. Short tools (create-admin) do not take it: they
 * write through SQLite's own locking beside a running server.
 */
export const lockDataDir = (dataDir: string, { port }: { port?: number } = {}): DataDirLock => {
  mkdirSync(dataDir, { recursive: true });
  const lock = new SQLite(join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new DataDirLockedError(
      `The data folder ${resolve(dataDir)} is in use ${describeHolder(readHolder(dataDir))}: ` +
        'another Presidio server runs on it. Stop that server first, or give this one another DATA_DIR.',
    );
  }
  const holder: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), ...(port ? { port } : {}) };
  const write = () => writeFileSync(join(dataDir, HOLDER_FILE), `${JSON.stringify(holder)}\n`);
  write();
  let held = true;
  return {
    listening: ({ port: actual, host }) => {
      Object.assign(holder, { port: actual, host });
      write();
    },
    release: () => {
      if (!held) return;
      held = false;
      // The holder file goes while the lock is still ours, so it never removes a successor's.
      rmSync(join(dataDir, HOLDER_FILE), { force: true });
      lock.close();
    },
  };
};
