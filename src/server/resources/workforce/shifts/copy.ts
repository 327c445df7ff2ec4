import { addDays, todayInRome } from '../../../../shared/dates';
import type { TCopyWeek } from '../../../../shared/schemas/workforce';
import { isoWeekday, shiftSpan } from '../../../../shared/workforce/shift-time';
import type { DbOrTx } from '../../../db/database';
import { invalidField } from '../../../errors';
import { decideAssignment } from '../rules/decide';
import { type Actor, type ChangeRecord, checksOf, lockPerson, recordChanges } from './assign';
import { scopedPost, siteCompany } from './generate';

const keyOf = (row: { postId: number; date: string; startTime: string; slot: number }) => `${row.postId}|${row.date}|${row.startTime}|${row.slot}`;

/**
 * Copies a week's non-cancelled shifts to the week after, as drafts in the same places: a second
 * copy adds only what is missing. Each person goes along unless the checks refuse them on the new
 * day (then the copy stays open); days before today are not written.
 */
export const copyWeek = async (db: DbOrTx, input: TCopyWeek, actor: Actor) => {
  if (isoWeekday(input.from) !== 1) throw invalidField('from', 'workforce.shift.notMonday');
  if (input.postId) await scopedPost(db, input.postId, actor.scope);
  if (input.siteId) await siteCompany(db, input.siteId, actor.scope);
  const today = todayInRome();

  return db.transaction().execute(async (tx) => {
    let query = tx
      .selectFrom('shift')
      .select(['shift.companyId', 'shift.postId', 'shift.clientSiteId', 'shift.userId', 'shift.date', 'shift.startTime', 'shift.endTime', 'shift.slot', 'shift.note'])
      .where('shift.date', '>=', input.from)
      .where('shift.date', '<=', addDays(input.from, 6))
      .where('shift.status', '!=', 'CANCELLED');
    if (actor.scope) query = query.where('shift.companyId', 'in', actor.scope.length ? actor.scope : [-1]);
    if (input.postId) query = query.where('shift.postId', '=', input.postId);
    if (input.siteId) query = query.where('shift.clientSiteId', '=', input.siteId);
    const sources = (await query.orderBy('shift.startsAt').execute()).filter((source) => addDays(source.date, 7) >= today);

    const copies = sources.map((source) => {
      const date = addDays(source.date, 7);
      return {
        source,
        values: {
          companyId: source.companyId,
          postId: source.postId,
          clientSiteId: source.clientSiteId,
          userId: null,
          date,
          startTime: source.startTime,
          endTime: source.endTime,
          ...shiftSpan(date, source.startTime, source.endTime),
          slot: source.slot,
          status: 'DRAFT',
          note: source.note,
          createdBy: actor.id,
        },
      };
    });
    const inserted = new Map<string, number>();
    for (let i = 0; i < copies.length; i += 1000) {
      const rows = await tx
        .insertInto('shift')
        .values(copies.slice(i, i + 1000).map((copy) => copy.values))
        .onConflict((oc) => oc.columns(['postId', 'date', 'startTime', 'slot']).doNothing())
        .returning(['id', 'postId', 'date', 'startTime', 'slot'])
        .execute();
      for (const row of rows) inserted.set(keyOf(row), row.id);
    }

    // Everyone the copy may put on a shift, taken in the order of their ids (two copies never wait on each other),
    // then each person in the order of their shifts, checked against what the copy has given them so far.
    const people = [...new Set(sources.flatMap((source) => (source.userId === null ? [] : [source.userId])))].sort((a, b) => a - b);
    for (const userId of people) await lockPerson(tx, userId, undefined);
    let unassigned = 0;
    const changes: ChangeRecord[] = [];
    for (const { source, values } of copies) {
      const id = inserted.get(keyOf(values));
      if (id === undefined || source.userId === null) continue;
      const decision = decideAssignment(await checksOf(tx, { ...values, id }, source.userId, actor.locale), null);
      if (!decision.allowed) {
        unassigned += 1;
        continue;
      }
      await tx.updateTable('shift').set({ userId: source.userId }).where('id', '=', id).execute();
      changes.push({ shiftId: id, actorId: actor.id, action: 'ASSIGN', reason: null, before: { userId: null }, after: { userId: source.userId, warnings: decision.warnings } });
    }
    await recordChanges(tx, changes);
    return { created: inserted.size, unassigned };
  });
};
