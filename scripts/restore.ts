// npm run restore -- <folder> [--force]: puts a backup back into DATA_DIR, with the server stopped.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { runCommand } from '../src/server/cli/backup-manifest';
import { restore } from '../src/server/cli/backup-restore';

const usage = `Puts a backup written by npm run backup back into DATA_DIR. Stop the server first.

  npm run restore -- <folder>            into an empty (or new) DATA_DIR
  npm run restore -- <folder> --force    replacing the database and files DATA_DIR has`;

await runCommand(async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' }, help: { type: 'boolean' } }, allowPositionals: true });
  if (values.help || positionals.length !== 1) {
    console.log(usage);
    if (!values.help) process.exitCode = 1;
    return;
  }
  await restore({ config: loadConfig(), folder: positionals[0], force: values.force ?? false });
});
