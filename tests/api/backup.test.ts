import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, defaultBackupFolder } from '../../src/server/cli/backup';
import { measureTree, type TManifest } from '../../src/server/cli/backup-manifest';
import { restore } from '../../src/server/cli/backup-restore';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { DEMO, DEMO_PASSWORD } from '../helpers/app';
import { multipartBody, pdfFile } from '../helpers/files';
import { spawnServer, type SpawnedServer } from '../helpers/server';
import { prepareClockers, startWriteLoad } from '../helpers/write-load';

/**
 * `npm run backup` copies a running server's SQLite database and files under a write load; `npm
 * run restore` puts the copy into a fresh folder, where a new server finds every write that was
 * acknowledged before the backup began. On PostgreSQL both commands say to use pg_dump/pg_restore.
 */

const WORKERS = 4;
/** Writes of each kind acknowledged before the backup starts; the load goes on during it. */
const EACH_KIND = 10;
// Real server processes and commands: seconds each, much more on a busy machine.
const SLOW = 240_000;

const dirs: string[] = [];
const servers: SpawnedServer[] = [];
const newDir = (prefix = 'presidio-backup-') => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs scripts/<name>.ts as `npm run <name>` would, on its own environment. */
const command = (name: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', BACKUP_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });

const manifestOf = (folder: string) => JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as TManifest;

const signIn = async (url: string) => {
  const response = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fiscalCode: DEMO.admin, password: DEMO_PASSWORD }) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

describe.skipIf(process.env.DATABASE_URL)('backup and restore of a SQLite data folder (on PostgreSQL the database is pg_dump\'s: see the next block)', () => {
  it('backs up a server under writes, refuses to restore onto it, and restores into a fresh folder with every acknowledged write', { timeout: SLOW }, async () => {
    const dataDir = newDir();
    const clockers = await prepareClockers(dataDir, undefined, WORKERS);
    const server = await spawnServer(dataDir, { SEED_DEMO: 'no' });
    servers.push(server);
    await server.healthy();

    // One uploaded document, which lives in DATA_DIR/files.
    const admin = await signIn(server.url);
    const pdf = await pdfFile('Da salvare');
    const form = multipartBody({ ownerType: 'USER', ownerId: clockers[0].id, type: 'PAYSLIP' }, [{ name: 'busta.pdf', content: pdf, type: 'application/pdf' }]);
    const upload = await fetch(`${server.url}/api/document`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, ...form.headers }, body: form.payload });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const documentId = ((await upload.json()) as { id: number }).id;

    const load = startWriteLoad(server.url, clockers);
    await load.reached(EACH_KIND);
    // In this process, so that the writes acknowledged last before it are still in the WAL, not yet in the main file.
    const before = load.snapshot();
    const backupDir = join(newDir(), 'presidio-backup');
    await backup({ config: loadConfig({ DATA_DIR: dataDir }), folder: backupDir, log: () => {} });

    // While the server runs on it, restore changes nothing, even with --force, and says why.
    const refused = await command('restore', [backupDir, '--force'], { DATA_DIR: dataDir });
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('Restore refused, nothing was changed.');
    expect(refused.output).toContain(`is in use by process ${server.child.pid}`);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // The command as `npm run backup` runs it, into BACKUP_DIR, under the same load.
    const byCommand = join(newDir(), 'by-command');
    const made = await command('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: byCommand });
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(`Backup written to ${byCommand}`);
    expect(manifestOf(byCommand).database).toMatchObject({ kind: 'sqlite' });

    await load.stop();
    expect(load.acked.refused, server.output()).toEqual([]);
    // The backup was taken under writes: they went on during it and the refused restore.
    expect(load.acked.clockIns.length).toBeGreaterThan(before.clockIns.length);

    const manifest = manifestOf(backupDir);
    expect(manifest).toMatchObject({ format: 1, database: { kind: 'sqlite', file: 'presidio.sqlite' }, storage: 'local', jwtSecret: true });
    expect(manifest.appVersion).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version);
    // The demo's documents and the one uploaded: nothing wrote files during the backup.
    expect(manifest.files).toEqual(await measureTree(join(dataDir, 'files')));

    const restoreDir = newDir('presidio-restored-');
    const restored = await command('restore', [backupDir], { DATA_DIR: restoreDir });
    expect(restored.code, restored.output).toBe(0);
    // Restoring again is refused without --force, which then replaces the data.
    const again = await command('restore', [backupDir], { DATA_DIR: restoreDir });
    expect(again.code, again.output).toBe(1);
    expect(again.output).toContain(`${restoreDir} is not empty (`);
    expect(again.output).toContain('add --force');
    const forced = await command('restore', [backupDir, '--force'], { DATA_DIR: restoreDir });
    expect(forced.code, forced.output).toBe(0);

    const check = new SQLite(join(restoreDir, 'presidio.sqlite'), { readonly: true });
    expect(check.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    check.close();

    const second = await spawnServer(restoreDir, { SEED_DEMO: 'no' });
    servers.push(second);
    await second.healthy();
    const { db, close } = openDatabase({ dataDir: restoreDir, reader: false });
    try {
      const attendance = await db.selectFrom('attendance').select(['id', 'userId', 'checkOut']).where('id', 'in', before.clockIns.map((a) => a.id)).execute();
      const byId = new Map(attendance.map((row) => [row.id, row]));
      for (const { id, userId } of before.clockIns) expect(byId.get(id), `clock-in ${id}`).toMatchObject({ userId });
      for (const { id, checkOut } of before.clockOuts) {
        const stored = byId.get(id)?.checkOut;
        expect(stored ? new Date(stored).getTime() : null, `clock-out of ${id}`).toBe(new Date(checkOut).getTime());
      }
      const leaves = await db.selectFrom('permission').select(['id', 'userId']).where('id', 'in', before.leaves.map((a) => a.id)).execute();
      expect(new Map(leaves.map((row) => [row.id, row.userId]))).toEqual(new Map(before.leaves.map((a) => [a.id, a.userId])));
    } finally {
      await close();
    }

    // The restored server serves the document's bytes to a token of the first: the secret and sessions came along.
    const download = await fetch(`${second.url}/api/document/${documentId}/file`, { headers: { authorization: `Bearer ${admin}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

// No database server is needed here: the commands read DATABASE_URL and never connect.
describe('backup and restore with DATABASE_URL or S3_BUCKET set', () => {
  const PG = 'postgres://postgres@127.0.0.1:1/none';
  const dataWithFiles = () => {
    const dataDir = newDir();
    mkdirSync(join(dataDir, 'files', 'ab'), { recursive: true });
    writeFileSync(join(dataDir, 'files', 'ab', 'cd'), 'contenuto');
    writeFileSync(join(dataDir, 'jwt-secret'), 'segreto');
    return dataDir;
  };

  it('npm run backup says it does not copy PostgreSQL, names pg_dump, and still copies the local files', { timeout: 60_000 }, async () => {
    const folder = join(newDir(), 'copy');
    const made = await command('backup', [folder], { DATA_DIR: dataWithFiles(), DATABASE_URL: PG });
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('The database is PostgreSQL (DATABASE_URL): this command does not copy it.');
    expect(made.output).toContain('pg_dump -Fc');
    expect(manifestOf(folder)).toMatchObject({ database: { kind: 'postgres' }, storage: 'local', files: { count: 1, bytes: 9 }, jwtSecret: true });
  });

  it('restore names pg_restore and puts the files back; a SQLite backup is refused on PostgreSQL', async () => {
    const folder = join(newDir(), 'copy');
    const config = loadConfig({ DATA_DIR: dataWithFiles(), DATABASE_URL: PG });
    await backup({ config, folder, log: () => {} });
    const target = newDir();
    const lines: string[] = [];
    await restore({ config: { ...config, dataDir: target }, folder, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain('pg_restore --clean --if-exists');
    expect(readFileSync(join(target, 'files', 'ab', 'cd'), 'utf8')).toBe('contenuto');
    expect(readFileSync(join(target, 'jwt-secret'), 'utf8')).toBe('segreto');

    const sqliteBackup = join(newDir(), 'copy');
    mkdirSync(sqliteBackup);
    const sqlite = new SQLite(join(sqliteBackup, 'presidio.sqlite'));
    sqlite.exec('create table t (x)');
    sqlite.close();
    const bytes = statSync(join(sqliteBackup, 'presidio.sqlite')).size;
    const none = { count: 0, bytes: 0 };
    const manifest = { ...manifestOf(folder), database: { kind: 'sqlite', file: 'presidio.sqlite', bytes }, files: none, mail: none, jwtSecret: false };
    writeFileSync(join(sqliteBackup, 'manifest.json'), JSON.stringify(manifest));
    await expect(restore({ config: { ...config, dataDir: newDir() }, folder: sqliteBackup, log: () => {} })).rejects.toThrow(/DATABASE_URL is set/);
  });

  it('names a backup folder by its UTC time by default', () => {
    expect(defaultBackupFolder(new Date('2026-11-27T04:10:59.123Z'))).toBe(join('backups', 'presidio-2026-11-27T04-10-59Z'));
  });

  it('with S3_BUCKET, backup says the documents are in the bucket', async () => {
    const lines: string[] = [];
    const config = loadConfig({ DATA_DIR: newDir(), DATABASE_URL: PG, S3_BUCKET: 'presidio-docs' });
    const manifest = await backup({ config, folder: join(newDir(), 'copy'), log: (line) => lines.push(line) });
    expect(manifest).toMatchObject({ storage: 's3', files: { count: 0 } });
    expect(lines.join('\n')).toContain('Documents are in the S3 bucket presidio-docs');
    expect(lines.join('\n')).toContain('aws s3 sync');
  });

  it('restore refuses a folder that is not a finished backup, or whose files do not match its manifest', async () => {
    const folder = join(newDir(), 'copy');
    const config = loadConfig({ DATA_DIR: dataWithFiles(), DATABASE_URL: PG });
    await backup({ config, folder, log: () => {} });
    writeFileSync(join(folder, 'files', 'ab', 'cd'), 'altro contenuto');
    await expect(restore({ config: { ...config, dataDir: newDir() }, folder, log: () => {} })).rejects.toThrow(/holds 1 files \(15 bytes\); its manifest says 1 \(9 bytes\)/);
    rmSync(join(folder, 'manifest.json'));
    await expect(restore({ config: { ...config, dataDir: newDir() }, folder, log: () => {} })).rejects.toThrow(/not a finished Presidio backup/);
  });
});
