import { romeDateOf, romeTimeOf } from '../../../shared/attendance';

/** Between a number and its unit: a line never breaks inside '123 h 01 min'. */
const NBSP = '\u00a0';

/** Worked time as a guard reads it: '7 h 30 min', '8 h', '45 min' (no-break spaces); never negative. */
export const formatMinutes = (minutes: number): string => {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (!hours) return `${rest}${NBSP}min`;
  return rest ? `${hours}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}${NBSP}min` : `${hours}${NBSP}h`;
};

/** 'dd/MM/yyyy' of a 'yyyy-MM-dd' day. */
export const formatDay = (date: string): string => {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
};

/** 'dd/MM/yyyy' of an instant, in Europe/Rome. */
export const formatDate = (iso: string): string => formatDay(romeDateOf(iso));

/** 'HH:mm' of an instant, in Europe/Rome whatever the phone's zone. */
export const formatTime = (iso: string): string => romeTimeOf(iso);

/** 'dd/MM/yyyy HH:mm' in Europe/Rome. */
export const formatDateTime = (iso: string): string => `${formatDate(iso)} ${formatTime(iso)}`;

/** A shift in one line: '20/11/2026 05:58 → 14:01', the exit's day only when it is another ('… → 10/11/2026 06:13'), '…' while open. */
export const formatShift = (checkIn: string, checkOut: string | null): string => {
  if (!checkOut) return `${formatDateTime(checkIn)} → …`;
  return `${formatDateTime(checkIn)} → ${romeDateOf(checkOut) === romeDateOf(checkIn) ? formatTime(checkOut) : formatDateTime(checkOut)}`;
};

/** '80 m', '1,2 km' (the locale's decimal separator). */
export const formatDistance = (meters: number, locale: string): string =>
  meters < 1000
    ? `${Math.round(meters)} m`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(meters / 1000)} km`;

/** The day name of a 'yyyy-MM-dd' day: 'lunedì', 'lunes', 'Monday'. */
export const weekdayName = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** 'yyyy-MM' moved by a number of months. */
export const shiftMonth = (month: string, by: number): string => {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** 'Novembre 2026', 'Noviembre de 2026', 'November 2026' as a heading; 'novembre 2026' inside a sentence (`inSentence`). */
export const monthName = (month: string, locale: string, { inSentence = false } = {}): string => {
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
  return inSentence ? text : text.charAt(0).toUpperCase() + text.slice(1);
};

/** The current 'yyyy-MM' in Europe/Rome. */
export const currentMonth = (now = new Date()): string => romeDateOf(now.toISOString()).slice(0, 7);
