import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { type Db, type DbOrTx, nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { OFFLINE_MAX_HOURS_LIMIT } from '../../../shared/schemas/attendance';

/** An answer to replay: its status and body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

interface Scope {
  userId: number;
  route: string;
  key: string | undefined;
  /** The request as validated: a key replays only the request it was first used with. */
  request: unknown;
}

const digestOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request ?? null)).digest('hex');

/**
 * How long a key is remembered: a retry comes within seconds, but a phone sends an offline tap again
 * until it hears an answer. A key is stored when its tap is received, never before the tap was made,
 * and kept at least as long as any company accepts an offline tap: once it is forgotten, the same tap
 * sent again is too old to be recorded a second time.
 */
export const IDEMPOTENCY_TTL_HOURS = Math.max(24, OFFLINE_MAX_HOURS_LIMIT);

/**
 * The answer stored under the key, if any. The same key with another request (another site, another
 * position) is refused: replaying the first answer would tell the worker that a clocking that never
 * happened was recorded.
 */
const findReplay = async (db: DbOrTx, { userId, route, key, request }: Scope): Promise<Answer | undefined> => {
  if (!key) return undefined;
  const row = await db
    .selectFrom('attendanceIdempotency')
    .select(['status', 'body', 'request'])
    .where('userId', '=', userId)
    .where('route', '=', route)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  // Keys stored before requests were recorded ('') replay as they did.
  if (row.request !== '' && row.request !== digestOf(request)) throw new AppError('IDEMPOTENCY_MISMATCH', 'attendance.idempotencyReused');
  return { status: Number(row.status), body: JSON.parse(row.body) as Record<string, unknown> };
};

/** Stores the answer of a change inside the change's own transaction. */
export type SaveAnswer = (tx: Transaction<Database>, answer: Answer) => Promise<void>;

/**
 * Runs a change once per `Idempotency-Key`: `run` stores its answer (through `save`) in the same
 * transaction as the change, so a retry, or a twin request racing it, gets the first answer.
 * Errors are not stored: they changed nothing, and the retry is judged afresh.
 */
export const once = async (db: Db, scope: Scope, run: (save: SaveAnswer) => Promise<Answer>): Promise<Answer & { replayed: boolean }> => {
  const replay = await findReplay(db, scope);
  if (replay) return { ...replay, replayed: true };
  const save: SaveAnswer = async (tx, answer) => {
    if (!scope.key) return;
    await tx
      .insertInto('attendanceIdempotency')
      .values({
        userId: scope.userId,
        route: scope.route,
        key: scope.key,
        request: digestOf(scope.request),
        status: answer.status,
        body: JSON.stringify(answer.body),
        createdAt: nowIso(),
      })
      .execute();
  };
  try {
    return { ...(await run(save)), replayed: false };
  } catch (error) {
    // A twin with the same key won the race (PostgreSQL runs them side by side): whatever this
    // attempt ran into, the unique index or the twin's open record, the key's answer is the twin's.
    const twin = await findReplay(db, scope);
    if (twin) return { ...twin, replayed: true };
    throw error;
  }
};

export const purgeIdempotencyKeys = async (db: DbOrTx, now: Date) => {
  const before = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000).toISOString();
  const result = await db.deleteFrom('attendanceIdempotency').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
};
