import { clockIn, clockOut } from './api';
import type { TClockStore } from './offline-store';
import { type TQueuedClock, waiting } from './pending';

/** Sends one kept tap as it was made: its key, site, position and the phone's time of the tap. */
export const sendClock = (item: TQueuedClock, api: { clockIn: typeof clockIn; clockOut: typeof clockOut } = { clockIn, clockOut }) =>
  item.kind === 'in' && item.site
    ? api.clockIn(item.site, item.position, item.key, item.backFromSickLeave, item.tappedAt)
    : api.clockOut(item.position, item.key, item.tappedAt);

/**
 * No answer yet worth giving up on: no network or no answer (no status), the server failing (5xx),
 * the session to renew (401) or too many requests (429). The tap stays kept, and so do those after it.
 */
const unanswered = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return status === undefined || status >= 500 || status === 401 || status === 429;
};

/**
 * Sends a worker's kept taps in the order they were made, each with its own key, so a tap whose
 * answer was lost is replayed by the server, never recorded twice. An answered tap is removed; a
 * refused one keeps the server's reason for the worker to read; the first unanswered one stops the
 * sending, so that a clock-out never arrives before its clock-in. Answers how many were recorded.
 */
export const flushClocks = async (store: TClockStore, userId: number, send: (item: TQueuedClock) => Promise<unknown> = (item) => sendClock(item)) => {
  let recorded = 0;
  for (const item of waiting((await store.list()).filter((i) => i.userId === userId))) {
    try {
      await send(item);
    } catch (error) {
      if (unanswered(error)) break;
      await store.put({ ...item, refused: (error as Error)?.message || String((error as { status?: number }).status) });
      continue;
    }
    await store.remove(item.key);
    recorded += 1;
  }
  return recorded;
};
