import { noteWrite, writesNoted } from '../../db/changes';

/**
 * The dashboard's figures shared between requests, per database and scope (the companies asked):
 * - a computation in flight is shared by the requests of the same scope that arrive meanwhile
 *   (single flight): 20 screens asking at once cost one computation, and each gets figures read
 *   after it asked or at most one computation earlier;
 * - a result may be kept a while (`keepMs`, from when its computation began), and read again in
 *   the background once `refreshMs` old, the kept one served meanwhile: under a steady load no
 *   request waits for it, and none gets figures older than `keepMs`;
 * - a write answered by this server (any POST, PUT, PATCH or DELETE that succeeded: a leave
 *   approved, an attendance corrected…) or any run of its jobs (db/changes.ts) makes everything
 *   begun before it stale at once, so the office never sees its own change missing. Writes by
 *   another server on the same PostgreSQL show once what was kept expires.
 */

/** The server's write counter lives in db/changes.ts, shared with every kept answer. */
export { noteWrite };

interface Entry<T> {
  /** The writes counted when the computation began. */
  writes: number;
  began: number;
  settled: boolean;
  refreshing: boolean;
  value: Promise<T>;
}

/** Past this many scopes a database's entries are forgotten (a moderator's company sets are few). */
const MAX_SCOPES = 200;

export const sharedFigures = <T>(keepMs: number, refreshMs = keepMs) => {
  const byDb = new WeakMap<object, Map<string, Entry<T>>>();
  const start = (entries: Map<string, Entry<T>>, key: string, compute: () => Promise<T>, replacing?: Entry<T>) => {
    const entry: Entry<T> = { writes: writesNoted(), began: Date.now(), settled: false, refreshing: false, value: compute() };
    if (!replacing) entries.set(key, entry);
    entry.value.then(
      () => {
        entry.settled = true;
        // A refresh takes the place of what it refreshes, unless a write or a newer reading came first.
        if (replacing && entries.get(key) === replacing && entry.writes === writesNoted()) entries.set(key, entry);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
        if (replacing) replacing.refreshing = false;
      },
    );
    return entry;
  };
  return (db: object, key: string, compute: () => Promise<T>): Promise<T> => {
    let entries = byDb.get(db);
    if (!entries) byDb.set(db, (entries = new Map()));
    const age = Date.now() - (entries.get(key)?.began ?? 0);
    const hit = entries.get(key);
    if (hit && hit.writes === writesNoted() && (!hit.settled || age < keepMs)) {
      if (hit.settled && age >= refreshMs && !hit.refreshing) {
        hit.refreshing = true;
        start(entries, key, compute, hit);
      }
      return hit.value;
    }
    if (entries.size >= MAX_SCOPES) entries.clear();
    return start(entries, key, compute).value;
  };
};
