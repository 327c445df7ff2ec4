import { romeDateOf } from '../../../../shared/attendance';
import { formatDate } from '../../../../shared/dates';
import type { Locale } from '../../../../shared/i18n/validation';
import type { TStatement } from '../../../../shared/schemas/request-statement';
import { translate } from '../../../i18n/messages';

/** '8:05' for 485 minutes. */
export const clock = (minutes: number) => `${Math.floor(Math.abs(minutes) / 60)}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;

/** '+1:00', '-0:30' or '0:00': delivered against planned. */
export const signedClock = (minutes: number) => (minutes > 0 ? `+${clock(minutes)}` : minutes < 0 ? `-${clock(minutes)}` : clock(0));

/** The words of the printed statement in the reader's language, shared by the PDF and the workbook. */
export const statementWords = (locale: Locale) => {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `request.statement.doc.${key}`, params);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    t,
    /** 'lun 02/03/2026'. */
    day: (date: string) => `${weekday.format(new Date(`${date}T12:00:00Z`))} ${formatDate(date)}`,
    /** 'marzo 2026'. */
    month: (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`)),
    /** Whether the client answered, who and when. */
    status: (s: TStatement) =>
      s.status === 'PENDING' ? t('status.PENDING') : t(`status.${s.status}`, { name: s.answeredBy ?? '', date: s.answeredAt ? formatDate(romeDateOf(s.answeredAt)) : '' }),
    /** '08:00–16:00', '08:00–' while still open, '' when there is neither. */
    span: (start: string | null, end: string | null) => (start === null && end === null ? '' : `${start ?? ''}–${end ?? ''}`),
  };
};
