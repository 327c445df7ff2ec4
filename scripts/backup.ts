// npm run backup [-- <folder>]: a copy of DATA_DIR's database and files, safe while the server runs.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { backup, defaultBackupFolder } from '../src/server/cli/backup';
import { runCommand } from '../src/server/cli/backup-manifest';

const usage = `Writes a backup of the data in DATA_DIR (the SQLite database, uploaded files, the sign-in secret) into a new folder.

  npm run backup                      into BACKUP_DIR, or backups/presidio-<UTC time>
  npm run backup -- <folder>          into <folder>`;

await runCommand(async () => {
  const { values, positionals } = parseArgs({ options: { help: { type: 'boolean' } }, allowPositionals: true });
  if (values.help || positionals.length > 1) return console.log(usage);
  const folder = positionals[0] ?? (process.env.BACKUP_DIR || defaultBackupFolder());
  await backup({ config: loadConfig(), folder });
});
