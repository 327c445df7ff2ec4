import { formatDate } from '../../../shared/dates';
import { localeOf, type Locale } from '../../../shared/i18n/validation';
import { translate } from '../../i18n/messages';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/transport';
import { type MessageParam, type MessageParams, resolveParams } from '../notification/service';
import type { Recipient, ReminderCandidate } from './reminder-repository';

/** A deadline reminded in this run, with what its notifications and e-mails say. */
export interface ReminderItem {
  deadline: ReminderCandidate;
  /** Days from today to the due date: negative once expired. */
  days: number;
  /** Whether, once past, it stops work: listed first in the office's digest. */
  blocks: boolean;
  office: MessageParams;
  own: MessageParams;
}

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const K = 'notification.deadline';

const whenKey = (days: number, renewalFiled: boolean) =>
  days < 0 ? (renewalFiled ? 'expiredFiled' : 'expired') : days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'inDays';

/** The parameters of the office's notification and of the person's, kept with them and translated when read. */
export const reminderItemOf = (deadline: ReminderCandidate, today: string, blocks: boolean): ReminderItem => {
  const days = daysBetween(today, deadline.dueDate);
  const dueDate = formatDate(deadline.dueDate);
  const subject = deadline.subjectName ?? '';
  const title = deadline.title ?? '';
  const common = { kind: { t: `${K}.kinds.${deadline.kind}` }, subject, dueDate, days, stage: deadline.stage };
  const key = whenKey(days, deadline.state === 'RENEWAL_FILED');
  const headline: MessageParam =
    days < 0
      ? { t: `${K}.ownExpired.${deadline.kind}`, p: { subject, title, dueDate } }
      : { t: `${K}.ownWhen.${key}`, p: { own: { t: `${K}.own.${deadline.kind}`, p: { subject, title } }, days } };
  return {
    deadline,
    days,
    blocks,
    office: { ...common, when: { t: `${K}.when.${key}`, p: { days, dueDate } } },
    own: { ...common, headline },
  };
};

export const officeLinkOf = (deadline: ReminderCandidate) =>
  `/deadlines/table?filter=${encodeURIComponent(JSON.stringify({ kind: deadline.kind, subjectType: deadline.subjectType, subjectId: deadline.subjectId }))}`;
export const OWN_LINK = '/home/documents';
const OFFICE_LIST_LINK = '/deadlines/table';

/** A digest lists this many reminders at most; the rest are counted, and the app lists them all. */
export const DIGEST_MAX_ITEMS = 100;

const nameOf = (user: Recipient) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
const m = (locale: Locale, key: string, params: Record<string, string | number> = {}) => translate(locale, `${K}.mail.${key}`, params);

/** Blocking ones first, then by due date. */
export const digestOrder = (a: ReminderItem, b: ReminderItem) =>
  Number(b.blocks) - Number(a.blocks) || a.deadline.dueDate.localeCompare(b.deadline.dueDate) || a.deadline.id - b.deadline.id;

/** One message to an office user listing the reminders of the run, in their language. */
export const digestMail = (user: Recipient, items: ReminderItem[], baseUrl: string): MailMessage => {
  const locale = localeOf(user.language);
  const sorted = [...items].sort(digestOrder);
  const expired = items.filter((item) => item.days < 0).length;
  const soon = items.length - expired;
  const parts = [
    ...(soon ? [soon === 1 ? m(locale, 'soonOne') : m(locale, 'soonMany', { n: soon })] : []),
    ...(expired ? [expired === 1 ? m(locale, 'expiredOne') : m(locale, 'expiredMany', { n: expired })] : []),
  ];
  const lines = sorted.slice(0, DIGEST_MAX_ITEMS).map((item) => {
    const values = resolveParams(locale, item.office);
    const line = `${values.kind} – ${values.subject}: ${values.when}`;
    return item.blocks ? `${line} (${m(locale, 'blocking')})` : line;
  });
  const rest = sorted.length - lines.length;
  const body = renderMail({
    paragraphs: [m(locale, 'greeting', { name: nameOf(user) }), m(locale, 'digestIntro')],
    items: lines,
    after: [...(rest > 0 ? [m(locale, 'more', { n: rest })] : []), m(locale, 'openList', { link: `${baseUrl}${OFFICE_LIST_LINK}` })],
    footer: m(locale, 'footer'),
  });
  return { to: user.email, subject: m(locale, 'digestSubject', { parts: parts.join(', ') }), ...body };
};

/** One message to the person about one of their deadlines, in their language. */
export const ownMail = (user: Recipient, item: ReminderItem, baseUrl: string): MailMessage => {
  const locale = localeOf(user.language);
  const headline = String(resolveParams(locale, { headline: item.own.headline }).headline);
  const body = renderMail({
    paragraphs: [
      m(locale, 'greeting', { name: nameOf(user) }),
      m(locale, 'ownIntro', { headline }),
      m(locale, 'ownDue', { dueDate: formatDate(item.deadline.dueDate) }),
      m(locale, 'ownAction', { link: `${baseUrl}${OWN_LINK}` }),
    ],
    footer: m(locale, 'footer'),
  });
  return { to: user.email, subject: headline, ...body };
};
