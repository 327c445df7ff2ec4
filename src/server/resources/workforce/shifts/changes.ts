import type { TShiftPatch } from '../../../../shared/schemas/workforce';
import type { TShiftChange } from '../../../../shared/schemas/workforce-roster';
import { shiftSpan } from '../../../../shared/workforce/shift-time';
import { type DbOrTx, nowIso } from '../../../db/database';
import { AppError, invalidField } from '../../../errors';
import { notifyUsers } from '../../notification/service';
import { type Actor, assertNotPast, lockPerson, lockShift, overlapOf, recordChanges, refusal } from './assign';
import { nextSlot, personName, shiftLabel } from './repository';

/**
 * Changes a shift's times or note, or cancels it. Past shifts stay as they were. After publication
 * the change needs a reason, raises the version, is recorded (who, when, why, before and after)
 * and is told to the person on the shift. New times are checked against the person's other shifts.
 * `noteGiven` tells a note cleared from a note not sent (both read as null).
 */
export const patchShift = async (db: DbOrTx, id: number, input: TShiftPatch, noteGiven: boolean, actor: Actor) =>
  db.transaction().execute(async (tx) => {
    // The person before the shift, in the order assignments take them (no two transactions wait on each other).
    const assignee = (await tx.selectFrom('shift').select('userId').where('id', '=', id).executeTakeFirst())?.userId;
    if (assignee != null) await lockPerson(tx, assignee, undefined);
    const shift = await lockShift(tx, id, actor.scope);
    assertNotPast(shift);
    if (shift.status === 'CANCELLED') throw new AppError('CONFLICT', 'workforce.shift.isCancelled');
    const published = shift.publishedAt !== null;
    const reason = input.reason ?? null;
    if (published && !reason) throw invalidField('reason', 'workforce.shift.reasonRequired');

    const before = { start: shift.start, end: shift.end, note: shift.note, status: shift.status };
    const after = {
      start: input.start ?? shift.start,
      end: input.end ?? shift.end,
      note: noteGiven ? (input.note ?? null) : shift.note,
      status: input.status ?? shift.status,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    const cancelling = after.status === 'CANCELLED';
    const timesChanged = after.start !== before.start || after.end !== before.end;
    const span = shiftSpan(shift.date, after.start, after.end);
    if (timesChanged && !cancelling && shift.userId !== null) {
      const overlap = await overlapOf(tx, { id: shift.id, ...span }, shift.userId, actor.locale);
      if (overlap) throw refusal('ASSIGNMENT_REFUSED', [overlap]);
    }

    // A new start is another place of the post's times that day: the first free one.
    const slot = after.start !== before.start ? await nextSlot(tx, shift.postId, shift.date, after.start, shift.id) : undefined;
    await tx
      .updateTable('shift')
      .set((eb) => ({
        ...(timesChanged ? { startTime: after.start, endTime: after.end, ...span } : {}),
        ...(slot === undefined ? {} : { slot }),
        note: after.note,
        status: after.status,
        version: published ? eb('version', '+', 1) : eb.ref('version'),
        updatedAt: nowIso(),
      }))
      .where('id', '=', shift.id)
      .execute();
    if (!published) return;
    await recordChanges(tx, [{ shiftId: shift.id, actorId: actor.id, action: cancelling ? 'CANCEL' : 'EDIT', reason, before, after }]);
    if (shift.userId !== null) {
      const params = { shift: shiftLabel({ postName: shift.postName, date: shift.date, start: after.start, end: after.end }), reason: reason ?? '' };
      await notifyUsers(tx, [shift.userId], { kind: cancelling ? 'SHIFT_CANCELLED' : 'SHIFT_CHANGED', params, link: '/home/shifts' });
    }
  });

/** Deletes a draft never published; anything a guard may have seen is cancelled instead (409). */
export const deleteShift = async (db: DbOrTx, id: number, actor: Actor) =>
  db.transaction().execute(async (tx) => {
    const shift = await lockShift(tx, id, actor.scope);
    assertNotPast(shift);
    if (shift.status !== 'DRAFT' || shift.publishedAt !== null) throw new AppError('CONFLICT', 'workforce.shift.notDraft');
    await tx.deleteFrom('shift').where('id', '=', shift.id).execute();
  });

const parsed = (text: string | null) => (text ? (JSON.parse(text) as Record<string, unknown>) : null);

/** A shift's history, oldest first. */
export const findChanges = async (db: DbOrTx, id: number, scope: number[] | undefined): Promise<TShiftChange[]> => {
  await lockShift(db, id, scope);
  const rows = await db
    .selectFrom('shiftChange')
    .leftJoin('user', 'user.id', 'shiftChange.actorId')
    .select(['shiftChange.id', 'shiftChange.shiftId', 'shiftChange.actorId', 'shiftChange.action', 'shiftChange.reason', 'shiftChange.before', 'shiftChange.after', 'shiftChange.at', 'user.lastName', 'user.firstName'])
    .where('shiftChange.shiftId', '=', id)
    .orderBy('shiftChange.at')
    .orderBy('shiftChange.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    shiftId: row.shiftId,
    actorId: row.actorId,
    actorName: row.actorId === null ? null : personName(row),
    action: row.action,
    reason: row.reason,
    before: parsed(row.before),
    after: parsed(row.after),
    at: row.at,
  }));
};
