import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { translate } from '../i18n/messages';
import { createAdministrator, ZAdministrator } from './administrator';

const usage = `Creates an administrator (ROLE_ADMIN), e.g. the first one of a production install.

  npm run create-admin                      asks for every value
  npm run create-admin -- --fiscal-code RSSMRA80A01H501U --email a@b.it --first-name Mario --last-name Rossi
                                            reads the password from ADMIN_PASSWORD or asks for it`;

const main = async () => {
  const { values } = parseArgs({
    options: {
      'fiscal-code': { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (label: string, given?: string) => given ?? (await rl.question(`${label}: `));
  const raw = {
    fiscalCode: await ask('Codice fiscale', values['fiscal-code']),
    email: await ask('Email', values.email),
    firstName: await ask('Nome', values['first-name']),
    lastName: await ask('Cognome', values['last-name']),
    password: process.env.ADMIN_PASSWORD ?? (await ask('Password (almeno 10 caratteri)')),
  };
  rl.close();
  const parsed = ZAdministrator.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${translate('it', issue.message)}`);
    process.exit(1);
  }
  const config = loadConfig({ ...process.env, SEED_DEMO: 'no' });
  const { db, close } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const id = await createAdministrator(db, parsed.data);
    if (id === undefined) {
      console.error('A user with this fiscal code or email already exists.');
      process.exitCode = 1;
      return;
    }
    console.log(`Administrator created (id ${id}). Sign in at /auth/login with the fiscal code.`);
  } finally {
    await close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
