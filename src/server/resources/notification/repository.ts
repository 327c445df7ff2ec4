import type { Role } from '../../../shared/roles';
import type { DbOrTx } from '../../db/database';
import type { NotificationRow } from '../../db/schema';
import { notFound } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';
import { NOTIFICATION_KINDS } from '../../../shared/schemas/notification';

export const NOTIFICATION_LIST: ListSpec = {
  sortable: { id: 'id', createdAt: 'createdAt', readAt: 'readAt', kind: 'kind' },
  // `unread` is not a column: findNotifications reads it before the generic conditions.
  filterable: { id: field.id('id'), kind: field.enum('kind', NOTIFICATION_KINDS), unread: field.boolean('', { lists: false }) },
  searchable: ['title', 'body'],
  defaultSort: { field: 'id', order: 'desc' },
};

/** A user's own notifications, filtered, sorted and paged, with the total. */
export const findNotifications = async (db: DbOrTx, userId: number, list: ListQuery) => {
  const { unread, ...filter } = list.filter;
  const generic = { ...list, filter };
  const base = db.selectFrom('notification').where((eb) => {
    const conditions = listConditions(eb, generic, NOTIFICATION_LIST);
    conditions.push(eb('userId', '=', userId));
    if (unread === true || unread === 'true') conditions.push(eb('readAt', 'is', null));
    if (unread === false || unread === 'false') conditions.push(eb('readAt', 'is not', null));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.selectAll(), list, NOTIFICATION_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
};

export const getOwnNotification = async (db: DbOrTx, userId: number, id: number): Promise<NotificationRow> => {
  const row = await db.selectFrom('notification').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

export const markRead = async (db: DbOrTx, userId: number, id: number, now: string): Promise<NotificationRow> => {
  await db.updateTable('notification').set({ readAt: now }).where('id', '=', id).where('userId', '=', userId).where('readAt', 'is', null).execute();
  return getOwnNotification(db, userId, id);
};

export const markAllRead = async (db: DbOrTx, userId: number, now: string): Promise<number> => {
  const result = await db.updateTable('notification').set({ readAt: now }).where('userId', '=', userId).where('readAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
};

export const insertNotifications = async (
  db: DbOrTx,
  rows: Array<{ userId: number; kind: string; title: string; body: string; link: string | null; params: string; createdAt: string }>,
) => {
  if (rows.length) await db.insertInto('notification').values(rows).execute();
};

/**
 * A company's office for some matter: every active administrator, and the active users of that
 * company who hold one of `roles`.
 */
const findCompanyOfficeIds = async (db: DbOrTx, companyId: number, roles: readonly Role[]): Promise<number[]> => {
  const rows = await db
    .selectFrom('user')
    .innerJoin('userRole', 'userRole.userId', 'user.id')
    .select('user.id')
    .distinct()
    .where('user.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('userRole.role', '=', 'ROLE_ADMIN'),
        eb.and([
          eb('userRole.role', 'in', [...roles]),
          eb.exists(
            eb
              .selectFrom('userCompany')
              .select('userCompany.userId')
              .whereRef('userCompany.userId', '=', 'user.id')
              .where('userCompany.companyId', '=', companyId),
          ),
        ]),
      ]),
    )
    .orderBy('user.id')
    .execute();
  return rows.map((row) => row.id);
};

/** Who handles a company's leave: the administrators and the company's moderators. */
export const findLeaveManagerIds = (db: DbOrTx, companyId: number) => findCompanyOfficeIds(db, companyId, ['ROLE_MODERATOR']);

/** Who answers a company's clients: the administrators, and the company's moderators and client management. */
export const findClientOfficeIds = (db: DbOrTx, companyId: number) => findCompanyOfficeIds(db, companyId, ['ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT']);
