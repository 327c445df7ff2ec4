import { type ChangeStamp, changeStamp, isCurrent } from '../db/changes';
import type { DbOrTx } from '../db/database';

/**
 * An answer shared by the callers who ask the same thing (the same key), kept until something it
 * was read from changes rather than for a time:
 * - it is served while no write of this server was noted and, on PostgreSQL, no change to one of
 *   its `tables` was announced since its reading BEGAN (db/changes.ts): a write committed while it
 *   was read makes it stale, even if the reading saw it;
 * - the callers of a key arriving while it is read share that reading (single flight), unless a
 *   change came in between, after which a new reading starts;
 * - past `maxAgeMs` from when its reading began it is read again all the same (a change no one
 *   announced: a SQLite console, another process on the same file);
 * - a reading that fails is not kept (its callers get the error), nor is one begun while this
 *   server could not hear changes (PostgreSQL, listening down: every caller reads afresh);
 * - at most `maxEntries` answers and `maxBytes` of them (by `sizeOf`) per database, the oldest
 *   dropped first.
 * The key must hold everything the answer depends on (the caller's scope, the query, the day when
 * the answer uses today); checks that may refuse a caller run before it, at every request.
 */
export interface KeptAnswerOptions<T> {
  /** Every table the reading reads: a change announced on any of them makes the answer stale. */
  tables: readonly string[];
  sizeOf: (answer: T) => number;
  maxAgeMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  clock?: () => number;
}

interface Entry<T> {
  stamp: ChangeStamp;
  began: number;
  value: Promise<T>;
  /** Set once read: the answer's size, counted in the bounds. */
  size?: number;
}

export const KEPT_MAX_AGE_MS = 60_000;
export const KEPT_MAX_ENTRIES = 200;
export const KEPT_MAX_BYTES = 50 * 1024 * 1024;

let keeping = true;

/** Off: every answer is read afresh (the configuration's KEPT_ANSWERS, for the benches' comparison). */
export const setAnswersKept = (on: boolean) => {
  keeping = on;
};

export type KeptAnswer<T> = (db: DbOrTx, key: string, read: () => Promise<T>) => Promise<T>;

export const keptAnswer = <T>({
  tables,
  sizeOf,
  maxAgeMs = KEPT_MAX_AGE_MS,
  maxEntries = KEPT_MAX_ENTRIES,
  maxBytes = KEPT_MAX_BYTES,
  clock = Date.now,
}: KeptAnswerOptions<T>): KeptAnswer<T> => {
  const byDb = new WeakMap<object, { entries: Map<string, Entry<T>>; bytes: number }>();

  const forget = (kept: { entries: Map<string, Entry<T>>; bytes: number }, key: string, entry: Entry<T>) => {
    if (kept.entries.get(key) !== entry) return;
    kept.entries.delete(key);
    kept.bytes -= entry.size ?? 0;
  };

  return (db, key, read) => {
    const adapter = db.getExecutor().adapter;
    let kept = byDb.get(adapter);
    if (!kept) byDb.set(adapter, (kept = { entries: new Map(), bytes: 0 }));
    const store = kept;
    if (!keeping) return read();
    const now = clock();
    const hit = store.entries.get(key);
    if (hit && now - hit.began < maxAgeMs && isCurrent(db, tables, hit.stamp)) return hit.value;
    if (hit) forget(store, key, hit);

    const stamp = changeStamp(db, tables);
    const value = read();
    if (!stamp.keepable) return value;
    const entry: Entry<T> = { stamp, began: now, value };
    // Map order is insertion order: the first entries are the oldest.
    store.entries.set(key, entry);
    while (store.entries.size > maxEntries) {
      const [oldKey, oldEntry] = store.entries.entries().next().value as [string, Entry<T>];
      forget(store, oldKey, oldEntry);
    }
    value.then(
      (answer) => {
        if (store.entries.get(key) !== entry) return;
        entry.size = sizeOf(answer);
        store.bytes += entry.size;
        // An answer larger than the whole bound is served, never kept.
        for (const [oldKey, oldEntry] of store.entries) {
          if (store.bytes <= maxBytes) break;
          forget(store, oldKey, oldEntry);
        }
      },
      () => forget(store, key, entry),
    );
    return value;
  };
};
