import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { type Config, ConfigError } from '../config';

/** What a backup folder holds besides its manifest, each under the name it has in DATA_DIR. */
export const DATABASE_FILE = 'presidio.sqlite';
export const SECRET_FILE = 'jwt-secret';
/** Uploaded documents (local storage) and, without SMTP_URL, the e-mails the server "sent". */
export const FOLDERS = ['files', 'mail'] as const;
export const MANIFEST_FILE = 'manifest.json';

const ZCount = z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) });

export const ZManifest = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('sqlite'), file: z.literal(DATABASE_FILE), bytes: z.number().int().min(1) }),
    // PostgreSQL is pg_dump's to copy: the backup holds no database then.
    z.object({ kind: z.literal('postgres') }),
  ]),
  storage: z.enum(['local', 's3']),
  files: ZCount,
  mail: ZCount,
  jwtSecret: z.boolean(),
});
export type TManifest = z.infer<typeof ZManifest>;

/** A refusal or a bad backup folder, printed as it is: no stack trace for the operator. */
export class BackupError extends Error {}

export type Log = (line: string) => void;

export const PG_BACKUP_HINT =
  'The database is PostgreSQL (DATABASE_URL): this command does not copy it. Back it up with ' +
  '`pg_dump -Fc "$DATABASE_URL" -f presidio.dump` and put it back with `pg_restore --clean --if-exists -d "$DATABASE_URL" presidio.dump`.';

export const s3Hint = (config: Pick<Config, 's3'>) =>
  `Documents are in the S3 bucket ${config.s3?.bucket} (S3_BUCKET), not in DATA_DIR/files: this command does not copy them. ` +
  'Keep them with the bucket\'s versioning, or copy them with `aws s3 sync s3://<bucket> <folder>`.';

export const appVersion = async (): Promise<string> => {
  const pkg = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
};

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies a folder tree file by file (a missing source is an empty one), counting files and bytes.
 * A file the server writes meanwhile may be copied or not: documents are written before the row
 * naming them, so every row of a database copied earlier has its file.
 */
export const copyTree = async (from: string, to: string): Promise<{ count: number; bytes: number }> => {
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if (missing(error)) return { count: 0, bytes: 0 };
    throw error;
  }
  const total = { count: 0, bytes: 0 };
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyTree(source, target);
      total.count += inner.count;
      total.bytes += inner.bytes;
    } else if (entry.isFile()) {
      try {
        await copyFile(source, target);
      } catch (error) {
        if (missing(error)) continue; // removed meanwhile (a failed upload cleaning up)
        throw error;
      }
      total.count += 1;
      total.bytes += (await stat(target)).size;
    }
  }
  return total;
};

/** The files and bytes under a folder, to check a backup against its manifest. */
export const measureTree = async (folder: string): Promise<{ count: number; bytes: number }> => {
  const total = { count: 0, bytes: 0 };
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (missing(error)) return total;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    total.count += 1;
    total.bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
};

/** Runs a command of scripts/: a refusal or a bad configuration is one line and exit code 1, anything else its stack. */
export const runCommand = (command: () => Promise<unknown>) =>
  command().catch((error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
