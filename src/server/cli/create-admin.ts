import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ZFiscalCode, ZPassword } from '../../shared/schemas/auth';
import { requiredEmail, optionalText, z } from '../../shared/schemas/zod';
import { loadConfig } from '../config';
import { openDatabase, nowIso } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { translate } from '../i18n/messages';
import { hashPassword } from '../resources/auth/passwords';

const ZAdmin = z.object({
  fiscalCode: ZFiscalCode,
  email: requiredEmail(),
  password: ZPassword,
  firstName: optionalText(100),
  lastName: optionalText(100),
});

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
  const parsed = ZAdmin.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${translate('it', issue.message)}`);
    process.exit(1);
  }
  const config = loadConfig({ ...process.env, SEED_DEMO: 'no' });
  const { db, close } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const input = parsed.data;
    const clash = await db
      .selectFrom('user')
      .select('id')
      .where((eb) => eb.or([eb('fiscalCode', '=', input.fiscalCode), eb('email', '=', input.email)]))
      .executeTakeFirst();
    if (clash) {
      console.error('A user with this fiscal code or email already exists.');
      process.exit(1);
    }
    const now = nowIso();
    const { id } = await db
      .insertInto('user')
      .values({ ...input, passwordHash: await hashPassword(input.password), createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('userRole').values({ userId: id, role: 'ROLE_ADMIN' }).execute();
    console.log(`Administrator created (id ${id}). Sign in at /auth/login with the fiscal code.`);
  } finally {
    await close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
