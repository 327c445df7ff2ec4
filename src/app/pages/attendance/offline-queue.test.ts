import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { flushClocks } from './offline-queue';
import { indexedDbStore, memoryStore, type TClockStore } from './offline-store';
import { dutyOf, type TQueuedClock } from './pending';
import type { TAttendanceCurrent } from '../../../shared/schemas/attendance-views';

const tap = (key: string, over: Partial<TQueuedClock> = {}): TQueuedClock => ({
  key,
  userId: 7,
  kind: 'in',
  tappedAt: '2026-11-27T06:00:00.000Z',
  site: { type: 'CLIENT_SITE', id: 3, name: 'Reception' },
  position: { lat: 41.9, lng: 12.5, accuracy: 9 },
  ...over,
});
const refusal = (message: string, status: number) => Object.assign(new Error(message), { status, body: { code: 'CONFLICT' } });
const withTaps = async (store: TClockStore, ...items: TQueuedClock[]) => {
  for (const item of items) await store.put(item);
  return store;
};

describe('the phone’s kept taps', () => {
  it('are sent oldest first, each with its own key, and removed once answered', async () => {
    const store = await withTaps(memoryStore(), tap('out-1', { kind: 'out', tappedAt: '2026-11-27T14:00:00.000Z', site: null }), tap('in-1'));
    const send = vi.fn(async (_item: TQueuedClock) => ({}));
    expect(await flushClocks(store, 7, send)).toBe(2);
    expect(send.mock.calls.map(([item]) => [item.key, item.kind])).toEqual([['in-1', 'in'], ['out-1', 'out']]);
    expect(await store.list()).toEqual([]);
  });

  it('stop at the first tap left unanswered, so that a clock-out never goes before its clock-in', async () => {
    const store = await withTaps(memoryStore(), tap('in-1'), tap('out-1', { kind: 'out', tappedAt: '2026-11-27T14:00:00.000Z' }));
    for (const failure of [new TypeError('Failed to fetch'), refusal('Bad Gateway', 502), refusal('Sessione scaduta', 401)]) {
      const send = vi.fn(async (_item: TQueuedClock) => Promise.reject(failure));
      expect(await flushClocks(store, 7, send)).toBe(0);
      expect(send).toHaveBeenCalledTimes(1);
      expect((await store.list()).map((i) => [i.key, i.refused])).toEqual([['in-1', undefined], ['out-1', undefined]]);
    }
  });

  it('keep the server’s reason for a refused tap, send nothing more of it, and go on with the next', async () => {
    const store = await withTaps(memoryStore(), tap('old'), tap('next', { kind: 'out', tappedAt: '2026-11-27T07:00:00.000Z' }));
    const send = vi.fn(async (item: TQueuedClock) => {
      if (item.key === 'old') throw refusal('La timbratura delle 07:00 è arrivata dopo più di 12 ore', 409);
      return {};
    });
    expect(await flushClocks(store, 7, send)).toBe(1);
    expect(await store.list()).toEqual([{ ...tap('old'), refused: 'La timbratura delle 07:00 è arrivata dopo più di 12 ore' }]);
    send.mockClear();
    expect(await flushClocks(store, 7, send)).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('send only the signed-in worker’s taps (a shared phone)', async () => {
    const store = await withTaps(memoryStore(), tap('mine'), tap('theirs', { userId: 8 }));
    const send = vi.fn(async (_item: TQueuedClock) => ({}));
    await flushClocks(store, 7, send);
    expect(send.mock.calls.map(([item]) => item.key)).toEqual(['mine']);
    expect((await store.list()).map((i) => i.key)).toEqual(['theirs']);
  });

  it('are kept in IndexedDB across openings of the store', async () => {
    const name = `presidio-test-${Math.random()}`;
    await indexedDbStore(name).put(tap('k1', { backFromSickLeave: true }));
    await indexedDbStore(name).put(tap('k2', { kind: 'out', site: null }));
    const reopened = indexedDbStore(name);
    expect((await reopened.list()).map((i) => i.key).sort()).toEqual(['k1', 'k2']);
    expect((await reopened.list()).find((i) => i.key === 'k1')).toEqual(tap('k1', { backFromSickLeave: true }));
    await reopened.remove('k1');
    expect((await indexedDbStore(name).list()).map((i) => i.key)).toEqual(['k2']);
  });
});

describe('the duty state with kept taps', () => {
  const current = (open: { checkIn: string; siteName: string } | null) => ({ open, today: { date: '2026-11-27', minutes: 0, records: [] } }) as unknown as TAttendanceCurrent;

  it('is the server’s without kept taps', () => {
    expect(dutyOf(current(null), [])).toEqual({ open: false, since: null, site: null });
    expect(dutyOf(current({ checkIn: '2026-11-27T05:00:00.000Z', siteName: 'Sede' }), [])).toEqual({ open: true, since: '2026-11-27T05:00:00.000Z', site: 'Sede' });
  });

  it('follows the last kept tap: on duty after a kept clock-in, off after a kept clock-out; a refused one counts nothing', () => {
    expect(dutyOf(current(null), [tap('in')])).toEqual({ open: true, since: '2026-11-27T06:00:00.000Z', site: 'Reception' });
    const onDuty = current({ checkIn: '2026-11-27T05:00:00.000Z', siteName: 'Sede' });
    expect(dutyOf(onDuty, [tap('out', { kind: 'out', site: null })]).open).toBe(false);
    expect(dutyOf(current(null), [tap('in', { refused: 'troppo vecchia' })]).open).toBe(false);
  });
});
