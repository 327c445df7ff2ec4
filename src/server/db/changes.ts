import type { FastifyBaseLogger } from 'fastify';
import { type DbOrTx, dialectOf, type Listen } from './database';
import { committedVersionsOf } from './written-tables';

/**
 * What has changed in the database since a read began, for the answers kept between requests
 * (http/kept-answer.ts):
 * - the writes of this server, by table, told once committed: the database's driver notes the
 *   tables each statement writes (written-tables.ts) and reports them after its transaction's
 *   commit, or at once outside one, whoever runs it (a route, a job, a test's fixture); a delete, or
 *   raw SQL whose tables cannot be told, counts as a change to every table. A guard's clock-in
 *   changes `attendance`, not the roster's tables: the roster kept for the office stays.
 * - on PostgreSQL, the writes of anyone (another server, a job elsewhere, a console): the
 *   migration 0018's triggers announce each statement that changes a watched table on the channel
 *   presidio_change, with the table's name, when its transaction commits, so a reader never hears
 *   of a change it cannot see yet. Each server listens on one connection of its own and counts a
 *   version per table. While it is not listening (not yet, or the connection dropped), nothing may
 *   be kept: a change could go unheard.
 * The dashboard's figures follow a coarser count of their own (noteWrite: every write answered
 * and every job run), kept here beside.
 */
export const CHANGE_CHANNEL = 'presidio_change';

let writes = 0;

/** A write answered by this server, or a run of its jobs (the dashboard's figures are stale after it). */
export const noteWrite = () => {
  writes += 1;
};

/**
 * The writes answered and the job runs of this server counted so far. The dashboard's figures
 * follow only these (a record written behind the routes' back shows when they expire).
 */
export const writesNoted = () => writes;

const localVersions = committedVersionsOf;

interface Feed {
  listening: boolean;
  /** Counts each start and loss of listening: a read begun before either may have missed a change. */
  epoch: number;
  versions: Map<string, number>;
}

/** Each PostgreSQL database's announcements, by its adapter (which the app's instances and transactions share). */
const feeds = new WeakMap<object, Feed>();
const feedOf = (db: DbOrTx) => feeds.get(db.getExecutor().adapter);

/** What a read saw when it began; `keepable` false when it could not hear changes then. */
export interface ChangeStamp {
  /** This server's committed writes: every table's, then each of the tables'. */
  local: number[];
  epoch: number;
  versions: number[];
  keepable: boolean;
}

/**
 * The state of `tables` as a read beginning now sees it. SQLite is served by this one process
 * (its writes are noted), so it has no feed; a PostgreSQL database without one (no listener
 * started) keeps nothing.
 */
export const changeStamp = (db: DbOrTx, tables: readonly string[]): ChangeStamp => {
  const feed = feedOf(db);
  const local = localVersions(tables);
  if (!feed) return { local, epoch: 0, versions: [], keepable: dialectOf(db) === 'sqlite' };
  return { local, epoch: feed.epoch, versions: tables.map((table) => feed.versions.get(table) ?? 0), keepable: feed.listening };
};

/** Whether nothing a read stamped `stamp` over `tables` depends on has changed since. */
export const isCurrent = (db: DbOrTx, tables: readonly string[], stamp: ChangeStamp): boolean => {
  if (!stamp.keepable || localVersions(tables).some((version, i) => version !== stamp.local[i])) return false;
  const feed = feedOf(db);
  if (!feed) return true;
  return feed.listening && feed.epoch === stamp.epoch && tables.every((table, i) => (feed.versions.get(table) ?? 0) === stamp.versions[i]);
};

/** PostgreSQL: whether this server hears the changes announced now (and so may keep answers). */
export const isListening = (db: DbOrTx): boolean => feedOf(db)?.listening ?? false;

/** The feed's handlers: exported for the unit tests, which play the connection's part. */
export const changeFeedOf = (db: DbOrTx) => {
  const adapter = db.getExecutor().adapter;
  let feed = feeds.get(adapter);
  if (!feed) feeds.set(adapter, (feed = { listening: false, epoch: 0, versions: new Map() }));
  const current = feed;
  return {
    notify: (table: string) => current.versions.set(table, (current.versions.get(table) ?? 0) + 1),
    up: () => {
      current.listening = true;
      current.epoch += 1;
    },
    down: () => {
      current.listening = false;
      current.epoch += 1;
    },
  };
};

/**
 * PostgreSQL: listens on CHANGE_CHANNEL on a connection of its own (connecting again, with a
 * growing delay, when it drops) and counts each table's announcements. Close it with the app.
 */
export const listenForChanges = (db: DbOrTx, listen: Listen, log: FastifyBaseLogger) => {
  const feed = changeFeedOf(db);
  return listen(CHANGE_CHANNEL, {
    notify: feed.notify,
    up: feed.up,
    down: (error) => {
      feed.down();
      if (error) log.warn({ err: error }, 'change notifications lost: kept answers are read afresh until they are back');
    },
  });
};
