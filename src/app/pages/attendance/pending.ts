import type { TAttendanceCurrent } from '../../../shared/schemas/attendance-views';
import type { TSiteType } from '../../../shared/attendance';
import type { TPosition } from './api';

/**
 * A clock-in or clock-out made without a network, kept on the phone until the server answers it:
 * its Idempotency-Key (the same at every sending, so the server records it once), the phone's time
 * of the tap, the site chosen and the position read at the tap. `refused` holds the server's reason
 * once it refused it: nothing more is sent, and the worker reads it until they dismiss it.
 */
export interface TQueuedClock {
  key: string;
  userId: number;
  kind: 'in' | 'out';
  tappedAt: string;
  site: { type: TSiteType; id: number; name: string } | null;
  position: TPosition | null;
  backFromSickLeave?: boolean;
  refused?: string;
}

/** The taps still to send, oldest first. */
export const waiting = (items: readonly TQueuedClock[]) => items.filter((i) => !i.refused).sort((a, b) => a.tappedAt.localeCompare(b.tappedAt));

/**
 * On duty or not, counting the taps still to send: after a clock-in kept on the phone the worker is
 * on duty (since the tap, at its site), after a clock-out kept on the phone off duty.
 */
export const dutyOf = (current: TAttendanceCurrent, items: readonly TQueuedClock[]): { open: boolean; since: string | null; site: string | null } => {
  const last = waiting(items).at(-1);
  if (!last) return { open: !!current.open, since: current.open?.checkIn ?? null, site: current.open?.siteName ?? null };
  return last.kind === 'in' ? { open: true, since: last.tappedAt, site: last.site?.name ?? null } : { open: false, since: null, site: null };
};
