import { addDays, TIME_ZONE, todayInRome } from './dates';

export const SITE_TYPES = ['CLIENT_SITE', 'PLACE'] as const;
export type TSiteType = (typeof SITE_TYPES)[number];

export const INSIDE_VALUES = ['YES', 'NO', 'UNKNOWN'] as const;

export const ATTENDANCE_SOURCES = ['APP', 'MANUAL', 'KIOSK'] as const;
export type TAttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** REQUIRED: no clocking without a position; OPTIONAL: allowed and flagged; OFF: positions are never read. */
export const GEOLOCATION_MODES = ['REQUIRED', 'OPTIONAL', 'OFF'] as const;
export type TGeolocationMode = (typeof GEOLOCATION_MODES)[number];

/** Clocking in outside the geofence: recorded and flagged for review, or refused. */
export const OUTSIDE_POLICIES = ['FLAG', 'REFUSE'] as const;
export type TOutsidePolicy = (typeof OUTSIDE_POLICIES)[number];

/** A person's state today on /attendance/users. */
export const PRESENCE_STATES = ['PRESENT', 'LEFT', 'ON_LEAVE', 'ABSENT'] as const;

export const ATTENDANCE_DEFAULTS = {
  geolocation: 'REQUIRED' as TGeolocationMode,
  outsidePolicy: 'FLAG' as TOutsidePolicy,
  /** Raw coordinates are erased after this many days (Garante guidance); inside/outside stays. */
  retentionDays: 30,
  /** An attendance open longer than this is a missed clock-out. */
  missedClockOutHours: 14,
  /** An offline clocking (sent late by the phone) older than this is refused. */
  offlineMaxHours: 12,
};

/** The version of the notice on the position read at clocking; a new text needs a new acceptance. */
export const NOTICE_VERSION = 1;

/** Attendance is kept at least this long (Libro Unico del Lavoro); nothing deletes it sooner. */
export const ATTENDANCE_RETENTION_YEARS = 5;

const ROME_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Europe/Rome is ahead of UTC at an instant (1 h in winter, 2 h in summer). */
const romeOffsetMs = (instant: number): number => {
  const whole = Math.floor(instant / 1000) * 1000;
  const parts = Object.fromEntries(ROME_PARTS.formatToParts(new Date(whole)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - whole;
};

/** The UTC instant (ISO) at which a 'yyyy-MM-dd' day starts in Europe/Rome. */
export const romeDayStart = (date: string): string => {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const first = guess - romeOffsetMs(guess);
  // Clocks change at 02:00 or 03:00, never at midnight: one correction is enough.
  return new Date(guess - romeOffsetMs(first)).toISOString();
};

/** The Europe/Rome calendar day of an instant. */
export const romeDateOf = (iso: string): string => todayInRome(new Date(iso));

/** 'HH:mm' of an instant in Europe/Rome. */
export const romeTimeOf = (iso: string): string => {
  const parts = Object.fromEntries(ROME_PARTS.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
};

/** The instants bounding a month ('yyyy-MM') in Europe/Rome: [from, to). */
export const monthBounds = (month: string): { from: string; to: string } => {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: romeDayStart(`${month}-01`), to: romeDayStart(`${next}-01`) };
};

/** The UTC instant (ISO) of a Europe/Rome wall-clock time on a day ('HH:mm' outside the spring-forward hour). */
export const romeInstant = (date: string, time: string): string => {
  const guess = Date.parse(`${date}T${time}:00Z`);
  return new Date(guess - romeOffsetMs(guess - romeOffsetMs(guess))).toISOString();
};

/** The instants bounding a Rome day: [from, to). */
export const dayBounds = (date: string): { from: string; to: string } => ({ from: romeDayStart(date), to: romeDayStart(addDays(date, 1)) });

/**
 * An instant on the clock's minute, as every screen and document shows it ('05:58' for 05:58:40),
 * in milliseconds. Rome's offset from UTC is whole hours, so this is its local minute too.
 */
export const clockMinute = (iso: string): number => Math.floor(Date.parse(iso) / 60_000) * 60_000;

/**
 * Worked minutes of a shift: the difference of the clock times shown for it (05:58–14:01 is
 * 8 h 03 min, whatever the seconds); null while open. Every total is a sum of these, so a day, a
 * month, the month sheet and an export of the records all add up to the same minute.
 */
export const workedMinutes = (checkIn: string, checkOut: string | null): number | null =>
  checkOut === null ? null : Math.max(0, (clockMinute(checkOut) - clockMinute(checkIn)) / 60_000);

export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/**
 * Minutes per day, a shift counted on the day it started in Europe/Rome (a 22–06 night shift is
 * the evening's), as the monthly attendance sheet shows it: the sum of its shifts' worked minutes.
 * An open attendance counts nothing yet, nor does a missed clock-out (its hours are not the
 * shift's until corrected).
 */
export const minutesByDay = (records: ReadonlyArray<{ checkIn: string; checkOut: string | null; missed?: boolean }>) => {
  const days = new Map<string, { minutes: number; records: number }>();
  for (const record of records) {
    const date = romeDateOf(record.checkIn);
    const day = days.get(date) ?? { minutes: 0, records: 0 };
    if (!record.missed) day.minutes += workedMinutes(record.checkIn, record.checkOut) ?? 0;
    day.records += 1;
    days.set(date, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({ date, minutes: day.minutes, records: day.records, hours: hoursOf(day.minutes) }));
};

/**
 * The minutes of one Rome day as the month counts them, for today's figures: the shifts that
 * began that day (a night shift begun the day before counts nothing), the open one up to `now`,
 * a missed clock-out nothing.
 */
export const minutesStartedOn = (records: ReadonlyArray<{ checkIn: string; checkOut: string | null; missed?: boolean }>, date: string, now: Date) =>
  records
    .filter((r) => !r.missed && romeDateOf(r.checkIn) === date)
    .reduce((sum, r) => sum + (workedMinutes(r.checkIn, r.checkOut ?? now.toISOString()) ?? 0), 0);
