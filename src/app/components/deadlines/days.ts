import type { TDeadline, TDeadlineStatus } from '../../../shared/schemas/deadline';
import { formatDate } from '../../../shared/dates';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

const DAY_MS = 86_400_000;

/** Calendar days from `today` to `date` (negative when past), both 'yyyy-MM-dd'. */
export const daysFrom = (today: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** 'Tra 20 giorni', 'Oggi', '3 giorni fa': how far a due date is. */
export const daysText = (translate: TTranslate, dueDate: string, today: string) => {
  const days = daysFrom(today, dueDate);
  if (days === 0) return translate('deadlines.days.today');
  return days > 0 ? translate('deadlines.days.left', { smart_count: days }) : translate('deadlines.days.ago', { smart_count: -days });
};

/** The statuses a worker is told about on their home page; OK and DONE need no word. */
export const ATTENTION: readonly TDeadlineStatus[] = ['DUE_SOON', 'EXPIRED', 'RENEWAL_FILED'];

type TMine = Pick<TDeadline, 'kind' | 'status' | 'dueDate' | 'subjectName' | 'title'>;

/**
 * The worker's sentence for one of their deadlines: 'Il tuo porto d'armi scade tra 45 giorni',
 * 'Il tuo decreto GPG è scaduto il 12/11/2026', with 'Rinnovo presentato.' after it when filed.
 * Italian agrees the past participle with the noun: the catalogue says each kind's gender.
 */
export const mySentence = (translate: TTranslate, deadline: TMine, today: string) => {
  const what = translate(`deadlines.my.what.${deadline.kind}`, { name: deadline.subjectName ?? '', title: deadline.title ?? '' });
  const days = daysFrom(today, deadline.dueDate);
  const gender = translate(`deadlines.my.gender.${deadline.kind}`) === 'f' ? 'f' : 'm';
  const sentence =
    days < 0
      ? translate(`deadlines.my.expired.${gender}`, { what, date: formatDate(deadline.dueDate) })
      : days === 0
        ? translate('deadlines.my.today', { what })
        : translate('deadlines.my.soon', { what, smart_count: days });
  return deadline.status === 'RENEWAL_FILED' ? `${sentence}. ${translate('deadlines.my.filed')}` : `${sentence}.`;
};
