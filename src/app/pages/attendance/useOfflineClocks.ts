import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '../../state/useAppState';
import type { TClockStore } from './offline-store';
import { type TQueuedClock, waiting } from './pending';

/*
 * The taps kept on the phone, shared by every screen that shows them. The store and the sending
 * are loaded only when first needed: the worker's first load stays small.
 */
let store: Promise<TClockStore> | undefined;
const clockStore = () => (store ??= import('./offline-store').then((m) => m.indexedDbStore()));

let sender: ((item: TQueuedClock) => Promise<unknown>) | undefined;

/** Tests keep the taps in memory, and may answer them without a server. */
export const setClockStoreForTests = (replacement: TClockStore, send?: (item: TQueuedClock) => Promise<unknown>) => {
  store = Promise.resolve(replacement);
  sender = send;
};

let snapshot: { items: TQueuedClock[]; sending: boolean } = { items: [], sending: false };
const listeners = new Set<() => void>();
const publish = (next: Partial<typeof snapshot>) => {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const reload = async () => publish({ items: await (await clockStore()).list() });

/** Keeps a tap that could not reach the server; answers once it is stored. */
export const keepClock = async (item: TQueuedClock) => {
  await (await clockStore()).put(item);
  await reload();
};

let flushing: Promise<number> | null = null;

/**
 * Sends the worker's kept taps, one sending at a time; answers how many the server answered. When it
 * answered any, `refresh` reads the server's duty state before the kept taps leave the screen, so
 * the duty state never shows the state before them in between.
 */
export const sendKeptClocks = (userId: number, refresh?: () => Promise<unknown>): Promise<number> => {
  flushing ??= (async () => {
    try {
      const kept = waiting((await (await clockStore()).list()).filter((i) => i.userId === userId));
      if (!kept.length) return 0;
      publish({ sending: true });
      const { flushClocks } = await import('./offline-queue');
      await flushClocks(await clockStore(), userId, sender);
      const answered = kept.length - waiting((await (await clockStore()).list()).filter((i) => i.userId === userId)).length;
      if (answered && refresh) await refresh().catch(() => undefined);
      return answered;
    } catch {
      return 0;
    } finally {
      flushing = null;
      await reload().catch(() => undefined);
      publish({ sending: false });
    }
  })();
  return flushing;
};

/**
 * The signed-in worker's kept taps: those waiting to be sent (oldest first) and those the server
 * refused, with its reason. They are sent when the screen opens (the app's next start), when the
 * network comes back, and on "Invia ora".
 */
export const useOfflineClocks = () => {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const { items, sending } = useSyncExternalStore(subscribe, () => snapshot);
  const sendNow = useCallback(async () => {
    if (userId === undefined) return;
    // Recorded or refused, the duty state to show is the server's again.
    await sendKeptClocks(userId, () => queryClient.invalidateQueries({ queryKey: ['attendance'] }));
  }, [userId, queryClient]);
  useEffect(() => {
    void reload()
      .then(() => (navigator.onLine ? sendNow() : undefined))
      .catch(() => undefined);
    const online = () => void sendNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sendNow]);
  const dismiss = useCallback(async (key: string) => {
    await (await clockStore()).remove(key);
    await reload();
  }, []);
  const mine = items.filter((i) => i.userId === userId);
  return { pending: waiting(mine), refused: mine.filter((i) => i.refused), sending, sendNow, dismiss, userId };
};
