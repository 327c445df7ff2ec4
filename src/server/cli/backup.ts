import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';
import {
  appVersion,
  BackupError,
  copyTree,
  DATABASE_FILE,
  type Log,
  MANIFEST_FILE,
  PG_BACKUP_HINT,
  s3Hint,
  SECRET_FILE,
  type TManifest,
} from './backup-manifest';

/** backups/presidio-2026-11-27T04-10-59Z: UTC, without the colons some file systems refuse. */
export const defaultBackupFolder = (now = new Date()) => join('backups', `presidio-${now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}`);

/**
 * Copies the SQLite database with SQLite's online backup API, beside a running server. All pages
 * go in one step, so the copy is one read transaction: in WAL mode the server's writes go on
 * meanwhile, and the copy is the database as it was when the step began. (In small steps, each
 * write of the server would make SQLite start the copy over.)
 */
const backupSqlite = async (dataDir: string, target: string): Promise<number> => {
  const source = join(dataDir, DATABASE_FILE);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const copy = new SQLite(target);
  try {
    const [result] = copy.pragma('integrity_check') as Array<{ integrity_check: string }>;
    if (result?.integrity_check !== 'ok') throw new BackupError(`The copy of the database failed its integrity check: ${result?.integrity_check}`);
    // The copy stands alone: no -wal file must travel with it.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return (await stat(target)).size;
};

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  /** The new folder; it must not exist or be empty. */
  folder: string;
  log?: Log;
}

/** Writes a backup of DATA_DIR (and of the SQLite database) into a new folder; answers its manifest. */
export const backup = async ({ config, folder, log = console.log }: BackupOptions): Promise<TManifest> => {
  if (existsSync(folder) && readdirSync(folder).length > 0) throw new BackupError(`${resolve(folder)} is not empty: give a new folder.`);
  const database = join(config.dataDir, DATABASE_FILE);
  if (!config.databaseUrl && !existsSync(database)) throw new BackupError(`There is no database at ${resolve(database)}: check DATA_DIR.`);
  await mkdir(folder, { recursive: true });
  const createdAt = new Date().toISOString();

  // The database first: every document its rows name was written before them, so the files copied next are all there.
  let copied: TManifest['database'];
  if (config.databaseUrl) {
    log(PG_BACKUP_HINT);
    copied = { kind: 'postgres' };
  } else {
    copied = { kind: 'sqlite', file: DATABASE_FILE, bytes: await backupSqlite(config.dataDir, join(folder, DATABASE_FILE)) };
    log(`Database copied: ${copied.bytes} bytes.`);
  }

  if (config.s3) log(s3Hint(config));
  const files = await copyTree(join(config.dataDir, 'files'), join(folder, 'files'));
  if (!config.s3 || files.count > 0) log(`Uploaded files copied: ${files.count} (${files.bytes} bytes).`);
  const mail = await copyTree(join(config.dataDir, 'mail'), join(folder, 'mail'));
  const jwtSecret = existsSync(join(config.dataDir, SECRET_FILE));
  if (jwtSecret) await copyFile(join(config.dataDir, SECRET_FILE), join(folder, SECRET_FILE));

  const manifest: TManifest = {
    format: 1,
    createdAt,
    appVersion: await appVersion(),
    database: copied,
    storage: config.s3 ? 's3' : 'local',
    files,
    mail,
    jwtSecret,
  };
  // Written last: a folder without a manifest is a backup that did not finish, and restore refuses it.
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`Backup written to ${resolve(folder)}`);
  return manifest;
};
