import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAttendanceCurrent } from '../../../shared/schemas/attendance-views';
import { reportGeolocationRefused } from '../../layout/geolocation';
import { clockIn, clockOut } from './api';
import type * as Position from './position';
import { PositionError, readPosition } from './position';
import { useClock } from './useClock';
import { memoryStore, type TClockStore } from './offline-store';
import { setClockStoreForTests } from './useOfflineClocks';
import { appStore } from '../../state/store';
import type { TSessionUser } from '../../../shared/schemas/auth';

vi.mock('./api', () => ({ clockIn: vi.fn(), clockOut: vi.fn(), acceptNotice: vi.fn() }));
vi.mock('../../layout/geolocation', () => ({ reportGeolocationRefused: vi.fn() }));
vi.mock('./position', async (original) => ({
  ...(await original<typeof Position>()),
  readPosition: vi.fn(async () => ({ lat: 41.9028, lng: 12.4964, accuracy: 10 })),
}));

const current = {
  open: null,
  today: { date: '2026-11-22', minutes: 0, records: [] },
  recent: [],
  notice: { version: 1, accepted: true, acceptedAt: '2026-11-01T08:00:00Z' },
  settings: { geolocation: 'REQUIRED', outsidePolicy: 'FLAG', retentionDays: 30, offlineMaxHours: 12 },
} as TAttendanceCurrent;

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const site = { type: 'CLIENT_SITE' as const, id: 3 };
const keysSent = () => vi.mocked(clockIn).mock.calls.map((call) => call[2]);

describe('useClock', () => {
  beforeEach(() => vi.mocked(clockIn).mockReset());

  it('retries a clock-in the server failed to answer with the same Idempotency-Key, and a new tap gets a new one', async () => {
    vi.mocked(clockIn)
      .mockRejectedValueOnce(Object.assign(new Error('Service Unavailable'), { status: 503 }))
      .mockResolvedValue({ id: 9, checkIn: '2026-11-22T05:00:00Z', checkInInside: 'YES', message: 'ok' } as never);
    const { result } = renderHook(() => useClock(current), { wrapper });

    await act(() => result.current.run({ kind: 'in', site }));
    expect(result.current.state.problem).toMatchObject({ type: 'network' });
    await act(() => result.current.run({ kind: 'in', site, retry: true }));
    expect(result.current.state.result).toMatchObject({ id: 9, kind: 'in' });
    await act(() => result.current.run({ kind: 'in', site }));

    const [first, retry, next] = keysSent();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('on sick leave asks first: "back at work" sends the same clock-in again saying so, "no" sends nothing', async () => {
    const asked = Object.assign(new Error('Risulti in malattia dal 24/11/2026.'), { status: 409, body: { code: 'SICK_LEAVE_OPEN' } });
    vi.mocked(clockIn)
      .mockRejectedValueOnce(asked)
      .mockRejectedValueOnce(asked)
      .mockResolvedValue({ id: 4, checkIn: '2026-11-27T05:00:00Z', checkInInside: 'YES', message: 'ok' } as never);
    const { result } = renderHook(() => useClock(current), { wrapper });
    await act(() => result.current.run({ kind: 'in', site }));
    expect(result.current.state.sickLeave).toBe('Risulti in malattia dal 24/11/2026.');
    await act(() => result.current.answerSickLeave(false));
    expect(result.current.state.sickLeave).toBeNull();
    expect(clockIn).toHaveBeenCalledTimes(1);

    await act(() => result.current.run({ kind: 'in', site }));
    await act(() => result.current.answerSickLeave(true));
    expect(clockIn).toHaveBeenCalledTimes(3);
    const [, , [againSite, againPosition, , back]] = vi.mocked(clockIn).mock.calls;
    expect([againSite, back]).toEqual([site, true]);
    // The position read for the first tap is sent again, not read a second time.
    expect(againPosition).toEqual(vi.mocked(clockIn).mock.calls[1][1]);
    expect(result.current.state.result).toMatchObject({ id: 4, kind: 'in' });
  });

  it('a double tap while the first is in flight sends one request', async () => {
    const answer = { id: 1, checkIn: '2026-11-22T05:00:00Z', checkInInside: 'YES', message: 'ok' };
    vi.mocked(clockIn).mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(answer as never), 30)));
    const { result } = renderHook(() => useClock(current), { wrapper });
    await act(async () => {
      await Promise.all([result.current.run({ kind: 'in', site }), result.current.run({ kind: 'in', site })]);
    });
    expect(clockIn).toHaveBeenCalledTimes(1);
    expect(result.current.state.result).toMatchObject({ id: 1 });
  });

  it('a refusal ends the attempt: the next tap is a new clocking with a new key', async () => {
    vi.mocked(clockIn)
      .mockRejectedValueOnce(Object.assign(new Error('Fuori dall’area: 6400 m'), { status: 409, body: { code: 'CONFLICT' } }))
      .mockResolvedValue({ id: 2, checkIn: '2026-11-22T05:00:00Z', checkInInside: 'YES', message: 'ok' } as never);
    const { result } = renderHook(() => useClock(current), { wrapper });
    await act(() => result.current.run({ kind: 'in', site }));
    expect(result.current.state.problem).toEqual({ type: 'refused', message: 'Fuori dall’area: 6400 m' });
    await act(() => result.current.run({ kind: 'in', site, retry: true }));
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });

  it("after a refusal, reads the duty state again, so the card and the button show the server's", async () => {
    vi.mocked(clockIn).mockRejectedValueOnce(Object.assign(new Error('Hai già un’entrata aperta dalle 04:02'), { status: 409, body: { code: 'CONFLICT' } }));
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useClock(current), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await act(() => result.current.run({ kind: 'in', site }));
    expect(result.current.state.problem).toMatchObject({ type: 'refused' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['attendance'] });
  });

  it('clocks out without a position when the GPS fails, even where the company requires one for clocking in', async () => {
    vi.mocked(reportGeolocationRefused).mockClear();
    vi.mocked(readPosition).mockRejectedValueOnce(new PositionError('denied'));
    vi.mocked(clockOut).mockResolvedValue({ id: 4, checkIn: '2026-11-22T05:00:00Z', checkOut: '2026-11-22T13:00:00Z', message: 'ok' } as never);
    const onDuty = { ...current, open: { id: 4 } } as TAttendanceCurrent;
    const { result } = renderHook(() => useClock(onDuty), { wrapper });
    await act(() => result.current.run({ kind: 'out', site: null }));
    expect(result.current.state).toMatchObject({ problem: { type: 'position', reason: 'denied' }, canSkipPosition: true, kind: 'out' });
    // No 'GPS DISATTIVATO' over the offer to go on without a position.
    expect(reportGeolocationRefused).not.toHaveBeenCalled();
    expect(clockOut).not.toHaveBeenCalled();
    await act(() => result.current.run({ kind: 'out', site: null, withoutPosition: true }));
    expect(clockOut).toHaveBeenCalledWith(null, expect.any(String));
    expect(result.current.state.result).toMatchObject({ id: 4, kind: 'out' });
  });

  it('refuses to clock in without a position where the company requires one', async () => {
    vi.mocked(readPosition).mockRejectedValueOnce(new PositionError('denied'));
    const { result } = renderHook(() => useClock(current), { wrapper });
    await act(() => result.current.run({ kind: 'in', site }));
    expect(result.current.state).toMatchObject({ problem: { type: 'required' }, canSkipPosition: false });
  });

  describe('with the notice not accepted yet', () => {
    const fresh = { ...current, notice: { version: 1, accepted: false, acceptedAt: null } } as TAttendanceCurrent;
    const permission = (state: PermissionState) => {
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: vi.fn() }, configurable: true });
      Object.defineProperty(navigator, 'permissions', { value: { query: vi.fn(async () => ({ state })) }, configurable: true });
    };
    beforeEach(() => {
      vi.mocked(reportGeolocationRefused).mockClear();
      vi.mocked(readPosition).mockClear();
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
      Reflect.deleteProperty(navigator, 'permissions');
    });

    it('with the position already denied, goes straight to GPS DISATTIVATO instead of asking to accept the notice', async () => {
      permission('denied');
      const { result } = renderHook(() => useClock(fresh), { wrapper });
      await act(() => result.current.run({ kind: 'in', site }));
      expect(result.current.state.noticeOpen).toBe(false);
      expect(result.current.state.problem).toEqual({ type: 'required' });
      expect(reportGeolocationRefused).toHaveBeenCalledTimes(1);
      expect(readPosition).not.toHaveBeenCalled();
      expect(clockIn).not.toHaveBeenCalled();
    });

    it('where the company allows it, offers to clock without a position instead', async () => {
      permission('denied');
      const optional = { ...fresh, settings: { ...fresh.settings, geolocation: 'OPTIONAL' } } as TAttendanceCurrent;
      const { result } = renderHook(() => useClock(optional), { wrapper });
      await act(() => result.current.run({ kind: 'in', site }));
      expect(result.current.state).toMatchObject({ noticeOpen: false, problem: { type: 'position', reason: 'denied' }, canSkipPosition: true });
    });

    it('with the position not refused, asks to accept the notice first', async () => {
      permission('prompt');
      const { result } = renderHook(() => useClock(fresh), { wrapper });
      await act(() => result.current.run({ kind: 'in', site }));
      expect(result.current.state.noticeOpen).toBe(true);
      expect(result.current.state.problem).toBeNull();
      expect(reportGeolocationRefused).not.toHaveBeenCalled();
    });

    it('"Non ora" on the notice sends nothing and says why, offering to go on without a position where allowed', async () => {
      permission('prompt');
      const optional = { ...fresh, settings: { ...fresh.settings, geolocation: 'OPTIONAL' } } as TAttendanceCurrent;
      const { result } = renderHook(() => useClock(optional), { wrapper });
      await act(() => result.current.run({ kind: 'in', site }));
      act(() => result.current.dismissNotice());
      expect(result.current.state).toMatchObject({ noticeOpen: false, problem: { type: 'notice' }, canSkipPosition: true });
      expect(readPosition).not.toHaveBeenCalled();
      expect(clockIn).not.toHaveBeenCalled();
    });
  });

  describe('without a network', () => {
    let store: TClockStore;
    beforeEach(() => {
      store = memoryStore();
      setClockStoreForTests(store);
      appStore.set({ auth: { user: { id: 7 } as TSessionUser, token: 't' } });
    });
    afterEach(() => {
      appStore.set({ auth: null });
      Reflect.deleteProperty(navigator, 'onLine');
    });

    it('keeps a clock-in on the phone when the phone is offline, sending nothing: key, site, position and time of the tap', async () => {
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      const before = new Date().toISOString();
      const { result } = renderHook(() => useClock(current), { wrapper });
      await act(() => result.current.run({ kind: 'in', site: { ...site, name: 'Reception' } }));
      expect(clockIn).not.toHaveBeenCalled();
      const kept = await store.list();
      expect(kept).toEqual([{
        key: expect.any(String), userId: 7, kind: 'in', tappedAt: expect.any(String),
        site: { type: 'CLIENT_SITE', id: 3, name: 'Reception' }, position: { lat: 41.9028, lng: 12.4964, accuracy: 10 },
      }]);
      expect(kept[0].tappedAt >= before && kept[0].tappedAt <= new Date().toISOString()).toBe(true);
      expect(result.current.state).toMatchObject({ queued: kept[0], problem: null, result: null });
    });

    it('keeps a tap that got no answer under the key it was sent with, so a request that did arrive is replayed, not doubled', async () => {
      vi.mocked(clockOut).mockReset().mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const onDuty = { ...current, open: { id: 4, checkIn: '2026-11-22T05:00:00Z' } } as TAttendanceCurrent;
      const { result } = renderHook(() => useClock(onDuty), { wrapper });
      await act(() => result.current.run({ kind: 'out', site: null }));
      const [kept] = await store.list();
      expect(kept).toMatchObject({ kind: 'out', site: null, key: vi.mocked(clockOut).mock.calls[0][1] });
      expect(result.current.state.queued).toEqual(kept);
      expect(result.current.state.problem).toBeNull();
    });

    it('a refusal is not kept: the server answered', async () => {
      vi.mocked(clockIn).mockRejectedValueOnce(Object.assign(new Error('Fuori dall’area'), { status: 409, body: { code: 'CONFLICT' } }));
      const { result } = renderHook(() => useClock(current), { wrapper });
      await act(() => result.current.run({ kind: 'in', site }));
      expect(await store.list()).toEqual([]);
      expect(result.current.state.problem).toEqual({ type: 'refused', message: 'Fuori dall’area' });
    });
  });
});
