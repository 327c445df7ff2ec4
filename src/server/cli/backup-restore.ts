import { existsSync } from 'node:fs';
import { chmod, copyFile, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import {
  BackupError,
  copyTree,
  DATABASE_FILE,
  FOLDERS,
  type Log,
  MANIFEST_FILE,
  measureTree,
  s3Hint,
  SECRET_FILE,
  type TManifest,
  ZManifest,
} from './backup-manifest';

export const PG_RESTORE_HINT =
  'The database is PostgreSQL (DATABASE_URL): this command does not restore it. Put it back with ' +
  '`pg_restore --clean --if-exists -d "$DATABASE_URL" presidio.dump` (a dump made with `pg_dump -Fc`).';

/** What the server keeps in DATA_DIR and a restore replaces (with --force); anything else there stays. */
const REPLACED = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, `${DATABASE_FILE}-journal`, SECRET_FILE, 'tmp', ...FOLDERS];
/** The lock restore itself holds (see data-dir-lock.ts): not data. */
const isLockFile = (name: string) => name.startsWith('presidio.lock') || name === 'presidio.pid';

const sameCount = (a: { count: number; bytes: number }, b: { count: number; bytes: number }) => a.count === b.count && a.bytes === b.bytes;

/** The manifest of a backup folder, once the folder is checked against it (sizes, counts, the database's own check). */
export const verifyBackup = async (folder: string): Promise<TManifest> => {
  let text;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${resolve(folder)} is not a finished Presidio backup: it has no ${MANIFEST_FILE}.`);
  }
  let parsed;
  try {
    parsed = ZManifest.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw new BackupError(`${resolve(folder, MANIFEST_FILE)} is not a manifest this version of Presidio reads.`);
  const manifest = parsed.data;
  if (manifest.database.kind === 'sqlite') {
    const file = join(folder, DATABASE_FILE);
    const size = existsSync(file) ? (await stat(file)).size : -1;
    if (size !== manifest.database.bytes) throw new BackupError(`The database of the backup is missing or not the size its manifest says (${manifest.database.bytes} bytes).`);
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const [result] = db.pragma('quick_check') as Array<{ quick_check: string }>;
      if (result?.quick_check !== 'ok') throw new BackupError(`The database of the backup is damaged: ${result?.quick_check}`);
    } finally {
      db.close();
    }
  }
  for (const name of FOLDERS) {
    const found = await measureTree(join(folder, name));
    if (!sameCount(found, manifest[name])) {
      throw new BackupError(`The backup's ${name}/ holds ${found.count} files (${found.bytes} bytes); its manifest says ${manifest[name].count} (${manifest[name].bytes} bytes).`);
    }
  }
  if (manifest.jwtSecret && !existsSync(join(folder, SECRET_FILE))) throw new BackupError(`The backup's ${SECRET_FILE} is missing.`);
  return manifest;
};

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  /** A folder `backup` wrote. */
  folder: string;
  /** Replace the data of a DATA_DIR that has some. */
  force?: boolean;
  log?: Log;
}

/**
 * Puts a backup back into DATA_DIR. It holds DATA_DIR's lock throughout, so a server running on
 * the folder makes it fail at once, and a server started meanwhile is refused until it is done.
 */
export const restore = async ({ config, folder, force = false, log = console.log }: RestoreOptions): Promise<TManifest> => {
  const manifest = await verifyBackup(folder);
  if (manifest.database.kind === 'sqlite' && config.databaseUrl) {
    throw new BackupError('This backup holds a SQLite database, but DATABASE_URL is set: unset it to restore onto SQLite in DATA_DIR.');
  }
  if (manifest.database.kind === 'postgres' && !config.databaseUrl) {
    throw new BackupError('This backup was made on PostgreSQL and holds no database: set DATABASE_URL, and restore the database with pg_restore.');
  }
  const dataDir = config.dataDir;
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(`Restore refused, nothing was changed. ${error.message}`);
    throw error;
  }
  try {
    const present = (await readdir(dataDir)).filter((name) => !isLockFile(name));
    if (present.length > 0 && !force) {
      throw new BackupError(
        `${resolve(dataDir)} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): ` +
          'restore into an empty DATA_DIR, or add --force to replace its data with the backup.',
      );
    }
    // A -wal file left beside the new database would be replayed onto it: everything the server kept goes.
    for (const name of REPLACED) await rm(join(dataDir, name), { recursive: true, force: true });

    if (config.databaseUrl) log(PG_RESTORE_HINT);
    else {
      // Copied under another name, then renamed: a restore cut short never leaves half a database.
      const partial = join(dataDir, `${DATABASE_FILE}.restoring`);
      await copyFile(join(folder, DATABASE_FILE), partial);
      await rename(partial, join(dataDir, DATABASE_FILE));
      log(`Database restored (${manifest.database.kind === 'sqlite' ? manifest.database.bytes : 0} bytes).`);
    }
    if (config.s3) log(s3Hint(config));
    const files = await copyTree(join(folder, 'files'), join(dataDir, 'files'));
    log(`Uploaded files restored: ${files.count} (${files.bytes} bytes).`);
    await copyTree(join(folder, 'mail'), join(dataDir, 'mail'));
    if (manifest.jwtSecret) {
      await copyFile(join(folder, SECRET_FILE), join(dataDir, SECRET_FILE));
      await chmod(join(dataDir, SECRET_FILE), 0o600);
    }
    log(`Backup of ${manifest.createdAt} restored into ${resolve(dataDir)}`);
    return manifest;
  } finally {
    lock.release();
  }
};
