import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { todayInRome } from '../../../shared/dates';
import type { TDeadlineKindCode } from '../../../shared/schemas/deadline';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { translate } from '../../i18n/messages';
import type { MailMessage, Mailer } from '../../mail/transport';
import type { Job } from '../../plugins/scheduler';
import { type MessageParams, resolveParams } from '../notification/service';
import { type KindSetting, kindSettingsOf } from './kinds';
import { digestMail, OWN_LINK, officeLinkOf, ownMail, type ReminderItem, reminderItemOf } from './reminder-mail';
import {
  claimReminders,
  findActiveUsers,
  findOfficeRecipients,
  findReminderCandidates,
  insertReminderNotifications,
  type Recipient,
  type ReminderCandidate,
  type ReminderNotification,
} from './reminder-repository';

export const DEADLINE_REMINDER_JOB = 'deadline-reminders';
const DAY_MS = 86_400_000;
/** Deadlines claimed and notified per transaction. */
const CHUNK = 1000;
/** Messages sent at once: enough to keep an SMTP server busy, few enough not to be throttled. */
const MAIL_CONCURRENCY = 4;

export interface ReminderRun {
  /** Deadlines whose reminder went out in this run. */
  reminded: number;
  notifications: number;
  emails: number;
  /** E-mails that could not be sent (logged; the reminders stay recorded). */
  failed: number;
}

export interface ReminderOptions {
  db: Db;
  mailer: Mailer;
  now: Date;
  log?: FastifyBaseLogger;
  /** PUBLIC_URL, for the links in e-mails; the app's paths alone without it. */
  baseUrl?: string;
}


/** A notification's content, the same for each of its recipients: worked out once per deadline. */
const notificationOf = (kind: string, params: MessageParams, link: string, createdAt: string): Omit<ReminderNotification, 'userId'> => {
  // The Italian text is kept for a version that no longer knows the kind; readers get their own language.
  const values = resolveParams('it', params);
  return {
    kind,
    // The columns' sizes: a very long subject name must not stop the run.
    title: translate('it', `notification.kinds.${kind}.title`, values).slice(0, 200),
    body: translate('it', `notification.kinds.${kind}.body`, values).slice(0, 1000),
    link,
    params: JSON.stringify(params),
    createdAt,
  };
};

const sendAll = async (mailer: Mailer, messages: MailMessage[], log?: FastifyBaseLogger) => {
  let sent = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < messages.length) {
      const message = messages[next++];
      try {
        await mailer.send(message);
        sent += 1;
      } catch (error) {
        failed += 1;
        log?.error({ err: error, to: message.to, subject: message.subject }, 'deadline reminders: an e-mail could not be sent');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAIL_CONCURRENCY, messages.length) }, worker));
  return { sent, failed };
};

const hasEmail = (user: Recipient) => user.email.trim() !== '';

/**
 * Today's reminders (Europe/Rome): for each deadline owing one, its most urgent stage is recorded
 * with the lesser ones and notified to whom the company's kind setting says (OFFICE: the active
 * administrators and the company's moderators; PERSON: the person, or a vehicle's driver, when
 * active, else the office, so that no reminder goes nowhere; BOTH). Then one digest per office
 * user and one message per person and deadline. Running it again the same day finds nothing owed.
 */
export const sendDeadlineReminders = async ({ db, mailer, now, log, baseUrl = '' }: ReminderOptions): Promise<ReminderRun> => {
  const today = todayInRome(now);
  const candidates = await findReminderCandidates(db, today);
  const run: ReminderRun = { reminded: 0, notifications: 0, emails: 0, failed: 0 };
  if (!candidates.length) return run;

  const { admins, moderators } = await findOfficeRecipients(db);
  const people = await findActiveUsers(db, candidates.flatMap((c) => (c.personId === null ? [] : [c.personId])));
  const settings = new Map<number, Record<TDeadlineKindCode, KindSetting>>();
  for (const companyId of new Set(candidates.map((c) => c.companyId))) settings.set(companyId, await kindSettingsOf(db, companyId));
  const offices = new Map<number, Recipient[]>();
  const officeOf = (companyId: number) => {
    let office = offices.get(companyId);
    if (!office) offices.set(companyId, (office = [...admins, ...moderators.filter((m) => m.companyIds.includes(companyId))]));
    return office;
  };

  const digests = new Map<number, { user: Recipient; items: ReminderItem[] }>();
  const own: Array<{ user: Recipient; item: ReminderItem }> = [];
  const sentAt = now.toISOString();

  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    const outcome = await db.transaction().execute(async (tx) => {
      const claimed = await claimReminders(tx, chunk, sentAt);
      const rows: ReminderNotification[] = [];
      const toOffice: Array<{ user: Recipient; item: ReminderItem }> = [];
      const toPerson: Array<{ user: Recipient; item: ReminderItem }> = [];
      for (const deadline of chunk.filter((c: ReminderCandidate) => claimed.has(c.id))) {
        const setting = settings.get(deadline.companyId)?.[deadline.kind as TDeadlineKindCode];
        const item = reminderItemOf(deadline, today, (setting?.blocks ?? 'NO') !== 'NO');
        const remindTo = setting?.remindTo ?? 'OFFICE';
        const person = deadline.personId === null ? undefined : people.get(deadline.personId);
        if (remindTo !== 'OFFICE' && person) {
          rows.push({ userId: person.id, ...notificationOf('DEADLINE_REMINDER_OWN', item.own, OWN_LINK, sentAt) });
          toPerson.push({ user: person, item });
        }
        const office = remindTo !== 'PERSON' || !person ? officeOf(deadline.companyId) : [];
        if (office.length) {
          const notification = notificationOf('DEADLINE_REMINDER', item.office, officeLinkOf(deadline), sentAt);
          for (const user of office) {
            rows.push({ userId: user.id, ...notification });
            toOffice.push({ user, item });
          }
        }
      }
      await insertReminderNotifications(tx, rows);
      return { reminded: claimed.size, notifications: rows.length, toOffice, toPerson };
    });
    // Only what committed is mailed.
    run.reminded += outcome.reminded;
    run.notifications += outcome.notifications;
    for (const { user, item } of outcome.toOffice) {
      const digest = digests.get(user.id) ?? { user, items: [] };
      digest.items.push(item);
      digests.set(user.id, digest);
    }
    own.push(...outcome.toPerson);
  }

  const messages = [
    ...[...digests.values()].filter(({ user }) => hasEmail(user)).map(({ user, items }) => digestMail(user, items, baseUrl)),
    ...own.filter(({ user }) => hasEmail(user)).map(({ user, item }) => ownMail(user, item, baseUrl)),
  ];
  const { sent, failed } = await sendAll(mailer, messages, log);
  return { ...run, emails: sent, failed };
};

/** The daily reminders on the scheduler; DEADLINE_REMINDER_JOB turns it on (off in tests unless asked for). */
export const deadlineReminderJob = (app: FastifyInstance, config: Pick<Config, 'deadlineReminderJob' | 'publicUrl'>): Job => ({
  name: DEADLINE_REMINDER_JOB,
  intervalMs: DAY_MS,
  // Early morning in Rome: the office reads the digest when it opens, a guard before the shift.
  dailyAtHour: 6,
  enabled: config.deadlineReminderJob,
  run: async ({ now, log }) => {
    // The mailer is read at each run: tests may replace it.
    const result = await sendDeadlineReminders({ db: app.db, mailer: app.mailer, now, log, baseUrl: config.publicUrl ?? '' });
    if (result.reminded || result.failed) log.info(result, 'deadline reminders sent');
    return result;
  },
});
