import ical, { ICalAlarmType } from 'ical-generator';
import { addDays, todayInRome } from '../../../shared/dates';
import { deadlineStatusOn, type TDeadlineState } from '../../../shared/schemas/deadline';
import { LOCALES, type Locale } from '../../../shared/i18n/validation';
import { translate } from '../../i18n/messages';
import type { CalendarDeadline } from './calendar-repository';
import { OWN_LINK } from './reminder-mail';

/** One alarm a week before: the reminders' last stage before the due date, as the phone shows it. */
const ALARM_SECONDS_BEFORE = 7 * 24 * 60 * 60;

const K = 'notification.deadline';
const dayOf = (value: string) => new Date(`${value}T00:00:00Z`);

export interface CalendarOptions {
  deadlines: CalendarDeadline[];
  language: string;
  /** Where the app is, for each event's link (the request's own origin). */
  baseUrl: string;
  /** The office's feed links to the table; a person's to their documents. */
  office: boolean;
  now?: Date;
}

/**
 * An iCalendar feed: each deadline an all-day event on its due date, with a stable UID so that a
 * calendar app updates it in place when the date moves, and one alarm a week before.
 */
export const buildCalendar = ({ deadlines, language, baseUrl, office, now = new Date() }: CalendarOptions): string => {
  const locale: Locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'it';
  const today = todayInRome(now);
  const calendar = ical({ name: translate(locale, `${K}.calendar.name`), prodId: { company: 'Presidio', product: 'Scadenze', language: locale.toUpperCase() } });
  const link = `${baseUrl}${office ? '/deadlines/table' : OWN_LINK}`;
  for (const deadline of deadlines) {
    const kind = deadline.kind === 'OTHER' && deadline.title ? deadline.title : translate(locale, `${K}.kinds.${deadline.kind}`);
    const summary = translate(locale, 'notification.kinds.DEADLINE_REMINDER.title', { kind, subject: deadline.subjectName ?? '' });
    const status = deadlineStatusOn({ state: deadline.state as TDeadlineState, dueDate: deadline.dueDate, remindFrom: deadline.remindFrom }, today);
    calendar.createEvent({
      id: `deadline-${deadline.id}@presidio`,
      start: dayOf(deadline.dueDate),
      end: dayOf(addDays(deadline.dueDate, 1)),
      allDay: true,
      stamp: now,
      summary,
      description: translate(locale, `${K}.calendar.description`, { status: translate(locale, `${K}.calendar.status.${status}`), link }),
      url: link,
      alarms: [{ type: ICalAlarmType.display, triggerBefore: ALARM_SECONDS_BEFORE, description: summary }],
    });
  }
  return calendar.toString();
};
