import { describe, expect, it } from 'vitest';
import { changeFeedOf } from '../db/changes';
import { noteCommitted } from '../db/written-tables';
import type { DbOrTx } from '../db/database';
import { keptAnswer, setAnswersKept } from './kept-answer';

/** A database as the keeper sees one: its adapter is who it is. SQLite-like unless given a feed. */
const fakeDb = () => {
  const adapter = {};
  return { getExecutor: () => ({ adapter }) } as unknown as DbOrTx;
};

/** A reading that resolves (or fails) when told, counting how often it ran. */
const readings = () => {
  let runs = 0;
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const read = () => {
    runs += 1;
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    read,
    runs: () => runs,
    settle: (value: string) => pending.shift()?.resolve(value),
    fail: () => pending.shift()?.reject(new Error('read failed')),
  };
};

const TABLES = ['shift', 'post'];
const keeper = (options: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number; clock?: () => number } = {}) =>
  keptAnswer<string>({ tables: TABLES, sizeOf: (answer) => answer.length, ...options });

/** Asks and answers at once when the reading is a new one. */
const ask = async (kept: ReturnType<typeof keeper>, db: DbOrTx, key: string, work: ReturnType<typeof readings>, value: string) => {
  const before = work.runs();
  const answer = kept(db, key, work.read);
  if (work.runs() > before) work.settle(value);
  return answer;
};

describe('keptAnswer', () => {
  it('shares a reading in flight between the callers of a key, then serves it until something changes', async () => {
    const kept = keeper();
    const db = fakeDb();
    const work = readings();
    const first = kept(db, 'week', work.read);
    const second = kept(db, 'week', work.read);
    expect(work.runs()).toBe(1);
    void kept(db, 'other week', work.read);
    void kept(fakeDb(), 'week', work.read);
    expect(work.runs()).toBe(3);
    work.settle('a');
    expect(await first).toBe('a');
    expect(await second).toBe('a');
    expect(await kept(db, 'week', work.read)).toBe('a');
    expect(work.runs()).toBe(3);
  });

  it('reads again after a write of this server to one of its tables committed while the reading was under way, and does not join it', async () => {
    const kept = keeper();
    const db = fakeDb();
    const work = readings();
    const before = kept(db, 'week', work.read);
    noteCommitted(['shift']);
    const after = kept(db, 'week', work.read);
    expect(work.runs()).toBe(2);
    work.settle('old');
    work.settle('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await kept(db, 'week', work.read)).toBe('new');
    expect(work.runs()).toBe(2);
    // A commit to another table leaves it kept; one to every table (a delete) does not.
    noteCommitted(['attendance']);
    expect(await ask(kept, db, 'week', work, 'x')).toBe('new');
    noteCommitted(undefined);
    expect(await ask(kept, db, 'week', work, 'newer')).toBe('newer');
    expect(work.runs()).toBe(3);
  });

  it('keeps no failed reading', async () => {
    const kept = keeper();
    const db = fakeDb();
    const work = readings();
    const failing = kept(db, 'week', work.read);
    work.fail();
    await expect(failing).rejects.toThrow('read failed');
    expect(await ask(kept, db, 'week', work, 'a')).toBe('a');
    expect(work.runs()).toBe(2);
  });

  it('reads again past its age, counted from when the reading began', async () => {
    let now = 1_000_000;
    const kept = keeper({ maxAgeMs: 60_000, clock: () => now });
    const db = fakeDb();
    const work = readings();
    await ask(kept, db, 'week', work, 'a');
    now += 59_999;
    expect(await ask(kept, db, 'week', work, 'b')).toBe('a');
    now += 1;
    expect(await ask(kept, db, 'week', work, 'b')).toBe('b');
    expect(work.runs()).toBe(2);
  });

  it('keeps at most its entries and bytes, dropping the oldest first', async () => {
    const kept = keeper({ maxEntries: 2, maxBytes: 10 });
    const db = fakeDb();
    const work = readings();
    await ask(kept, db, 'a', work, '1234');
    await ask(kept, db, 'b', work, '1234');
    await ask(kept, db, 'c', work, '1234');
    // Three keys, two kept: a was dropped.
    expect(work.runs()).toBe(3);
    await ask(kept, db, 'b', work, 'x');
    await ask(kept, db, 'c', work, 'x');
    expect(work.runs()).toBe(3);
    await ask(kept, db, 'a', work, '1234');
    expect(work.runs()).toBe(4);
    // Kept: c and a, 8 bytes. d pushes c out (two entries at most), then its 7 bytes push a out.
    await ask(kept, db, 'd', work, '1234567');
    expect(await ask(kept, db, 'd', work, 'y')).toBe('1234567');
    await ask(kept, db, 'c', work, '1');
    await ask(kept, db, 'a', work, '1');
    expect(work.runs()).toBe(7);
    // An answer larger than the bound is served, never kept.
    expect(await ask(kept, db, 'big', work, '12345678901')).toBe('12345678901');
    expect(await ask(kept, db, 'big', work, 'small')).toBe('small');
    expect(work.runs()).toBe(9);
  });

  it('reads again after a change announced on one of its tables, not on another', async () => {
    const kept = keeper();
    const db = fakeDb();
    const feed = changeFeedOf(db);
    feed.up();
    const work = readings();
    await ask(kept, db, 'week', work, 'a');
    feed.notify('attendance');
    expect(await ask(kept, db, 'week', work, 'b')).toBe('a');
    feed.notify('shift');
    expect(await ask(kept, db, 'week', work, 'b')).toBe('b');
    // Announced while the reading was under way: what it saw is not kept past it.
    const under = kept(db, 'week2', work.read);
    feed.notify('post');
    work.settle('c');
    expect(await under).toBe('c');
    expect(await ask(kept, db, 'week2', work, 'd')).toBe('d');
    expect(work.runs()).toBe(4);
  });

  it('keeps nothing while it cannot hear changes, and nothing read before it could again', async () => {
    const kept = keeper();
    const db = fakeDb();
    const feed = changeFeedOf(db);
    const work = readings();
    // A feed starts down: until listening, every caller reads.
    expect(await ask(kept, db, 'week', work, 'a')).toBe('a');
    expect(await ask(kept, db, 'week', work, 'b')).toBe('b');
    feed.up();
    await ask(kept, db, 'week', work, 'c');
    expect(await ask(kept, db, 'week', work, 'x')).toBe('c');
    feed.down();
    expect(await ask(kept, db, 'week', work, 'd')).toBe('d');
    expect(await ask(kept, db, 'week', work, 'e')).toBe('e');
    // A reading begun while down and finished after is not kept either.
    const during = kept(db, 'week', work.read);
    feed.up();
    work.settle('f');
    expect(await during).toBe('f');
    expect(await ask(kept, db, 'week', work, 'g')).toBe('g');
    expect(await ask(kept, db, 'week', work, 'x')).toBe('g');
    // Down and up again between two requests: a change may have gone unheard meanwhile.
    feed.down();
    feed.up();
    expect(await ask(kept, db, 'week', work, 'h')).toBe('h');
    expect(work.runs()).toBe(8);
  });

  it('reads every answer afresh while switched off (KEPT_ANSWERS=off)', async () => {
    const kept = keeper();
    const db = fakeDb();
    const work = readings();
    setAnswersKept(false);
    try {
      expect(await ask(kept, db, 'week', work, 'a')).toBe('a');
      expect(await ask(kept, db, 'week', work, 'b')).toBe('b');
    } finally {
      setAnswersKept(true);
    }
    expect(await ask(kept, db, 'week', work, 'c')).toBe('c');
    expect(await ask(kept, db, 'week', work, 'x')).toBe('c');
    expect(work.runs()).toBe(3);
  });
});
