import ical, { ICalAlarmType } from 'ical-generator';
import { addDays, todayInRome } from '../../../shared/dates';
import { deadlineStatusOn, type TDeadlineState } from '../../../shared/schemas/deadline';
import { localeOf } from '../../../shared/i18n/validation';
import { translate } from '../../i18n/messages';
import type { CalendarDeadline, CalendarShift } from './calendar-repository';
import { OWN_LINK } from './reminder-mail';

/** One alarm a week before: the reminders' last stage before the due date, as the phone shows it. */
const ALARM_SECONDS_BEFORE = 7 * 24 * 60 * 60;

const K = 'notification.deadline';
/** Where a worker sees their shifts and the orders to acknowledge. */
const SHIFTS_LINK = '/home/shifts';
const dayOf = (value: string) => new Date(`${value}T00:00:00Z`);

export interface CalendarOptions {
  deadlines: CalendarDeadline[];
  /** The owner's own published shifts (issue 21). */
  shifts?: CalendarShift[];
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
export const buildCalendar = ({ deadlines, shifts = [], language, baseUrl, office, now = new Date() }: CalendarOptions): string => {
  const locale = localeOf(language);
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
  const shiftLink = `${baseUrl}${SHIFTS_LINK}`;
  // A shift is a timed event between its instants (a night crosses midnight, a DST night is 7 or 9 hours).
  for (const shift of shifts) {
    calendar.createEvent({
      id: `shift-${shift.id}@presidio`,
      start: new Date(shift.startsAt),
      end: new Date(shift.endsAt),
      stamp: now,
      summary: translate(locale, 'workforce.post.calendar.summary', { post: shift.postName, site: shift.siteName }),
      location: shift.siteAddress ?? shift.siteName,
      description: translate(locale, 'workforce.post.calendar.description', { client: shift.clientName, start: shift.start, end: shift.end, link: shiftLink }),
      url: shiftLink,
    });
  }
  return calendar.toString();
};
