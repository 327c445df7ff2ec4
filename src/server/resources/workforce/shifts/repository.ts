import { type SqlBool, sql } from 'kysely';
import { formatDate } from '../../../../shared/dates';
import { SHIFT_STATUSES, type TShift, type TShiftStatus } from '../../../../shared/schemas/workforce';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../../http/list-query';
import { surnameFirst } from '../../../../shared/names';

export const SHIFT_LIST: ListSpec = {
  sortable: {
    id: 'shift.id',
    date: 'shift.startsAt',
    start: 'shift.startsAt',
    startsAt: 'shift.startsAt',
    end: 'shift.endsAt',
    status: 'shift.status',
    postName: 'post.name',
    siteName: 'clientSite.name',
    clientName: 'client.name',
    userName: 'user.lastName',
    minutes: 'shift.minutes',
    updatedAt: 'shift.updatedAt',
  },
  // `open` is no column: true keeps the shifts nobody works yet (see findShifts).
  filterable: {
    id: field.id('shift.id'),
    postId: field.id('shift.postId'),
    siteId: field.id('shift.clientSiteId'),
    userId: field.id('shift.userId', { nullable: true }),
    companyId: field.id('shift.companyId'),
    date: field.date('shift.date'),
    status: field.enum('shift.status', SHIFT_STATUSES),
    open: field.boolean('', { lists: false }),
  },
  searchable: ['post.name', 'clientSite.name', 'user.lastName', 'user.firstName'],
  defaultSort: { field: 'startsAt', order: 'asc' },
};

/**
 * A shift with the names the API answers: its post, site, client and person, and whether that
 * person acknowledged the post's current orders (a post without orders has nothing to acknowledge).
 */
const shiftFrom = (db: DbOrTx) =>
  db
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .innerJoin('clientSite', 'clientSite.id', 'shift.clientSiteId')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .leftJoin('user', 'user.id', 'shift.userId');

const withShiftColumns = (query: ReturnType<typeof shiftFrom>) =>
  query.select((eb) => [
      'shift.id',
      'shift.companyId',
      'shift.postId',
      'post.name as postName',
      'shift.clientSiteId as siteId',
      'clientSite.name as siteName',
      'client.name as clientName',
      'shift.userId',
      'user.lastName',
      'user.firstName',
      'shift.date',
      'shift.startTime',
      'shift.endTime',
      'shift.startsAt',
      'shift.endsAt',
      'shift.minutes',
      'shift.status',
      'shift.note',
      'shift.version',
      'shift.publishedAt',
      'shift.createdAt',
      'shift.updatedAt',
      eb
        .or([
          eb.and([eb('post.orders', 'is', null), eb.not(eb.exists(eb.selectFrom('postDocument').select('postDocument.postId').whereRef('postDocument.postId', '=', 'post.id')))]),
          eb.exists(
            eb
              .selectFrom('postAck')
              .select('postAck.postId')
              .whereRef('postAck.postId', '=', 'shift.postId')
              .whereRef('postAck.userId', '=', 'shift.userId')
              .whereRef('postAck.ordersVersion', '>=', 'post.ordersVersion'),
          ),
        ])
        .as('acknowledged'),
    ]);

export const shiftSelect = (db: DbOrTx) => withShiftColumns(shiftFrom(db));

type ShiftRow = Awaited<ReturnType<ReturnType<typeof shiftSelect>['executeTakeFirstOrThrow']>>;

/** 'Rossi Mario', '' for someone with neither name. */
export const personName = (row: { lastName: string | null; firstName: string | null }) => surnameFirst(row.lastName, row.firstName) ?? '';

/** A row as the API answers it, built by hand: the roster maps thousands of them per request. */
export const toShift = (row: ShiftRow): TShift => ({
  id: row.id,
  companyId: row.companyId,
  postId: row.postId,
  postName: row.postName,
  siteId: row.siteId,
  siteName: row.siteName,
  clientName: row.clientName,
  userId: row.userId,
  userName: row.userId === null ? null : personName(row),
  date: row.date,
  start: row.startTime,
  end: row.endTime,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  minutes: row.minutes,
  status: row.status as TShiftStatus,
  ordersAcknowledged: row.userId === null ? null : Boolean(row.acknowledged),
  note: row.note,
  version: row.version,
  publishedAt: row.publishedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const openCondition = (value: unknown) => {
  const open = value === true || value === 'true' || value === 1 || value === '1';
  return open ? sql<SqlBool>`${sql.ref('shift.userId')} is null` : sql<SqlBool>`${sql.ref('shift.userId')} is not null`;
};

/** A page of the list in the caller's companies (undefined: every company). */
export const findShifts = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const { open, ...filter } = list.filter;
  const where = (query: ReturnType<typeof shiftFrom>) =>
    query.where((eb) => {
      const conditions = listConditions(eb, { ...list, filter }, SHIFT_LIST);
      if (open !== undefined && open !== null) conditions.push(openCondition(open));
      if (scope) conditions.push(eb('shift.companyId', 'in', scope.length ? scope : [-1]));
      return eb.and(conditions);
    });
  const [rows, total] = await Promise.all([
    orderAndPage(withShiftColumns(where(shiftFrom(db))), list, SHIFT_LIST).execute(),
    where(shiftFrom(db))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toShift), total: Number(total.total) };
};

/** One shift as the API answers it; none, or one outside the caller's companies, is a 404. */
export const findShift = async (db: DbOrTx, id: number, scope: number[] | undefined): Promise<TShift> => {
  const row = await shiftSelect(db).where('shift.id', '=', id).executeTakeFirst();
  if (!row || (scope && !scope.includes(row.companyId))) throw notFound();
  return toShift(row);
};

/** Shifts as the API answers them, by id, in the order of their start. */
export const findShiftsByIds = async (db: DbOrTx, ids: number[]): Promise<TShift[]> => {
  if (!ids.length) return [];
  const rows = await shiftSelect(db).where('shift.id', 'in', ids).orderBy('shift.startsAt').orderBy('shift.id').execute();
  return rows.map(toShift);
};

/** How a shift is named to its guard: 'Post · dd/MM/yyyy HH:mm–HH:mm'. */
export const shiftLabel = (shift: { postName: string; date: string; start: string; end: string }) =>
  `${shift.postName} · ${formatDate(shift.date)} ${shift.start}–${shift.end}`;

/** The short form of a notification's first shift: 'Post · dd/MM HH:mm–HH:mm'. */
export const shortShiftLabel = (shift: { postName: string; date: string; start: string; end: string }) =>
  `${shift.postName} · ${formatDate(shift.date).slice(0, 5)} ${shift.start}–${shift.end}`;

/** The next free slot of a post's time on a day (a shift added by hand goes after the generated ones). */
export const nextSlot = async (db: DbOrTx, postId: number, date: string, start: string, exceptId?: number): Promise<number> => {
  let query = db
    .selectFrom('shift')
    .select((eb) => eb.fn.max('slot').as('last'))
    .where('postId', '=', postId)
    .where('date', '=', date)
    .where('startTime', '=', start);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
};

/**
 * Shifts ever published at these client sites: the roster is kept (2 years), so a site or client
 * with one is not deleted (the client and client-site rooms ask, as they ask attendance).
 */
export const countPublishedShiftsAt = async (db: DbOrTx, siteIds: readonly number[]): Promise<number> =>
  siteIds.length
    ? Number(
        (
          await db
            .selectFrom('shift')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('clientSiteId', 'in', siteIds)
            .where('publishedAt', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      )
    : 0;
