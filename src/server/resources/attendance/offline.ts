import { romeDateOf, romeTimeOf } from '../../../shared/attendance';
import { formatDate } from '../../../shared/dates';
import { OFFLINE_FUTURE_SKEW_MINUTES } from '../../../shared/schemas/attendance';
import type { TAttendanceSettings } from '../../../shared/schemas/attendance-views';
import type { DbOrTx } from '../../db/database';
import { AppError, invalidField } from '../../errors';
import * as repo from './repository';

/**
 * When a tap was made: now, by the server's clock; or, for a tap the phone could not send at once
 * (offline clocking), the phone's time of the tap, with the time the server received it.
 */
export interface TapTime {
  at: string;
  receivedAt: string | null;
  offline: boolean;
}

/**
 * The time of a tap. A phone's time ahead of the server's by more than a small skew is refused (its
 * clock is wrong, or the request is forged); within the skew it is the server's now, never a future.
 */
export const tapTimeOf = (input: { offline?: { tappedAt: string } }, now: Date): TapTime => {
  if (!input.offline) return { at: now.toISOString(), receivedAt: null, offline: false };
  const claimed = Date.parse(input.offline.tappedAt);
  if (claimed > now.getTime() + OFFLINE_FUTURE_SKEW_MINUTES * 60_000) throw invalidField('offline.tappedAt', 'validation.offlineFuture');
  return { at: new Date(Math.min(claimed, now.getTime())).toISOString(), receivedAt: now.toISOString(), offline: true };
};

/**
 * What a key is held to: the tap without its offline time. A tap whose answer was lost, then kept by
 * the phone and sent again with its time, is the same tap under the same key: the first answer.
 */
export const sameTap = <T extends { offline?: unknown }>({ offline: _offline, ...tap }: T) => tap;

const when = (at: string) => ({ time: romeTimeOf(at), date: formatDate(romeDateOf(at)) });

/** An offline tap older than the company accepts is refused, with its time, for the worker to tell the office. */
export const assertRecentEnough = (tap: TapTime, settings: TAttendanceSettings) => {
  if (!tap.offline || !tap.receivedAt) return;
  if (Date.parse(tap.receivedAt) - Date.parse(tap.at) <= settings.offlineMaxHours * 3_600_000) return;
  throw new AppError('OFFLINE_TOO_OLD', 'attendance.offlineTooOld', { params: { ...when(tap.at), hours: settings.offlineMaxHours } });
};

/** An offline clock-in may not start inside a record of the worker's that ended after it. */
export const assertNoOverlap = async (db: DbOrTx, userId: number, tap: TapTime) => {
  if (!tap.offline) return;
  if (await repo.findOverlapping(db, userId, tap.at, null)) throw new AppError('CONFLICT', 'attendance.offlineOverlap', { params: when(tap.at) });
};

/** An offline clock-out may not end the open attendance before it began. */
export const assertAfterCheckIn = (tap: TapTime, open: { checkIn: string }) => {
  if (tap.offline && Date.parse(tap.at) < Date.parse(open.checkIn)) {
    throw new AppError('CONFLICT', 'attendance.offlineBeforeCheckIn', { params: { ...when(tap.at), checkIn: romeTimeOf(open.checkIn) } });
  }
};
