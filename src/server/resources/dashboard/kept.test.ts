import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteWrite, sharedFigures } from './kept';

/** A computation that resolves when told, counting how often it ran. */
const deferred = () => {
  let runs = 0;
  const pending: Array<(value: number) => void> = [];
  const compute = () => {
    runs += 1;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  return { compute, runs: () => runs, settle: (value: number) => pending.shift()?.(value) };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('sharedFigures', () => {
  it('shares a computation in flight between the requests of a scope, and keeps nothing when told 0', async () => {
    const shared = sharedFigures<number>(0);
    const db = {};
    const work = deferred();
    const first = shared(db, 'a', work.compute);
    const second = shared(db, 'a', work.compute);
    expect(work.runs()).toBe(1);
    // Another scope, or another database, is computed apart.
    void shared(db, 'b', work.compute);
    void shared({}, 'a', work.compute);
    expect(work.runs()).toBe(3);
    work.settle(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    void shared(db, 'a', work.compute);
    expect(work.runs()).toBe(4);
  });

  it('keeps a result for its time from when its computation began, then computes again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const shared = sharedFigures<number>(10_000);
    const db = {};
    let runs = 0;
    const compute = async () => (runs += 1);
    expect(await shared(db, 'a', compute)).toBe(1);
    vi.setSystemTime(new Date('2026-11-27T10:00:09.999Z'));
    expect(await shared(db, 'a', compute)).toBe(1);
    vi.setSystemTime(new Date('2026-11-27T10:00:10Z'));
    expect(await shared(db, 'a', compute)).toBe(2);
  });

  it('serves nothing begun before a write, kept or in flight', async () => {
    const shared = sharedFigures<number>(60_000);
    const db = {};
    let runs = 0;
    const compute = async () => (runs += 1);
    expect(await shared(db, 'a', compute)).toBe(1);
    noteWrite();
    expect(await shared(db, 'a', compute)).toBe(2);
    const work = deferred();
    const before = shared(db, 'b', work.compute);
    noteWrite();
    const after = shared(db, 'b', work.compute);
    expect(work.runs()).toBe(2);
    work.settle(1);
    work.settle(2);
    expect([await before, await after]).toEqual([1, 2]);
  });

  it('forgets a computation that failed', async () => {
    const shared = sharedFigures<number>(60_000);
    const db = {};
    await expect(shared(db, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await shared(db, 'a', async () => 3)).toBe(3);
  });
});

describe('sharedFigures with a refresh', () => {
  it('serves the kept result while reading it again in the background, then the new one', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const shared = sharedFigures<number>(10_000, 5_000);
    const db = {};
    const work = deferred();
    const first = shared(db, 'a', work.compute);
    work.settle(1);
    expect(await first).toBe(1);
    vi.setSystemTime(new Date('2026-11-27T10:00:04Z'));
    expect(await shared(db, 'a', work.compute)).toBe(1);
    expect(work.runs()).toBe(1);
    // Five seconds old: a refresh begins, and the kept result is served meanwhile, once.
    vi.setSystemTime(new Date('2026-11-27T10:00:05Z'));
    expect(await shared(db, 'a', work.compute)).toBe(1);
    expect(await shared(db, 'a', work.compute)).toBe(1);
    expect(work.runs()).toBe(2);
    work.settle(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await shared(db, 'a', work.compute)).toBe(2);
    expect(work.runs()).toBe(2);
  });

  it('waits for a new reading after a write, never serving the kept one', async () => {
    const shared = sharedFigures<number>(60_000, 0);
    const db = {};
    let runs = 0;
    const compute = async () => (runs += 1);
    expect(await shared(db, 'a', compute)).toBe(1);
    noteWrite();
    expect(await shared(db, 'a', compute)).toBe(2);
  });
});
