import type { Transaction } from 'kysely';
import { todayInRome } from '../../../../shared/dates';
import type { Locale } from '../../../../shared/i18n/validation';
import type { TAssign, TCheckResult } from '../../../../shared/schemas/workforce';
import { type DbOrTx, dialectOf, nowIso } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { AppError, invalidField, notFound } from '../../../errors';
import { translate } from '../../../i18n/messages';
import { notifyUsers } from '../../notification/service';
import { type AssignTarget, checkAssignment } from '../rules/check';
import { decideAssignment } from '../rules/decide';
import { type OtherFacts, factsFrom, loadShiftFacts } from '../rules/facts';
import { readShiftPlaceFacts } from '../rules/place-facts';
import { readPeopleData } from '../rules/qualification-facts';
import { decideChecks } from '../rules/pure';
import { toCheckResult } from '../rules/words';
import { shiftLabel } from './repository';

export type Tx = Transaction<Database>;

/** Who acts, in which language, over which companies (undefined: every company). */
export interface Actor {
  id: number;
  locale: Locale;
  scope: number[] | undefined;
}

/** The columns an assignment or a change reads of a shift, with its post's name. */
export const lockShift = async (tx: DbOrTx, id: number, scope: number[] | undefined) => {
  let query = tx
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .select([
      'shift.id',
      'shift.companyId',
      'shift.postId',
      'shift.clientSiteId',
      'shift.userId',
      'shift.date',
      'shift.startTime as start',
      'shift.endTime as end',
      'shift.startsAt',
      'shift.endsAt',
      'shift.minutes',
      'shift.status',
      'shift.note',
      'shift.version',
      'shift.publishedAt',
      'post.name as postName',
    ])
    .where('shift.id', '=', id);
  // PostgreSQL: the row stays ours until the transaction ends; SQLite runs one transaction at a time.
  if (dialectOf(tx) === 'postgres' && tx.isTransaction) query = query.forUpdate('shift');
  const shift = await query.executeTakeFirst();
  if (!shift || (scope && !scope.includes(shift.companyId))) throw notFound();
  return shift;
};
export type LockedShift = Awaited<ReturnType<typeof lockShift>>;

/**
 * Takes the person for this transaction: two assignments of the same person wait for each other,
 * so the second sees the first's shift when it looks for overlaps. Someone who does not exist, or
 * is no one of the caller's companies, is a 404.
 */
export const lockPerson = async (tx: DbOrTx, userId: number, scope: number[] | undefined) => {
  let query = tx.selectFrom('user').select('id').where('id', '=', userId);
  if (dialectOf(tx) === 'postgres' && tx.isTransaction) query = query.forUpdate();
  if (!(await query.executeTakeFirst())) throw notFound();
  if (scope) {
    const companies = await tx.selectFrom('userCompany').select('companyId').where('userId', '=', userId).execute();
    if (!companies.some((row) => scope.includes(row.companyId))) throw notFound();
  }
};

/** Past rosters are kept as they were: a shift of a day before today (Rome) changes no more. */
export const assertNotPast = (shift: { date: string }) => {
  if (shift.date < todayInRome()) throw new AppError('CONFLICT', 'workforce.shift.past');
};

/** The person's first non-cancelled shift that overlaps the span, read inside the locking transaction. */
export const overlapOf = async (
  tx: DbOrTx,
  target: { id: number; startsAt: string; endsAt: string },
  userId: number,
  locale: Locale,
): Promise<TCheckResult | undefined> => {
  const other = await tx
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .select(['post.name as postName', 'shift.date', 'shift.startTime as start', 'shift.endTime as end'])
    .where('shift.userId', '=', userId)
    .where('shift.status', '!=', 'CANCELLED')
    .where('shift.id', '!=', target.id)
    .where('shift.startsAt', '<', target.endsAt)
    .where('shift.endsAt', '>', target.startsAt)
    .orderBy('shift.startsAt')
    .executeTakeFirst();
  if (!other) return undefined;
  const params = { shift: shiftLabel(other) };
  return { code: 'OVERLAP', level: 'REFUSE', overridable: false, message: translate(locale, 'workforce.shift.overlap', params), params };
};

/** Every check of putting `userId` on the shift, the overlap read again under the lock. */
export const checksOf = async (
  tx: DbOrTx,
  shift: Pick<LockedShift, 'id' | 'companyId' | 'postId' | 'date' | 'startsAt' | 'endsAt' | 'minutes'>,
  userId: number, locale: Locale): Promise<TCheckResult[]> => {
  const target = { id: shift.id, companyId: shift.companyId, postId: shift.postId, date: shift.date, startsAt: shift.startsAt, endsAt: shift.endsAt, minutes: shift.minutes };
  const results = await checkAssignment(tx, target, userId, locale);
  if (!results.some((result) => result.code === 'OVERLAP')) {
    const overlap = await overlapOf(tx, target, userId, locale);
    if (overlap) results.unshift(overlap);
  }
  return results;
};

/** The 409 of an assignment the checks stop, with each reason in the caller's language. */
export const refusal = (code: 'ASSIGNMENT_REFUSED' | 'OVERRIDE_REQUIRED', reasons: TCheckResult[]) =>
  new AppError(code, code === 'ASSIGNMENT_REFUSED' ? 'workforce.shift.refused' : 'workforce.shift.overrideRequired', {
    params: { reasons: reasons.map((reason) => reason.message).join('; ') },
    reasons,
  });

const targetOf = (shift: Pick<LockedShift, 'id' | 'companyId' | 'postId' | 'date' | 'startsAt' | 'endsAt' | 'minutes'>): AssignTarget => ({
  id: shift.id,
  companyId: shift.companyId,
  postId: shift.postId,
  date: shift.date,
  startsAt: shift.startsAt,
  endsAt: shift.endsAt,
  minutes: shift.minutes,
});

/** What an assignment reads before its transaction: the shift as it stood, and the person's facts but their shifts. */
export interface AssignPreread {
  userId: number;
  target: AssignTarget;
  others: OtherFacts;
}

/**
 * The reads of assigning `userId` that the person's lock does not guard, in two statements side by
 * side and outside the transaction (on PostgreSQL each statement in a transaction waits for the one
 * before): the shift as it stands with its place's facts, and the person's own. Nothing here
 * decides: undefined when the shift is not there or not the caller's (the transaction says so), and
 * the transaction reads again whatever changed meanwhile.
 */
export const prereadAssignment = async (db: DbOrTx, shiftId: number, userId: number, scope: number[] | undefined): Promise<AssignPreread | undefined> => {
  const [people, read] = await Promise.all([readPeopleData(db, [userId]), readShiftPlaceFacts(db, shiftId, [userId])]);
  if (!read || (scope && !scope.includes(read.shift.companyId))) return undefined;
  return { userId, target: read.shift, others: { ...read.place, people } };
};

const sameTarget = (a: AssignTarget, b: AssignTarget) =>
  a.id === b.id && a.companyId === b.companyId && a.postId === b.postId && a.date === b.date && a.startsAt === b.startsAt && a.endsAt === b.endsAt && a.minutes === b.minutes;

/**
 * `checksOf` with the facts read before the transaction, the person's shifts read now, under the
 * person's lock: every writer of a person's shifts takes that lock, and the shifts read cover any
 * that could overlap, so the overlap needs no second read. Without usable facts, `checksOf`.
 */
const checksUnderLock = async (tx: Tx, shift: LockedShift, userId: number, locale: Locale, pre: AssignPreread | undefined): Promise<TCheckResult[]> => {
  const target = targetOf(shift);
  if (!pre || pre.userId !== userId || !sameTarget(pre.target, target)) return checksOf(tx, shift, userId, locale);
  const shifts = await loadShiftFacts(tx, target, [userId], pre.others.settings);
  const facts = factsFrom(target, [userId], pre.others, shifts).get(userId);
  if (!facts) return checksOf(tx, shift, userId, locale);
  return decideChecks(facts).map((result) => toCheckResult(locale, result));
};

export interface ChangeRecord {
  shiftId: number;
  actorId: number | null;
  action: 'ASSIGN' | 'UNASSIGN' | 'OVERRIDE' | 'EDIT' | 'CANCEL';
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const recordChanges = async (db: DbOrTx, changes: ChangeRecord[]) => {
  const at = nowIso();
  for (let i = 0; i < changes.length; i += 500) {
    await db
      .insertInto('shiftChange')
      .values(
        changes.slice(i, i + 500).map((change) => ({
          ...change,
          before: change.before ? JSON.stringify(change.before) : null,
          after: change.after ? JSON.stringify(change.after) : null,
          at,
        })),
      )
      .execute();
  }
};

export interface AssignOutcome {
  warnings: TCheckResult[];
  message: string;
}

/**
 * Puts a person on a shift (or nobody, for `userId` null) inside the caller's transaction: the
 * person is locked first, then the shift; every check runs on what the transaction sees; the
 * change is recorded; after publication the reason is required and both people are told. `pre`:
 * what `prereadAssignment` read before the transaction, used where the shift has not changed since.
 */
export const assignInTx = async (tx: Tx, shiftId: number, input: TAssign, actor: Actor, pre?: AssignPreread): Promise<AssignOutcome> => {
  if (input.userId !== null) await lockPerson(tx, input.userId, actor.scope);
  const shift = await lockShift(tx, shiftId, actor.scope);
  assertNotPast(shift);
  if (shift.status === 'CANCELLED') throw new AppError('CONFLICT', 'workforce.shift.isCancelled');
  const published = shift.publishedAt !== null;
  const reason = input.overrideReason ?? null;
  if (published && !reason) throw invalidField('overrideReason', 'workforce.shift.reasonRequired');

  let warnings: TCheckResult[] = [];
  let action: ChangeRecord['action'] = 'UNASSIGN';
  if (input.userId !== null) {
    const results = await checksUnderLock(tx, shift, input.userId, actor.locale, pre);
    const decision = decideAssignment(results, reason);
    if (!decision.allowed) throw refusal(decision.code, decision.reasons);
    warnings = decision.warnings;
    action = results.some((result) => result.level === 'REFUSE') ? 'OVERRIDE' : 'ASSIGN';
  }

  const change: ChangeRecord = { shiftId: shift.id, actorId: actor.id, action, reason, before: { userId: shift.userId }, after: { userId: input.userId, warnings } };
  const update = (db: Pick<Tx, 'updateTable'>) =>
    db
      .updateTable('shift')
      .set((eb) => ({ userId: input.userId, updatedAt: nowIso(), version: published ? eb('version', '+', 1) : eb.ref('version') }))
      .where('id', '=', shift.id);
  if (dialectOf(tx) === 'postgres') {
    // One round trip: PostgreSQL runs an update in WITH once, whether or not the insert reads it.
    const { before, after, ...rest } = change;
    await tx
      .with('assigned', (db) => update(db).returning('shift.id'))
      .insertInto('shiftChange')
      .values({ ...rest, before: JSON.stringify(before), after: JSON.stringify(after), at: nowIso() })
      .execute();
  } else {
    await update(tx).execute();
    await recordChanges(tx, [change]);
  }

  if (published && shift.userId !== input.userId) {
    const params = { shift: shiftLabel(shift), reason: reason ?? '' };
    if (shift.userId !== null) await notifyUsers(tx, [shift.userId], { kind: 'SHIFT_CANCELLED', params, link: '/home/shifts' });
    if (input.userId !== null) await notifyUsers(tx, [input.userId], { kind: 'SHIFT_CHANGED', params, link: '/home/shifts' });
  }

  const warned = warnings.filter((warning) => warning.level === 'WARN').length;
  const message =
    input.userId === null
      ? translate(actor.locale, 'workforce.shift.unassigned')
      : action === 'OVERRIDE'
        ? translate(actor.locale, 'workforce.shift.overridden', { reason: reason ?? '' })
        : warned
          ? translate(actor.locale, 'workforce.shift.assignedWithWarnings', { count: warned })
          : translate(actor.locale, 'workforce.shift.assigned');
  return { warnings, message };
};
