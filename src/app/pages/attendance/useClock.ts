import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAttendanceCurrent } from '../../../shared/schemas/attendance-views';
import type { TSiteType } from '../../../shared/attendance';
import { reportGeolocationRefused } from '../../layout/geolocation';
import { useSessionUser } from '../../state/useAppState';
import { acceptNotice, clockIn, clockOut, type TClockAnswer, type TPosition } from './api';
import { createKeyKeeper, isRetryable } from './idempotency';
import type { TQueuedClock } from './pending';
import { PositionError, positionBlocked, readPosition, type TPositionFailure } from './position';
import { keepClock } from './useOfflineClocks';

export type TClockKind = 'in' | 'out';

export type TClockProblem =
  | { type: 'network'; message: string }
  | { type: 'refused'; message: string }
  | { type: 'position'; reason: TPositionFailure }
  | { type: 'required' }
  /** The notice was put aside ("Non ora"): nothing was sent. */
  | { type: 'notice' };

export interface TClockState {
  busy: 'locating' | 'sending' | null;
  result: (TClockAnswer & { kind: TClockKind }) | null;
  problem: TClockProblem | null;
  /** The last tap could go on without a position: the company allows it (OPTIONAL), or it is a clock-out. */
  canSkipPosition: boolean;
  /** What the last tap was for, once one was made. */
  kind?: TClockKind;
  noticeOpen: boolean;
  position: TPosition | null;
  /** The server's question when the worker clocks in on a day of their sick leave: back at work? */
  sickLeave: string | null;
  /** The last tap could not reach the server: kept on the phone, to be sent when the network returns. */
  queued: TQueuedClock | null;
}

interface TAttempt {
  kind: TClockKind;
  site: { type: TSiteType; id: number; name?: string } | null;
  retry?: boolean;
  withoutPosition?: boolean;
  /** A position read moments ago for this very clock-in (the one-tap flow): not read again. */
  position?: TPosition | null;
  /** The worker said they are back at work: the server closes their sick leave with the clock-in. */
  backFromSickLeave?: boolean;
}

/** What waits for the notice: a clocking, or the reading of the position for the site list. */
type TWaiting = TAttempt | 'locate';

const codeOf = (error: unknown) => ((error as { body?: { code?: string } } | null)?.body?.code ?? '');

/** No HTTP answer at all: no network, or none within the wait (a 5xx is an answer, retried with "Riprova"). */
const noAnswer = (error: unknown) => (error as { status?: number } | null)?.status === undefined;

/**
 * The clocking flow of one tap: the notice if it was never accepted, one reading of the position,
 * the call with an Idempotency-Key (reused only by "Riprova" after a server failing), and what
 * to show after. A tap that cannot reach the server (no network, no answer) is kept on the phone
 * with its key, its position and its time, and sent later (useOfflineClocks). A second tap while
 * one is in flight is ignored.
 */
export const useClock = (current: TAttendanceCurrent | undefined) => {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id;
  const keys = useRef(createKeyKeeper());
  const inFlight = useRef(false);
  const waiting = useRef<TWaiting | null>(null);
  const [noticeAccepted, setNoticeAccepted] = useState(false);
  const [state, setState] = useState<TClockState>({
    busy: null, result: null, problem: null, canSkipPosition: false, noticeOpen: false, position: null, sickLeave: null, queued: null,
  });
  const patch = (next: Partial<TClockState>) => setState((s) => ({ ...s, ...next }));
  const mode = current?.settings.geolocation ?? 'REQUIRED';

  /**
   * Whether a tap may go on without a position: when the company allows it, and always to clock
   * out (the server records it flagged), so that a guard whose GPS fails never stays on duty.
   */
  const canSkip = useCallback((kind: TClockKind) => mode === 'OPTIONAL' || kind === 'out', [mode]);

  /** No position: the GPS modal when the browser refuses, and whether the tap may go on without one. */
  const positionFailed = useCallback(
    (reason: TPositionFailure, kind: TClockKind) => {
      const blocked = reason === 'denied' || reason === 'unsupported';
      // 'GPS DISATTIVATO' says a position is needed: true to clock in, not to clock out, where the
      // screen offers to go on without one instead of covering that offer with the modal.
      if (blocked && kind === 'in') reportGeolocationRefused();
      const skip = canSkip(kind);
      patch({ result: null, problem: blocked && !skip ? { type: 'required' } : { type: 'position', reason }, canSkipPosition: skip, kind });
    },
    [canSkip],
  );

  const run = useCallback(
    async (attempt: TAttempt, accepted = noticeAccepted) => {
      if (inFlight.current || !current) return;
      const withPosition = mode !== 'OFF' && !attempt.withoutPosition;
      if (withPosition && !current.notice.accepted && !accepted) {
        // Accepting the notice is no use when the browser will refuse the position anyway.
        const blocked = await positionBlocked();
        if (blocked) {
          positionFailed(blocked, attempt.kind);
          return;
        }
        waiting.current = attempt;
        patch({ noticeOpen: true });
        return;
      }
      inFlight.current = true;
      // The time of the tap, which a tap kept on the phone is recorded at.
      const tappedAt = new Date().toISOString();
      patch({ busy: withPosition ? 'locating' : 'sending', problem: null, result: null, queued: null, canSkipPosition: false, kind: attempt.kind });
      try {
        let position: TPosition | null = null;
        if (withPosition) {
          try {
            position = attempt.position ?? (await readPosition());
          } catch (error) {
            positionFailed(error instanceof PositionError ? error.reason : 'unavailable', attempt.kind);
            return;
          }
          patch({ position, busy: 'sending' });
        }
        const key = keys.current.take({ retry: !!attempt.retry });
        /** Keeps the tap on the phone; false where it cannot be kept (no IndexedDB, nobody signed in). */
        const keep = async () => {
          if (userId === undefined || (attempt.kind === 'in' && !attempt.site)) return false;
          const site = attempt.kind === 'in' && attempt.site ? { type: attempt.site.type, id: attempt.site.id, name: attempt.site.name ?? '' } : null;
          const item: TQueuedClock = { key, userId, kind: attempt.kind, tappedAt, site, position, ...(attempt.backFromSickLeave ? { backFromSickLeave: true } : {}) };
          try {
            await keepClock(item);
          } catch {
            return false;
          }
          keys.current.settle();
          patch({ queued: item });
          return true;
        };
        if (!navigator.onLine && (await keep())) return;
        try {
          const answer = attempt.kind === 'in' && attempt.site ? await clockIn(attempt.site, position, key, attempt.backFromSickLeave) : await clockOut(position, key);
          keys.current.settle();
          patch({ result: { ...answer, kind: attempt.kind } });
          void queryClient.invalidateQueries({ queryKey: ['attendance'] });
        } catch (error) {
          if (noAnswer(error) && (await keep())) return;
          if (isRetryable(error)) {
            patch({ problem: { type: 'network', message: (error as Error)?.message ?? '' } });
            return;
          }
          keys.current.settle();
          const code = codeOf(error);
          if (code === 'NOTICE_REQUIRED') {
            waiting.current = attempt;
            patch({ noticeOpen: true });
          } else if (code === 'SICK_LEAVE_OPEN') {
            // Asked again with the same position once the worker says they are back at work.
            waiting.current = { ...attempt, position, backFromSickLeave: true };
            patch({ sickLeave: (error as Error)?.message ?? '' });
          } else if (code === 'POSITION_REQUIRED') {
            reportGeolocationRefused();
            patch({ problem: { type: 'required' } });
          } else {
            patch({ problem: { type: 'refused', message: (error as Error)?.message ?? '' } });
            // Refused because the duty state changed elsewhere (an entry already open, none to
            // close): the card and the button must show the server's state, not the stale one.
            void queryClient.invalidateQueries({ queryKey: ['attendance'] });
          }
        }
      } finally {
        inFlight.current = false;
        patch({ busy: null });
      }
    },
    [current, mode, noticeAccepted, positionFailed, queryClient, userId],
  );

  /** "Non ora": the tap is dropped, and the screen says why and how to go on. */
  const dismissNotice = useCallback(() => {
    const dropped = waiting.current;
    waiting.current = null;
    const kind = dropped === 'locate' ? 'in' : dropped?.kind;
    patch(kind ? { noticeOpen: false, problem: { type: 'notice' }, canSkipPosition: canSkip(kind), kind } : { noticeOpen: false });
  }, [canSkip]);

  /** Reads the position once, for the site picker only (nothing is sent); after the notice, as a clocking. */
  const locate = useCallback(async (accepted = noticeAccepted) => {
    if (inFlight.current || !current) return;
    if (!current.notice.accepted && !accepted) {
      waiting.current = 'locate';
      patch({ noticeOpen: true });
      return;
    }
    inFlight.current = true;
    patch({ busy: 'locating', problem: null });
    try {
      patch({ position: await readPosition() });
    } catch (error) {
      const reason = error instanceof PositionError ? error.reason : 'unavailable';
      if (reason === 'denied' || reason === 'unsupported') reportGeolocationRefused();
      patch({ problem: { type: 'position', reason }, canSkipPosition: mode === 'OPTIONAL' });
    } finally {
      inFlight.current = false;
      patch({ busy: null });
    }
  }, [current, mode, noticeAccepted]);

  const accept = useCallback(async () => {
    await acceptNotice();
    setNoticeAccepted(true);
    patch({ noticeOpen: false });
    void queryClient.invalidateQueries({ queryKey: ['attendance', 'current'] });
    const next = waiting.current;
    waiting.current = null;
    if (next === 'locate') await locate(true);
    else if (next) await run(next, true);
  }, [queryClient, run, locate]);

  /** The answer to the sick-leave question: back at work clocks in (closing it), otherwise nothing is sent. */
  const answerSickLeave = useCallback(
    async (back: boolean) => {
      const next = waiting.current;
      waiting.current = null;
      patch({ sickLeave: null });
      if (back && next && next !== 'locate') await run(next);
    },
    [run],
  );

  return { state, run, accept, dismissNotice, answerSickLeave, locate, mode, pendingKey: () => keys.current.pending };
};
