import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSessionUser } from '../../../shared/schemas/auth';
import { appStore } from '../../state/store';
import { memoryStore, type TClockStore } from './offline-store';
import type { TQueuedClock } from './pending';
import type { TClockAnswer } from './api';
import { setClockStoreForTests, useOfflineClocks } from './useOfflineClocks';

const clockIn = vi.fn(async (..._args: unknown[]): Promise<TClockAnswer> => ({ id: 1 }) as TClockAnswer);
// The real sending, its calls to the API answered here.
const send = async (item: TQueuedClock) => {
  const { sendClock } = await import('./offline-queue');
  return sendClock(item, { clockIn, clockOut: clockIn });
};

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const kept: TQueuedClock = {
  key: 'key-1', userId: 7, kind: 'in', tappedAt: '2026-11-27T06:00:00.000Z', site: { type: 'CLIENT_SITE', id: 3, name: 'Reception' }, position: { lat: 41.9, lng: 12.5, accuracy: 9 },
};
const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

describe('useOfflineClocks', () => {
  let store: TClockStore;
  beforeEach(async () => {
    store = memoryStore();
    await store.put(kept);
    setClockStoreForTests(store, send);
    appStore.set({ auth: { user: { id: 7 } as TSessionUser, token: 't' } });
    clockIn.mockReset().mockResolvedValue({ id: 1 } as TClockAnswer);
  });
  afterEach(() => {
    appStore.set({ auth: null });
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('shows the kept tap while offline, and sends it as it was made when the network comes back', async () => {
    online(false);
    const { result } = renderHook(() => useOfflineClocks(), { wrapper });
    await waitFor(() => expect(result.current.pending).toEqual([kept]));
    expect(clockIn).not.toHaveBeenCalled();
    online(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(clockIn).toHaveBeenCalledWith(kept.site, kept.position, 'key-1', undefined, kept.tappedAt);
    expect(await store.list()).toEqual([]);
  });

  it('sends at start when online, and keeps the tap when the server is still out of reach', async () => {
    clockIn.mockRejectedValue(new TypeError('Failed to fetch'));
    online(true);
    const { result } = renderHook(() => useOfflineClocks(), { wrapper });
    await waitFor(() => expect(clockIn).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.sending).toBe(false));
    expect(result.current.pending).toEqual([kept]);
    expect(await store.list()).toEqual([kept]);
  });
});
