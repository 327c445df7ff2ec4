import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../src/shared/dates';
import type { MailMessage } from '../../src/server/mail';
import { DEADLINE_REMINDER_JOB, sendDeadlineReminders } from '../../src/server/resources/deadline/reminders';
import { loadConfig } from '../../src/server/config';
import { demoCompanyIds, userIdOf } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { createPerson } from '../helpers/people';

let t: TestApp;
let companies: [number, number, number];
let admin: number;
let moderator: number;
let worker: { id: number; name: string; email: string };
let spanish: { id: number; name: string; email: string };
let companyName: string;
const mails: MailMessage[] = [];

/** Today in Rome for the first run; every run of the file is a later day, at 08:00 in Rome. */
const D = '2027-03-01';
const at = (day: string) => new Date(`${day}T07:00:00Z`);
const dayPlus = (n: number) => addDays(D, n);

const insertDeadline = async (d: { companyId?: number; subjectType?: string; subjectId: number; kind: string; dueDate: string; leadDays: number; state?: string; snoozedUntil?: string; title?: string }) =>
  (
    await t.app.db
      .insertInto('deadline')
      .values({
        companyId: d.companyId ?? companies[0],
        subjectType: d.subjectType ?? 'USER',
        subjectId: d.subjectId,
        kind: d.kind,
        title: d.title ?? null,
        dueDate: d.dueDate,
        leadDays: d.leadDays,
        remindFrom: addDays(d.dueDate, -d.leadDays),
        source: 'MANUAL',
        state: d.state ?? 'OPEN',
        snoozedUntil: d.snoozedUntil ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

let lastNotification = 0;
/** The notifications written since the last call, as [user, kind, deadline kind, stage]. */
const newNotifications = async () => {
  const rows = await t.app.db.selectFrom('notification').selectAll().where('id', '>', lastNotification).where('kind', 'like', 'DEADLINE%').orderBy('id').execute();
  lastNotification = Math.max(lastNotification, ...rows.map((r) => r.id));
  return rows
    .map((r) => {
      const params = JSON.parse(r.params ?? '{}');
      return [r.userId, r.kind, String(params.kind.t).split('.').pop() ?? '', String(params.stage)] as [number, string, string, string];
    })
    .sort((a, b) => a[0] - b[0] || a[2].localeCompare(b[2]));
};
const run = async (day: string) => {
  mails.length = 0;
  const outcomes = await t.app.scheduler.runDue(at(day), [DEADLINE_REMINDER_JOB]);
  expect(outcomes).toHaveLength(1);
  expect(outcomes[0].error).toBeUndefined();
  return outcomes[0].result;
};
const stagesOf = async (deadlineId: number) =>
  (await t.app.db.selectFrom('deadlineReminder').select('stage').where('deadlineId', '=', deadlineId).execute()).map((r) => r.stage).sort();

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  admin = await userIdOf(t, 'admin');
  moderator = await userIdOf(t, 'moderator');
  // Only this file's deadlines: the demo's own would be reminded too.
  await t.app.db.deleteFrom('deadline').execute();
  const w = await createPerson(t, { firstName: 'Giulia', lastName: 'Neri', companyIds: [companies[0]] });
  const s = await createPerson(t, { firstName: 'Lucía', lastName: 'García', companyIds: [companies[0]] });
  await t.app.db.updateTable('user').set({ language: 'es' }).where('id', '=', s.id).execute();
  worker = { id: w.id, name: 'Neri Giulia', email: w.email };
  spanish = { id: s.id, name: 'García Lucía', email: s.email };
  companyName = (await t.app.db.selectFrom('company').select('name').where('id', '=', companies[2]).executeTakeFirstOrThrow()).name;
  vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message) => {
    mails.push(message);
  });
});
afterAll(() => t?.close());

describe('the daily deadline reminders', () => {
  const ids: Record<string, number> = {};

  it('is a daily job, off in tests unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).deadlineReminderJob).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).deadlineReminderJob).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEADLINE_REMINDER_JOB: 'on' }).deadlineReminderJob).toBe(true);
  });

  it('reminds whoever the kind says, at window entry, and once a deadline has expired', async () => {
    // BOTH (default): the office and the person.
    ids.decree = await insertDeadline({ subjectId: worker.id, kind: 'DECRETO_GPG', dueDate: dayPlus(100), leadDays: 120 });
    // OFFICE (default).
    ids.firstAid = await insertDeadline({ subjectId: worker.id, kind: 'FIRST_AID', dueDate: dayPlus(60), leadDays: 90 });
    // PERSON: the company's own setting.
    await t.app.db.insertInto('deadlineKindSetting').values({ companyId: companies[0], kind: 'ID_CARD', validityMonths: 120, leadDays: 60, remindTo: 'PERSON', blocks: 'NO' }).execute();
    ids.idCard = await insertDeadline({ subjectId: spanish.id, kind: 'ID_CARD', dueDate: dayPlus(45), leadDays: 60 });
    // Snoozed until the day after tomorrow.
    ids.snoozed = await insertDeadline({ subjectId: worker.id, kind: 'PORTO_ARMI', dueDate: dayPlus(20), leadDays: 120, snoozedUntil: dayPlus(2) });
    // Renewal filed: reminded only once expired.
    ids.filed = await insertDeadline({ subjectId: spanish.id, kind: 'PORTO_ARMI', dueDate: dayPlus(5), leadDays: 120, state: 'RENEWAL_FILED' });
    // A company of the administrator alone, expired three days ago.
    ids.company = await insertDeadline({ companyId: companies[2], subjectType: 'COMPANY', subjectId: companies[2], kind: 'OTHER', title: 'Certificazione UNI 10891', dueDate: dayPlus(-3), leadDays: 30 });
    // Not yet in its window, and one already DONE.
    await insertDeadline({ subjectId: spanish.id, kind: 'DECRETO_GPG', dueDate: dayPlus(200), leadDays: 120 });
    await insertDeadline({ subjectId: worker.id, kind: 'RLS', dueDate: dayPlus(3), leadDays: 60, state: 'DONE' });

    expect(await run(D)).toEqual({ reminded: 4, notifications: 7, emails: 4, failed: 0 });
    expect(await newNotifications()).toEqual([
      [admin, 'DEADLINE_REMINDER', 'DECRETO_GPG', 'WINDOW'],
      [admin, 'DEADLINE_REMINDER', 'FIRST_AID', 'WINDOW'],
      [admin, 'DEADLINE_REMINDER', 'OTHER', 'EXPIRED'],
      [moderator, 'DEADLINE_REMINDER', 'DECRETO_GPG', 'WINDOW'],
      [moderator, 'DEADLINE_REMINDER', 'FIRST_AID', 'WINDOW'],
      [worker.id, 'DEADLINE_REMINDER_OWN', 'DECRETO_GPG', 'WINDOW'],
      [spanish.id, 'DEADLINE_REMINDER_OWN', 'ID_CARD', 'WINDOW'],
    ].sort((a, b) => (a[0] as number) - (b[0] as number) || String(a[2]).localeCompare(String(b[2]))));
    expect(await stagesOf(ids.company)).toEqual(['D30', 'D7', 'EXPIRED', 'WINDOW']);
    expect(await stagesOf(ids.snoozed)).toEqual([]);
    expect(await stagesOf(ids.filed)).toEqual([]);
  });

  it('sends one digest per office user, blocking ones first, and one message per worker in their language', () => {
    const byRecipient = Object.fromEntries(mails.map((m) => [m.to, m]));
    expect(mails).toHaveLength(4);
    expect(Object.keys(byRecipient).sort()).toEqual(['laura.bianchi@presidiosicurezza.it', 'mario.rossi@presidiosicurezza.it', worker.email, spanish.email].sort());
    const adminDigest = byRecipient['mario.rossi@presidiosicurezza.it'];
    expect(adminDigest.subject).toBe('Scadenze: 2 in arrivo, 1 scaduta');
    const lines = adminDigest.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      `- Decreto di nomina GPG – ${worker.name}: Scade tra 100 giorni, il ${'09/06/2027'}. (blocca il lavoro)`,
      `- Scadenza – ${companyName}: Scaduta il 26/02/2027.`,
      `- Primo soccorso – ${worker.name}: Scade tra 60 giorni, il 30/04/2027.`,
    ]);
    expect(adminDigest.html).toContain('<li>Decreto di nomina GPG');
    expect(byRecipient['laura.bianchi@presidiosicurezza.it'].subject).toBe('Scadenze: 2 in arrivo');
    expect(byRecipient[worker.email].subject).toBe('Il tuo decreto di nomina GPG scade tra 100 giorni');
    const es = byRecipient[spanish.email];
    expect(es.subject).toBe('Tu documento de identidad vence en 45 días');
    expect(es.text).toContain('Hola, Lucía García:');
    expect(es.text).toContain('Vencimiento: 15/04/2027.');
    expect(es.text).toContain('/home/documents');
  });

  it('shows each reader the notification in their language', async () => {
    const response = await t.call({ method: 'GET', url: '/api/notification?filter={"kind":"DEADLINE_REMINDER"}', token: await t.login('admin'), headers: { 'accept-language': 'en' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((n: { title: string }) => n.title)).toContain(`Deadline: GPG appointment decree – ${worker.name}`);
    expect(response.json().map((n: { body: string }) => n.body)).toContain('Due in 100 days, on 09/06/2027.');
  });

  it('sends nothing new when run again on the same day', async () => {
    // The scheduler does not run it twice in a day; run by hand, it finds nothing owed.
    expect(await t.app.scheduler.runDue(at(D), [DEADLINE_REMINDER_JOB])).toEqual([]);
    mails.length = 0;
    const again = await sendDeadlineReminders({ db: t.app.db, mailer: t.app.mailer, now: new Date(`${D}T20:00:00Z`) });
    expect(again).toEqual({ reminded: 0, notifications: 0, emails: 0, failed: 0 });
    expect(await newNotifications()).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('keeps quiet while a deadline is snoozed, then sends the one reminder owed after a missed day', async () => {
    expect(await run(dayPlus(1))).toEqual({ reminded: 0, notifications: 0, emails: 0, failed: 0 });
    // The day after the snooze ends is missed; the next run sends one reminder (30 days), not two.
    expect(await run(dayPlus(4))).toEqual({ reminded: 1, notifications: 3, emails: 3, failed: 0 });
    expect(await newNotifications()).toEqual([
      [admin, 'DEADLINE_REMINDER', 'PORTO_ARMI', 'D30'],
      [moderator, 'DEADLINE_REMINDER', 'PORTO_ARMI', 'D30'],
      [worker.id, 'DEADLINE_REMINDER_OWN', 'PORTO_ARMI', 'D30'],
    ]);
    expect(await stagesOf(ids.snoozed)).toEqual(['D30', 'WINDOW']);
    expect(mails.find((m) => m.to === worker.email)?.subject).toBe('Il tuo porto d’armi scade tra 16 giorni');
  });

  it('reminds a renewal filed only once the deadline has expired', async () => {
    expect(await run(dayPlus(6))).toEqual({ reminded: 1, notifications: 3, emails: 3, failed: 0 });
    expect(await newNotifications()).toEqual([
      [admin, 'DEADLINE_REMINDER', 'PORTO_ARMI', 'EXPIRED'],
      [moderator, 'DEADLINE_REMINDER', 'PORTO_ARMI', 'EXPIRED'],
      [spanish.id, 'DEADLINE_REMINDER_OWN', 'PORTO_ARMI', 'EXPIRED'],
    ]);
    expect(await stagesOf(ids.filed)).toEqual(['D30', 'D7', 'EXPIRED', 'WINDOW']);
    expect(mails.find((m) => m.to === spanish.email)?.subject).toBe('Tu licencia de armas venció el 06/03/2027');
    expect(mails.find((m) => m.to === 'mario.rossi@presidiosicurezza.it')?.text).toContain('Scaduta il 06/03/2027, con il rinnovo presentato.');
  });

  it('reminds at 30 days, at 7 days and on expiry, each once', async () => {
    const expectOnly = async (day: string, stage: string) => {
      expect(await run(day)).toMatchObject({ reminded: 1, notifications: 3 });
      expect(await newNotifications()).toEqual([
        [admin, 'DEADLINE_REMINDER', 'DECRETO_GPG', stage],
        [moderator, 'DEADLINE_REMINDER', 'DECRETO_GPG', stage],
        [worker.id, 'DEADLINE_REMINDER_OWN', 'DECRETO_GPG', stage],
      ]);
    };
    // The decree's alone from here on, so that each run's count is its own.
    await t.app.db.deleteFrom('deadline').where('id', '!=', ids.decree).execute();
    await expectOnly(dayPlus(70), 'D30');
    expect(await run(dayPlus(80))).toMatchObject({ reminded: 0 });
    await expectOnly(dayPlus(93), 'D7');
    expect(await run(dayPlus(100))).toMatchObject({ reminded: 0 });
    await expectOnly(dayPlus(101), 'EXPIRED');
    expect(await stagesOf(ids.decree)).toEqual(['D30', 'D7', 'EXPIRED', 'WINDOW']);
  });

  it('starts again when the due date moves (a renewal), and skips people without an active account', async () => {
    await t.app.db.updateTable('deadline').set({ dueDate: dayPlus(110), remindFrom: dayPlus(110 - 120) }).where('id', '=', ids.decree).execute();
    await t.app.db.updateTable('user').set({ active: 0 }).where('id', '=', worker.id).execute();
    // The person cannot be reached: the office is told (BOTH), and nobody else.
    expect(await run(dayPlus(102))).toMatchObject({ reminded: 1, notifications: 2, emails: 2 });
    expect(await newNotifications()).toEqual([
      [admin, 'DEADLINE_REMINDER', 'DECRETO_GPG', 'D30'],
      [moderator, 'DEADLINE_REMINDER', 'DECRETO_GPG', 'D30'],
    ]);
  });

  it('keeps a notification within its columns however long the subject’s name', async () => {
    await t.app.db.deleteFrom('deadline').execute();
    await t.app.db.updateTable('company').set({ name: 'S'.repeat(200) }).where('id', '=', companies[2]).execute();
    await insertDeadline({ companyId: companies[2], subjectType: 'COMPANY', subjectId: companies[2], kind: 'OTHER', dueDate: dayPlus(110), leadDays: 30 });
    expect(await run(dayPlus(103))).toMatchObject({ reminded: 1, notifications: 1, failed: 0 });
    const [row] = await t.app.db.selectFrom('notification').select('title').where('id', '>', lastNotification).where('kind', '=', 'DEADLINE_REMINDER').execute();
    expect(row.title).toHaveLength(200);
  });
});
