import { formatDate, maxDate, todayInRome } from '../../../../shared/dates';
import type { TPublish } from '../../../../shared/schemas/workforce';
import { type DbOrTx, nowIso } from '../../../db/database';
import { notifyUsers } from '../../notification/service';
import type { Actor } from './assign';
import { siteCompany } from './generate';
import { shortShiftLabel } from './repository';

/**
 * Publishes the drafts of a range (of a site, or of every site in the caller's companies): each
 * person with shifts among them is told once, with how many, the range and the first of them.
 * Past days are left as they were.
 */
export const publishShifts = async (db: DbOrTx, input: TPublish, actor: Actor) => {
  if (input.siteId) await siteCompany(db, input.siteId, actor.scope);
  const from = maxDate(input.from, todayInRome());
  return db.transaction().execute(async (tx) => {
    const now = nowIso();
    let query = tx
      .updateTable('shift')
      .set({ status: 'PUBLISHED', publishedAt: now, updatedAt: now })
      .where('status', '=', 'DRAFT')
      .where('date', '>=', from)
      .where('date', '<=', input.to);
    if (actor.scope) query = query.where('companyId', 'in', actor.scope.length ? actor.scope : [-1]);
    if (input.siteId) query = query.where('clientSiteId', '=', input.siteId);
    const published = await query.returning(['id', 'userId', 'postId', 'date', 'startTime', 'endTime', 'startsAt']).execute();

    const byPerson = new Map<number, typeof published>();
    for (const shift of published) {
      if (shift.userId === null) continue;
      const own = byPerson.get(shift.userId) ?? [];
      own.push(shift);
      byPerson.set(shift.userId, own);
    }
    if (byPerson.size) {
      const postIds = [...new Set([...byPerson.values()].flatMap((own) => own.map((shift) => shift.postId)))];
      const posts = new Map((await tx.selectFrom('post').select(['id', 'name']).where('id', 'in', postIds).execute()).map((post) => [post.id, post.name]));
      for (const [userId, own] of byPerson) {
        const first = own.reduce((a, b) => (b.startsAt < a.startsAt ? b : a));
        const params = {
          count: own.length,
          from: formatDate(input.from),
          to: formatDate(input.to),
          first: shortShiftLabel({ postName: posts.get(first.postId) ?? '', date: first.date, start: first.startTime, end: first.endTime }),
        };
        await notifyUsers(tx, [userId], { kind: 'SHIFT_PUBLISHED', params, link: '/home/shifts' });
      }
    }
    return { published: published.length, notified: byPerson.size };
  });
};
