import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { mailDirOf } from '../../src/server/mail/transport';
import { DEADLINE_REMINDER_JOB } from '../../src/server/resources/deadline/reminders';
import { demoCompanyIds, userIdOf } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { parseMail, startSmtp, type TestSmtp } from '../helpers/smtp';

const insertDeadline = async (t: TestApp, d: { companyId: number; subjectId: number; kind: string; dueDate: string; leadDays: number }) =>
  (
    await t.app.db
      .insertInto('deadline')
      .values({ ...d, subjectType: 'USER', title: null, remindFrom: addDays(d.dueDate, -d.leadDays), source: 'MANUAL', state: 'OPEN' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('the mail configuration', () => {
  it('takes an smtp:// or smtps:// URL and a sender, with a default sender', () => {
    expect(loadConfig({}).mailFrom).toBe('Presidio <no-reply@presidio.local>');
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Ufficio <ufficio@example.com>' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Ufficio <ufficio@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:25' })).toThrow(ConfigError);
  });
});

describe('e-mail over SMTP', () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url({ user: 'presidio', pass: 'segreta' }), MAIL_FROM: 'Presidio Sicurezza <scadenze@presidio.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends through the configured server, signed in, from MAIL_FROM', async () => {
    await t.app.mailer.send({ to: 'giulia.neri@example.it', subject: 'Il tuo porto d’armi scade tra 45 giorni', text: 'Buongiorno Giulia,\n\nscadenza il 10/01/2027: è ora di rinnovarlo.\n' });
    const [mail] = await smtp.waitFor(1);
    expect(mail.user).toBe('presidio');
    expect(mail.envelopeFrom).toBe('scadenze@presidio.test');
    expect(mail.envelopeTo).toEqual(['giulia.neri@example.it']);
    expect(mail.from).toBe('Presidio Sicurezza <scadenze@presidio.test>');
    expect(mail.to).toBe('giulia.neri@example.it');
    expect(mail.subject).toBe('Il tuo porto d’armi scade tra 45 giorni');
    expect(mail.text).toBe('Buongiorno Giulia,\n\nscadenza il 10/01/2027: è ora di rinnovarlo.\n');
  });

  it('delivers the daily digest to each office user, and counts the messages the server refused', async () => {
    const [company] = await demoCompanyIds(t);
    const worker = await userIdOf(t, 'worker');
    await t.app.db.deleteFrom('deadline').execute();
    await insertDeadline(t, { companyId: company, subjectId: worker, kind: 'FIRST_AID', dueDate: '2027-05-20', leadDays: 90 });
    const before = smtp.received.length;
    const [outcome] = await t.app.scheduler.runDue(new Date('2027-04-01T07:00:00Z'), [DEADLINE_REMINDER_JOB]);
    expect(outcome.result).toEqual({ reminded: 1, notifications: 2, emails: 2, failed: 0 });
    const received = (await smtp.waitFor(before + 2)).slice(before);
    expect(received.map((m) => m.to).sort()).toEqual(['laura.bianchi@presidiosicurezza.it', 'mario.rossi@presidiosicurezza.it']);
    for (const mail of received) {
      expect(mail.subject).toBe('Scadenze: 1 in arrivo');
      expect(mail.text).toContain('- Primo soccorso – Verdi Giuseppe: Scade tra 49 giorni, il 20/05/2027.');
      expect(mail.html).toContain('<li>Primo soccorso – Verdi Giuseppe');
    }

    await insertDeadline(t, { companyId: company, subjectId: worker, kind: 'RLS', dueDate: '2027-05-01', leadDays: 60 });
    smtp.refuse(true);
    try {
      const [refused] = await t.app.scheduler.runDue(new Date('2027-04-02T07:00:00Z'), [DEADLINE_REMINDER_JOB]);
      // The reminders and notifications stand; the run goes on past each refusal and reports them.
      expect(refused.error).toBeUndefined();
      expect(refused.result).toEqual({ reminded: 1, notifications: 2, emails: 0, failed: 2 });
    } finally {
      smtp.refuse(false);
    }
  });
});

describe('e-mail without SMTP', () => {
  let t: TestApp;
  const log = new PassThrough();
  const lines: string[] = [];

  beforeAll(async () => {
    log.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log });
  });
  afterAll(() => t?.close());

  it('writes each message to DATA_DIR/mail as an .eml file and logs its recipient and subject', async () => {
    await t.app.mailer.send({ to: 'lucia.garcia@example.it', subject: 'Tu licencia de armas vence en 45 días', text: 'Hola, Lucía:\n\nvence el 10/01/2027.\n', html: '<p>Hola, Lucía</p>' });
    const dir = mailDirOf(t.config.dataDir);
    const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = parseMail(readFileSync(join(dir, files[0]), 'latin1'));
    expect(mail.from).toBe('Presidio <no-reply@presidio.local>');
    expect(mail.to).toBe('lucia.garcia@example.it');
    expect(mail.subject).toBe('Tu licencia de armas vence en 45 días');
    expect(mail.text).toBe('Hola, Lucía:\n\nvence el 10/01/2027.\n');
    expect(mail.html).toBe('<p>Hola, Lucía</p>');
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.file?.endsWith(files[0]));
    expect(logged).toMatchObject({ to: 'lucia.garcia@example.it', subject: 'Tu licencia de armas vence en 45 días' });
  });
});

describe.runIf(process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp(t.config, { staticRoot: join(t.config.dataDir, 'no-app') });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('remind once: the job runs on one server at a time', async () => {
    const [company] = await demoCompanyIds(t);
    const worker = await userIdOf(t, 'worker');
    await t.app.db.deleteFrom('deadline').execute();
    for (let i = 0; i < 20; i += 1) await insertDeadline(t, { companyId: company, subjectId: worker, kind: 'OTHER', dueDate: addDays('2027-06-01', i), leadDays: 30 });
    const now = new Date('2027-05-25T07:00:00Z');
    const outcomes = (await Promise.all([t.app.scheduler.runDue(now, [DEADLINE_REMINDER_JOB]), second.scheduler.runDue(now, [DEADLINE_REMINDER_JOB])])).flat();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0].result).toMatchObject({ reminded: 20, notifications: 40 });
    const { count } = await t.app.db
      .selectFrom('notification')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('kind', '=', 'DEADLINE_REMINDER')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(40);
  });
});
